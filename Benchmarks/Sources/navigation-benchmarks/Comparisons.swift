import HeadlessUIKitDrivers
import NavigationCore
import NavigationTabs

/// The screen both sides push and present: the same class, so the difference is the SDK's own work.
final class BenchmarkScreen: NavigationModuleViewController {}

/// The SDK's requests and their raw UIKit twins, each side starting from the same kind of state.
@MainActor
enum Comparisons {
    /// A visible window with `root`, the way a scene shows one.
    private static func visibleWindow(showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        HeadlessAnimations.finishAll()
        return window
    }

    /// A router showing a flow whose stack holds `depth` screens.
    private static func flowRouter(depth: Int) -> NavigationRouter {
        let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
        router.startNavigationModuleFrom(
            Array(repeating: NavigationModel(initialViewControllerType: BenchmarkScreen.self), count: depth))
        HeadlessAnimations.finishAll()
        return router
    }

    static let pushPop = Comparison(
        name: "push by type + pop, stack of 10",
        sdk: {
            let router = flowRouter(depth: 10)
            guard let module = router.currentModule else { return failedSetUp("no flow on screen") }
            return { iterations in
                for _ in 0..<iterations {
                    module.pushViewController(BenchmarkScreen.self, animated: false, completion: nil)
                    module.popViewController(animated: false, completion: nil)
                }
                expectWork(module.viewControllers.count == 10, "the SDK's pushes and pops did not balance")
                withExtendedLifetime(router) {}
            }
        },
        raw: {
            let navigationController = UINavigationController()
            navigationController.setViewControllers(
                (0..<10).map { _ in BenchmarkScreen(navigationModule: nil) }, animated: false)
            let window = visibleWindow(showing: navigationController)
            return { iterations in
                for _ in 0..<iterations {
                    navigationController.pushViewController(BenchmarkScreen(navigationModule: nil), animated: false)
                    navigationController.popViewController(animated: false)
                }
                expectWork(navigationController.viewControllers.count == 10, "UIKit's pushes and pops did not balance")
                withExtendedLifetime(window) {}
            }
        })

    /// A stack of 10 screens on each side, in a visible window: the SDK's flow, or a navigation
    /// controller of the same screens.
    private static func stackOfTen() -> (router: NavigationRouter, module: NavigationModule)? {
        let router = flowRouter(depth: 10)
        guard let module = router.currentModule else { return nil }
        return (router, module)
    }

    private static func rawStackOfTen() -> (window: UIWindow, navigationController: UINavigationController) {
        let navigationController = UINavigationController()
        navigationController.setViewControllers(
            (0..<10).map { _ in BenchmarkScreen(navigationModule: nil) }, animated: false)
        return (visibleWindow(showing: navigationController), navigationController)
    }

    /// Which of a request and its undoing a comparison times: the other runs untimed between them.
    enum TimedPart {
        /// The request (a push, a presentation); its undoing (a pop, a finish) is not timed.
        case request
        /// The undoing; the request that sets it up is not timed.
        case undoing
    }

    /// Runs `request` then `undoing`, timing only `part`.
    private static func run(
        _ request: () -> Void, then undoing: () -> Void, timing part: TimedPart, with stopwatch: Stopwatch
    ) {
        switch part {
        case .request:
            stopwatch.time(request)
            undoing()
        case .undoing:
            request()
            stopwatch.time(undoing)
        }
    }

    static let pushByType = pushThenPop(name: "push by type, stack of 10", timing: .request)
    static let pop = pushThenPop(name: "pop, stack of 11", timing: .undoing)

    /// A push by type onto a stack of 10 and the pop back, on each side, timing `part`.
    private static func pushThenPop(name: String, timing part: TimedPart) -> Comparison {
        Comparison(
            name: name,
            timingParts: {
                guard let (router, module) = stackOfTen() else { return failedSetUpInParts("no flow on screen") }
                return { iterations, stopwatch in
                    for _ in 0..<iterations {
                        run(
                            { module.pushViewController(BenchmarkScreen.self, animated: false, completion: nil) },
                            then: { module.popViewController(animated: false, completion: nil) }, timing: part,
                            with: stopwatch)
                    }
                    expectWork(module.viewControllers.count == 10, "the SDK's pushes and pops did not balance")
                    withExtendedLifetime(router) {}
                }
            },
            raw: {
                let (window, navigationController) = rawStackOfTen()
                return { iterations, stopwatch in
                    for _ in 0..<iterations {
                        run(
                            {
                                navigationController.pushViewController(
                                    BenchmarkScreen(navigationModule: nil), animated: false)
                            }, then: { navigationController.popViewController(animated: false) }, timing: part,
                            with: stopwatch)
                    }
                    expectWork(
                        navigationController.viewControllers.count == 10, "UIKit's pushes and pops did not balance")
                    withExtendedLifetime(window) {}
                }
            })
    }

    /// The SDK presents a module (full screen) from a flow's root, whose presenter counts the outcomes.
    private static func presentFullScreen(from module: NavigationModule, counting outcomes: Counter) {
        module.present(
            [NavigationModel(initialViewControllerType: BenchmarkScreen.self)], presentation: .fullScreen,
            animated: false
        ) { (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .success(.finished(1)) = result { outcomes.count += 1 }
        }
    }

    /// UIKit presents a navigation controller (full screen) that nothing else holds.
    private static func rawPresentFullScreen(from host: UIViewController) {
        let presented = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
        presented.modalPresentationStyle = .fullScreen
        host.present(presented, animated: false)
    }

    static let present = presentThenFinish(name: "present a module (full screen)", timing: .request)
    static let finish = presentThenFinish(name: "finish(with:) a presented module", timing: .undoing)

    /// A full-screen presentation from a flow's root and its finish, on each side, timing `part`. The
    /// module goes with its finish, as it does in an app (nothing else holds it), and so does the
    /// presented controller on the raw side.
    private static func presentThenFinish(name: String, timing part: TimedPart) -> Comparison {
        Comparison(
            name: name,
            timingParts: {
                let router = flowRouter(depth: 1)
                guard let module = router.currentModule else { return failedSetUpInParts("no flow on screen") }
                return { iterations, stopwatch in
                    let outcomes = Counter()
                    for _ in 0..<iterations {
                        run(
                            { presentFullScreen(from: module, counting: outcomes) },
                            then: { module.presentedModule?.finish(with: 1, animated: false) }, timing: part,
                            with: stopwatch)
                    }
                    expectWork(
                        outcomes.count == iterations, "\(outcomes.count) of \(iterations) presentations finished")
                    withExtendedLifetime(router) {}
                }
            },
            raw: {
                let host = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
                let window = visibleWindow(showing: host)
                return { iterations, stopwatch in
                    // The presenter hears that each presentation ended, as the SDK's presenter hears the outcome.
                    var ended = 0
                    // Made once, as the SDK's presenter makes its completion when it presents, untimed.
                    let countEnd = { ended += 1 }
                    for _ in 0..<iterations {
                        run(
                            { rawPresentFullScreen(from: host) },
                            then: { host.dismiss(animated: false, completion: countEnd) }, timing: part,
                            with: stopwatch)
                    }
                    expectWork(
                        host.presentedViewController == nil && ended == iterations,
                        "\(ended) of \(iterations) of UIKit's presentations ended")
                    withExtendedLifetime(window) {}
                }
            })
    }

    static let presentFinish = Comparison(
        name: "present a module (full screen) + finish",
        sdk: {
            let router = flowRouter(depth: 1)
            guard let module = router.currentModule else { return failedSetUp("no flow on screen") }
            return { iterations in
                var outcomes = 0
                for _ in 0..<iterations {
                    module.present(
                        [NavigationModel(initialViewControllerType: BenchmarkScreen.self)], presentation: .fullScreen,
                        animated: false
                    ) {
                        (result: Result<ModalOutcome<Int>, NavigationError>) in
                        if case .success(.finished(1)) = result { outcomes += 1 }
                    }
                    module.presentedModule?.finish(with: 1, animated: false)
                }
                expectWork(outcomes == iterations, "\(outcomes) of \(iterations) presentations finished")
                withExtendedLifetime(router) {}
            }
        },
        raw: {
            let host = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
            let window = visibleWindow(showing: host)
            return { iterations in
                // The presenter hears that each presentation ended, as the SDK's presenter hears the outcome.
                var ended = 0
                for _ in 0..<iterations {
                    let presented = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
                    presented.modalPresentationStyle = .fullScreen
                    host.present(presented, animated: false)
                    host.dismiss(animated: false) { ended += 1 }
                }
                expectWork(
                    host.presentedViewController == nil && ended == iterations,
                    "\(ended) of \(iterations) of UIKit's presentations ended")
                withExtendedLifetime(window) {}
            }
        })

    static let flowSwitch = Comparison(
        name: "flow switch (transition .none)",
        sdk: {
            let router = flowRouter(depth: 1)
            return { iterations in
                var switched = 0
                for _ in 0..<iterations {
                    router.startNextNavigationModule(
                        with: [NavigationModel(initialViewControllerType: BenchmarkScreen.self)], transition: .none
                    ) { if case .success = $0 { switched += 1 } }
                }
                expectWork(switched == iterations, "\(switched) of \(iterations) flow switches ran")
            }
        },
        raw: {
            let window = visibleWindow(showing: UINavigationController())
            return { iterations in
                for _ in 0..<iterations {
                    window.rootViewController = UINavigationController(
                        rootViewController: BenchmarkScreen(navigationModule: nil))
                }
                expectWork(window.rootViewController?.children.count == 1, "UIKit's flow switches left no flow")
            }
        })

    /// Push + pop in the selected tab while the four other tabs hold `untouched` screens between them.
    static func pushPopBesideTabs(untouched: Int) -> Comparison {
        let perTab = untouched / 4
        return Comparison(
            name: "push + pop in one tab, \(untouched) screens in 4 other tabs",
            sdk: {
                let tabs = (0..<5).map { index in
                    NavigationTab(
                        identifier: "tab\(index)", title: "Tab \(index)",
                        models: Array(
                            repeating: NavigationModel(initialViewControllerType: BenchmarkScreen.self),
                            count: index == 0 ? 1 : max(1, perTab)))
                }
                let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
                router.startNavigationModuleFrom(.tabBranch(tabs))
                HeadlessAnimations.finishAll()
                guard let branch = router.currentModule as? TabBranchModule else {
                    return failedSetUp("no tab branch on screen")
                }
                for index in 1..<5 { branch.modules[index].navigationController.loadViewIfNeeded() }
                let module = branch.selectedModule
                let held = branch.modules.dropFirst().map(\.viewControllers.count).reduce(0, +)
                expectWork(held >= untouched, "the other tabs hold \(held) screens, not \(untouched)")
                return { iterations in
                    for _ in 0..<iterations {
                        module.pushViewController(BenchmarkScreen.self, animated: false, completion: nil)
                        module.popViewController(animated: false, completion: nil)
                    }
                    expectWork(
                        module.viewControllers.count == 1, "the SDK's pushes and pops in the tab did not balance")
                    withExtendedLifetime(router) {}
                }
            },
            raw: {
                let stacks = (0..<5).map { index in
                    let navigationController = UINavigationController()
                    navigationController.setViewControllers(
                        (0..<(index == 0 ? 1 : max(1, perTab))).map { _ in BenchmarkScreen(navigationModule: nil) },
                        animated: false)
                    return navigationController
                }
                let tabBarController = UITabBarController()
                tabBarController.viewControllers = stacks
                let window = visibleWindow(showing: tabBarController)
                return { iterations in
                    for _ in 0..<iterations {
                        stacks[0].pushViewController(BenchmarkScreen(navigationModule: nil), animated: false)
                        stacks[0].popViewController(animated: false)
                    }
                    expectWork(
                        stacks[0].viewControllers.count == 1, "UIKit's pushes and pops in the tab did not balance")
                    withExtendedLifetime(window) {}
                }
            })
    }
}

/// A count a completion adds to.
@MainActor
final class Counter {
    var count = 0
}
