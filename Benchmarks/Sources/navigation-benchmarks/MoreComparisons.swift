import Foundation
import HeadlessUIKitDrivers
import NavigationCore
import NavigationTabs

/// What the deep-link benchmarks open: an inbox whose messages have threads and replies.
enum BenchmarkDestination: NavigationDestination {
    case inbox
    case reply(message: Int, thread: Int, reply: Int)
    case activity
}

/// The SDK's deep links, route matching, cold start and presented chains, beside their raw UIKit twins.
@MainActor
enum MoreComparisons {
    /// The links the deep-link benchmarks open, in turn: three screens deep into the inbox, then back
    /// to the other tab, so that every link moves something.
    private static let deepLinks = [
        "myapp://messages/41/threads/7/replies/3", "myapp://activity", "myapp://messages/42/threads/8/replies/4",
        "myapp://activity",
    ].compactMap(URL.init(string:))

    /// The route table of the deep-link benchmarks: the app's twenty routes, the matched ones among them,
    /// a quarter of the others ending in a wildcard and a quarter serving a host of their own.
    static func routes(sections: Int = 17) -> DestinationRouteTable<BenchmarkDestination> {
        var routes = DestinationRouteTable<BenchmarkDestination>(schemes: ["myapp", "https"], hosts: ["example.com"])
        do {
            try routes.add("messages") { _ in .inbox }
            try routes.add("messages/:message(int)/threads/:thread(int)/replies/:reply(int)") { parameters in
                .reply(
                    message: try parameters.int("message"), thread: try parameters.int("thread"),
                    reply: try parameters.int("reply"))
            }
            try routes.add("activity") { _ in .activity }
            // One section in four takes a path of any length, and one in four serves a tracking host of
            // its own, as click-tracking routes do.
            for index in 0..<sections {
                if index % 4 == 0 {
                    try routes.add("section\(index)/*rest") { _ in .inbox }
                } else if index % 4 == 1 {
                    try routes.add("c\(index)/*tokens", hosts: ["clicks.example.com"]) { _ in .inbox }
                } else {
                    try routes.add("section\(index)/:name") { _ in .inbox }
                }
            }
        } catch {
            expectWork(false, "the benchmark's routes did not build: \(error)")
        }
        return routes
    }

    /// The inbox's plan: a reply three screens above the root.
    private static let inboxDestinations = DestinationHandler(BenchmarkDestination.self) { destination in
        switch destination {
        case .inbox: .root
        case .reply(let message, let thread, let reply):
            .stack([
                NavigationModel(initialViewControllerType: BenchmarkScreen.self, object: message),
                NavigationModel(initialViewControllerType: BenchmarkScreen.self, object: thread),
                NavigationModel(initialViewControllerType: BenchmarkScreen.self, object: reply),
            ])
        case .activity: nil
        }
    }

    static let deepLink = Comparison(
        name: "deep link by URL into a tab, 3 screens deep",
        sdk: {
            let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
            router.startNavigationModuleFrom(
                .tabBranch([
                    NavigationTab(
                        identifier: "inbox", title: "Inbox",
                        models: [NavigationModel(initialViewControllerType: BenchmarkScreen.self)],
                        destinations: inboxDestinations),
                    NavigationTab(
                        identifier: "activity", title: "Activity",
                        models: [NavigationModel(initialViewControllerType: BenchmarkScreen.self)],
                        destinations: DestinationHandler(BenchmarkDestination.self) { $0 == .activity ? .root : nil }),
                ]))
            HeadlessAnimations.finishAll()
            let routes = MoreComparisons.routes()
            guard let branch = router.currentModule as? TabBranchModule else {
                return failedSetUp("no tab branch on screen")
            }
            return { iterations in
                var opened = 0
                for index in 0..<iterations {
                    if router.openDestination(for: deepLinks[index % deepLinks.count], using: routes) { opened += 1 }
                    HeadlessAnimations.finishAll()
                }
                expectWork(opened == iterations, "\(opened) of \(iterations) deep links opened")
                expectWork(
                    branch.modules[0].viewControllers.count == 4, "the deep link did not build the inbox's stack")
            }
        },
        raw: {
            let inbox = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
            let activity = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [inbox, activity]
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = tabBarController
            window.makeKeyAndVisible()
            HeadlessAnimations.finishAll()
            return { iterations in
                for index in 0..<iterations {
                    let segments = RawLinks.segments(of: deepLinks[index % deepLinks.count])
                    if segments.first == "messages", segments.count == 6 {
                        let values = [1, 3, 5].compactMap { Int(segments[$0]) }
                        guard values.count == 3 else { continue }
                        tabBarController.selectedIndex = 0
                        inbox.setViewControllers(
                            [inbox.viewControllers[0]] + values.map { _ in BenchmarkScreen(navigationModule: nil) },
                            animated: true)
                    } else if segments.first == "activity" {
                        tabBarController.selectedIndex = 1
                    }
                    HeadlessAnimations.finishAll()
                }
                expectWork(inbox.viewControllers.count == 4, "the raw deep link did not build the inbox's stack")
                withExtendedLifetime(window) {}
            }
        })

    static let routeMatching = routeMatching(routeCount: 20)

    /// Matching one URL's text in a table of `routeCount` routes (at least 3), beside parsing it raw.
    static func routeMatching(routeCount: Int) -> Comparison {
        Comparison(
            name: "route matching of a URL's text, \(routeCount) routes",
            sdk: {
                let routes = MoreComparisons.routes(sections: max(0, routeCount - 3))
                let text = "myapp://messages/42/threads/8/replies/4"
                return { iterations in
                    var matched = 0
                    for _ in 0..<iterations {
                        if case .reply(42, 8, 4) = try? routes.destination(forURLString: text) { matched += 1 }
                    }
                    expectWork(matched == iterations, "\(matched) of \(iterations) URLs matched")
                }
            },
            raw: {
                let text = "myapp://messages/42/threads/8/replies/4"
                return { iterations in
                    var matched = 0
                    for _ in 0..<iterations {
                        guard let url = URL(string: text) else { continue }
                        let segments = RawLinks.segments(of: url)
                        if segments.count == 6, Int(segments[1]) == 42, Int(segments[3]) == 8, Int(segments[5]) == 4 {
                            matched += 1
                        }
                    }
                    expectWork(matched == iterations, "\(matched) of \(iterations) URLs parsed")
                }
            })
    }

    static let coldStart = Comparison(
        name: "cold start: window, router, first flow on screen",
        sdk: {
            { iterations in
                var started = 0
                for _ in 0..<iterations {
                    let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
                    router.startNavigationModuleFrom(
                        [NavigationModel(initialViewControllerType: BenchmarkScreen.self)], transition: .none
                    ) { result in
                        if case .success = result { started += 1 }
                    }
                    HeadlessAnimations.finishAll()
                }
                expectWork(started == iterations, "\(started) of \(iterations) first flows appeared")
            }
        },
        raw: {
            { iterations in
                var shown = 0
                for _ in 0..<iterations {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = UINavigationController(
                        rootViewController: BenchmarkScreen(navigationModule: nil))
                    window.makeKeyAndVisible()
                    HeadlessAnimations.finishAll()
                    if window.rootViewController?.children.first?.viewIfLoaded?.window != nil { shown += 1 }
                }
                expectWork(shown == iterations, "\(shown) of \(iterations) first screens appeared")
            }
        })

    /// Push + pop in the top module of a chain of `depth` presented modules (none: in the flow itself).
    static func pushPopAtopPresentedChain(depth: Int) -> Comparison {
        Comparison(
            name: "push + pop atop \(depth) presented modules",
            sdk: {
                let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
                router.startNavigationModuleFrom(
                    [NavigationModel(initialViewControllerType: BenchmarkScreen.self)], transition: .none)
                HeadlessAnimations.finishAll()
                guard var top = router.currentModule else { return failedSetUp("no flow on screen") }
                for _ in 0..<depth {
                    top.present(
                        [NavigationModel(initialViewControllerType: BenchmarkScreen.self)], presentation: .fullScreen,
                        animated: false,
                        completion: { (_: Result<ModalOutcome<Int>, NavigationError>) in })
                    guard let presented = top.presentedModule else { return failedSetUp("a presentation failed") }
                    top = presented
                }
                let module = top
                return { iterations in
                    for _ in 0..<iterations {
                        module.pushViewController(BenchmarkScreen.self, animated: false, completion: nil)
                        module.popViewController(animated: false, completion: nil)
                    }
                    expectWork(module.viewControllers.count == 1, "the SDK's pushes and pops did not balance")
                    withExtendedLifetime(router) {}
                }
            },
            raw: {
                let root = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = root
                window.makeKeyAndVisible()
                HeadlessAnimations.finishAll()
                var top = root
                for _ in 0..<depth {
                    let presented = UINavigationController(rootViewController: BenchmarkScreen(navigationModule: nil))
                    presented.modalPresentationStyle = .fullScreen
                    top.present(presented, animated: false)
                    top = presented
                }
                let navigationController = top
                return { iterations in
                    for _ in 0..<iterations {
                        navigationController.pushViewController(BenchmarkScreen(navigationModule: nil), animated: false)
                        navigationController.popViewController(animated: false)
                    }
                    expectWork(
                        navigationController.viewControllers.count == 1, "UIKit's pushes and pops did not balance")
                    withExtendedLifetime(window) {}
                }
            })
    }
}

/// What raw UIKit code does with a link before it navigates: Foundation's parse, the path split and
/// each segment percent-decoded, a custom scheme's host taken as the first segment.
enum RawLinks {
    static func segments(of url: URL) -> [String] {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return [] }
        var encoded: [Substring] = []
        if let host = components.percentEncodedHost, !host.isEmpty { encoded.append(Substring(host)) }
        encoded += components.percentEncodedPath.split(separator: "/")
        return encoded.compactMap { $0.removingPercentEncoding }
    }
}
