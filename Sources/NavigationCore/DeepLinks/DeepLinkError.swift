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
    /// A route's handler threw an error of its own; the text describes it.
    case rejectedByHandler(String)

    /// A sentence that explains the error.
    public var description: String {
        switch self {
        case .malformedURL(let text): "Not a valid URL: \(text.prefix(120))"
        case .urlTooLong(let length, let limit): "The URL has \(length) characters; the limit is \(limit)."
        case .unsupportedScheme(let scheme): "The scheme \(scheme ?? "(none)") is not accepted."
        case .unsupportedHost(let host): "The host \(host ?? "(none)") is not accepted."
        case .unknownPath(let path): "No route matches the path \(path.prefix(120))."
        case .invalidParameter(let name, let expected, let value):
            "The value of \(name) must be \(expected), not \(value.prefix(60))."
        case .missingParameter(let name): "The value \(name) is missing."
        case .unknownShortcut(let type): "No route handles the shortcut type \(type)."
        case .unknownNotificationType(let type): "No route handles the notification type \(type)."
        case .malformedPayload(let reason): "The notification payload is malformed: \(reason)"
        case .rejectedByHandler(let reason): "The route's handler rejected the input: \(reason)"
        }
    }
}

/// The types a route parameter can declare in a pattern: `:id(int)`, `:token(uuid)`, `:name` (string).
public enum RouteParameterKind: String, Sendable, Equatable, CustomStringConvertible {
    /// Any non-empty text.
    case string
    /// A base-10 integer that fits in `Int`.
    case int
    /// A UUID in its standard text form.
    case uuid

    /// Whether `value` has this kind.
    func accepts(_ value: String) -> Bool {
        switch self {
        case .string: !value.isEmpty
        case .int: Int(value) != nil
        case .uuid: UUID(uuidString: value) != nil
        }
    }

    /// The kind's name, as written in patterns.
    public var description: String { rawValue }
}
