/// Why an input (a URL, a shortcut, a notification payload) maps to no destination. Nothing moves.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a URL, or holds invalid percent-encoding.
    case malformedURL(String)
    /// The URL is longer than the table's limit (``DestinationRouteTable/maximumURLLength``).
    case urlTooLong(length: Int, limit: Int)
    /// The URL's scheme is not one the table accepts.
    case unsupportedScheme(String?)
    /// The URL's host is not one the table accepts.
    case unsupportedHost(String?)
    /// The URL's authority carries what the table refuses: user info on any link, or a port on a
    /// custom-scheme link. The text is the authority as given.
    case unsupportedAuthority(String)
    /// No declared route matches the path.
    case unknownPath(String)
    /// A value does not have the type its route or handler needs.
    case invalidParameter(name: String, expected: RouteParameterKind, value: String)
    /// A value a handler needs is absent.
    case missingParameter(name: String)
    /// No route is declared for this shortcut type.
    case unknownShortcut(type: String)
    /// No route is declared for this notification type.
    case unknownNotificationType(String)
    /// The notification payload does not have the shape the table reads.
    case malformedPayload(reason: String)
    /// The user responded to a notification with an action that does not navigate ("Mark as read").
    case nonNavigatingNotificationAction(String)
    /// A user activity that is not a web link (`NSUserActivityTypeBrowsingWeb` with a `webpageURL`).
    case unsupportedUserActivity(type: String)
    /// A route's handler threw an error of its own, or its resolver rejected the input; the text
    /// describes it.
    case rejectedByHandler(String)
    /// A resolver answered ``RouteResolution/handOff``, but the input is not a URL (a shortcut, a
    /// notification): nothing to hand to another app.
    case nothingToHandOff
    /// The route's resolver answers asynchronously: open the input through the router, or ask
    /// ``DestinationRouteTable/resolution(for:)``.
    case resolvesAsynchronously
    /// The input is a destination already (``DeepLinkInput/destination(_:)``), but of a type the table
    /// does not route; the text names its type. A destination of the table's own type is the route's
    /// answer as it is.
    case destinationOfAnotherType(String)

    /// A handler's or resolver's error: passed on when it is a ``DeepLinkError``, described as
    /// ``rejectedByHandler(_:)`` otherwise.
    init(describing error: any Error) {
        self = (error as? DeepLinkError) ?? .rejectedByHandler(String(describing: error))
    }

    /// A sentence that explains the error.
    public var description: String {
        switch self {
        case .malformedURL(let text): "Not a valid URL (\(text.prefix(120)))."
        case .urlTooLong(let length, let limit): "The URL has \(length) characters; the limit is \(limit)."
        case .unsupportedScheme(let scheme): "The scheme \(scheme ?? "(none)") is not accepted."
        case .unsupportedHost(let host): "The host \(host ?? "(none)") is not accepted."
        case .unsupportedAuthority(let authority):
            "The URL's authority \(authority.prefix(120)) carries user info or a port, which is not accepted."
        case .unknownPath(let path): "No route matches the path \(path.prefix(120))."
        case .invalidParameter(let name, let expected, let value):
            "The value of \(name) must be \(expected), not \(value.prefix(60))."
        case .missingParameter(let name): "The value \(name) is missing."
        case .unknownShortcut(let type): "No route handles the shortcut type \(type)."
        case .unknownNotificationType(let type): "No route handles the notification type \(type)."
        case .malformedPayload(let reason): "The notification payload is malformed: \(reason)"
        case .nonNavigatingNotificationAction(let action): "The notification action \(action) does not navigate."
        case .unsupportedUserActivity(let type): "The user activity of type \(type) is not a web link."
        case .rejectedByHandler(let reason): "The route's handler rejected the input: \(reason)"
        case .nothingToHandOff: "The input was to be handed off, but it is not a URL."
        case .resolvesAsynchronously: "The route resolves asynchronously; open it through the router."
        case .destinationOfAnotherType(let typeName):
            "The input is a destination of type \(typeName), which this table does not route; open it with the router's open(_:)."
        }
    }
}

/// The types a route parameter can declare in a pattern: `:id(int)`, `:token(uuid)`, `:name` (string).
public enum RouteParameterKind: String, Sendable, Equatable, CustomStringConvertible {
    /// Any non-empty text.
    case string
    /// A canonical base-10 integer that fits in `Int`: an optional `-`, then `0` or digits without a
    /// leading zero (no `+`, no spaces, no `-0`). On every supported platform `Int` is 64 bits, so the
    /// range is -9,223,372,036,854,775,808 through 9,223,372,036,854,775,807.
    case int
    /// A UUID in its standard text form.
    case uuid

    /// Whether `value` has this kind.
    func accepts(_ value: String) -> Bool {
        switch self {
        case .string: !value.isEmpty
        case .int: Self.canonicalInteger(value) != nil
        case .uuid: UUID(uuidString: value) != nil
        }
    }

    /// The value of `text` when it is a canonical decimal integer that fits in `Int`, else `nil`.
    static func canonicalInteger(_ text: String) -> Int? {
        let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
        guard let first = digits.first, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        guard first != UInt8(ascii: "0") || digits.count == 1, text != "-0" else { return nil }
        return Int(text)
    }

    /// The kind's name, as written in patterns.
    public var description: String { rawValue }
}
