// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    /// A tab bar delegate that records what it is asked and told.
    @MainActor
    final class RecordingTabDelegate: NSObject, UITabBarControllerDelegate {
        var calls: [String] = []
        var allowsSelection = true

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            calls.append("shouldSelect(\(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1))")
            return allowsSelection
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("didSelect(\(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1))")
        }
    }

    @Suite("S4 UITabBarController")
    @MainActor
    struct TabBarControllerTests {
        private func makeTabs(_ log: CallLog, count: Int = 3) -> (UITabBarController, [RecordingViewController]) {
            let tabs = (0..<count).map { RecordingViewController("T\($0)", log: log) }
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = tabs
            return (tabBarController, tabs)
        }

        @Test("UIKit asks and tells the delegate last set, whatever a subclass's getter override answers")
        func delegateCallsIgnoreGetterOverride() {
            final class ProxyingTabBarController: UITabBarController {
                override weak var delegate: (any UITabBarControllerDelegate)? {
                    get { nil }
                    set { super.delegate = newValue }
                }
            }
            let log = CallLog()
            let tabBarController = ProxyingTabBarController()
            tabBarController.viewControllers = (0..<2).map { RecordingViewController("T\($0)", log: log) }
            let called = RecordingTabDelegate()
            tabBarController.delegate = called
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            #expect(HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(tabBarController.delegate == nil)
            #expect(called.calls == ["shouldSelect(1)", "didSelect(1)"])
        }

        @Test("S4.1 every tab is a child, but only the selected tab's view loads and appears")
        func onlySelectedTabAppears() {
            let log = CallLog()
            let (tabBarController, tabs) = makeTabs(log)
            #expect(tabs.allSatisfy { $0.parent === tabBarController })
            #expect(tabBarController.selectedIndex == 0)
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            #expect(tabs[0].isViewLoaded && !tabs[1].isViewLoaded && !tabs[2].isViewLoaded)
            #expect(log.entries.contains("T0.viewDidAppear"))
            #expect(!log.entries.contains { $0.hasPrefix("T1.view") })
        }

        @Test("S4.2 selection in code switches tabs without calling the delegate")
        func codeSelectionSkipsDelegate() {
            let log = CallLog()
            let (tabBarController, tabs) = makeTabs(log)
            let delegate = RecordingTabDelegate()
            tabBarController.delegate = delegate
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            tabBarController.selectedIndex = 2
            tabBarController.selectedViewController = tabs[1]
            #expect(tabBarController.selectedViewController === tabs[1])
            #expect(delegate.calls.isEmpty)
        }

        @Test("S4.2 a user tap asks shouldSelect, switches, then tells didSelect, even on a re-tap")
        func userTapCallsDelegate() {
            let log = CallLog()
            let (tabBarController, _) = makeTabs(log)
            let delegate = RecordingTabDelegate()
            tabBarController.delegate = delegate
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            #expect(HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(delegate.calls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(1)", "didSelect(1)"])
            delegate.allowsSelection = false
            HeadlessTabs.tapTab(at: 2, in: tabBarController)
            #expect(tabBarController.selectedIndex == 1)
            #expect(!HeadlessTabs.tapTab(at: 7, in: tabBarController))
        }

        @Test("S4.2 re-tapping the selected tab pops its navigation controller to the root")
        func reTapPopsToRoot() {
            let root = UIViewController()
            let navigationController = UINavigationController(rootViewController: root)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigationController, UIViewController()]
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            navigationController.pushViewController(UIViewController(), animated: false)
            HeadlessTabs.tapTab(at: 0, in: tabBarController)
            HeadlessAnimations.finishAll()
            #expect(navigationController.viewControllers == [root])
        }

        @Test("S4.3 a visible tab switch runs the old tab's disappear and the new tab's appear")
        func tabSwitchOrder() {
            let log = CallLog()
            let (tabBarController, _) = makeTabs(log)
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            log.removeAll()
            tabBarController.selectedIndex = 1
            #expect(
                log.entries == [
                    "T0.viewWillDisappear", "T1.loadView", "T1.viewDidLoad", "T1.viewWillAppear", "T0.viewDidDisappear",
                    "T1.viewDidAppear",
                ])
        }

        @Test("S4.4 replacing the tabs keeps the selected controller, else the same index, else index 0")
        func replacingTabsReselects() {
            let a = UIViewController()
            let b = UIViewController()
            let c = UIViewController()
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [a, b, c]
            tabBarController.selectedIndex = 1
            tabBarController.viewControllers = [c, b]
            #expect(tabBarController.selectedViewController === b)
            #expect(a.parent == nil)
            let d = UIViewController()
            tabBarController.viewControllers = [c, d]
            #expect(tabBarController.selectedIndex == 1)
            tabBarController.viewControllers = [UIViewController()]
            #expect(tabBarController.selectedIndex == 0)
            #expect(tabBarController.customizableViewControllers?.count == 1)
            tabBarController.viewControllers = nil
            #expect(tabBarController.selectedIndex == NSNotFound)
            #expect(tabBarController.selectedViewController == nil)
        }

        @Test("S4 the user cannot tap a tab while the tab bar is hidden, by the app or by a pushed screen")
        func hiddenTabBarTakesNoTaps() {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigationController, UIViewController()]
            let window = makeVisibleWindow(root: tabBarController)
            tabBarController.tabBar.isHidden = true
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabBarController))
            tabBarController.tabBar.isHidden = false
            let detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            navigationController.pushViewController(detail, animated: false)
            HeadlessAnimations.finishAll()
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(tabBarController.selectedIndex == 0)
            navigationController.popViewController(animated: false)
            HeadlessAnimations.finishAll()
            #expect(HeadlessTabs.tapTab(at: 1, in: tabBarController))
            #expect(tabBarController.selectedIndex == 1)
            withExtendedLifetime(window) {}
        }

        @Test("S4.5 of more than five tabs the user can tap the first four only; the rest sit in the More list")
        func tabsBeyondTheBarTakeNoTaps() {
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = (0..<6).map { _ in UIViewController() }
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            #expect(!HeadlessTabs.tapTab(at: 4, in: tabBarController))
            #expect(!HeadlessTabs.tapTab(at: 5, in: tabBarController))
            #expect(tabBarController.selectedIndex == 0)
            #expect(HeadlessTabs.tapTab(at: 3, in: tabBarController))
            #expect(tabBarController.selectedIndex == 3)
            tabBarController.viewControllers = Array(tabBarController.viewControllers?.prefix(5) ?? [])
            #expect(HeadlessTabs.tapTab(at: 4, in: tabBarController))
            #expect(tabBarController.selectedIndex == 4)
        }

        @Test("S4.6 the tab bar item is created lazily with the title, and follows title changes")
        func tabBarItemFollowsTitle() {
            let controller = UIViewController()
            controller.title = "Inbox"
            #expect(controller.tabBarItem.title == "Inbox")
            controller.title = "Mail"
            #expect(controller.tabBarItem.title == "Mail")
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [controller]
            #expect(tabBarController.tabBar.items?.first === controller.tabBarItem)
        }

        @Test("S4 the bar shows the selected tab's item; a bar no tab bar controller manages takes items directly")
        func tabBarItemsAndSelection() {
            let tabs = [UIViewController(), UIViewController()]
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = tabs
            #expect(tabBarController.tabBar.selectedItem === tabs[0].tabBarItem)
            tabBarController.selectedIndex = 1
            #expect(tabBarController.tabBar.selectedItem === tabs[1].tabBarItem)

            let standalone = UITabBar(frame: .zero)
            let items = [UITabBarItem(), UITabBarItem()]
            standalone.setItems(items, animated: false)
            standalone.selectedItem = items[1]
            #expect(standalone.items?.count == 2)
            #expect(standalone.selectedItem === items[1])
        }

        @Test("S6 a screen in a tab's stack finds both its navigation controller and its tab bar controller")
        func ancestorLookupThroughTabs() {
            let screen = UIViewController()
            let navigationController = UINavigationController(rootViewController: screen)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigationController]
            #expect(screen.navigationController === navigationController)
            #expect(screen.tabBarController === tabBarController)
            #expect(navigationController.tabBarController === tabBarController)
        }

    }
#endif
