#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("Presentations over a child's own context: where their views go")
    @MainActor
    struct ContextPresentationPlacementTests {
        @Test("A screen's context presentation, hidden by a push, stays hidden when its tab comes back")
        func hiddenScreenPresentationStaysHiddenAcrossTabSwitch() {
            let screen = UIViewController()
            screen.definesPresentationContext = true
            let (window, tabBarController, stack, _) = makeVisibleTabs(stackRootedAt: screen)
            defer { withExtendedLifetime(window) {} }
            let presented = presentable(.overCurrentContext)
            screen.present(presented, animated: false)
            #expect(presented.presentingViewController === screen)
            let pushed = UIViewController()
            stack.pushViewController(pushed, animated: false)
            #expect(presented.view.window == nil)
            tabBarController.selectedIndex = 1
            tabBarController.selectedIndex = 0
            #expect(pushed.view.window === window)
            // The screen is still covered by the push: what it presents over itself stays out.
            #expect(screen.viewIfLoaded?.window == nil)
            #expect(presented.view.window == nil, "the overlay of a covered screen is back over the pushed one")
            stack.popViewController(animated: false)
            #expect(presented.view.window === window)
        }

        @Test("A presentation over the context of a controller presented over a tab's context goes with the tab")
        func nestedContextPresentationGoesWithItsTab() {
            let screen = UIViewController()
            let (window, tabBarController, stack, _) = makeVisibleTabs(stackRootedAt: screen)
            defer { withExtendedLifetime(window) {} }
            let modalRoot = UIViewController()
            let modal = UINavigationController(rootViewController: modalRoot)
            modal.modalPresentationStyle = .overCurrentContext
            screen.present(modal, animated: false)
            #expect(modal.presentingViewController === stack)
            let inner = presentable(.overCurrentContext)
            modalRoot.present(inner, animated: false)
            #expect(inner.presentingViewController === modal)
            tabBarController.selectedIndex = 1
            #expect(modal.view.window == nil)
            #expect(inner.view.window == nil, "the inner presentation stays over the window while its tab is away")
            tabBarController.selectedIndex = 0
            #expect(modal.view.window === window)
            #expect(inner.view.window === window)
        }
    }
#endif
