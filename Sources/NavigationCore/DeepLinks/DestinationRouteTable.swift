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
/// - *Custom-scheme links* (`myapp://messages/42`): by default the host is the path's first segment,
///   matched case-insensitively; the rest of the path is matched exactly. User info or a port is
///   rejected. A table whose app writes its custom-scheme links with a host
///   (`appname://www.example.com/projects/1`) sets ``customSchemeHost`` to
///   ``CustomSchemeHost/isHost``: the host is then read as a web link's is.
///
/// A route's last segment may be a wildcard, `*name`: it takes the rest of the path, one segment or
/// more (a click-tracking link's tokens), as one value joined by `/` under `name` and segment by
/// segment in ``RouteParameters/wildcardSegments``. A more specific route (a literal, then a
/// parameter) wins over a wildcard at the same place. A route may also serve hosts of its own
/// (``add(_:hosts:_:)``): a link to one of them matches its routes first, then the table's when the
/// table's `hosts` list it too, so a tracking domain's links are caught whole while the app's own
/// host keeps its exact routes.
///
/// Path segments compare exactly (case-sensitive); empty segments (a doubled or trailing `/`) are
/// skipped, and a custom-scheme link may leave out the `//`. Segments are percent-decoded after splitting, so an
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
/// notification, not a custom action such as "Mark as read". Payloads of another shape (nested, or
/// carrying a link) are read by a ``notificationMapping`` of your own; shortcuts likewise by a
/// ``shortcutMapping``. Every handler also sees the whole input (``RouteParameters/input``): the URL
/// with its scheme, host, path and query, or the whole payload.
///
/// **Resolvers** decide after a fetch: declared with ``addResolver(_:_:)`` (and its shortcut and
/// notification forms), they may be `async` and answer with a ``RouteResolution``: show a
/// destination, hand the link off to another app, or reject it. The router runs them while the user
/// keeps control; see ``NavigationRouter/open(_:using:completion:)-(DeepLinkInput,_,_)``.
///
/// Every refusal is a ``DeepLinkError``; no input can name a screen type: only declared routes navigate.
public struct DestinationRouteTable<Destination: NavigationDestination>: Sendable {
    /// Makes a destination from the values of a matched input, or throws to reject it.
    ///
    /// A ``DeepLinkError`` it throws (from ``RouteParameters``' typed readers) is passed on as it is;
    /// any other error becomes ``DeepLinkError/rejectedByHandler(_:)``.
    public typealias Handler = @Sendable (RouteParameters) throws -> Destination

    /// Decides what a matched input leads to, possibly after awaiting a fetch: show a destination,
    /// hand the link off, or reject it.
    ///
    /// It runs in a task the router owns and cancels (a newer link, a flow change, a sign-out, the
    /// time limit); errors it throws are handled as a ``Handler``'s are.
    public typealias Resolver = @Sendable (RouteParameters) async throws -> RouteResolution<Destination>

    /// Maps the user's response to a notification (its payload and the action taken) to what the
    /// table routes. Throw to reject it: a ``DeepLinkError`` as it is, any other error as
    /// ``DeepLinkError/malformedPayload(reason:)``.
    public typealias NotificationMapping =
        @Sendable (_ payload: PayloadValue, _ actionIdentifier: String) throws -> RouteInput

    /// Maps a home-screen shortcut (its type and user info) to what the table routes. Throw to reject it.
    public typealias ShortcutMapping = @Sendable (_ type: String, _ userInfo: PayloadValue) throws -> RouteInput

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
    /// Responses with any other action are rejected before ``notificationMapping`` runs.
    public var navigatingNotificationActions: Set<String> = [defaultNotificationActionIdentifier]

    /// How a notification response becomes a route input; `nil` (the default) reads
    /// ``defaultNotificationInput(for:)``: the type under ``notificationTypeKey``, top-level scalars as values.
    ///
    /// Set it for payloads of another shape. The same mapping serves notifications the user opens
    /// while the app runs and the one that launches it (``NavigationRouter/openDestinations(from:using:)-(UIScene.ConnectionOptions,_)``).
    ///
    /// ```swift
    /// var routes = DestinationRouteTable<AppDestination>(schemes: ["myapp"])
    /// routes.notificationMapping = { payload, _ in
    ///     guard let activity = payload["activity"], let category = activity["category"]?.stringValue else {
    ///         throw DeepLinkError.malformedPayload(reason: "no activity")
    ///     }
    ///     return .notification(type: category, values: activity.topLevelTexts)
    /// }
    /// try routes.addNotification(type: "message") { .message(id: try $0.int("message_id")) }
    /// ```
    public var notificationMapping: NotificationMapping?

    /// How a home-screen shortcut becomes a route input; `nil` (the default) routes its type, with
    /// the top-level scalars of its user info as values.
    public var shortcutMapping: ShortcutMapping?

    enum Route: Sendable {
        case make(Handler)
        case resolve(Resolver)
    }

    /// What an input matched: a destination made at once, or a resolver still to run.
    enum Match: Sendable {
        case destination(Destination)
        case resolver(Resolver, RouteParameters)
    }

    private var urlRoutes = RouteTrie<Route>()
    /// The routes declared for hosts of their own, by host.
    private var hostRoutes: [String: RouteTrie<Route>] = [:]
    private var hostRouteCount = 0

    /// How a custom-scheme link's host is read. Default: ``CustomSchemeHost/isFirstPathSegment``.
    public var customSchemeHost = CustomSchemeHost.isFirstPathSegment
    private var shortcutRoutes: [String: Route] = [:]
    private var notificationRoutes: [String: Route] = [:]

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - schemes: The accepted URL schemes, such as `["myapp", "https"]`.
    ///   - hosts: The accepted hosts of web links (`http`, `https`); custom-scheme links ignore them, unless
    ///     ``customSchemeHost`` reads their host as a host.
    ///   - maximumURLLength: The longest URL accepted, in characters.
    public init(schemes: Set<String>, hosts: Set<String> = [], maximumURLLength: Int = defaultMaximumURLLength) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.maximumURLLength = maximumURLLength
    }

    /// How many URL routes are declared.
    public var urlRouteCount: Int { urlRoutes.count + hostRouteCount }

    // MARK: Declaring

    /// Declares a URL route.
    ///
    /// - Parameters:
    ///   - pattern: Segments separated by `/`; `:name`, `:name(int)`, `:name(string)`, `:name(uuid)` are parameters.
    ///   - handler: Makes the destination from the matched values.
    /// - Throws: ``RouteTableError`` for an unreadable pattern, a duplicate, or a conflicting parameter.
    public mutating func add(_ pattern: String, _ handler: @escaping Handler) throws(RouteTableError) {
        try urlRoutes.insert(RoutePattern(pattern), text: pattern, value: .make(handler))
    }

    /// Declares a URL route that serves only links to `hosts` (a click-tracking domain, say), which
    /// need not be among the table's own.
    ///
    /// A link to one of `hosts` is matched against these routes first, then against the table's
    /// other routes when the table's `hosts` list its host too.
    ///
    /// - Parameters:
    ///   - pattern: Segments separated by `/`, as for ``add(_:_:)``.
    ///   - hosts: The hosts whose links the route serves, compared case-insensitively.
    ///   - handler: Makes the destination from the matched values.
    /// - Throws: ``RouteTableError`` for an unreadable pattern, a duplicate, or a conflicting parameter.
    public mutating func add(_ pattern: String, hosts: Set<String>, _ handler: @escaping Handler)
        throws(RouteTableError)
    {
        try insert(pattern, hosts: hosts, .make(handler))
    }

    /// Declares a URL route with a resolver that serves only links to `hosts`; see ``add(_:hosts:_:)``.
    ///
    /// - Throws: ``RouteTableError`` for an unreadable pattern, a duplicate, or a conflicting parameter.
    public mutating func addResolver(_ pattern: String, hosts: Set<String>, _ resolver: @escaping Resolver)
        throws(RouteTableError)
    {
        try insert(pattern, hosts: hosts, .resolve(resolver))
    }

    /// Adds the route to the tree of each of `hosts`; none is added when one refuses it.
    private mutating func insert(_ pattern: String, hosts: Set<String>, _ route: Route) throws(RouteTableError) {
        let parsed = try RoutePattern(pattern)
        var updated = hostRoutes
        for host in hosts.map({ $0.lowercased() }) {
            try updated[host, default: RouteTrie()].insert(parsed, text: pattern, value: route)
        }
        hostRoutes = updated
        hostRouteCount += 1
    }

    /// Declares a URL route whose resolver decides, possibly after a fetch, what the link leads to.
    ///
    /// - Parameters:
    ///   - pattern: Segments separated by `/`, as for ``add(_:_:)``.
    ///   - resolver: Answers show, hand off or reject; it may be `async`.
    /// - Throws: ``RouteTableError`` for an unreadable pattern, a duplicate, or a conflicting parameter.
    public mutating func addResolver(_ pattern: String, _ resolver: @escaping Resolver) throws(RouteTableError) {
        try urlRoutes.insert(RoutePattern(pattern), text: pattern, value: .resolve(resolver))
    }

    /// Declares the destination of a home-screen shortcut type.
    ///
    /// - Throws: ``RouteTableError/duplicateType(_:)`` when the type is already declared.
    public mutating func addShortcut(type: String, _ handler: @escaping Handler) throws(RouteTableError) {
        guard shortcutRoutes[type] == nil else { throw .duplicateType(type) }
        shortcutRoutes[type] = .make(handler)
    }

    /// Declares a resolver for a home-screen shortcut type.
    ///
    /// - Throws: ``RouteTableError/duplicateType(_:)`` when the type is already declared.
    public mutating func addShortcutResolver(type: String, _ resolver: @escaping Resolver) throws(RouteTableError) {
        guard shortcutRoutes[type] == nil else { throw .duplicateType(type) }
        shortcutRoutes[type] = .resolve(resolver)
    }

    /// Declares the destination of a notification type (the payload's ``notificationTypeKey`` value,
    /// or the type ``notificationMapping`` chose).
    ///
    /// - Throws: ``RouteTableError/duplicateType(_:)`` when the type is already declared.
    public mutating func addNotification(type: String, _ handler: @escaping Handler) throws(RouteTableError) {
        guard notificationRoutes[type] == nil else { throw .duplicateType(type) }
        notificationRoutes[type] = .make(handler)
    }

    /// Declares a resolver for a notification type.
    ///
    /// - Throws: ``RouteTableError/duplicateType(_:)`` when the type is already declared.
    public mutating func addNotificationResolver(type: String, _ resolver: @escaping Resolver)
        throws(RouteTableError)
    {
        guard notificationRoutes[type] == nil else { throw .duplicateType(type) }
        notificationRoutes[type] = .resolve(resolver)
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
        return try Self.destination(of: try match(url, as: .url(url)))
    }

    /// The destination of a URL.
    ///
    /// The length limit counts the URL as it was given: a non-ASCII character that Foundation
    /// percent-encoded counts once, as it did before encoding.
    ///
    /// - Throws: A ``DeepLinkError``: too long, malformed, unsupported scheme, host or authority,
    ///   unknown path, a parameter of the wrong type, or ``DeepLinkError/resolvesAsynchronously`` for
    ///   a route declared with a resolver.
    public func destination(for url: URL) throws(DeepLinkError) -> Destination {
        try Self.destination(of: try match(.url(url)))
    }

    /// What an input leads to, running its route's handler or resolver: to test a table alone, or to
    /// resolve a URL inside a resolver of a table made without it.
    ///
    /// Errors are answered as ``RouteResolution/reject(_:)-(DeepLinkError)``. The answer names every
    /// URL it means: a resolver's ``RouteResolution/handOff`` comes back as
    /// ``RouteResolution/handOff(to:)`` with the URL that matched, so a resolver that returns it hands
    /// off that URL, not its own link; a ``RouteResolution/redirect(to:)`` is followed within the table
    /// (at most ``RouteResolution/maximumRedirects`` times). Inside a resolver of this table, answer
    /// ``RouteResolution/redirect(to:)`` instead: the router matches the URL against the same table.
    public func resolution(for input: DeepLinkInput) async -> RouteResolution<Destination> {
        var input = input
        for _ in 0...RouteResolution<Destination>.maximumRedirects {
            let resolution: RouteResolution<Destination>
            let url: URL?
            do throws(DeepLinkError) {
                switch try match(input) {
                case .destination(let destination): return .show(destination)
                case .resolver(let resolver, let parameters):
                    url = parameters.url
                    do {
                        resolution = try await resolver(parameters)
                    } catch {
                        return .reject(DeepLinkError(describing: error))
                    }
                }
            } catch {
                return .reject(error)
            }
            switch resolution.kind {
            case .handOff(nil): return url.map { .handOff(to: $0) } ?? .reject(.nothingToHandOff)
            case .redirect(let target): input = .url(target)
            case .show, .handOff, .reject: return resolution
            }
        }
        return .reject(.rejectedByHandler("more than \(RouteResolution<Destination>.maximumRedirects) redirects"))
    }

    /// Matches any input: the URL against the URL routes, a shortcut or notification through its mapping.
    func match(_ input: DeepLinkInput) throws(DeepLinkError) -> Match {
        switch input {
        case .url(let url):
            return try matchChecked(url, as: input)
        case .shortcut(let type, let userInfo):
            let routed: RouteInput
            if let shortcutMapping {
                routed = try Self.mapped { try shortcutMapping(type, userInfo) }
            } else {
                routed = .shortcut(type: type, values: userInfo.topLevelTexts)
            }
            return try match(routed, as: input)
        case .notification(let payload, let actionIdentifier):
            guard navigatingNotificationActions.contains(actionIdentifier) else {
                throw .nonNavigatingNotificationAction(actionIdentifier)
            }
            let routed: RouteInput
            if let notificationMapping {
                routed = try Self.mapped { try notificationMapping(payload, actionIdentifier) }
            } else {
                routed = try defaultNotificationInput(for: payload)
            }
            return try match(routed, as: input)
        case .userActivity(let type):
            throw .unsupportedUserActivity(type: type)
        case .destination(let destination):
            guard let typed = destination.as(Destination.self) else {
                throw .destinationOfAnotherType(String(describing: type(of: destination.base)))
            }
            return .destination(typed)
        }
    }

    /// What the default notification mapping routes: the string under ``notificationTypeKey`` as the
    /// type, and the payload's top-level scalars as values. A mapping of your own may fall back on it.
    ///
    /// - Throws: ``DeepLinkError/malformedPayload(reason:)`` when there is no string under the key.
    public func defaultNotificationInput(for payload: PayloadValue) throws(DeepLinkError) -> RouteInput {
        guard let type = payload[notificationTypeKey]?.stringValue else {
            throw .malformedPayload(reason: "no string under \"\(notificationTypeKey)\"")
        }
        return .notification(type: type, values: payload.topLevelTexts)
    }

    private func match(_ routed: RouteInput, as input: DeepLinkInput) throws(DeepLinkError) -> Match {
        switch routed {
        case .notification(let type, let values):
            guard let route = notificationRoutes[type] else { throw .unknownNotificationType(type) }
            return try Self.match(route, RouteParameters(values: values, input: input))
        case .shortcut(let type, let values):
            guard let route = shortcutRoutes[type] else { throw .unknownShortcut(type: type) }
            return try Self.match(route, RouteParameters(values: values, input: input))
        case .url(let url):
            return try matchChecked(url, as: input)
        }
    }

    /// Runs a mapping, turning an error that is not a ``DeepLinkError`` into a malformed payload.
    private static func mapped(_ map: () throws -> RouteInput) throws(DeepLinkError) -> RouteInput {
        do {
            return try map()
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .malformedPayload(reason: String(describing: error))
        }
    }

    /// Matches a URL after checking its length as it was given.
    private func matchChecked(_ url: URL, as input: DeepLinkInput) throws(DeepLinkError) -> Match {
        let length = Self.givenLength(of: url.absoluteString)
        guard length <= maximumURLLength else { throw .urlTooLong(length: length, limit: maximumURLLength) }
        return try match(url, as: input)
    }

    /// Matches a URL whose length has been checked.
    private func match(_ url: URL, as input: DeepLinkInput) throws(DeepLinkError) -> Match {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformedURL(text)
        }
        guard let scheme = components.scheme?.lowercased(), schemes.contains(scheme) else {
            throw .unsupportedScheme(components.scheme)
        }
        let authority = Self.authority(of: text)
        var encodedSegments: [Substring] = []
        var webHost: String?
        // The routes of the link's host, when it has routes of its own.
        var ownRoutes: RouteTrie<Route>?
        if Self.webSchemes.contains(scheme) || customSchemeHost == .isHost {
            guard components.user == nil, components.password == nil, !authority.utf8.contains(UInt8(ascii: "@")) else {
                throw .unsupportedAuthority(String(authority))
            }
            let host = components.host?.lowercased()
            ownRoutes = host.flatMap { hostRoutes[$0] }
            guard let host, hosts.contains(host) || ownRoutes != nil else { throw .unsupportedHost(host) }
            webHost = host
        } else {
            guard !authority.utf8.contains(UInt8(ascii: "@")), !authority.utf8.contains(UInt8(ascii: ":")) else {
                throw .unsupportedAuthority(String(authority))
            }
            if let host = components.percentEncodedHost, !host.isEmpty { encodedSegments.append(Substring(host)) }
        }
        let hostIsFirstSegment = !encodedSegments.isEmpty
        encodedSegments += components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true)
        var segments: [String] = []
        segments.reserveCapacity(encodedSegments.count)
        for encoded in encodedSegments {
            // Most segments hold no escape: decoding them would copy them unchanged.
            guard encoded.utf8.contains(UInt8(ascii: "%")) else {
                segments.append(String(encoded))
                continue
            }
            guard let decoded = encoded.removingPercentEncoding else { throw .malformedURL(text) }
            segments.append(decoded)
        }
        if hostIsFirstSegment { segments[0] = segments[0].lowercased() }
        // A host with routes of its own tries them first; the table's routes serve the table's hosts.
        var result = ownRoutes?.match(segments) ?? .failure(.noRoute)
        if case .failure = result, ownRoutes == nil || webHost.map(hosts.contains) == true {
            result = urlRoutes.match(segments, firstSegmentIgnoresCase: hostIsFirstSegment)
        }
        switch result {
        case .success(let match):
            var values: [String: String] = [:]
            let queryItems = components.percentEncodedQuery == nil ? [] : components.queryItems ?? []
            for item in queryItems where values[item.name] == nil {
                values[item.name] = item.value ?? ""
            }
            return try Self.match(
                match.value,
                RouteParameters(
                    pathParameters: match.parameters, values: values, host: webHost, input: input, url: url,
                    wildcardSegments: match.rest))
        case .failure(.invalidParameter(let name, let kind, let value)):
            throw .invalidParameter(name: name, expected: kind, value: value)
        case .failure(.noRoute):
            throw .unknownPath("/" + segments.joined(separator: "/"))
        }
    }

    /// Runs a route's handler at once, or leaves its resolver for the router to run.
    private static func match(_ route: Route, _ parameters: RouteParameters) throws(DeepLinkError) -> Match {
        switch route {
        case .make(let handler):
            do {
                return .destination(try handler(parameters))
            } catch {
                throw DeepLinkError(describing: error)
            }
        case .resolve(let resolver):
            return .resolver(resolver, parameters)
        }
    }

    /// The destination of a match made at once; a resolver's route cannot answer synchronously.
    private static func destination(of match: Match) throws(DeepLinkError) -> Destination {
        guard case .destination(let destination) = match else { throw .resolvesAsynchronously }
        return destination
    }

    /// The authority of a URL's text (what lies between `//` and the path, query or fragment), or empty.
    private static func authority(of text: String) -> Substring {
        // A byte scan: the separators are ASCII, and Foundation's string search costs more than the match.
        let bytes = text.utf8
        var index = bytes.startIndex
        var colonSlashSlash: String.Index?
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: ":") {
                let second = bytes.index(after: index)
                if second != bytes.endIndex, bytes[second] == UInt8(ascii: "/") {
                    let third = bytes.index(after: second)
                    if third != bytes.endIndex, bytes[third] == UInt8(ascii: "/") {
                        colonSlashSlash = bytes.index(after: third)
                        break
                    }
                }
            }
            index = bytes.index(after: index)
        }
        guard let start = colonSlashSlash else { return "" }
        var end = start
        while end != bytes.endIndex, ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[end]) {
            end = bytes.index(after: end)
        }
        return text[start..<end]
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
        try Self.destination(
            of: try match(.shortcut(type: type, userInfo: .dictionary(values.mapValues { .string($0) }))))
    }

    /// The destination of a notification payload, as if the user opened the notification.
    ///
    /// With the default mapping, top-level string, integer, floating-point, Boolean and UUID values are
    /// handed to the handler as text; nested values reach it through ``RouteParameters/payload``.
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
        try Self.destination(
            of: try match(.notification(payload: PayloadValue(userInfo), actionIdentifier: actionIdentifier)))
    }
}

/// How a ``DestinationRouteTable`` reads the host of a custom-scheme link (not `http` or `https`).
public enum CustomSchemeHost: Sendable, Equatable {
    /// `myapp://messages/42`: what follows `//` is the path's first segment, matched
    /// case-insensitively (the default).
    case isFirstPathSegment
    /// `appname://www.example.com/projects/1`: a host, read as a web link's is: it must be one of the
    /// table's `hosts` (or of a route's own), and the path starts after it.
    case isHost
}
