/// What happened lately in the account: the Activity tab's data.
@MainActor
public protocol ActivityService {
    /// The latest events, newest first.
    func recentEvents() -> [String]
}

/// A fixed activity feed.
@MainActor
public struct SampleActivityService: ActivityService {
    /// A feed of a few sample events.
    public init() {}

    /// The sample's events.
    public func recentEvents() -> [String] {
        ["Ana replied to “Lunch on Friday?”", "Ben shared “Invoice 1187”", "You signed in on a new device"]
    }
}

/// The user's preferences: the Settings screen's data.
@MainActor
public final class PreferencesStore {
    /// Whether new-mail notifications are on.
    public var notificationsEnabled = true

    /// Preferences with notifications on.
    public init() {}
}
