#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("S3.3 covered presenters: the views a full-screen or current-context presentation takes out of the window")
    @MainActor
    struct CoveredPresenterTests {
        @Test("S3.3 a middle presenter of a full-screen chain that dismisses comes back; the root stays out")
        func middlePresenterDismisses() {
            let (window, root, first, second) = makePresentedChain()
            defer { withExtendedLifetime(window) {} }
            HeadlessAnimations.hold()
            first.dismiss(animated: true)
            #expect(
                window.subviews.map { ObjectIdentifier($0) } == [
                    ObjectIdentifier(first.view), ObjectIdentifier(second.view),
                ])
            HeadlessAnimations.finishAll()
            HeadlessAnimations.release()
            #expect(window.subviews.count == 1 && window.subviews.first === first.view)
            #expect(root.view.window == nil)
            root.dismiss(animated: false)
            #expect(window.subviews.count == 1 && window.subviews.first === root.view)
        }

        @Test(
            "S3.2 appearance order of a full-screen presentation; each view is out of the window by its did-disappear")
        func appearanceWindowValues() {
            let log = CallLog()
            let a = RecordingViewController("A", log: log, notingWindow: true)
            let window = makeVisibleWindow(root: a)
            defer { withExtendedLifetime(window) {} }
            let b = RecordingViewController("B", log: log, notingWindow: true)
            b.modalPresentationStyle = .fullScreen
            b.loadViewIfNeeded()
            log.removeAll()
            a.present(b, animated: true)
            HeadlessAnimations.finishAll()
            a.dismiss(animated: true)
            HeadlessAnimations.finishAll()
            // Apple: viewDidDisappear "Notifies the view controller that its view was removed from a view hierarchy."
            #expect(
                log.entries == [
                    "A.viewWillDisappear(in)", "B.viewWillAppear(in)", "B.viewDidAppear(in)", "A.viewDidDisappear(out)",
                    "B.viewWillDisappear(in)", "A.viewWillAppear(in)", "A.viewDidAppear(in)", "B.viewDidDisappear(out)",
                ])
        }

        @Test("S3.3 a root replaced while covered stays out once its presentation is dismissed")
        func replaceRootWhileCovered() {
            let oldRoot = UIViewController()
            let window = makeVisibleWindow(root: oldRoot)
            defer { withExtendedLifetime(window) {} }
            let cover = presentable(.fullScreen)
            oldRoot.present(cover, animated: false)
            let newRoot = UIViewController()
            window.rootViewController = newRoot
            oldRoot.dismiss(animated: false)
            #expect(window.subviews.count == 1 && window.subviews.first === newRoot.view)
            #expect(oldRoot.view.window == nil)
            // And the old root shown again later, with nothing presented, is in place once.
            window.rootViewController = oldRoot
            #expect(window.subviews.count == 1 && window.subviews.first === oldRoot.view)
        }

        @Test("S3.3 a covered root replaced and made the root again comes back once when its presentation ends")
        func replaceRootAndBackWhileCovered() {
            let oldRoot = UIViewController()
            let window = makeVisibleWindow(root: oldRoot)
            defer { withExtendedLifetime(window) {} }
            let cover = presentable(.fullScreen)
            oldRoot.present(cover, animated: false)
            window.rootViewController = UIViewController()
            window.rootViewController = oldRoot
            oldRoot.dismiss(animated: false)
            #expect(window.subviews.count == 1 && window.subviews.first === oldRoot.view)
        }

        @Test("S4.1 a covered tab that is no longer selected stays out when its current-context presentation ends")
        func currentContextInTabThenSwitch() {
            let tabA = UIViewController()
            tabA.definesPresentationContext = true
            let tabB = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [tabA, tabB]
            let window = makeVisibleWindow(root: tabs)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.currentContext)
            tabA.present(presented, animated: false)
            #expect(presented.presentingViewController === tabA)
            #expect(tabA.view.superview == nil)
            tabs.selectedIndex = 1
            #expect(tabB.view.window === window)
            tabA.dismiss(animated: false)
            #expect(tabA.view.window == nil, "an unselected tab reports a window")
            // So the unselected tab can present in its own context, which UIKit refuses (S3.8 "not in the window hierarchy").
            let again = presentable(.currentContext)
            tabA.present(again, animated: false)
            #expect(tabA.presentedViewController == nil, "an unselected tab presented")
            // Only the selected tab's view is in the hierarchy (S4.1).
            #expect(tabA.view.superview == nil, "an unselected tab's view came back into the tab bar controller")
            #expect(tabB.view.window === window)
        }

        @Test("S2 a covered screen pushed over stays out when its current-context presentation ends")
        func currentContextInNavigationThenPush() {
            let context = UIViewController()
            context.definesPresentationContext = true
            let nav = UINavigationController(rootViewController: context)
            let window = makeVisibleWindow(root: nav)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.currentContext)
            context.present(presented, animated: false)
            #expect(context.view.superview == nil)
            let top = UIViewController()
            nav.pushViewController(top, animated: false)
            context.dismiss(animated: false)
            #expect(context.view.superview == nil, "a screen below the top came back into the navigation controller")
            #expect(top.view.window === window)
        }

        @Test("S3.3 a covered tab's view goes back to its old place, below the tab bar")
        func currentContextInTabPlacement() {
            let tabA = UIViewController()
            tabA.definesPresentationContext = true
            let tabs = UITabBarController()
            tabs.viewControllers = [tabA, UIViewController()]
            let window = makeVisibleWindow(root: tabs)
            defer { withExtendedLifetime(window) {} }
            let before = tabs.view.subviews.map { ObjectIdentifier($0) }
            let presented = presentable(.currentContext)
            tabA.present(presented, animated: false)
            tabA.dismiss(animated: false)
            #expect(tabs.view.subviews.map { ObjectIdentifier($0) } == before)
        }

        @Test("S3.3 an over-full-screen presentation over a full-screen one moves no view")
        func overFullScreenOverFullScreen() {
            let (window, root, first, _) = makePresentedChain(secondStyle: .overFullScreen)
            defer { withExtendedLifetime(window) {} }
            #expect(first.view.window === window)
            first.dismiss(animated: false)
            #expect(first.view.window === window)
            #expect(root.view.window == nil)
        }

        @Test("S3.3 a current-context presenter removed from its parent while covered ends its presentation")
        func presenterReleasedWhileCovered() {
            let container = UIViewController()
            let window = makeVisibleWindow(root: container)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.currentContext)
            do {
                let context = UIViewController()
                context.definesPresentationContext = true
                container.addChild(context)
                container.view.addSubview(context.view)
                context.didMove(toParent: container)
                context.present(presented, animated: false)
                context.willMove(toParent: nil)
                context.removeFromParent()
                context.dismiss(animated: false)
            }
            #expect(presented.presentingViewController == nil)
        }

        @Test("S3.3 a sheet over a full-screen presentation leaves that presentation in the window and the root out")
        func sheetOverFullScreen() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let first = presentable(.fullScreen)
            root.present(first, animated: false)
            let sheet = presentable(.pageSheet)
            first.present(sheet, animated: false)
            #expect(first.view.window === window)
            HeadlessAnimations.hold()
            #expect(HeadlessPresentation.swipeDownSheet(sheet, completes: false))
            HeadlessAnimations.finishAll()
            HeadlessAnimations.release()
            #expect(first.view.window === window && root.view.window == nil)
            root.dismiss(animated: false)
            #expect(window.subviews.count == 1 && window.subviews.first === root.view)
        }
        @Test("S4.1 a covered tab selected again stays out until its current-context presentation ends")
        func currentContextInTabSwitchBack() {
            let log = CallLog()
            let tabA = RecordingViewController("A", log: log, notingWindow: true)
            tabA.definesPresentationContext = true
            let tabs = UITabBarController()
            tabs.viewControllers = [tabA, UIViewController()]
            let window = makeVisibleWindow(root: tabs)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.currentContext)
            tabA.present(presented, animated: false)
            tabs.selectedIndex = 1
            tabs.selectedIndex = 0
            #expect(tabA.view.superview == nil, "covered, yet back in the window")
            log.removeAll()
            tabA.dismiss(animated: false)
            #expect(tabA.view.window === window)
            #expect(log.entries == ["A.viewWillAppear(in)", "A.viewDidAppear(in)"])
        }

        @Test("S2 a covered screen popped back to stays out until its current-context presentation ends")
        func currentContextInNavigationPushPop() {
            let context = UIViewController()
            context.definesPresentationContext = true
            let nav = UINavigationController(rootViewController: context)
            let window = makeVisibleWindow(root: nav)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.currentContext)
            context.present(presented, animated: false)
            nav.pushViewController(UIViewController(), animated: false)
            _ = nav.popViewController(animated: false)
            #expect(context.view.superview == nil, "covered, yet back in the window")
        }
        @Test(
            "S3.3 a cancelled interactive dismissal of a full-screen presentation puts the presenter back, then out again"
        )
        func cancelledInteractiveFullScreen() {
            let log = CallLog()
            let root = RecordingViewController("R", log: log, notingWindow: true)
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let presented = RecordingViewController("P", log: log, notingWindow: true)
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false)
            log.removeAll()
            HeadlessAnimations.hold()
            presented.runCancelledInteractiveDismissal(willBegin: {})
            #expect(window.subviews.first === root.view && window.subviews.last === presented.view)
            HeadlessAnimations.finishAll()
            HeadlessAnimations.release()
            #expect(root.view.superview == nil)
            #expect(window.subviews.count == 1 && window.subviews.first === presented.view)
            #expect(log.entries == ["P.viewWillDisappear(in)", "P.viewWillAppear(in)", "P.viewDidAppear(in)"])
            root.dismiss(animated: false)
            #expect(window.subviews.count == 1 && window.subviews.first === root.view)
        }
    }
#endif
