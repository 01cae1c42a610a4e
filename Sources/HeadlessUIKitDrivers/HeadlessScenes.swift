// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation
    public import HeadlessUIKit
    public import HeadlessUserNotifications

    /// The system's side of scenes: connecting a scene to its delegate and delivering URLs, shortcuts and notifications.
    ///
    /// Real apps never create scenes, connection options or URL contexts; drivers and tests do it here,
    /// then call the same delegate entry points UIKit calls (S8).
    @MainActor
    public enum HeadlessScenes {
        /// The action identifier UserNotifications uses when the user opens a notification.
        public static let defaultNotificationActionIdentifier = UNNotificationDefaultActionIdentifier

        /// The action identifier UserNotifications uses when the user dismisses a notification.
        public static let dismissNotificationActionIdentifier = UNNotificationDismissActionIdentifier

        /// Makes a window scene and the connection options a cold launch would carry.
        ///
        /// - Parameters:
        ///   - urls: URLs to open (`urlContexts`).
        ///   - userActivities: Activities to continue, such as a universal link: an activity of type
        ///     `NSUserActivityTypeBrowsingWeb` with a `webpageURL`.
        ///   - shortcutItem: The home-screen shortcut the user picked.
        ///   - notificationUserInfo: The payload of the notification the user responded to.
        ///   - notificationActionIdentifier: The action the user took on it: opening it by default.
        ///   - sourceApplication: The bundle identifier of the app that opened the URLs.
        public static func makeWindowScene(
            urls: [URL] = [], userActivities: [NSUserActivity] = [], shortcutItem: UIApplicationShortcutItem? = nil,
            notificationUserInfo: [AnyHashable: Any]? = nil,
            notificationActionIdentifier: String = defaultNotificationActionIdentifier, sourceApplication: String? = nil
        ) -> (scene: UIWindowScene, options: UIScene.ConnectionOptions) {
            let options = UIScene.ConnectionOptions(
                urlContexts: makeURLContexts(urls, sourceApplication: sourceApplication),
                shortcutItem: shortcutItem,
                userActivities: Set(userActivities),
                notificationResponse: notificationUserInfo.map {
                    makeNotificationResponse(userInfo: $0, actionIdentifier: notificationActionIdentifier)
                },
                sourceApplication: sourceApplication)
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
            let session = UISceneSession(
                role: .windowApplication, configuration: configuration, persistentIdentifier: UUID().uuidString)
            let scene = UIWindowScene(session: session, connectionOptions: options)
            return (scene, options)
        }

        /// Connects a new window scene to `delegate` as a cold launch does, and makes it active.
        ///
        /// Calls `scene(_:willConnectTo:options:)` with the given URLs, activities, shortcut and
        /// notification response, then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. The
        /// scene holds the delegate. The parameters are those of ``makeWindowScene(urls:userActivities:shortcutItem:notificationUserInfo:notificationActionIdentifier:sourceApplication:)``.
        @discardableResult
        public static func connect(
            _ delegate: any UIWindowSceneDelegate, urls: [URL] = [], userActivities: [NSUserActivity] = [],
            shortcutItem: UIApplicationShortcutItem? = nil, notificationUserInfo: [AnyHashable: Any]? = nil,
            notificationActionIdentifier: String = defaultNotificationActionIdentifier, sourceApplication: String? = nil
        ) -> UIWindowScene {
            let (scene, options) = makeWindowScene(
                urls: urls, userActivities: userActivities, shortcutItem: shortcutItem,
                notificationUserInfo: notificationUserInfo, notificationActionIdentifier: notificationActionIdentifier,
                sourceApplication: sourceApplication)
            run(connecting: scene, to: delegate, options: options, restoring: nil)
            return scene
        }

        /// Connects a new window scene to `delegate` as a cold launch does that restores the state saved
        /// last, and makes it active.
        ///
        /// The session carries `activity` as its `stateRestorationActivity` from the start; the delegate
        /// gets `scene(_:willConnectTo:options:)`, then `scene(_:restoreInteractionStateWith:)` before
        /// the scene becomes active, as UIScene.h orders them ("after scene connection, but before
        /// activation").
        @discardableResult
        public static func connect(_ delegate: any UIWindowSceneDelegate, restoring activity: NSUserActivity)
            -> UIWindowScene
        {
            let (scene, options) = makeWindowScene()
            scene.session.stateRestorationActivity = activity
            run(connecting: scene, to: delegate, options: options, restoring: activity)
            return scene
        }

        /// A cold launch's calls: the connection, the restoration when there is one, then activation.
        private static func run(
            connecting scene: UIWindowScene, to delegate: any UIWindowSceneDelegate, options: UIScene.ConnectionOptions,
            restoring activity: NSUserActivity?
        ) {
            scene.delegate = delegate
            delegate.scene(scene, willConnectTo: scene.session, options: options)
            if let activity { delegate.scene(scene, restoreInteractionStateWith: activity) }
            scene.setActivationState(.foregroundInactive)
            delegate.sceneWillEnterForeground(scene)
            scene.setActivationState(.foregroundActive)
            delegate.sceneDidBecomeActive(scene)
        }

        /// Sends an active scene to the background, as when the user goes to the Home Screen: the delegate
        /// gets `sceneWillResignActive(_:)` and `sceneDidEnterBackground(_:)`, then is asked for its
        /// `stateRestorationActivity(for:)`, a copy of which the session keeps ("the system puts a copy
        /// of it in this property": `UISceneSession.stateRestorationActivity`). Returns what the session
        /// keeps: an activity the app set on the session itself stays when the delegate answers `nil`.
        ///
        /// A scene that is not active stops the process, naming the mistake: UIKit sends these calls to an
        /// active scene only.
        @discardableResult
        public static func enterBackground(_ scene: UIScene) -> NSUserActivity? {
            require(scene, isIn: .foregroundActive, "enterBackground(_:)")
            guard let delegate = scene.delegate else { return scene.session.stateRestorationActivity }
            delegate.sceneWillResignActive(scene)
            scene.setActivationState(.foregroundInactive)
            scene.setActivationState(.background)
            delegate.sceneDidEnterBackground(scene)
            if let activity = delegate.stateRestorationActivity(for: scene) {
                scene.session.stateRestorationActivity = copy(of: activity)
            }
            return scene.session.stateRestorationActivity
        }

        /// Brings a scene in the background back: `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`.
        /// A scene that is not in the background stops the process, naming the mistake.
        public static func enterForeground(_ scene: UIScene) {
            require(scene, isIn: .background, "enterForeground(_:)")
            scene.setActivationState(.foregroundInactive)
            scene.delegate?.sceneWillEnterForeground(scene)
            scene.setActivationState(.foregroundActive)
            scene.delegate?.sceneDidBecomeActive(scene)
        }

        /// A new activity with `activity`'s type, web page and user info.
        private static func copy(of activity: NSUserActivity) -> NSUserActivity {
            let copy = NSUserActivity(activityType: activity.activityType)
            copy.webpageURL = activity.webpageURL
            copy.userInfo = activity.userInfo
            return copy
        }

        /// Stops the process when `scene` is not in `state`: UIKit sends the calls a driver makes only then.
        private static func require(_ scene: UIScene, isIn state: UIScene.ActivationState, _ driver: String) {
            guard scene.activationState != state else { return }
            fatalError(
                "HeadlessScenes.\(driver): the scene's activation state is \(scene.activationState), and UIKit makes this "
                    + "move from \(state) only")
        }

        /// The URLs app code asked `scene` to open in another app (`open(_:options:completionHandler:)`),
        /// oldest first: what the system would have handed to Safari or another app.
        public static func urlsOpenedExternally(by scene: UIScene) -> [URL] {
            scene.externalOpenRequests
        }

        /// Delivers URLs to a connected scene, as when another app opens them: `scene(_:openURLContexts:)`.
        ///
        /// UIKit delivers them to a connected scene only (a launch carries them in its connection options):
        /// a scene never connected stops the process, naming the mistake.
        public static func open(_ urls: [URL], in scene: UIScene, sourceApplication: String? = nil) {
            requireConnected(scene, "open(_:in:)")
            scene.delegate?.scene(scene, openURLContexts: makeURLContexts(urls, sourceApplication: sourceApplication))
        }

        /// Continues a user activity in a connected scene, as when the user taps a universal link while the
        /// app runs: `scene(_:continue:)`. A scene never connected stops the process, as for `open(_:in:)`.
        public static func continueUserActivity(_ userActivity: NSUserActivity, in scene: UIScene) {
            requireConnected(scene, "continueUserActivity(_:in:)")
            scene.delegate?.scene(scene, continue: userActivity)
        }

        /// Stops the process when `scene` was never connected: UIKit delivers nothing to such a scene, so a
        /// test that does has a mistake in it.
        private static func requireConnected(_ scene: UIScene, _ driver: String) {
            guard scene.activationState == .unattached else { return }
            fatalError(
                "HeadlessScenes.\(driver): the scene is not connected, and UIKit delivers to connected scenes only; "
                    + "connect it first (HeadlessScenes.connect), or pass a launch's input to connect")
        }

        /// Makes the activity a universal link arrives as: `NSUserActivityTypeBrowsingWeb` with `url` as its `webpageURL`.
        public static func makeWebLinkActivity(_ url: URL) -> NSUserActivity {
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = url
            return activity
        }

        /// Delivers a home-screen shortcut to a connected scene and returns what the delegate answers.
        public static func performShortcut(_ shortcutItem: UIApplicationShortcutItem, in scene: UIWindowScene) async
            -> Bool
        {
            requireConnected(scene, "performShortcut(_:in:)")
            guard let delegate = scene.delegate as? any UIWindowSceneDelegate else { return false }
            nonisolated(unsafe) let item = shortcutItem
            return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                delegate.windowScene(scene, performActionFor: item) { handled in continuation.resume(returning: handled)
                }
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

        /// The user opens a notification (or picks one of its actions) while the app runs: the response
        /// reaches `UNUserNotificationCenter.current().delegate`, as the system delivers it; returns
        /// whether the delegate called its completion handler.
        @discardableResult
        public static func respondToNotification(_ response: UNNotificationResponse) -> Bool {
            let center = UNUserNotificationCenter.current()
            let completion = CompletionFlag()
            center.delegate?.userNotificationCenter(center, didReceive: response) { completion.set() }
            return completion.isSet
        }

        private static func makeURLContexts(_ urls: [URL], sourceApplication: String?) -> Set<UIOpenURLContext> {
            Set(
                urls.map {
                    UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
                })
        }
    }

    /// Whether a completion handler the system hands out (a `@Sendable` closure) has been called.
    private final class CompletionFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }

        func set() { lock.withLock { value = true } }
    }
#endif
