// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("S2 UINavigationController")
    @MainActor
    struct NavigationControllerTests {
        @Test("S2.1 every stack entry is a child, and children equal viewControllers at rest")
        func stackEntriesAreChildren() {
            let a = UIViewController()
            let b = UIViewController()
            let navigationController = UINavigationController(rootViewController: a)
            navigationController.pushViewController(b, animated: false)
            #expect(navigationController.children == [a, b])
            #expect(b.parent === navigationController)
        }

        @Test("UIKit calls the delegate last set, whatever a subclass's getter override answers")
        func delegateCallsIgnoreGetterOverride() {
            final class ProxyingNavigationController: UINavigationController {
                weak var appDelegate: (any UINavigationControllerDelegate)?
                override weak var delegate: (any UINavigationControllerDelegate)? {
                    get { appDelegate }
                    set { super.delegate = newValue }
                }
            }
            let log = CallLog()
            let navigationController = ProxyingNavigationController(
                rootViewController: RecordingViewController("A", log: log))
            let called = RecordingNavigationDelegate(log: log)
            navigationController.delegate = called
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            log.removeAll()
            navigationController.pushViewController(RecordingViewController("B", log: log), animated: false)
            HeadlessAnimations.finishAll()
            #expect(navigationController.delegate == nil)
            #expect(log.entries.filter { $0.hasPrefix("delegate") } == ["delegate.willShow(B)", "delegate.didShow(B)"])
        }

        @Test("S2.2 push over a visible stack runs UIKit's observed callback order")
        func pushOrder() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log)
            let navigationController = UINavigationController(rootViewController: a)
            let delegate = RecordingNavigationDelegate(log: log)
            navigationController.delegate = delegate
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            log.removeAll()
            navigationController.pushViewController(RecordingViewController("B", log: log), animated: true)
            HeadlessAnimations.finishAll()
            #expect(
                log.entries == [
                    "B.willMove(parent)", "B.loadView", "B.viewDidLoad", "delegate.willShow(B)",
                    "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                    "B.didMove(parent)", "delegate.didShow(B)",
                ])
        }

        @Test("S2.3 pop runs willMove(nil), the swap, then didMove(nil), and releases the popped controller")
        func popOrderAndRelease() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log)
            let navigationController = UINavigationController(rootViewController: a)
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            weak var weakB: RecordingViewController?
            do {
                let b = RecordingViewController("B", log: log)
                weakB = b
                navigationController.pushViewController(b, animated: false)
            }
            log.removeAll()
            navigationController.popViewController(animated: true)
            HeadlessAnimations.finishAll()
            #expect(
                log.entries == [
                    "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                    "A.viewDidAppear", "B.didMove(nil)",
                ])
            #expect(weakB == nil)
        }

        @Test("S2.4 an animated push changes the stack at once and finishes its callbacks on a later turn")
        func animatedPushUpdatesStackSynchronously() {
            let log = CallLog()
            let navigationController = UINavigationController(
                rootViewController: RecordingViewController("A", log: log))
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            let b = RecordingViewController("B", log: log)
            log.removeAll()
            navigationController.pushViewController(b, animated: true)
            #expect(navigationController.topViewController === b)
            #expect(!log.entries.contains("B.viewDidAppear"))
            #expect(navigationController.transitionCoordinator != nil)
            HeadlessAnimations.finishAll()
            #expect(log.entries.contains("B.viewDidAppear"))
            #expect(navigationController.transitionCoordinator == nil)
        }

        @Test("F3 a push's coordinator reports its controllers, an ease-in-out curve and no rotation")
        func pushCoordinatorContext() throws {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            let top = UIViewController()
            navigationController.pushViewController(top, animated: true)
            let coordinator = try #require(navigationController.transitionCoordinator)
            #expect(coordinator.viewController(forKey: .to) === top)
            #expect(coordinator.completionCurve == .easeInOut)
            #expect(coordinator.targetTransform.isIdentity)
            HeadlessAnimations.finishAll()
        }

        @Test("S2.5 an offscreen stack changes without appearance callbacks or view loading")
        func offscreenPushHasNoAppearance() {
            let log = CallLog()
            let navigationController = UINavigationController(
                rootViewController: RecordingViewController("A", log: log))
            let pendingBefore = HeadlessAnimations.pendingCount
            navigationController.pushViewController(RecordingViewController("B", log: log), animated: true)
            #expect(
                log.entries == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)"])
            #expect(HeadlessAnimations.pendingCount == pendingBefore)
        }

        @Test("S2.7 popping a one-element stack does nothing and returns nil")
        func popOnRootReturnsNil() {
            let a = UIViewController()
            let navigationController = UINavigationController(rootViewController: a)
            #expect(navigationController.popViewController(animated: false) == nil)
            #expect(navigationController.viewControllers == [a])
        }

        @Test("S2.8 popToRoot returns the popped controllers in stack order; at the root, an empty array")
        func popToRootReturnsPopped() {
            let a = UIViewController()
            let b = UIViewController()
            let c = UIViewController()
            let navigationController = UINavigationController(rootViewController: a)
            navigationController.setViewControllers([a, b, c], animated: false)
            #expect(navigationController.popToRootViewController(animated: false) == [b, c])
            #expect(navigationController.popToRootViewController(animated: false) == [])
            #expect(b.parent == nil && c.parent == nil)
        }

        @Test("S2.9 setViewControllers replaces the stack; removed controllers stop being children")
        func setViewControllersReplacesStack() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log)
            let b = RecordingViewController("B", log: log)
            let d = RecordingViewController("D", log: log)
            let navigationController = UINavigationController(rootViewController: a)
            navigationController.pushViewController(b, animated: false)
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            log.removeAll()
            navigationController.viewControllers = [d, a]
            #expect(navigationController.viewControllers == [d, a])
            #expect(b.parent == nil)
            #expect(log.entries.contains("B.viewDidDisappear"))
            #expect(log.entries.contains("A.viewDidAppear"))
            #expect(!log.entries.contains("D.viewDidLoad"))
        }

        @Test("S2.12 visibleViewController is the presented controller when there is one")
        func visibleViewControllerPrefersPresented() {
            let a = UIViewController()
            let navigationController = UINavigationController(rootViewController: a)
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            #expect(navigationController.visibleViewController === a)
            let sheet = UIViewController()
            a.present(sheet, animated: false)
            #expect(navigationController.visibleViewController === sheet)
        }

        @Test("A push during a running transition finishes the first one and records the nested-transition warning")
        func nestedTransitionIsWarned() {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            let warnings = HeadlessWarnings.recorded {
                navigationController.pushViewController(UIViewController(), animated: true)
                navigationController.pushViewController(UIViewController(), animated: true)
                HeadlessAnimations.finishAll()
            }
            #expect(warnings.map(\.kind) == [.nestedNavigationTransition])
            #expect(navigationController.viewControllers.count == 3)
        }

        @Test("S2.10 hiding the navigation bar or the toolbar hides the bar itself; the toolbar starts hidden")
        func hidingBarsHidesTheBars() {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            #expect(!navigationController.navigationBar.isHidden)
            #expect(navigationController.toolbar.isHidden)
            navigationController.setNavigationBarHidden(true, animated: false)
            navigationController.setToolbarHidden(false, animated: false)
            #expect(navigationController.navigationBar.isHidden)
            #expect(!navigationController.toolbar.isHidden)
            navigationController.isNavigationBarHidden = false
            navigationController.isToolbarHidden = true
            #expect(!navigationController.navigationBar.isHidden)
            #expect(navigationController.toolbar.isHidden)
        }

        @Test("S1.5 a view a controller gave up can become another controller's view")
        func releasedViewCanMove() {
            let first = UIViewController()
            let second = UIViewController()
            let view = first.view
            first.view = UIView()
            second.view = view
            #expect(second.view === view)
            #expect(view?.next === second)
        }
    }
#endif
