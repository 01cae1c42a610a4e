public import Foundation

/// The system's side of scenes: connecting a scene to its delegate and delivering URLs, shortcuts and notifications.
///
/// Real apps never create scenes, connection options or URL contexts; drivers and tests do it here,
/// then call the same delegate entry points UIKit calls (S8).
@MainActor
public enum HeadlessScenes {
    /// The action identifier UserNotifications uses when the user opens a notification.
    public static let defaultNotificationActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

    /// Makes a window scene and the connection options a cold launch would carry.
    public static func makeWindowScene(
        urls: [URL] = [], shortcutItem: UIApplicationShortcutItem? = nil,
        notificationUserInfo: [AnyHashable: Any]? = nil, sourceApplication: String? = nil
    ) -> (scene: UIWindowScene, options: UIScene.ConnectionOptions) {
        let options = UIScene.ConnectionOptions(
            urlContexts: makeURLContexts(urls, sourceApplication: sourceApplication),
            shortcutItem: shortcutItem,
            userActivities: [],
            notificationResponse: notificationUserInfo.map { makeNotificationResponse(userInfo: $0) },
            sourceApplication: sourceApplication)
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let session = UISceneSession(
            role: .windowApplication, configuration: configuration, persistentIdentifier: UUID().uuidString)
        let scene = UIWindowScene(session: session, connectionOptions: options)
        return (scene, options)
    }

    /// Connects a new window scene to `delegate` as a cold launch does, and makes it active.
    ///
    /// Calls `scene(_:willConnectTo:options:)` with the given URLs, shortcut and notification, then
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. The scene holds the delegate.
    @discardableResult
    public static func connect(
        _ delegate: any UIWindowSceneDelegate, urls: [URL] = [], shortcutItem: UIApplicationShortcutItem? = nil,
        notificationUserInfo: [AnyHashable: Any]? = nil, sourceApplication: String? = nil
    ) -> UIWindowScene {
        let (scene, options) = makeWindowScene(
            urls: urls, shortcutItem: shortcutItem, notificationUserInfo: notificationUserInfo,
            sourceApplication: sourceApplication)
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: options)
        scene.setActivationState(.foregroundInactive)
        delegate.sceneWillEnterForeground(scene)
        scene.setActivationState(.foregroundActive)
        delegate.sceneDidBecomeActive(scene)
        return scene
    }

    /// Delivers URLs to a connected scene, as when another app opens them: `scene(_:openURLContexts:)`.
    public static func open(_ urls: [URL], in scene: UIScene, sourceApplication: String? = nil) {
        scene.delegate?.scene(scene, openURLContexts: makeURLContexts(urls, sourceApplication: sourceApplication))
    }

    /// Delivers a home-screen shortcut to a connected scene and returns what the delegate answers.
    public static func performShortcut(_ shortcutItem: UIApplicationShortcutItem, in scene: UIWindowScene) async -> Bool
    {
        guard let delegate = scene.delegate as? any UIWindowSceneDelegate else { return false }
        nonisolated(unsafe) let item = shortcutItem
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            delegate.windowScene(scene, performActionFor: item) { handled in continuation.resume(returning: handled) }
        }
    }

    /// Makes the response a user's tap on a notification with this payload produces.
    public static func makeNotificationResponse(
        userInfo: [AnyHashable: Any], actionIdentifier: String = defaultNotificationActionIdentifier
    ) -> UNNotificationResponse {
        let content = UNNotificationContent(userInfo: userInfo)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content)
        return UNNotificationResponse(
            actionIdentifier: actionIdentifier, notification: UNNotification(request: request))
    }

    private static func makeURLContexts(_ urls: [URL], sourceApplication: String?) -> Set<UIOpenURLContext> {
        Set(
            urls.map {
                UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
            })
    }
}
