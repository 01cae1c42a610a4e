// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("System gestures: back button and back swipe")
    @MainActor
    struct SystemGestureTests {
        @Test("The back button pops the top controller; on the root it is not there to tap")
        func backButtonPops() {
            let a = UIViewController()
            let navigationController = UINavigationController(rootViewController: a)
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            #expect(!HeadlessNavigation.tapBackButton(in: navigationController))
            navigationController.pushViewController(UIViewController(), animated: false)
            #expect(HeadlessNavigation.tapBackButton(in: navigationController))
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers == [a])
        }

        @Test("A completed back swipe is an interactive pop that tells the delegate didShow")
        func completedSwipePops() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log)
            let navigationController = UINavigationController(rootViewController: a)
            let delegate = RecordingNavigationDelegate(log: log)
            navigationController.delegate = delegate
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            navigationController.pushViewController(RecordingViewController("B", log: log), animated: false)
            log.removeAll()
            #expect(HeadlessNavigation.swipeBack(in: navigationController))
            #expect(navigationController.transitionCoordinator?.initiallyInteractive == true)
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers == [a])
            #expect(log.entries.last == "delegate.didShow(A)")
        }

        @Test("An abandoned back swipe reverses the callbacks, keeps the stack, and sends willShow without didShow")
        func cancelledSwipeKeepsStack() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log)
            let b = RecordingViewController("B", log: log)
            let navigationController = UINavigationController(rootViewController: a)
            let delegate = RecordingNavigationDelegate(log: log)
            navigationController.delegate = delegate
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            navigationController.pushViewController(b, animated: false)
            log.removeAll()
            var cancelled: Bool?
            #expect(HeadlessNavigation.swipeBack(in: navigationController, completes: false))
            let coordinator = navigationController.transitionCoordinator
            coordinator?.animate(alongsideTransition: nil) { context in
                cancelled = context.isCancelled
                log.append("completion")
            }
            coordinator?.notifyWhenInteractionChanges { context in
                log.append("interactionEnded(cancelled: \(context.isCancelled))")
            }
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers == [a, b])
            #expect(cancelled == true)
            // F3.2: the interaction handlers run when the user lets go, before the reversed callbacks.
            #expect(
                log.entries == [
                    "delegate.willShow(A)", "B.viewWillDisappear", "A.viewWillAppear",
                    "interactionEnded(cancelled: true)", "A.viewWillDisappear", "A.viewDidDisappear",
                    "B.viewWillAppear",
                    "B.viewDidAppear", "completion",
                ])
        }

        @Test("A disabled back-swipe gesture cannot start")
        func disabledSwipeDoesNothing() {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            navigationController.pushViewController(UIViewController(), animated: false)
            navigationController.interactivePopGestureRecognizer?.isEnabled = false
            #expect(!HeadlessNavigation.swipeBack(in: navigationController))
            #expect(navigationController.viewControllers.count == 2)
        }

        /// A window showing a stack of two whose top is `top`.
        private func stackOfTwo(top: UIViewController = UIViewController()) -> (UIWindow, UINavigationController) {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let window = makeVisibleWindow(root: navigationController)
            navigationController.pushViewController(top, animated: false)
            return (window, navigationController)
        }

        @Test(
            "Where no back button shows (bar hidden, back button hidden, leading items of the top's own) neither Back nor the swipe pops",
            arguments: ["bar hidden", "back button hidden", "leading item"])
        func noBackButtonNoBack(reason: String) {
            let top = UIViewController()
            let (window, navigationController) = stackOfTwo(top: top)
            defer { withExtendedLifetime(window) {} }
            switch reason {
            case "bar hidden": navigationController.setNavigationBarHidden(true, animated: false)
            case "back button hidden": top.navigationItem.hidesBackButton = true
            default: top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
            }
            #expect(!HeadlessNavigation.tapBackButton(in: navigationController))
            #expect(!HeadlessNavigation.swipeBack(in: navigationController))
            #expect(navigationController.viewControllers.count == 2)
        }

        @Test("Leading items that supplement the back button leave Back and the swipe in place")
        func supplementingItemsKeepBack() {
            let top = UIViewController()
            top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit")
            top.navigationItem.leftItemsSupplementBackButton = true
            let (window, navigationController) = stackOfTwo(top: top)
            defer { withExtendedLifetime(window) {} }
            #expect(HeadlessScreen.describe(window).contains("‹ Back | ( Edit )"))
            #expect(HeadlessNavigation.swipeBack(in: navigationController))
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers.count == 1)
        }

        /// A delegate of the app's that decides whether the back swipe may begin.
        private final class SwipePolicy: NSObject, UIGestureRecognizerDelegate {
            var allows = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allows }
        }

        @Test("An app that takes the swipe's delegate (nil, or its own) decides: the swipe works with the bar hidden")
        func appDelegateDecidesSwipe() throws {
            let (window, navigationController) = stackOfTwo()
            defer { withExtendedLifetime(window) {} }
            navigationController.setNavigationBarHidden(true, animated: false)
            let recognizer = try #require(navigationController.interactivePopGestureRecognizer)
            let systemDelegate = recognizer.delegate
            #expect(systemDelegate != nil)
            let policy = SwipePolicy()
            policy.allows = false
            recognizer.delegate = policy
            #expect(!HeadlessNavigation.swipeBack(in: navigationController))
            policy.allows = true
            #expect(HeadlessNavigation.swipeBack(in: navigationController))
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers.count == 1)
            // The system's delegate set back (saved by the app) brings the system's rule back.
            navigationController.pushViewController(UIViewController(), animated: false)
            recognizer.delegate = systemDelegate
            #expect(!HeadlessNavigation.swipeBack(in: navigationController))
            recognizer.delegate = nil
            #expect(HeadlessNavigation.swipeBack(in: navigationController))
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers.count == 1)
            withExtendedLifetime(policy) {}
        }
    }

    @Suite("System gestures: swiping a sheet down")
    @MainActor
    struct SheetSwipeTests {
        @Test("A sheet cannot be swiped down while a push animates inside it")
        func noSwipeDuringTransitionInside() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let sheet = UINavigationController(rootViewController: UIViewController())
            root.present(sheet, animated: false)
            sheet.pushViewController(UIViewController(), animated: true)
            #expect(!HeadlessPresentation.swipeDownSheet(sheet))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController === sheet)
            #expect(HeadlessPresentation.swipeDownSheet(sheet))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController == nil)
        }

        @Test("Swiping a sheet down dismisses it; a full-screen or modal-in-presentation controller stays")
        func swipeDownDismissesSheetsOnly() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let content = UIViewController()
            let sheet = UINavigationController(rootViewController: content)
            root.present(sheet, animated: false)
            #expect(HeadlessPresentation.swipeDownSheet(content))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController == nil)

            let locked = UIViewController()
            locked.isModalInPresentation = true
            root.present(locked, animated: false)
            #expect(!HeadlessPresentation.swipeDownSheet(locked))
            locked.dismiss(animated: false)

            let fullScreen = UIViewController()
            fullScreen.modalPresentationStyle = .fullScreen
            root.present(fullScreen, animated: false)
            #expect(!HeadlessPresentation.swipeDownSheet(fullScreen))
            #expect(root.presentedViewController === fullScreen)
            #expect(!HeadlessPresentation.swipeDownSheet(UIViewController()))
        }

        @Test("Under a sheet a person reaches neither Back, the back swipe nor the tab bar; after it, all three")
        func coveredControlsTakeNoTouches() {
            let root = UIViewController()
            let navigationController = UINavigationController(rootViewController: root)
            navigationController.pushViewController(UIViewController(), animated: false)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigationController, UIViewController()]
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            let sheet = UIViewController()
            tabBarController.present(sheet, animated: false)
            #expect(!HeadlessNavigation.tapBackButton(in: navigationController))
            #expect(!HeadlessNavigation.swipeBack(in: navigationController))
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(tabBarController.selectedIndex == 0 && navigationController.viewControllers.count == 2)
            sheet.dismiss(animated: false)
            #expect(HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(HeadlessTabs.tapTab(at: 0, in: tabBarController))
            #expect(HeadlessNavigation.tapBackButton(in: navigationController))
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers == [root])
        }

        @Test("While a push, a pop or a presentation animates, Back, the back swipe and the tab bar take no taps")
        func controlsTakeNoTouchesMidTransition() {
            let root = UIViewController()
            let navigationController = UINavigationController(rootViewController: root)
            navigationController.pushViewController(UIViewController(), animated: false)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigationController, UIViewController()]
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }

            navigationController.pushViewController(UIViewController(), animated: true)
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(!HeadlessTabs.tapTab(at: 0, in: tabBarController))
            #expect(!HeadlessNavigation.tapBackButton(in: navigationController))
            #expect(!HeadlessNavigation.swipeBack(in: navigationController))
            HeadlessAnimations.finishAll()
            #expect(tabBarController.selectedIndex == 0 && navigationController.viewControllers.count == 3)

            navigationController.popViewController(animated: true)
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabBarController))
            HeadlessAnimations.finishAll()

            tabBarController.present(UIViewController(), animated: true)
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabBarController))
            HeadlessAnimations.finishAll()
            tabBarController.dismiss(animated: false)

            #expect(HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(tabBarController.selectedIndex == 1 && navigationController.viewControllers.count == 2)
        }

        @Test("A tab bar that is not on screen takes no taps")
        func offscreenTabBarTakesNoTaps() {
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [UIViewController(), UIViewController()]
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(tabBarController.selectedIndex == 0)
        }
    }
#endif
