/// The values a route hands to its handler: path parameters, query items, shortcut or payload values.
///
/// Read them typed; a missing or mistyped value throws a ``DeepLinkError``, so the input is rejected
/// and nothing moves.
public struct RouteParameters: Sendable, Equatable {
    /// Values taken from the path's parameters, already percent-decoded.
    public let pathParameters: [String: String]
    /// Values taken from the query (first value of each name), a shortcut's user info, or a payload.
    public let values: [String: String]
    /// The host of a web link (a universal link), lowercased: one table serves several domains, and a
    /// route tells them apart here. `nil` for a custom-scheme link (unless the table reads its host as
    /// a host, ``CustomSchemeHost/isHost``), a shortcut or a notification.
    public let host: String?
    /// The whole input that matched: the URL (scheme, host, path, query and fragment as given), the
    /// shortcut with its user info, or the notification with its whole payload. `nil` for parameters
    /// made by hand.
    public let input: DeepLinkInput?

    /// Creates parameters.
    public init(
        pathParameters: [String: String] = [:], values: [String: String] = [:], host: String? = nil,
        input: DeepLinkInput? = nil
    ) {
        self.pathParameters = pathParameters
        self.values = values
        self.host = host
        self.input = input
        url = input?.url
    }

    /// Parameters of a matched URL, which may be one a notification's or shortcut's mapping chose.
    init(
        pathParameters: [String: String], values: [String: String], host: String?, input: DeepLinkInput, url: URL,
        wildcardSegments: [String]
    ) {
        self.init(pathParameters: pathParameters, values: values, host: host, input: input)
        self.url = url
        self.wildcardSegments = wildcardSegments
    }

    /// The path segments a route's trailing wildcard (`*name`) took, percent-decoded, in order: a
    /// click-tracking link's tokens, one by one. Empty for a route without one. (Its value under
    /// `name` is the same segments joined by `/`.)
    public private(set) var wildcardSegments: [String] = []

    /// The URL that matched: the link itself, or the one a notification's or shortcut's mapping chose;
    /// `nil` for other inputs.
    public private(set) var url: URL?

    /// The whole payload of a notification, or the user info of a shortcut; `nil` for a URL.
    public var payload: PayloadValue? {
        switch input {
        case .notification(let payload, _): payload
        case .shortcut(_, let userInfo): userInfo
        default: nil
        }
    }

    /// The raw text of `name`: a path parameter first, then a value; `nil` when absent.
    public subscript(name: String) -> String? { pathParameters[name] ?? values[name] }

    /// The text of `name`.
    ///
    /// - Throws: ``DeepLinkError/missingParameter(name:)`` when it is absent or empty.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        guard let value = self[name], !value.isEmpty else { throw .missingParameter(name: name) }
        return value
    }

    /// The integer value of `name`: a canonical decimal integer, as ``RouteParameterKind/int`` describes.
    ///
    /// - Throws: ``DeepLinkError/missingParameter(name:)`` or ``DeepLinkError/invalidParameter(name:expected:value:)``
    ///   for anything else (`+5`, `007`, `-0`, a number beyond `Int`'s range).
    public func int(_ name: String) throws(DeepLinkError) -> Int {
        let value = try string(name)
        guard let number = RouteParameterKind.canonicalInteger(value) else {
            throw .invalidParameter(name: name, expected: .int, value: value)
        }
        return number
    }

    /// The UUID value of `name`.
    ///
    /// - Throws: ``DeepLinkError/missingParameter(name:)`` or ``DeepLinkError/invalidParameter(name:expected:value:)``.
    public func uuid(_ name: String) throws(DeepLinkError) -> UUID {
        let value = try string(name)
        guard let uuid = UUID(uuidString: value) else {
            throw .invalidParameter(name: name, expected: .uuid, value: value)
        }
        return uuid
    }
}
