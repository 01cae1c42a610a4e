// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    /// Each switch is read once per process, so each test sets it in a child process of its own (an exit
    /// test) before anything reads it, and the child exits with failure when the behaviour is wrong.
    @Suite("Behaviour switches: the plausible alternatives of unverified rules, and the iOS version")
    struct BehaviorSwitchTests {
        @Test("The environment names alternatives one by one or all at once; unknown names are ignored")
        func parsingTheEnvironment() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "rootReleaseNextTurn, intermediatesAppear,unknown", 1)
                precondition(HeadlessBehaviors.alternatives == [.rootReleaseNextTurn, .intermediatesAppear])
                precondition(HeadlessBehaviors.alternatives.description == "rootReleaseNextTurn,intermediatesAppear")
            }
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "all", 1)
                precondition(HeadlessBehaviors.alternatives == .all)
            }
        }

        @Test("S3.1 .automatic resolves to .pageSheet on iOS 15 to 17 and to .formSheet from iOS 18")
        func automaticStyleFollowsTheVersion() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_IOS_VERSION", "17.5", 1)
                await MainActor.run {
                    precondition(HeadlessBehaviors.iOSMajorVersion == 17)
                    precondition(UIViewController().modalPresentationStyle == .pageSheet)
                }
            }
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_IOS_VERSION", "18", 1)
                await MainActor.run { precondition(UIViewController().modalPresentationStyle == .formSheet) }
            }
        }

        @Test("nonAnimatedNextTurn: the stack changes at once; callbacks and completion come on a later turn")
        func nonAnimatedTransitionsNextTurn() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "nonAnimatedNextTurn", 1)
                await MainActor.run {
                    final class Screen: UIViewController {
                        var appeared = false
                        override func viewDidAppear(_ animated: Bool) { appeared = true }
                    }
                    let navigationController = UINavigationController(rootViewController: UIViewController())
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = navigationController
                    window.makeKeyAndVisible()
                    let screen = Screen()
                    navigationController.pushViewController(screen, animated: false)
                    precondition(navigationController.topViewController === screen)
                    precondition(!screen.appeared)
                    precondition(navigationController.transitionCoordinator?.isAnimated == false)
                    HeadlessAnimations.finishAll()
                    precondition(screen.appeared && navigationController.transitionCoordinator == nil)
                    var completed = false
                    navigationController.present(UIViewController(), animated: false) { completed = true }
                    precondition(!completed && navigationController.presentedViewController != nil)
                    HeadlessAnimations.finishAll()
                    precondition(completed)
                }
            }
        }

        @Test("firstAppearanceNextTurn: the root first appears on a later turn, not inside makeKeyAndVisible")
        func firstAppearanceNextTurn() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "firstAppearanceNextTurn", 1)
                await MainActor.run {
                    final class Root: UIViewController {
                        var appearances = 0
                        override func viewDidAppear(_ animated: Bool) { appearances += 1 }
                    }
                    let root = Root()
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = root
                    window.makeKeyAndVisible()
                    precondition(!window.isHidden && root.appearances == 0)
                    HeadlessAnimations.finishAll()
                    precondition(root.appearances == 1)
                }
            }
        }

        @Test("rootReleaseNextTurn: a replaced root stays alive until a later turn")
        func rootReleaseNextTurn() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "rootReleaseNextTurn", 1)
                await MainActor.run {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    weak var oldRoot: UIViewController?
                    do {
                        let root = UIViewController()
                        oldRoot = root
                        window.rootViewController = root
                    }
                    window.makeKeyAndVisible()
                    window.rootViewController = UIViewController()
                    precondition(oldRoot != nil)
                    HeadlessAnimations.finishAll()
                    precondition(oldRoot == nil)
                }
            }
        }

        @Test("intermediatesAppear: a controller passed over by a chain dismissal gets a will/did-appear pair")
        func intermediatesAppear() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "intermediatesAppear", 1)
                await MainActor.run {
                    final class Middle: UIViewController {
                        var calls: [String] = []
                        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
                        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
                    }
                    let root = UIViewController()
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = root
                    window.makeKeyAndVisible()
                    let middle = Middle()
                    middle.modalPresentationStyle = .fullScreen
                    root.present(middle, animated: false)
                    let top = UIViewController()
                    top.modalPresentationStyle = .fullScreen
                    middle.present(top, animated: false)
                    middle.calls = []
                    root.dismiss(animated: false)
                    HeadlessAnimations.finishAll()
                    precondition(middle.calls == ["willAppear", "didAppear"])
                    precondition(root.presentedViewController == nil)
                }
            }
        }

        @Test(
            "chainDismissalOnPresenterOnly: the top of a chain a presenter below dismisses reports nothing; the presenter vends the coordinator"
        )
        func chainDismissalOnPresenterOnly() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "chainDismissalOnPresenterOnly", 1)
                await MainActor.run {
                    final class Top: UIViewController {
                        var seen: [String] = []
                        override func viewWillDisappear(_ animated: Bool) {
                            let coordinated = transitionCoordinator != nil
                            seen.append("willDisappear dismissed=\(isBeingDismissed) coordinator=\(coordinated)")
                        }
                    }
                    let root = UIViewController()
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = root
                    window.makeKeyAndVisible()
                    let middle = UIViewController()
                    middle.modalPresentationStyle = .fullScreen
                    root.present(middle, animated: false)
                    let top = Top()
                    top.modalPresentationStyle = .fullScreen
                    middle.present(top, animated: false)
                    root.dismiss(animated: true)
                    precondition(top.seen == ["willDisappear dismissed=false coordinator=false"])
                    precondition(root.transitionCoordinator != nil)
                    HeadlessAnimations.finishAll()
                    precondition(root.presentedViewController == nil && root.transitionCoordinator == nil)
                    // A chain of one reports its dismissal on the controller that leaves, as by default.
                    let single = Top()
                    root.present(single, animated: false)
                    root.dismiss(animated: true)
                    precondition(single.seen == ["willDisappear dismissed=true coordinator=true"])
                    HeadlessAnimations.finishAll()
                    // UIKit ignores touches while the chain's dismissal runs, whoever reports it: the
                    // user cannot swipe away the sheet on top, which reports nothing, meanwhile.
                    root.present(middle, animated: false)
                    let sheet = UIViewController()
                    middle.present(sheet, animated: false)
                    root.dismiss(animated: true)
                    precondition(!HeadlessPresentation.swipeDownSheet(sheet))
                    HeadlessAnimations.finishAll()
                    precondition(root.presentedViewController == nil)
                }
            }
        }

        @Test("tabTapsDuringTransitions: a tab tap while a push animates in a tab goes through")
        func tabTapsDuringTransitions() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "tabTapsDuringTransitions", 1)
                await MainActor.run {
                    let navigationController = UINavigationController(rootViewController: UIViewController())
                    let tabBarController = UITabBarController()
                    tabBarController.viewControllers = [navigationController, UIViewController()]
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = tabBarController
                    window.makeKeyAndVisible()
                    navigationController.pushViewController(UIViewController(), animated: true)
                    precondition(HeadlessTabs.tapTab(at: 1, in: tabBarController))
                    precondition(tabBarController.selectedIndex == 1)
                    HeadlessAnimations.finishAll()
                    precondition(navigationController.viewControllers.count == 2)
                }
            }
        }

        @Test(
            "coordinatorCompletesAfterEnd: a completion handed to an ended coordinator runs at once; by default never"
        )
        func coordinatorCompletesAfterEnd() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "coordinatorCompletesAfterEnd", 1)
                await MainActor.run { precondition(Self.runsOfCompletionAfterEnd() == 1) }
            }
            await #expect(processExitsWith: .success) {
                await MainActor.run { precondition(Self.runsOfCompletionAfterEnd() == 0) }
            }
        }

        /// How many times a completion handed to an animated push's coordinator after the push ended runs.
        @MainActor
        private static func runsOfCompletionAfterEnd() -> Int {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = navigationController
            window.makeKeyAndVisible()
            navigationController.pushViewController(UIViewController(), animated: true)
            guard let coordinator = navigationController.transitionCoordinator else {
                preconditionFailure("an animated push has a coordinator")
            }
            HeadlessAnimations.finishAll()
            var runs = 0
            let accepted = coordinator.animate(alongsideTransition: nil) { _ in runs += 1 }
            precondition(!accepted)
            return runs
        }

        @Test(
            "delegateShowsOnAppearance: the delegate is shown a top it was not told of as the stack appears; by default not"
        )
        func delegateShowsOnAppearance() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "delegateShowsOnAppearance", 1)
                await MainActor.run {
                    precondition(
                        Self.delegateCallsAroundAppearances() == [
                            // The first appearance of the root.
                            "willShow root", "root willAppear", "root didAppear", "didShow root",
                            // A push on screen: one pair, as without the switch.
                            "willShow pushed", "root willDisappear", "pushed willAppear", "root didDisappear",
                            "pushed didAppear", "didShow pushed",
                            // Covered, then the stack set off screen: nothing until the stack appears again.
                            "pushed willDisappear", "pushed didDisappear",
                            "willShow replacement", "replacement willAppear", "replacement didAppear",
                            "didShow replacement",
                            // Covered and uncovered with the same top: the delegate hears nothing.
                            "replacement willDisappear", "replacement didDisappear",
                            "replacement willAppear", "replacement didAppear",
                        ])
                }
            }
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    precondition(
                        Self.delegateCallsAroundAppearances() == [
                            "root willAppear", "root didAppear",
                            "willShow pushed", "root willDisappear", "pushed willAppear", "root didDisappear",
                            "pushed didAppear", "didShow pushed",
                            "pushed willDisappear", "pushed didDisappear",
                            "replacement willAppear", "replacement didAppear",
                            "replacement willDisappear", "replacement didDisappear",
                            "replacement willAppear", "replacement didAppear",
                        ])
                }
            }
        }

        @Test(
            "tabSwitchAppearsFirst: a tab switch tells the new tab viewWillAppear first; by default the old tab hears first"
        )
        func tabSwitchAppearsFirst() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "tabSwitchAppearsFirst", 1)
                await MainActor.run {
                    precondition(
                        Self.callsAroundTabSwitch() == [
                            "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear",
                        ])
                }
            }
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    precondition(
                        Self.callsAroundTabSwitch() == [
                            "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                        ])
                }
            }
        }

        @Test(
            "emptyDismissalSkipsCompletion: dismiss with nothing to dismiss never runs its completion; by default at once"
        )
        func emptyDismissalSkipsCompletion() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "emptyDismissalSkipsCompletion", 1)
                await MainActor.run {
                    precondition(Self.completionsOfEmptyDismissal() == 0)
                }
            }
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    precondition(Self.completionsOfEmptyDismissal() == 1)
                }
            }
        }

        @Test(
            "bottomBarFollowsTopOnly: only the top controller's hidesBottomBarWhenPushed hides the tab bar; by default any in the stack"
        )
        func bottomBarFollowsTopOnly() async {
            await #expect(processExitsWith: .success) {
                setenv("HEADLESS_UIKIT_ALTERNATIVES", "bottomBarFollowsTopOnly", 1)
                await MainActor.run { precondition(Self.tabTapAboveBarHidingScreenGoesThrough()) }
            }
            await #expect(processExitsWith: .success) {
                await MainActor.run { precondition(!Self.tabTapAboveBarHidingScreenGoesThrough()) }
            }
        }

        /// Whether the user can tap another tab while the selected tab's stack shows a screen pushed above
        /// one that hides the bottom bar.
        @MainActor
        private static func tabTapAboveBarHidingScreenGoesThrough() -> Bool {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigationController, UIViewController()]
            let window = makeVisibleWindow(root: tabBarController)
            let hidingScreen = UIViewController()
            hidingScreen.hidesBottomBarWhenPushed = true
            navigationController.pushViewController(hidingScreen, animated: false)
            navigationController.pushViewController(UIViewController(), animated: false)
            HeadlessAnimations.finishAll()
            defer { withExtendedLifetime(window) {} }
            return HeadlessTabs.tapTab(at: 1, in: tabBarController)
        }

        /// How many times the completion of a dismissal with nothing to dismiss runs, the main queue turned.
        @MainActor
        private static func completionsOfEmptyDismissal() -> Int {
            let controller = UIViewController()
            let window = makeVisibleWindow(root: controller)
            var runs = 0
            controller.dismiss(animated: true) { runs += 1 }
            HeadlessAnimations.finishAll()
            withExtendedLifetime(window) {}
            return runs
        }

        /// The appearance callbacks of two tabs as a tab bar controller on screen switches from the first
        /// to the second, in order.
        @MainActor
        private static func callsAroundTabSwitch() -> [String] {
            let log = CallLog()
            let first = RecordingViewController("A", log: log)
            let second = RecordingViewController("B", log: log)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [first, second]
            let window = makeVisibleWindow(root: tabBarController)
            log.removeAll()
            tabBarController.selectedIndex = 1
            withExtendedLifetime(window) {}
            // The second tab's view loads on its first selection: only the appearance callbacks count.
            return log.entries.filter { $0.contains("ppear") }
        }

        /// The delegate's `willShow`/`didShow` and the screens' appearance callbacks, in order, as a
        /// navigation controller appears, pushes, is covered while its stack is set, and is uncovered twice.
        @MainActor
        private static func delegateCallsAroundAppearances() -> [String] {
            final class Log { var entries: [String] = [] }
            final class Screen: UIViewController {
                let log: Log
                init(_ name: String, log: Log) {
                    self.log = log
                    super.init(nibName: nil, bundle: nil)
                    title = name
                }
                required init?(coder: NSCoder) { nil }
                override func viewWillAppear(_ animated: Bool) { log.entries.append("\(title ?? "") willAppear") }
                override func viewDidAppear(_ animated: Bool) { log.entries.append("\(title ?? "") didAppear") }
                override func viewWillDisappear(_ animated: Bool) {
                    log.entries.append("\(title ?? "") willDisappear")
                }
                override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(title ?? "") didDisappear") }
            }
            final class Delegate: NSObject, UINavigationControllerDelegate {
                let log: Log
                init(log: Log) { self.log = log }
                func navigationController(
                    _ navigationController: UINavigationController, willShow viewController: UIViewController,
                    animated: Bool
                ) { log.entries.append("willShow \(viewController.title ?? "")") }
                func navigationController(
                    _ navigationController: UINavigationController, didShow viewController: UIViewController,
                    animated: Bool
                ) { log.entries.append("didShow \(viewController.title ?? "")") }
            }
            let log = Log()
            let delegate = Delegate(log: log)
            let navigationController = UINavigationController(rootViewController: Screen("root", log: log))
            navigationController.delegate = delegate
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = navigationController
            window.makeKeyAndVisible()
            HeadlessAnimations.finishAll()
            navigationController.pushViewController(Screen("pushed", log: log), animated: false)
            HeadlessAnimations.finishAll()
            let cover = { (change: () -> Void) in
                let sheet = UIViewController()
                sheet.modalPresentationStyle = .fullScreen
                navigationController.present(sheet, animated: false)
                HeadlessAnimations.finishAll()
                change()
                navigationController.dismiss(animated: false)
                HeadlessAnimations.finishAll()
            }
            cover { navigationController.setViewControllers([Screen("replacement", log: log)], animated: false) }
            cover {}
            withExtendedLifetime(delegate) {}
            return log.entries
        }
    }
#endif
