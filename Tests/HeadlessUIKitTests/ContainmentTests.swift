// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("S5 containment and S6 ancestor lookup")
    @MainActor
    struct ContainmentTests {
        @Test("S5.1 addChild calls willMove(toParent:) but not didMove; S5.2 removeFromParent calls didMove(nil) only")
        func addAndRemoveChildCalls() {
            let log = CallLog()
            let parent = UIViewController()
            let child = RecordingViewController("C", log: log)
            parent.addChild(child)
            #expect(log.entries == ["C.willMove(parent)"])
            #expect(child.parent === parent && parent.children == [child])
            log.removeAll()
            child.removeFromParent()
            #expect(log.entries == ["C.didMove(nil)"])
            #expect(child.parent == nil && parent.children.isEmpty)
        }

        @Test("S5.1 adding a child that has another parent removes it from that parent first")
        func addChildMovesFromOldParent() {
            let first = UIViewController()
            let second = UIViewController()
            let child = UIViewController()
            first.addChild(child)
            second.addChild(child)
            #expect(first.children.isEmpty)
            #expect(child.parent === second)
        }

        @Test("S5.3 an appearing container forwards appearance to children whose views it holds")
        func appearanceIsForwardedToChildren() {
            let log = CallLog()
            let parent = UIViewController()
            let child = RecordingViewController("C", log: log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            log.removeAll()
            let window = makeVisibleWindow(root: parent)
            defer { withExtendedLifetime(window) {} }
            #expect(log.entries == ["C.viewWillAppear", "C.viewDidAppear"])
        }

        @Test(
            "S5.7 a child added to a container on screen appears as its view joins the window, and disappears as it leaves"
        )
        func childAddedOnScreenAppears() {
            let log = CallLog()
            let parent = UIViewController()
            let window = makeVisibleWindow(root: parent)
            defer { withExtendedLifetime(window) {} }
            let child = RecordingViewController("C", log: log, notingWindow: true)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(
                log.entries == [
                    "C.willMove(parent)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear(out)", "C.viewDidAppear(in)",
                    "C.didMove(parent)",
                ])
            log.removeAll()
            let warnings = HeadlessWarnings.recorded {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            #expect(warnings.isEmpty)
            #expect(
                log.entries == [
                    "C.willMove(nil)", "C.viewWillDisappear(in)", "C.viewDidDisappear(out)", "C.didMove(nil)",
                ])
        }

        @Test("S5.7 a navigation controller added as a child of a container on screen shows its stack")
        func navigationChildAddedOnScreenShowsItsStack() {
            let log = CallLog()
            let parent = UIViewController()
            let window = makeVisibleWindow(root: parent)
            defer { withExtendedLifetime(window) {} }
            let root = RecordingViewController("R", log: log, notingWindow: true)
            let stack = UINavigationController(rootViewController: root)
            parent.addChild(stack)
            parent.view.addSubview(stack.view)
            stack.didMove(toParent: parent)
            #expect(log.entries.contains("R.viewDidAppear(in)"))
            let pushed = RecordingViewController("P", log: log, notingWindow: true)
            stack.pushViewController(pushed, animated: false)
            HeadlessAnimations.finishAll()
            #expect(
                log.entries.filter { $0.contains(".viewDid") }.suffix(2) == [
                    "R.viewDidDisappear(out)", "P.viewDidAppear(in)",
                ])
            #expect(pushed.view.window === window)
        }

        @Test(
            "S5.7 a child added while its container is off screen, or to one that forwards appearance itself, hears nothing"
        )
        func childAddedOffScreenOrManuallyForwardedHearsNothingOnAdding() {
            final class ManualContainer: UIViewController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            let log = CallLog()
            let offScreen = UIViewController()
            let early = RecordingViewController("E", log: log)
            offScreen.addChild(early)
            offScreen.view.addSubview(early.view)
            early.didMove(toParent: offScreen)
            let manual = ManualContainer()
            let window = makeVisibleWindow(root: manual)
            defer { withExtendedLifetime(window) {} }
            let late = RecordingViewController("M", log: log)
            manual.addChild(late)
            manual.view.addSubview(late.view)
            late.didMove(toParent: manual)
            #expect(!log.entries.contains { $0.hasSuffix("Appear") })
            // The container that was off screen forwards its own appearance once, not a second time.
            log.removeAll()
            let warnings = HeadlessWarnings.recorded { window.rootViewController = offScreen }
            #expect(warnings.isEmpty)
            #expect(log.entries == ["E.viewWillAppear", "E.viewDidAppear"])
        }

        @Test(
            "S5.7 a child presenting over its own context appears once as that presentation is dismissed",
            arguments: [true, false])
        func contextPresenterInContainerAppearsOnce(animated: Bool) {
            let log = CallLog()
            let container = UIViewController()
            let window = makeVisibleWindow(root: container)
            defer { withExtendedLifetime(window) {} }
            let child = RecordingViewController("X", log: log)
            child.definesPresentationContext = true
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            let presented = presentable(.currentContext)
            child.present(presented, animated: animated)
            HeadlessAnimations.finishAll()
            log.removeAll()
            let warnings = HeadlessWarnings.recorded {
                presented.dismiss(animated: animated)
                HeadlessAnimations.finishAll()
            }
            #expect(warnings.isEmpty)
            #expect(log.entries == ["X.viewWillAppear", "X.viewDidAppear"])
        }

        @Test("S5.7 moving a child's view within the window its container shows tells the child nothing")
        func childMovedWithinTheWindowHearsNothing() {
            let log = CallLog()
            let container = UIViewController()
            let window = makeVisibleWindow(root: container)
            defer { withExtendedLifetime(window) {} }
            let left = UIView()
            let right = UIView()
            container.view.addSubview(left)
            container.view.addSubview(right)
            let child = RecordingViewController("C", log: log)
            container.addChild(child)
            left.addSubview(child.view)
            child.didMove(toParent: container)
            log.removeAll()
            right.addSubview(child.view)
            #expect(log.entries.isEmpty)
            #expect(child.view.superview === right)
        }

        @Test("S5.7 a child of a controller presented over a tab's context hears a tab switch only as its parent does")
        func childOfContextPresentationFollowsItsParent() {
            let log = CallLog()
            let screen = UIViewController()
            screen.definesPresentationContext = true
            let (window, tabBarController, _, _) = makeVisibleTabs(stackRootedAt: screen)
            defer { withExtendedLifetime(window) {} }
            let search = RecordingViewController("S", log: log)
            search.modalPresentationStyle = .overCurrentContext
            let results = RecordingViewController("R", log: log)
            search.addChild(results)
            search.view.addSubview(results.view)
            results.didMove(toParent: search)
            screen.present(search, animated: false)
            HeadlessAnimations.finishAll()
            log.removeAll()
            tabBarController.selectedIndex = 1
            tabBarController.selectedIndex = 0
            HeadlessAnimations.finishAll()
            let heardBySearch = log.entries.filter { $0.hasPrefix("S.") }.map { $0.dropFirst(2) }
            let heardByResults = log.entries.filter { $0.hasPrefix("R.") }.map { $0.dropFirst(2) }
            #expect(heardByResults == heardBySearch)
        }

        @Test("S5.7 a child added while its container appears appears with it, and disappears with it, balanced")
        func childAddedWhileContainerAppearsAppearsWithIt() {
            final class Container: UIViewController {
                let late: UIViewController
                init(adding late: UIViewController) {
                    self.late = late
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                override func viewWillAppear(_ animated: Bool) {
                    guard late.parent == nil else { return }
                    addChild(late)
                    view.addSubview(late.view)
                    late.didMove(toParent: self)
                }
            }
            let log = CallLog()
            let late = RecordingViewController("L", log: log, notingWindow: true)
            let stack = UINavigationController(rootViewController: UIViewController())
            let window = makeVisibleWindow(root: stack)
            defer { withExtendedLifetime(window) {} }
            let warnings = HeadlessWarnings.recorded {
                stack.pushViewController(Container(adding: late), animated: true)
                HeadlessAnimations.finishAll()
                stack.popViewController(animated: true)
                HeadlessAnimations.finishAll()
            }
            #expect(warnings.isEmpty)
            #expect(
                log.entries.filter { $0.contains("ppear") } == [
                    "L.viewWillAppear(out)", "L.viewDidAppear(in)", "L.viewWillDisappear(in)",
                    "L.viewDidDisappear(out)",
                ])
        }

        @Test("S5.4 ending an appearance transition that never began records the unbalanced warning")
        func unbalancedAppearanceIsWarned() {
            let controller = UIViewController()
            let warnings = HeadlessWarnings.recorded {
                controller.endAppearanceTransition()
                controller.beginAppearanceTransition(true, animated: false)
                controller.beginAppearanceTransition(true, animated: false)
            }
            #expect(warnings.map(\.kind) == [.unbalancedAppearanceTransition, .unbalancedAppearanceTransition])
        }

        /// A screen that calls super in its appearance methods and, when told to, calls another
        /// controller's `viewWillAppear` itself from its own.
        private final class SuperCallingScreen: UIViewController {
            var forwardsTo: UIViewController?
            var callsOwnDidAppear = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                forwardsTo?.viewWillAppear(animated)
                if callsOwnDidAppear { viewDidAppear(animated) }
            }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
        }

        @Test("S5.6 calling an appearance method directly records UIKit's warning; UIKit's own calls and super do not")
        func directAppearanceCallIsWarned() throws {
            let screen = SuperCallingScreen()
            let other = SuperCallingScreen()
            let navigationController = UINavigationController(rootViewController: screen)
            var window: UIWindow?
            let uikitDriven = HeadlessWarnings.recorded {
                window = makeVisibleWindow(root: navigationController)
                navigationController.pushViewController(UIViewController(), animated: true)
                HeadlessAnimations.finishAll()
                navigationController.popViewController(animated: false)
                #expect(HeadlessNavigation.swipeBack(in: navigationController) == false)
            }
            defer { withExtendedLifetime(window) {} }
            #expect(uikitDriven.isEmpty)
            let direct = HeadlessWarnings.recorded {
                other.viewWillAppear(false)
                other.viewDidDisappear(false)
            }
            #expect(direct.map(\.kind) == [.appearanceMethodCalledDirectly, .appearanceMethodCalledDirectly])
            #expect(direct.first?.message.hasPrefix("Calling -viewWillAppear: directly on a view controller") == true)
            // Called from inside a callback UIKit delivers to another controller: still direct.
            let forwarded = HeadlessWarnings.recorded {
                screen.forwardsTo = other
                navigationController.pushViewController(UIViewController(), animated: false)
                navigationController.popViewController(animated: false)
            }
            #expect(forwarded.map(\.kind) == [.appearanceMethodCalledDirectly])
            // Its own other appearance method, called from the one UIKit calls: direct too.
            let own = HeadlessWarnings.recorded {
                screen.forwardsTo = nil
                screen.callsOwnDidAppear = true
                navigationController.pushViewController(UIViewController(), animated: false)
                navigationController.popViewController(animated: false)
            }
            #expect(own.map(\.kind) == [.appearanceMethodCalledDirectly])
            #expect(own.first?.message.hasPrefix("Calling -viewDidAppear: directly") == true)
        }

        @Test("S6.1 navigationController is the nearest navigation ancestor, never the controller itself")
        func navigationControllerLookup() {
            let screen = UIViewController()
            let navigationController = UINavigationController(rootViewController: screen)
            let child = UIViewController()
            screen.addChild(child)
            #expect(screen.navigationController === navigationController)
            #expect(child.navigationController === navigationController)
            #expect(navigationController.navigationController == nil)
            let presented = UIViewController()
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            screen.present(presented, animated: false)
            #expect(presented.navigationController == nil)
        }
    }
#endif
