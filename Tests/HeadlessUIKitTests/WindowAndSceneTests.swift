// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import HeadlessUserNotifications
    import Testing

    @Suite("S7 window and S8 scenes")
    @MainActor
    struct WindowAndSceneTests {
        @Test("S7.1 and S7.2 the root appears when the window becomes visible; replacing it swaps views and appearance")
        func rootReplacement() {
            let log = CallLog()
            let first = RecordingViewController("First", log: log)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = first
            #expect(!log.entries.contains("First.viewWillAppear"))
            window.makeKeyAndVisible()
            #expect(log.entries.suffix(2) == ["First.viewWillAppear", "First.viewDidAppear"])
            log.removeAll()
            let second = RecordingViewController("Second", log: log)
            window.rootViewController = second
            #expect(
                log.entries == [
                    "First.viewWillDisappear", "Second.loadView", "Second.viewDidLoad", "Second.viewWillAppear",
                    "First.viewDidDisappear", "Second.viewDidAppear",
                ])
            #expect(window.subviews.count == 1 && window.subviews[0] === second.view)
            #expect(first.viewIfLoaded?.window == nil)
        }

        @Test("S7.3 replacing the root releases it, unless it was presenting: then the window keeps it alive")
        func replacedPresentingRootIsKeptAlive() {
            let window = UIWindow(frame: UIScreen.main.bounds)
            weak var weakPlain: UIViewController?
            weak var weakPresenting: UIViewController?
            weak var weakModal: UIViewController?
            do {
                let plain = UIViewController()
                weakPlain = plain
                window.rootViewController = plain
                window.makeKeyAndVisible()
                window.rootViewController = UIViewController()
            }
            #expect(weakPlain == nil)
            do {
                let presenting = UIViewController()
                let modal = UIViewController()
                weakPresenting = presenting
                weakModal = modal
                window.rootViewController = presenting
                presenting.present(modal, animated: false)
                window.rootViewController = UIViewController()
            }
            #expect(weakPresenting != nil)
            #expect(weakModal?.viewIfLoaded?.window === window)
        }

        @Test("S7.4 a window made for a scene is listed by it; makeKeyAndVisible makes it the key window")
        func windowJoinsScene() {
            let scene = HeadlessScenes.makeWindowScene().scene
            let window = UIWindow(windowScene: scene)
            #expect(scene.windows == [window])
            #expect(!window.isKeyWindow)
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow && scene.keyWindow === window)
            #expect(window.frame == scene.screen.bounds)
        }

        @Test("S8.1 a cold launch hands URLs and the shortcut to scene(_:willConnectTo:options:)")
        func coldLaunchDeliversOptions() throws {
            final class Delegate: NSObject, UIWindowSceneDelegate {
                var window: UIWindow?
                var urls: [URL] = []
                var shortcut: String?
                var payload: String?
                func scene(
                    _ scene: UIScene, willConnectTo session: UISceneSession,
                    options connectionOptions: UIScene.ConnectionOptions
                ) {
                    urls = connectionOptions.urlContexts.map(\.url)
                    shortcut = connectionOptions.shortcutItem?.type
                    payload =
                        connectionOptions.notificationResponse?.notification.request.content.userInfo["id"] as? String
                }
            }
            let delegate = Delegate()
            let url = try #require(URL(string: "app://messages/42"))
            let scene = HeadlessScenes.connect(
                delegate, urls: [url],
                shortcutItem: UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"),
                notificationUserInfo: ["id": "7"])
            #expect(delegate.urls == [url])
            #expect(delegate.shortcut == "compose")
            #expect(delegate.payload == "7")
            #expect(scene.activationState == .foregroundActive)
            #expect(scene.delegate === delegate)
        }

        @Test(
            "S8 state restoration: the background asks for the activity and the session keeps it; a restoring launch hands it back before activation"
        )
        func stateRestorationRoundTrip() throws {
            final class Delegate: NSObject, UIWindowSceneDelegate {
                var log: [String] = []
                var screen = "inbox"
                func scene(
                    _ scene: UIScene, willConnectTo session: UISceneSession,
                    options connectionOptions: UIScene.ConnectionOptions
                ) {
                    let saved = session.stateRestorationActivity?.userInfo?["screen"] as? String
                    log.append("willConnect(\(saved ?? "-"))")
                }
                func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
                    log.append("restore(\(stateRestorationActivity.userInfo?["screen"] as? String ?? "-"))")
                }
                func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive") }
                func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }
                func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
                func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
                var lastAnswer: NSUserActivity?
                func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                    log.append("stateRestorationActivity")
                    let activity = NSUserActivity(activityType: "app.restoration")
                    activity.userInfo = ["screen": screen]
                    lastAnswer = activity
                    return activity
                }
            }
            let first = Delegate()
            let scene = HeadlessScenes.connect(first)
            first.screen = "message-42"
            first.log.removeAll()
            let saved = try #require(HeadlessScenes.enterBackground(scene))
            #expect(first.log == ["willResignActive", "didEnterBackground", "stateRestorationActivity"])
            #expect(scene.activationState == .background)
            #expect(scene.session.stateRestorationActivity === saved)
            #expect(saved !== first.lastAnswer)
            HeadlessScenes.enterForeground(scene)
            #expect(scene.activationState == .foregroundActive)
            #expect(first.log.suffix(2) == ["willEnterForeground", "didBecomeActive"])

            let second = Delegate()
            let restored = HeadlessScenes.connect(second, restoring: saved)
            #expect(
                second.log == [
                    "willConnect(message-42)", "restore(message-42)", "willEnterForeground", "didBecomeActive",
                ])
            #expect(restored.activationState == .foregroundActive)
        }

        @Test(
            "S8 an activity the app set on the session stays when the delegate saves none as the scene goes to the background"
        )
        func appSetRestorationActivityStays() {
            final class Delegate: NSObject, UIWindowSceneDelegate {}
            let scene = HeadlessScenes.connect(Delegate())
            let own = NSUserActivity(activityType: "app.own")
            scene.session.stateRestorationActivity = own
            #expect(HeadlessScenes.enterBackground(scene) === own)
            #expect(scene.session.stateRestorationActivity === own)
        }

        @Test("A scene's title set to nil resets to the empty title (null_resettable)")
        func sceneTitleResets() {
            let (scene, _) = HeadlessScenes.makeWindowScene()
            scene.title = "Inbox"
            scene.title = nil
            #expect(scene.title == "")
        }

        @Test("S8.2 warm URLs reach scene(_:openURLContexts:); a shortcut reaches the completion-handler form")
        func warmEntryPoints() async throws {
            final class Delegate: NSObject, UIWindowSceneDelegate {
                var opened: [URL] = []
                func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
                    opened += urlContexts.map(\.url)
                }
                func windowScene(
                    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                    completionHandler: @escaping (Bool) -> Void
                ) { completionHandler(shortcutItem.type == "compose") }
            }
            let delegate = Delegate()
            let scene = HeadlessScenes.connect(delegate)
            let url = try #require(URL(string: "app://inbox"))
            HeadlessScenes.open([url], in: scene)
            #expect(delegate.opened == [url])
            let handled = await HeadlessScenes.performShortcut(
                UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"), in: scene)
            #expect(handled)
            // The `async` form, as a caller awaits it, answers what the completion-handler form answers.
            let asyncAnswer = await delegate.windowScene(
                scene, performActionFor: UIApplicationShortcutItem(type: "other", localizedTitle: "Other"))
            #expect(!asyncAnswer)
            let asyncCompose = await delegate.windowScene(
                scene, performActionFor: UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"))
            #expect(asyncCompose)
        }

        @Test("A shortcut item's target content identifier is set on the mutable item and kept by copies")
        func shortcutItemCopies() throws {
            let mutable = UIMutableApplicationShortcutItem(type: "compose", localizedTitle: "Compose")
            mutable.targetContentIdentifier = "thread-7"
            mutable.localizedSubtitle = "To Ana"
            let copy = try #require(mutable.copy() as? UIApplicationShortcutItem)
            #expect(!(copy is UIMutableApplicationShortcutItem))
            #expect(copy.targetContentIdentifier as? String == "thread-7")
            #expect(copy.localizedSubtitle == "To Ana")
            let mutableAgain = try #require(copy.mutableCopy() as? UIMutableApplicationShortcutItem)
            #expect(mutableAgain.targetContentIdentifier as? String == "thread-7")
        }
    }
#endif
