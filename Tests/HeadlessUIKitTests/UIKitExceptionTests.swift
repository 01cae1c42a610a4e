// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    /// What UIKit raises an exception for stops the process here too, with UIKit's exception and reason.
    ///
    /// Each test runs its body in a child process (a Swift Testing exit test) and reads what it wrote
    /// to standard error.
    @Suite("F2 misuse UIKit raises on stops the process")
    struct UIKitExceptionTests {
        private func expectException(
            _ result: ExitTest.Result?, _ name: String, _ reason: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            guard let result else { return }
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("uncaught exception '\(name)'"), sourceLocation: sourceLocation)
            #expect(text.contains(reason), sourceLocation: sourceLocation)
        }

        @Test("F2.2 and S2.6 pushing an instance already in the stack raises NSInvalidArgumentException")
        func pushingTwiceRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let screen = UIViewController()
                    UINavigationController(rootViewController: screen).pushViewController(screen, animated: false)
                }
            }
            expectException(result, "NSInvalidArgumentException", "more than once is not supported")
        }

        @Test("F2.2 a stack set with one instance twice raises NSInvalidArgumentException")
        func settingDuplicatesRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let screen = UIViewController()
                    UINavigationController().setViewControllers([screen, screen], animated: false)
                }
            }
            expectException(result, "NSInvalidArgumentException", "more than once is not supported")
        }

        @Test("F2.1 pushing a navigation controller raises NSInvalidArgumentException")
        func pushingNavigationControllerRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    UINavigationController(rootViewController: UIViewController())
                        .pushViewController(UINavigationController(), animated: false)
                }
            }
            expectException(result, "NSInvalidArgumentException", "Pushing a navigation controller is not supported")
        }

        @Test("S2.6 pushing a tab bar controller raises NSInvalidArgumentException")
        func pushingTabBarControllerRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    UINavigationController(rootViewController: UIViewController())
                        .pushViewController(UITabBarController(), animated: false)
                }
            }
            expectException(result, "NSInvalidArgumentException", "Pushing a tab bar controller is not supported")
        }

        @Test("S2.6 a stack set with a tab bar controller in it raises NSInvalidArgumentException")
        func settingTabBarControllerInStackRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    UINavigationController().setViewControllers(
                        [UIViewController(), UITabBarController()], animated: false)
                }
            }
            expectException(result, "NSInvalidArgumentException", "Pushing a tab bar controller is not supported")
        }

        @Test("S4.5 selecting a controller that is not a tab raises NSInvalidArgumentException")
        func selectingControllerNotInTabsRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let tabBarController = UITabBarController()
                    tabBarController.viewControllers = [UIViewController()]
                    tabBarController.selectedViewController = UIViewController()
                }
            }
            expectException(
                result, "NSInvalidArgumentException",
                "only a view controller in the tab bar controller's list of view controllers can be selected")
        }

        @Test("F2.3 presenting a controller that is already presented raises NSInvalidArgumentException")
        func presentingPresentedControllerRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    let root = UIViewController()
                    window.rootViewController = root
                    window.makeKeyAndVisible()
                    let sheet = UIViewController()
                    root.present(sheet, animated: false)
                    sheet.present(sheet, animated: false)
                }
            }
            expectException(result, "NSInvalidArgumentException", "that is already being presented by")
        }

        @Test("F2.3 presenting a controller that has a parent raises NSInvalidArgumentException")
        func presentingChildRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    let child = UIViewController()
                    let navigationController = UINavigationController(rootViewController: child)
                    window.rootViewController = navigationController
                    window.makeKeyAndVisible()
                    navigationController.present(child, animated: false)
                }
            }
            expectException(
                result, "NSInvalidArgumentException", "Application tried to present modally an active controller")
        }

        @Test("S2.8 popping to a controller not in the stack raises NSInternalInconsistencyException")
        func popToUnknownRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    UINavigationController(rootViewController: UIViewController())
                        .popToViewController(UIViewController(), animated: false)
                }
            }
            expectException(
                result, "NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.")
        }

        @Test(
            "S5.5 transition(from:to:) between controllers that are not its children raises NSInvalidArgumentException")
        func transitionBetweenNonChildrenRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    UIViewController().transition(
                        from: UIViewController(), to: UIViewController(), duration: 0, animations: nil)
                }
            }
            expectException(result, "NSInvalidArgumentException", "must have a common parent view controller")
        }

        @Test("S4 setting the items of a tab bar controller's bar raises NSInternalInconsistencyException")
        func modifyingManagedTabBarRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let tabBarController = UITabBarController()
                    tabBarController.viewControllers = [UIViewController()]
                    tabBarController.tabBar.items = [UITabBarItem()]
                }
            }
            expectException(
                result, "NSInternalInconsistencyException",
                "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        }

        @Test("S4 selecting an item of a tab bar controller's bar directly raises NSInternalInconsistencyException")
        func selectingOnManagedTabBarRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let tabBarController = UITabBarController()
                    tabBarController.viewControllers = [UIViewController(), UIViewController()]
                    tabBarController.tabBar.selectedItem = tabBarController.viewControllers?[1].tabBarItem
                }
            }
            expectException(
                result, "NSInternalInconsistencyException",
                "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        }

        @Test(
            "A shortcut item whose userInfo holds a value that is no property-list object raises NSInvalidArgumentException"
        )
        func nonPropertyListShortcutInfoRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let fine: [String: any NSSecureCoding] = [
                    "to": "42" as NSString, "count": NSNumber(value: 2), "tags": ["a" as NSString] as NSArray,
                ]
                _ = UIApplicationShortcutItem(
                    type: "compose", localizedTitle: "Compose", localizedSubtitle: nil, icon: nil, userInfo: fine)
                let link = NSURL(fileURLWithPath: "/tmp")
                _ = UIApplicationShortcutItem(
                    type: "compose", localizedTitle: "Compose", localizedSubtitle: nil, icon: nil,
                    userInfo: ["link": link])
            }
            expectException(result, "NSInvalidArgumentException", "only property list objects; 'link' does not")
        }

        @Test("S1.5 giving one view to a second controller raises UIViewControllerHierarchyInconsistency")
        func viewOfTwoControllersRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let first = UIViewController()
                    let second = UIViewController()
                    second.view = first.view
                }
            }
            expectException(
                result, "UIViewControllerHierarchyInconsistency",
                "A view can only be associated with at most one view controller at a time!")
        }

        @Test(
            "S5.8 pushing a controller whose view another stack still shows (its pop animating) raises UIViewControllerHierarchyInconsistency"
        )
        func pushingControllerShownElsewhereRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let moved = UIViewController()
                    let first = UINavigationController(rootViewController: UIViewController())
                    let window = makeVisibleWindow(root: first)
                    first.pushViewController(moved, animated: false)
                    first.popViewController(animated: true)
                    UINavigationController(rootViewController: UIViewController())
                        .pushViewController(moved, animated: false)
                    withExtendedLifetime(window) {}
                }
            }
            expectException(
                result, "UIViewControllerHierarchyInconsistency",
                "should have parent view controller:<UINavigationController")
        }

        @Test(
            "S5.8 a child's view joining a window in the views of a controller other than its parent raises UIViewControllerHierarchyInconsistency"
        )
        func childViewInAnotherControllersViewRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let other = UIViewController()
                    let window = makeVisibleWindow(root: other)
                    let parent = UIViewController()
                    let child = UIViewController()
                    parent.addChild(child)
                    other.view.addSubview(child.view)
                    withExtendedLifetime(window) {}
                }
            }
            expectException(result, "UIViewControllerHierarchyInconsistency", "but actual parent is:<UIViewController")
        }

        @Test(
            "S5.8 a child's view joining a window under no controller's view raises UIViewControllerHierarchyInconsistency"
        )
        func childViewUnderNoControllerRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let window = makeVisibleWindow(root: UIViewController())
                    let container = UIViewController()
                    let child = UIViewController()
                    container.addChild(child)
                    window.addSubview(child.view)
                }
            }
            expectException(
                result, "UIViewControllerHierarchyInconsistency", "should have parent view controller:(null)")
        }

        @Test("S8.2 delivering a URL to a scene that never connected stops the process, naming the mistake")
        func urlToUnconnectedSceneStops() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let (scene, _) = HeadlessScenes.makeWindowScene()
                    HeadlessScenes.open([URL(fileURLWithPath: "/")], in: scene)
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("the scene is not connected"))
        }

        @Test("S8 a scene moved to the foreground while active, or to the background twice, stops the process")
        func sceneMovesOutOfOrderStop() async {
            let foreground = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    final class Delegate: NSObject, UIWindowSceneDelegate {}
                    HeadlessScenes.enterForeground(HeadlessScenes.connect(Delegate()))
                }
            }
            let foregroundText = String(decoding: foreground?.standardErrorContent ?? [], as: UTF8.self)
            #expect(foregroundText.contains("enterForeground"))
            let background = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    final class Delegate: NSObject, UIWindowSceneDelegate {}
                    let scene = HeadlessScenes.connect(Delegate())
                    HeadlessScenes.enterBackground(scene)
                    HeadlessScenes.enterBackground(scene)
                }
            }
            let backgroundText = String(decoding: background?.standardErrorContent ?? [], as: UTF8.self)
            #expect(backgroundText.contains("enterBackground"))
        }

        // HeadlessUIKit's stand-in for Foundation's NSUserActivity, which Apple platforms have instead.
        #if !canImport(Darwin)
            @Test(
                "A user activity's webpageURL with a scheme other than http or https raises NSInvalidArgumentException")
            func nonWebPageURLRaises() async {
                let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
                    activity.webpageURL = URL(string: "https://sample.example/messages/1")
                    activity.webpageURL = URL(string: "sample://messages/1")
                }
                expectException(result, "NSInvalidArgumentException", "http or https scheme")
            }
        #endif
    }
#endif
