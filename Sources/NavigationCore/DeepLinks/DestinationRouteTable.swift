/// Turns URLs, home-screen shortcuts and notification payloads into destinations, from declared routes only.
///
/// ```swift
/// var routes = DestinationRouteTable<AppDestination>(schemes: ["myapp", "https"], hosts: ["example.com"])
/// try routes.add("messages") { _ in .messages }
/// try routes.add("messages/:id(int)") { .message(id: try $0.int("id")) }
/// try routes.addShortcut(type: "inbox") { _ in .messages }
/// try routes.addNotification(type: "message") { .message(id: try $0.int("id")) }
/// ```
///
/// **URLs.** The scheme must be one of `schemes`, compared case-insensitively (RFC 3986). One table
/// serves both kinds of link:
/// - *Web links* (`http`, `https`, such as universal links): the host must be one of `hosts`, compared
///   case-insensitively, and the whole path is matched. User info (`user@`) is rejected.
/// - *Custom-scheme links* (`myapp://messages/42`): the host is the path's first segment, matched
///   case-insensitively; the rest of the path is matched exactly. User info or a port is rejected.
///
/// Path segments compare exactly (case-sensitive). Segments are percent-decoded after splitting, so an
/// encoded `/` stays inside its segment. Query items reach the handler as values. URLs longer than
/// ``maximumURLLength`` (default ``defaultMaximumURLLength``, 2,048 characters) are rejected before
/// parsing; the length counts the input as given, one per Unicode scalar, so a non-ASCII character
/// that Foundation percent-encodes still counts once. Matching walks a tree of segments: its cost
/// depends on the path's length, not on how many routes exist.
///
/// **Shortcuts** are matched by their `type`; their user info strings and numbers reach the handler
/// as values. **Notification payloads** are matched by the string under ``notificationTypeKey``
/// (default `"type"`); their other top-level strings and numbers reach the handler as values. Only the
/// actions in ``navigatingNotificationActions`` navigate: by default the user opening the
/// notification, not a custom action such as "Mark as read".
///
/// Every refusal is a ``DeepLinkError``; no input can name a screen type: only declared routes navigate.
public struct DestinationRouteTable<Destination: NavigationDestination>: Sendable {
    /// Makes a destination from the values of a matched input, or throws to reject it.
    ///
    /// A ``DeepLinkError`` it throws (from ``RouteParameters``' typed readers) is passed on as it is;
    /// any other error becomes ``DeepLinkError/rejectedByHandler(_:)``.
    public typealias Handler = @Sendable (RouteParameters) throws -> Destination

    /// The URL length limit used when none is given: 2,048 characters.
    public static var defaultMaximumURLLength: Int { 2_048 }

    /// The action identifier of a user opening a notification: UserNotifications'
    /// `UNNotificationDefaultActionIdentifier`.
    public static var defaultNotificationActionIdentifier: String { "com.apple.UNNotificationDefaultActionIdentifier" }

    /// The schemes of web links, whose host is checked against ``hosts``: `http` and `https`.
    public static var webSchemes: Set<String> { ["http", "https"] }

    /// The accepted URL schemes, lowercased.
    public let schemes: Set<String>
    /// The accepted hosts of web links, lowercased. Custom-scheme links ignore it: their host is the
    /// path's first segment.
    public let hosts: Set<String>
    /// The longest URL accepted, in characters.
    public var maximumURLLength: Int
    /// The payload key whose string names a notification's type. Default `"type"`.
    public var notificationTypeKey = "type"
    /// The notification actions that navigate. Default: only ``defaultNotificationActionIdentifier``,
    /// the user opening the notification; add your own action identifiers to make them navigate too.
    public var navigatingNotificationActions: Set<String> = [defaultNotificationActionIdentifier]

    private var urlRoutes = RouteTrie<Handler>()
    private var shortcutRoutes: [String: Handler] = [:]
    private var notificationRoutes: [String: Handler] = [:]

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - schemes: The accepted URL schemes, such as `["myapp", "https"]`.
    ///   - hosts: The accepted hosts of web links (`http`, `https`); custom-scheme links ignore them.
    ///   - maximumURLLength: The longest URL accepted, in characters.
    public init(schemes: Set<String>, hosts: Set<String> = [], maximumURLLength: Int = defaultMaximumURLLength) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.maximumURLLength = maximumURLLength
    }

    /// How many URL routes are declared.
    public var urlRouteCount: Int { urlRoutes.count }

    // MARK: Declaring

    /// Declares a URL route.
    ///
    /// - Parameters:
    ///   - pattern: Segments separated by `/`; `:name`, `:name(int)`, `:name(string)`, `:name(uuid)` are parameters.
    ///   - handler: Makes the destination from the matched values.
    /// - Throws: ``RouteTableError`` for an unreadable pattern, a duplicate, or a conflicting parameter.
    public mutating func add(_ pattern: String, _ handler: @escaping Handler) throws(RouteTableError) {
        try urlRoutes.insert(RoutePattern(pattern), text: pattern, value: handler)
    }

    /// Declares the destination of a home-screen shortcut type.
    ///
    /// - Throws: ``RouteTableError/duplicateType(_:)`` when the type is already declared.
    public mutating func addShortcut(type: String, _ handler: @escaping Handler) throws(RouteTableError) {
        guard shortcutRoutes[type] == nil else { throw .duplicateType(type) }
        shortcutRoutes[type] = handler
    }

    /// Declares the destination of a notification type (the payload's ``notificationTypeKey`` value).
    ///
    /// - Throws: ``RouteTableError/duplicateType(_:)`` when the type is already declared.
    public mutating func addNotification(type: String, _ handler: @escaping Handler) throws(RouteTableError) {
        guard notificationRoutes[type] == nil else { throw .duplicateType(type) }
        notificationRoutes[type] = handler
    }

    // MARK: Matching

    /// The destination of a URL given as text.
    ///
    /// The length limit counts `text` as given, one per Unicode scalar.
    ///
    /// - Throws: ``DeepLinkError/malformedURL(_:)`` for text that is not a URL, or any error of ``destination(for:)``.
    public func destination(forURLString text: String) throws(DeepLinkError) -> Destination {
        let length = text.unicodeScalars.count
        guard length <= maximumURLLength else { throw .urlTooLong(length: length, limit: maximumURLLength) }
        guard let url = URL(string: Self.escapingStrayPercentSigns(text)) else { throw .malformedURL(text) }
        return try match(url)
    }

    /// The destination of a URL.
    ///
    /// The length limit counts the URL as it was given: a non-ASCII character that Foundation
    /// percent-encoded counts once, as it did before encoding.
    ///
    /// - Throws: A ``DeepLinkError``: too long, malformed, unsupported scheme, host or authority,
    ///   unknown path, or a parameter of the wrong type.
    public func destination(for url: URL) throws(DeepLinkError) -> Destination {
        let length = Self.givenLength(of: url.absoluteString)
        guard length <= maximumURLLength else { throw .urlTooLong(length: length, limit: maximumURLLength) }
        return try match(url)
    }

    /// Matches a URL whose length has been checked.
    private func match(_ url: URL) throws(DeepLinkError) -> Destination {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformedURL(text)
        }
        guard let scheme = components.scheme?.lowercased(), schemes.contains(scheme) else {
            throw .unsupportedScheme(components.scheme)
        }
        let authority = Self.authority(of: text)
        let isWebLink = Self.webSchemes.contains(scheme)
        var encodedSegments: [Substring] = []
        var webHost: String?
        if isWebLink {
            guard components.user == nil, components.password == nil, !authority.contains("@") else {
                throw .unsupportedAuthority(String(authority))
            }
            let host = components.host?.lowercased()
            guard let host, hosts.contains(host) else { throw .unsupportedHost(host) }
            webHost = host
        } else {
            guard !authority.contains("@"), !authority.contains(":") else {
                throw .unsupportedAuthority(String(authority))
            }
            if let host = components.percentEncodedHost, !host.isEmpty { encodedSegments.append(Substring(host)) }
        }
        let hostIsFirstSegment = !encodedSegments.isEmpty
        encodedSegments += components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true)
        var segments: [String] = []
        for encoded in encodedSegments {
            guard let decoded = encoded.removingPercentEncoding else { throw .malformedURL(text) }
            segments.append(decoded)
        }
        if hostIsFirstSegment { segments[0] = segments[0].lowercased() }
        switch urlRoutes.match(segments, firstSegmentIgnoresCase: hostIsFirstSegment) {
        case .success(let match):
            var values: [String: String] = [:]
            for item in components.queryItems ?? [] where values[item.name] == nil {
                values[item.name] = item.value ?? ""
            }
            return try Self.run(
                match.value, RouteParameters(pathParameters: match.parameters, values: values, host: webHost))
        case .failure(.invalidParameter(let name, let kind, let value)):
            throw .invalidParameter(name: name, expected: kind, value: value)
        case .failure(.noRoute):
            throw .unknownPath("/" + segments.joined(separator: "/"))
        }
    }

    /// The authority of a URL's text (what lies between `//` and the path, query or fragment), or empty.
    private static func authority(of text: String) -> Substring {
        guard let start = text.range(of: "://")?.upperBound else { return "" }
        let rest = text[start...]
        return rest.prefix { !"/?#".contains($0) }
    }

    /// The length of a URL's text as it was given: one per Unicode scalar, with each percent-encoded
    /// non-ASCII scalar (Foundation encodes them) counted once rather than once per escaped byte.
    static func givenLength(of text: String) -> Int {
        let bytes = Array(text.utf8)
        var length = 0
        var index = 0
        while index < bytes.count {
            let byte: UInt8
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]), high >= 8
            {
                byte = high << 4 | low
                index += 3
            } else {
                byte = bytes[index]
                index += 1
                if byte < 0x80 {
                    length += 1
                    continue
                }
            }
            // A UTF-8 continuation byte (10xxxxxx) belongs to the scalar its lead byte already counted.
            if byte & 0xC0 != 0x80 { length += 1 }
        }
        return length
    }

    /// `text` with every `%` that does not start an escape (two hex digits) written `%25`.
    ///
    /// Foundation repairs such a link (as iOS 17 and later do) by escaping every `%` in it, the valid
    /// escapes' too, so `files/%41%ZZ` would reach the route as `%41%ZZ`; escaping only the stray ones
    /// keeps `%41` an `A` and the stray `%` text: `A%ZZ`.
    static func escapingStrayPercentSigns(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "%")) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            escaped.append(byte)
            guard byte == UInt8(ascii: "%") else { continue }
            let startsEscape =
                index + 2 < bytes.count && hexValue(bytes[index + 1]) != nil && hexValue(bytes[index + 2]) != nil
            if !startsEscape { escaped += Array("25".utf8) }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The destination of a shortcut type, with the shortcut's values.
    ///
    /// - Throws: ``DeepLinkError/unknownShortcut(type:)``, or what the handler throws.
    public func destination(forShortcutType type: String, values: [String: String] = [:]) throws(DeepLinkError)
        -> Destination
    {
        guard let handler = shortcutRoutes[type] else { throw .unknownShortcut(type: type) }
        return try Self.run(handler, RouteParameters(values: values))
    }

    /// The destination of a notification payload, as if the user opened the notification.
    ///
    /// Top-level string, integer, floating-point, Boolean and UUID values are handed to the handler as
    /// text; nested values are ignored.
    ///
    /// - Throws: ``DeepLinkError/malformedPayload(reason:)`` without a string type,
    ///   ``DeepLinkError/unknownNotificationType(_:)``, or what the handler throws.
    public func destination(forNotification userInfo: [AnyHashable: Any]) throws(DeepLinkError) -> Destination {
        try destination(forNotification: userInfo, actionIdentifier: Self.defaultNotificationActionIdentifier)
    }

    /// The destination of the user's response to a notification: its payload and the action taken.
    ///
    /// - Parameters:
    ///   - userInfo: The notification's payload.
    ///   - actionIdentifier: The response's `actionIdentifier`.
    /// - Throws: ``DeepLinkError/nonNavigatingNotificationAction(_:)`` for an action that is not in
    ///   ``navigatingNotificationActions``, or any error of ``destination(forNotification:)``.
    public func destination(forNotification userInfo: [AnyHashable: Any], actionIdentifier: String)
        throws(DeepLinkError) -> Destination
    {
        guard navigatingNotificationActions.contains(actionIdentifier) else {
            throw .nonNavigatingNotificationAction(actionIdentifier)
        }
        var values: [String: String] = [:]
        for (key, value) in userInfo {
            guard let key = key.base as? String, let text = Self.text(of: value) else { continue }
            values[key] = text
        }
        guard let type = userInfo[AnyHashable(notificationTypeKey)] as? String else {
            throw .malformedPayload(reason: "no string under \"\(notificationTypeKey)\"")
        }
        guard let handler = notificationRoutes[type] else { throw .unknownNotificationType(type) }
        return try Self.run(handler, RouteParameters(values: values))
    }

    /// Runs a handler, turning any error it throws into a ``DeepLinkError``.
    private static func run(_ handler: Handler, _ parameters: RouteParameters) throws(DeepLinkError) -> Destination {
        do {
            return try handler(parameters)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejectedByHandler(String(describing: error))
        }
    }

    /// The text of a scalar payload value, or `nil` for anything else.
    static func text(of value: Any) -> String? {
        switch value {
        case let string as String: string
        case let int as Int: String(int)
        case let double as Double: String(double)
        case let bool as Bool: String(bool)
        case let uuid as UUID: uuid.uuidString
        case let number as NSNumber: number.stringValue
        case let string as NSString: String(describing: string)
        default: nil
        }
    }
}
