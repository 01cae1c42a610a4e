// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("S3 presentation")
    @MainActor
    struct PresentationTests {
        @Test("S3.2 a full-screen present runs UIKit's order and calls completion after viewDidAppear")
        func fullScreenPresentOrder() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log)
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            let b = RecordingViewController("B", log: log)
            b.modalPresentationStyle = .fullScreen
            log.removeAll()
            a.present(b, animated: true) { log.append("completion") }
            HeadlessAnimations.finishAll()
            #expect(
                log.entries == [
                    "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                    "A.viewDidDisappear", "completion",
                ])
            #expect(a.presentedViewController === b)
            #expect(b.presentingViewController === a)
        }

        @Test(
            "S3.3 a full-screen presentation takes the presenter's view out of the window once it completes, and its dismissal puts it back first"
        )
        func fullScreenTakesPresenterViewOut() {
            let child = UIViewController()
            let presenter = UINavigationController(rootViewController: child)
            let window = makeVisibleWindow(root: presenter)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.fullScreen)
            HeadlessAnimations.hold()
            defer { HeadlessAnimations.release() }
            presenter.present(presented, animated: true)
            // While the presentation animates, the presenter still shows beneath it.
            #expect(child.view.window === window)
            HeadlessAnimations.finishAll()
            #expect(presenter.view.superview == nil)
            #expect(child.view.window == nil)
            #expect(window.subviews.count == 1 && window.subviews.first === presented.view)
            presenter.dismiss(animated: true)
            // Back below the presented view before the dismissal animates.
            #expect(window.subviews.count == 2 && window.subviews.first === presenter.view)
            #expect(child.view.window === window)
            HeadlessAnimations.finishAll()
            #expect(window.subviews.count == 1 && window.subviews.first === presenter.view)
        }

        @Test("S3.3 a chain of full-screen presentations dismissed from its bottom puts back only the bottom's view")
        func fullScreenChainDismissedFromBottom() {
            let (window, root, first, second) = makePresentedChain()
            defer { withExtendedLifetime(window) {} }
            #expect(root.view.window == nil && first.view.window == nil)
            #expect(window.subviews.count == 1 && window.subviews.first === second.view)
            root.dismiss(animated: false)
            #expect(window.subviews.count == 1 && window.subviews.first === root.view)
            #expect(first.view.superview == nil && second.view.superview == nil)
            // Presenting again from the first controller later finds nothing of the old placement.
            root.present(first, animated: false)
            first.dismiss(animated: false)
            #expect(window.subviews.count == 1 && window.subviews.first === root.view)
        }

        @Test("S3.3 over-full-screen and sheet presentations leave the presenter's view in the window")
        func overFullScreenAndSheetLeavePresenterView() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            for style in [UIModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .overCurrentContext] {
                let presented = UIViewController()
                presented.modalPresentationStyle = style
                root.present(presented, animated: false)
                #expect(root.view.window === window, "\(style)")
                root.dismiss(animated: false)
                #expect(root.view.window === window, "\(style)")
            }
        }

        @Test("S3.3 a current-context presentation takes the context's view out, and puts it back")
        func currentContextTakesContextViewOut() {
            let context = UIViewController()
            context.definesPresentationContext = true
            let container = UIViewController()
            container.addChild(context)
            container.view.addSubview(context.view)
            context.didMove(toParent: container)
            let window = makeVisibleWindow(root: container)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.currentContext)
            context.present(presented, animated: false)
            #expect(presented.presentingViewController === context)
            #expect(context.view.superview == nil)
            #expect(container.view.window === window)
            context.dismiss(animated: false)
            #expect(context.view.superview === container.view)
        }

        @Test(
            "Navigation and tab bar controllers define the presentation context by default: a screen's current-context presentation is its stack's"
        )
        func containersDefinePresentationContextByDefault() {
            #expect(!UIViewController().definesPresentationContext)
            #expect(UINavigationController().definesPresentationContext)
            #expect(UITabBarController().definesPresentationContext)
            let navigationController = UINavigationController(rootViewController: UIViewController())
            navigationController.definesPresentationContext = false
            #expect(!navigationController.definesPresentationContext)
            navigationController.definesPresentationContext = true
            let screen = UIViewController()
            let stack = UINavigationController(rootViewController: screen)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [stack, UIViewController()]
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.overCurrentContext)
            screen.present(presented, animated: false)
            #expect(presented.presentingViewController === stack)
            #expect(stack.presentedViewController === presented)
            #expect(tabBarController.presentedViewController == nil)
        }

        @Test(
            "A presentation over a tab's own context shows where the tab shows: it leaves the window with its tab and comes back with it",
            arguments: [UIModalPresentationStyle.overCurrentContext, .currentContext])
        func contextPresentationGoesWithItsTab(style: UIModalPresentationStyle) {
            let screen = UIViewController()
            let (window, tabBarController, stack, other) = makeVisibleTabs(stackRootedAt: screen)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(style)
            screen.present(presented, animated: false)
            #expect(presented.presentingViewController === stack)
            #expect(presented.view.window === window)
            #expect(presented.view.superview === stack.view.superview || stack.viewIfLoaded?.superview == nil)
            #expect((stack.viewIfLoaded?.window != nil) == (style == .overCurrentContext))
            tabBarController.selectedIndex = 1
            #expect(presented.view.window == nil)
            #expect(stack.viewIfLoaded?.window == nil)
            #expect(other.view.window === window)
            tabBarController.selectedIndex = 0
            #expect(presented.view.window === window)
            #expect((stack.viewIfLoaded?.window != nil) == (style == .overCurrentContext))
            // Dismissed while its tab is not shown, it does not come back with the tab; the stack does.
            tabBarController.selectedIndex = 1
            stack.dismiss(animated: false)
            #expect(presented.viewIfLoaded?.window == nil)
            tabBarController.selectedIndex = 0
            #expect(presented.viewIfLoaded?.window == nil)
            #expect(stack.view.window === window)
            #expect(screen.view.window === window)
        }

        @Test(
            "A presentation over a screen's own context leaves the window when a push covers the screen, and comes back on the pop"
        )
        func contextPresentationGoesWithItsScreen() {
            let screen = UIViewController()
            screen.definesPresentationContext = true
            let stack = UINavigationController(rootViewController: screen)
            let window = makeVisibleWindow(root: stack)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.overCurrentContext)
            screen.present(presented, animated: false)
            #expect(presented.presentingViewController === screen)
            #expect(presented.view.window === window)
            stack.pushViewController(UIViewController(), animated: false)
            #expect(presented.view.window == nil)
            stack.popViewController(animated: false)
            #expect(presented.view.window === window)
            #expect(screen.view.window === window)
        }

        @Test("S3.1 modalPresentationStyle never reads .automatic; S3.3 a sheet leaves the presenter appeared")
        func sheetLeavesPresenterInPlace() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log)
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            let b = RecordingViewController("B", log: log)
            #expect(b.modalPresentationStyle != .automatic)
            log.removeAll()
            a.present(b, animated: false)
            b.dismiss(animated: false)
            #expect(!log.entries.contains { $0.hasPrefix("A.") })
            #expect(log.entries.contains("B.viewDidDisappear"))
        }

        @Test("F3.1 during an animated presentation and dismissal, the presenter and its children vend the coordinator")
        func presenterVendsCoordinator() {
            let child = UIViewController()
            let navigationController = UINavigationController(rootViewController: child)
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            let sheet = UIViewController()
            HeadlessAnimations.hold()
            defer { HeadlessAnimations.release() }
            navigationController.present(sheet, animated: true)
            let presenting = sheet.transitionCoordinator
            #expect(presenting != nil)
            #expect(navigationController.transitionCoordinator === presenting)
            #expect(child.transitionCoordinator === presenting)
            HeadlessAnimations.finishAll()
            #expect(navigationController.transitionCoordinator == nil && sheet.transitionCoordinator == nil)
            sheet.dismiss(animated: true)
            let dismissing = sheet.transitionCoordinator
            #expect(dismissing != nil)
            #expect(navigationController.transitionCoordinator === dismissing)
            #expect(child.transitionCoordinator === dismissing)
            HeadlessAnimations.finishAll()
            #expect(navigationController.transitionCoordinator == nil && child.transitionCoordinator == nil)
        }

        @Test("S3.5 a child asking to present hands the presentation to its root container")
        func childPresentsOnRootContainer() {
            let a = UIViewController()
            let navigationController = UINavigationController(rootViewController: a)
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            let sheet = UIViewController()
            a.present(sheet, animated: false)
            #expect(sheet.presentingViewController === navigationController)
            #expect(a.presentedViewController === sheet)
        }

        @Test("S3.6 and S3.7 a chain links both ways, and dismissing low in it removes everything above")
        func chainsLinkAndDismissTogether() {
            let a = UIViewController()
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            let b = UIViewController()
            let c = UIViewController()
            a.present(b, animated: false)
            b.present(c, animated: false)
            #expect(b.presentedViewController === c)
            #expect(c.presentingViewController === b)
            var completed = false
            a.dismiss(animated: true) { completed = true }
            #expect(a.presentedViewController === b)
            HeadlessAnimations.finishAll()
            #expect(completed)
            #expect(a.presentedViewController == nil)
            #expect(b.presentingViewController == nil && c.presentingViewController == nil)
            #expect(b.viewIfLoaded?.window == nil && c.viewIfLoaded?.window == nil)
        }

        @Test("S3.7 dismiss on the presented controller itself asks its presenter to dismiss it")
        func presentedControllerDismissesItself() {
            let a = UIViewController()
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            let b = UIViewController()
            a.present(b, animated: false)
            b.dismiss(animated: false)
            #expect(a.presentedViewController == nil)
        }

        @Test("S3.8 presenting while already presenting presents nothing and never calls completion")
        func presentWhileAlreadyPresenting() {
            let a = UIViewController()
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            a.present(UIViewController(), animated: false)
            var completed = false
            let late = UIViewController()
            let warnings = HeadlessWarnings.recorded {
                a.present(late, animated: false) { completed = true }
            }
            #expect(warnings.map(\.kind) == [.presentWhileAlreadyPresenting])
            #expect(!completed)
            #expect(late.presentingViewController == nil)
        }

        @Test("S3.8 presenting from a controller whose view is not in a window is refused")
        func presentOffWindowIsRefused() {
            let a = UIViewController()
            let warnings = HeadlessWarnings.recorded {
                a.present(UIViewController(), animated: false)
            }
            #expect(warnings.map(\.kind) == [.presentNotInWindowHierarchy])
            #expect(a.presentedViewController == nil)
        }

        @Test("S3.8 presenting or dismissing while a presentation runs is refused")
        func presentDuringTransitionIsRefused() {
            let a = UIViewController()
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            a.present(UIViewController(), animated: true)
            let warnings = HeadlessWarnings.recorded {
                a.present(UIViewController(), animated: false)
                a.dismiss(animated: false)
            }
            HeadlessAnimations.finishAll()
            #expect(warnings.map(\.kind) == [.presentWhileTransitionInProgress, .dismissWhileTransitionInProgress])
        }

        @Test("S3.9 isBeingPresented and isBeingDismissed are true inside the transitions' callbacks")
        func beingPresentedFlags() {
            final class FlagRecorder: UIViewController {
                var flags: [String] = []
                override func viewWillAppear(_ animated: Bool) { flags.append("appear:\(isBeingPresented)") }
                override func viewWillDisappear(_ animated: Bool) { flags.append("disappear:\(isBeingDismissed)") }
            }
            let a = UIViewController()
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            let b = FlagRecorder()
            a.present(b, animated: true)
            HeadlessAnimations.finishAll()
            b.dismiss(animated: true)
            HeadlessAnimations.finishAll()
            #expect(b.flags == ["appear:true", "disappear:true"])
            #expect(!b.isBeingPresented && !b.isBeingDismissed)
        }
    }
#endif
