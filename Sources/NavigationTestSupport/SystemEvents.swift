public import Foundation
public import NavigationCore

#if canImport(UIKit)
    import UserNotifications
#else
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import HeadlessUserNotifications
#endif

/// What the system delivers to a scene: a cold launch's connection options, URLs, universal links,
/// shortcuts and notification responses.
///
/// Apps cannot create scenes or their connection options, so delivering them exists against
/// HeadlessUIKit only: a test that does carries the `.headlessOnly` trait. Making the activity a
/// universal link arrives as works everywhere.
@MainActor
public enum SystemEvents {
    /// Connects a new window scene to `delegate` as a cold launch does, and makes it active.
    ///
    /// The scene holds the delegate; keep the scene alive for as long as the test uses it. The
    /// notification, when there is one, was acted on with `notificationActionIdentifier`, or opened
    /// when that is `nil`.
    @discardableResult
    public static func connect(
        _ delegate: any UIWindowSceneDelegate, urls: [URL] = [], userActivities: [NSUserActivity] = [],
        shortcutItem: UIApplicationShortcutItem? = nil, notificationUserInfo: [AnyHashable: Any]? = nil,
        notificationActionIdentifier: String? = nil
    ) -> UIWindowScene {
        #if canImport(UIKit)
            headlessOnlyDriver("SystemEvents.connect")
        #else
            HeadlessScenes.connect(
                delegate, urls: urls, userActivities: userActivities, shortcutItem: shortcutItem,
                notificationUserInfo: notificationUserInfo,
                notificationActionIdentifier: notificationActionIdentifier ?? UNNotificationDefaultActionIdentifier)
        #endif
    }

    /// The URLs app code asked `scene` to open in another app, oldest first (a link handed off to Safari).
    public static func urlsOpenedExternally(by scene: UIScene) -> [URL] {
        #if canImport(UIKit)
            headlessOnlyDriver("SystemEvents.urlsOpenedExternally")
        #else
            HeadlessScenes.urlsOpenedExternally(by: scene)
        #endif
    }

    /// Delivers URLs to a connected scene, as when another app opens them.
    public static func open(_ urls: [URL], in scene: UIScene) {
        #if canImport(UIKit)
            headlessOnlyDriver("SystemEvents.open")
        #else
            HeadlessScenes.open(urls, in: scene)
        #endif
    }

    /// Continues a user activity in a connected scene, as when the user taps a universal link.
    public static func continueUserActivity(_ userActivity: NSUserActivity, in scene: UIScene) {
        #if canImport(UIKit)
            headlessOnlyDriver("SystemEvents.continueUserActivity")
        #else
            HeadlessScenes.continueUserActivity(userActivity, in: scene)
        #endif
    }

    /// Delivers a home-screen shortcut to a connected scene and returns what the delegate answers.
    public static func performShortcut(_ shortcutItem: UIApplicationShortcutItem, in scene: UIWindowScene) async
        -> Bool
    {
        #if canImport(UIKit)
            headlessOnlyDriver("SystemEvents.performShortcut")
        #else
            await HeadlessScenes.performShortcut(shortcutItem, in: scene)
        #endif
    }

    /// The user opens a notification with `userInfo` (or picks the action `actionIdentifier`) while the
    /// app runs: the response reaches `UNUserNotificationCenter.current().delegate`. Returns whether
    /// the delegate called its completion handler.
    @discardableResult
    public static func respondToNotification(userInfo: [AnyHashable: Any], actionIdentifier: String? = nil) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("SystemEvents.respondToNotification")
        #else
            HeadlessScenes.respondToNotification(
                HeadlessScenes.makeNotificationResponse(
                    userInfo: userInfo, actionIdentifier: actionIdentifier ?? UNNotificationDefaultActionIdentifier))
        #endif
    }

    /// Makes the activity a universal link arrives as: `NSUserActivityTypeBrowsingWeb` with `url` as its `webpageURL`.
    public static func makeWebLinkActivity(_ url: URL) -> NSUserActivity {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = url
        return activity
    }
}

/// The app's image assets and the images made from them.
///
/// A test cannot add an asset to a real app's bundle or ask UIKit which asset an image came from, so
/// these exist against HeadlessUIKit only: a test that uses them carries the `.headlessOnly` trait.
@MainActor
public enum ImageAssets {
    /// Adds an asset catalog image named `name`, so that `UIImage(named:)` finds it.
    public static func register(named name: String) {
        #if canImport(UIKit)
            headlessOnlyDriver("ImageAssets.register(named:)")
        #else
            HeadlessImages.registerAsset(named: name)
        #endif
    }

    /// The asset or system symbol name `image` was made from.
    public static func name(of image: UIImage) -> String {
        #if canImport(UIKit)
            headlessOnlyDriver("ImageAssets.name(of:)")
        #else
            HeadlessImages.name(of: image)
        #endif
    }

    /// Whether `image` is a system symbol rather than an app asset.
    public static func isSystemImage(_ image: UIImage) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("ImageAssets.isSystemImage(_:)")
        #else
            HeadlessImages.isSystemImage(image)
        #endif
    }
}
