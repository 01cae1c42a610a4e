public import NavigationCore

/// Where a deep link, a shortcut or a notification can take the user in the sample app.
public enum AppDestination: NavigationDestination {
    /// The Inbox tab's list.
    case inbox
    /// One message, by its identifier.
    case message(id: Int)
    /// A new message, addressed to the sender of the message `to` names, or to no one.
    case compose(to: Int?)
    /// The Activity tab.
    case activity
}

extension AppDestination: CustomStringConvertible {
    /// The destination as the terminal shows it: "the message 42", "Compose, to the sender of message 42".
    public var description: String {
        switch self {
        case .inbox: "the Inbox"
        case .message(let id): "the message \(id)"
        case .compose(let to?): "Compose, to the sender of message \(to)"
        case .compose(nil): "Compose"
        case .activity: "the Activity tab"
        }
    }
}

extension AppDestination {
    /// The sample's routes: `sample://…` links, `https://sample.example/…` universal links, the "New
    /// message" shortcut and message notifications. Only these navigate.
    public static func routes() -> DestinationRouteTable<AppDestination> {
        var routes = DestinationRouteTable<AppDestination>(schemes: ["sample", "https"], hosts: ["sample.example"])
        // The patterns are literals declared once; a failure here is a programming error caught by the tests.
        do {
            try routes.add("inbox") { _ in .inbox }
            try routes.add("messages/:id(int)") { .message(id: try $0.int("id")) }
            try routes.add("compose") { parameters in .compose(to: try? parameters.int("to")) }
            try routes.add("activity") { _ in .activity }
            try routes.addShortcut(type: ShortcutType.newMessage) { _ in .compose(to: nil) }
            try routes.addNotification(type: "message") { .message(id: try $0.int("id")) }
        } catch {
            assertionFailure("The sample's routes are invalid: \(error)")
        }
        return routes
    }
}

/// The home-screen shortcut types the sample declares (Info.plist's `UIApplicationShortcutItems`).
public enum ShortcutType {
    /// "New message": opens Compose.
    public static let newMessage = "com.example.sample.new-message"
}
