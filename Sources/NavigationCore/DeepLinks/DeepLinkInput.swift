/// What a deep link arrived as: the URL, shortcut, notification response or user activity the app was
/// given, or a destination whose plan resolves asynchronously.
///
/// Rejections, hand-offs and resolutions name their input, so a log says what was refused, and a
/// route's handler reads the whole input through ``RouteParameters/input``.
public enum DeepLinkInput: Sendable, Hashable, CustomStringConvertible {
    /// A URL: a custom-scheme link, a universal link, or a URL a notification's mapping chose.
    case url(URL)
    /// A home-screen shortcut: its type and its user info.
    case shortcut(type: String, userInfo: PayloadValue)
    /// The user's response to a notification: its payload (`userInfo`) and the action taken.
    case notification(payload: PayloadValue, actionIdentifier: String)
    /// A user activity that is not a web link (Handoff, Spotlight), named by its type.
    case userActivity(type: String)
    /// A destination whose plan resolves asynchronously (``DestinationPlan/resolving(_:)``).
    case destination(AnyNavigationDestination)

    /// The URL of a ``url(_:)`` input; `nil` for the others.
    public var url: URL? {
        guard case .url(let url) = self else { return nil }
        return url
    }

    /// A phrase for logs: "the URL myapp://inbox", "the shortcut compose".
    public var description: String {
        switch self {
        case .url(let url): "the URL \(url.absoluteString.prefix(200))"
        case .shortcut(let type, _): "the shortcut \(type)"
        case .notification(let payload, let action):
            "the notification \(String(describing: payload).prefix(200)) (action \(action))"
        case .userActivity(let type): "the user activity \(type)"
        case .destination(let destination): "the destination \(destination)"
        }
    }
}

/// What a notification's or a shortcut's mapping chose to route: a declared type with its values, or a URL.
///
/// See ``DestinationRouteTable/notificationMapping`` and ``DestinationRouteTable/shortcutMapping``.
public enum RouteInput: Sendable, Hashable {
    /// A notification type declared with ``DestinationRouteTable/addNotification(type:_:)``, and the
    /// values its handler reads.
    case notification(type: String, values: [String: String] = [:])
    /// A shortcut type declared with ``DestinationRouteTable/addShortcut(type:_:)``, and its values.
    case shortcut(type: String, values: [String: String] = [:])
    /// A URL, matched against the table's URL routes (a payload that carries a link).
    case url(URL)
}
