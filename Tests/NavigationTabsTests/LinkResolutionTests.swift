import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Links resolved asynchronously: shown, handed off, rejected or cancelled, exactly once")
@MainActor
struct LinkResolutionTests {
    /// A router on the shop's tabs, with animations settled.
    private func shopRouter() async throws -> (NavigationRouter, TabBranchModule) {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(shopTabs())
        await settle()
        return (router, try #require(router.currentModule as? TabBranchModule))
    }

    /// Routes whose project links wait at `gate` before answering what `answer` says.
    private func routes(
        gate: ResolverGate,
        answer: @escaping @Sendable (RouteParameters) throws -> RouteResolution<ShopDestination> = {
            .show(.project(try $0.int("id")))
        }
    ) throws -> DestinationRouteTable<ShopDestination> {
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop", "https"], hosts: ["shop.example"])
        try routes.addResolver("projects/:id(int)") { parameters in
            try await gate.pass()
            return try answer(parameters)
        }
        try routes.add("activity") { _ in .activity }
        return routes
    }

    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test("A link resolves while nothing moves and the queue is free, then its destination is shown")
    func resolvesThenShows() async throws {
        let (router, branch) = try await shopRouter()
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        let link = try url("shop://projects/12")
        #expect(router.open(link, using: try routes(gate: gate), completion: log.outcome("link")))
        await eventually { gate.arrivals == 1 }
        #expect(router.resolvingLink == .url(link))
        #expect(!router.isProcessingRequests)
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen"])
        #expect(log.events == [.resolving(.url(link))])

        gate.open()
        await eventually { log.outcomes["link"] != nil }
        await settle()
        #expect(log.outcomes["link"] == .shown)
        #expect(router.resolvingLink == nil)
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
        #expect(log.events == [.resolving(.url(link)), .shown(AnyNavigationDestination(ShopDestination.project(12)))])
    }

    @Test(
        "The user keeps control while a link resolves: their moves land, and the link lands after them",
        .headlessOnly)
    func userMovesMeanwhile() async throws {
        let (router, branch) = try await shopRouter()
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        router.open(try url("shop://projects/7"), using: try routes(gate: gate), completion: log.outcome("link"))
        await eventually { gate.arrivals == 1 }

        let tabBar = try #require(branch.containerViewController as? UITabBarController)
        #expect(UserMoves.tapTab(at: 1, in: tabBar))
        await settle()
        #expect(branch.selectedModule === branch.module(forTab: "activity"))
        try await branch.module(forTab: "activity")?.pushViewController(ProfileScreen.self)
        #expect(branch.selectedModule.stackTypeNames == ["ActivityScreen", "ProfileScreen"])

        gate.open()
        await eventually { log.outcomes["link"] != nil }
        await settle()
        #expect(log.outcomes["link"] == .shown)
        #expect(branch.selectedModule === branch.module(forTab: "explore"))
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
        #expect(branch.module(forTab: "activity")?.stackTypeNames == ["ActivityScreen", "ProfileScreen"])
    }

    @Test("A newer link cancels the one still resolving: its task sees the cancellation, its answer goes nowhere")
    func newerLinkSupersedes() async throws {
        let (router, branch) = try await shopRouter()
        let log = LinkLog(observing: router)
        let first = ResolverGate()
        let second = ResolverGate()
        let older = try url("shop://projects/1")
        let newer = try url("shop://projects/2")
        router.open(older, using: try routes(gate: first), completion: log.outcome("older"))
        await eventually { first.arrivals == 1 }
        router.open(newer, using: try routes(gate: second), completion: log.outcome("newer"))
        #expect(log.outcomes["older"] == .cancelled(.superseded))
        await eventually { first.cancellations == 1 }
        #expect(router.resolvingLink == .url(newer))

        second.open()
        await eventually { log.outcomes["newer"] != nil }
        await settle()
        #expect(log.outcomes["newer"] == .shown)
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
        let shownProject = (branch.selectedModule.viewControllers.last as? ProjectScreen)?.input
        #expect(shownProject == 2)
        #expect(
            log.events == [
                .resolving(.url(older)), .resolutionCancelled(.url(older), reason: .superseded),
                .resolving(.url(newer)), .shown(AnyNavigationDestination(ShopDestination.project(2))),
            ])
    }

    @Test("A newer link with a plain handler, or a destination opened by code, also cancels a resolving link")
    func plainRequestsSupersede() async throws {
        let (router, branch) = try await shopRouter()
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        let routes = try routes(gate: gate)
        router.open(try url("shop://projects/1"), using: routes, completion: log.outcome("first"))
        await eventually { gate.arrivals == 1 }
        router.open(try url("shop://activity"), using: routes, completion: log.outcome("activity"))
        #expect(log.outcomes["first"] == .cancelled(.superseded))

        router.open(try url("shop://projects/3"), using: routes, completion: log.outcome("second"))
        await eventually { gate.arrivals == 2 }
        router.open(ShopDestination.activity, completion: nil)
        #expect(log.outcomes["second"] == .cancelled(.superseded))
        gate.open()
        await settle()
        #expect(log.outcomes["activity"] == .shown)
        #expect(branch.selectedModule === branch.module(forTab: "activity"))
        #expect(branch.module(forTab: "explore")?.stackTypeNames == ["ExploreScreen"])
    }

    @Test("An input that is rejected leaves the link that is resolving alone")
    func rejectedInputDoesNotCancel() async throws {
        let (router, _) = try await shopRouter()
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        let routes = try routes(gate: gate)
        let link = try url("shop://projects/4")
        router.open(link, using: routes, completion: log.outcome("link"))
        let unknown = try url("shop://admin")
        #expect(!router.open(unknown, using: routes, completion: log.outcome("unknown")))
        #expect(log.outcomes["unknown"] == .rejected(.url(unknown), reason: .unknownPath("/admin")))
        #expect(router.resolvingLink == .url(link))
        gate.open()
        await eventually { log.outcomes["link"] != nil }
        #expect(log.outcomes["link"] == .shown)
    }

    @Test("Signing out while a link resolves (a flow change) cancels it; its late answer moves nothing")
    func flowChangeCancels() async throws {
        let (router, _) = try await shopRouter()
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        let link = try url("shop://projects/5")
        router.open(link, using: try routes(gate: gate), completion: log.outcome("link"))
        await eventually { gate.arrivals == 1 }
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await settle()
        #expect(log.outcomes["link"] == .cancelled(.flowChanged))
        #expect(log.events.contains(.resolutionCancelled(.url(link), reason: .flowChanged)))
        gate.open()
        await eventually { gate.cancellations == 1 }
        await settle()
        #expect(router.pendingDestination == nil)
        #expect(router.currentModule?.stackTypeNames == ["SignInScreen"])
    }

    @Test("With cancelsLinkResolutionOnFlowChange off, a link outlives a splash flow and is shown in the next")
    func linkOutlivesSplash() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.cancelsLinkResolutionOnFlowChange = false
        router.startNavigationModuleFrom(.screen(SplashScreen.self))
        await settle()
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        router.open(try url("shop://projects/8"), using: try routes(gate: gate), completion: log.outcome("link"))
        await eventually { gate.arrivals == 1 }
        router.startNextNavigationModule(with: [shopTabs()], transition: .none, completion: nil)
        await settle()
        #expect(log.outcomes["link"] == nil)
        gate.open()
        await eventually { log.outcomes["link"] != nil }
        await settle()
        #expect(log.outcomes["link"] == .shown)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
    }

    @Test("Clearing the held destination on sign-out also stops a link that is resolving")
    func clearingCancels() async throws {
        let (router, _) = try await shopRouter()
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        let link = try url("shop://projects/6")
        router.open(link, using: try routes(gate: gate), completion: log.outcome("link"))
        await eventually { gate.arrivals == 1 }
        #expect(router.clearPendingDestination() == nil)
        #expect(log.outcomes["link"] == .cancelled(.cleared))
        #expect(router.resolvingLink == nil)
        await eventually { gate.cancellations == 1 }
    }

    @Test("A resolver slower than the time limit is stopped and reported as timed out")
    func timesOut() async throws {
        let (router, branch) = try await shopRouter()
        router.linkResolutionTimeLimit = 0.05
        let log = LinkLog(observing: router)
        let gate = ResolverGate()
        let link = try url("shop://projects/9")
        router.open(link, using: try routes(gate: gate), completion: log.outcome("link"))
        await eventually { log.outcomes["link"] != nil }
        #expect(log.outcomes["link"] == .cancelled(.timedOut(after: 0.05)))
        #expect(
            log.events == [.resolving(.url(link)), .resolutionCancelled(.url(link), reason: .timedOut(after: 0.05))])
        await eventually { gate.cancellations == 1 }
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen"])
        #expect(
            DestinationEvent.resolutionCancelled(.url(link), reason: .timedOut(after: 0.05)).description
                == "stopped resolving the URL shop://projects/9: it took longer than 0.05 seconds")
    }

    @Test("Releasing the router mid-resolution ends the link with routerReleased and cancels its task")
    func routerReleased() async throws {
        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        router?.startNavigationModuleFrom(shopTabs())
        await settle()
        let gate = ResolverGate()
        var outcome: DestinationOutcome?
        router?.open(try url("shop://projects/10"), using: try routes(gate: gate)) { outcome = $0 }
        await eventually { gate.arrivals == 1 }
        weak let released = router
        router = nil
        await eventually { outcome != nil }
        #expect(released == nil)
        #expect(outcome == .cancelled(.routerReleased))
        await eventually { gate.cancellations == 1 }
    }

    @Test("The default hand-off does not keep the router alive")
    func defaultHandOffReleasesTheRouter() async {
        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        let handOff = router?.onHandOff
        weak let released = router
        router = nil
        #expect(released == nil)
        handOff?(URL(fileURLWithPath: "/nowhere"))
    }

    @Test("settleLinkResolution waits for the resolver's answer and what it started")
    func settleLinkResolutionWaits() async throws {
        let (router, branch) = try await shopRouter()
        let gate = ResolverGate()
        var outcome: DestinationOutcome?
        router.open(try url("shop://projects/30"), using: try routes(gate: gate)) { outcome = $0 }
        Task {
            try? await Task.sleep(nanoseconds: 20_000_000)
            gate.open()
        }
        await settleLinkResolution(of: router)
        #expect(outcome == .shown)
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
    }

    @Test("A resolver that hands the link off: the router passes the URL to onHandOff and reports it")
    func handOff() async throws {
        let (router, branch) = try await shopRouter()
        let log = LinkLog(observing: router)
        var handedOff: [URL] = []
        router.onHandOff = { handedOff.append($0) }
        let gate = ResolverGate()
        gate.open()
        let prelaunch = try url("https://shop.example/projects/13?ref=mail")
        let routes = try routes(gate: gate) { parameters in
            try parameters.int("id") == 13 ? .handOff : .show(.project(try parameters.int("id")))
        }
        router.open(prelaunch, using: routes, completion: log.outcome("link"))
        await eventually { log.outcomes["link"] != nil }
        #expect(log.outcomes["link"] == .handedOff(prelaunch))
        #expect(handedOff == [prelaunch])
        #expect(log.events == [.resolving(.url(prelaunch)), .handedOff(.url(prelaunch), to: prelaunch)])
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen"])
    }

    @Test(
        "By default a handed-off link is opened through the window's scene, as Safari would get it", .headlessOnly)
    func defaultHandOffOpensThroughTheScene() async throws {
        final class Delegate: NSObject, UIWindowSceneDelegate {
            var window: UIWindow?
            var router: NavigationRouter?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                router = NavigationRouter(in: window)
                router?.startNavigationModuleFrom(shopTabs())
                self.window = window
            }
        }
        let delegate = Delegate()
        let scene = SystemEvents.connect(delegate)
        let router = try #require(delegate.router)
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["https"], hosts: ["shop.example"])
        try routes.addResolver("blog/:slug") { _ in .handOff }
        let post = try url("https://shop.example/blog/launch")
        var outcome: DestinationOutcome?
        router.open(post, using: routes) { outcome = $0 }
        await eventually { outcome != nil }
        #expect(outcome == .handedOff(post))
        #expect(SystemEvents.urlsOpenedExternally(by: scene) == [post])
    }

    @Test("Hand-off to another URL, of an input that is not a URL, rejection and a thrown error each end once")
    func otherAnswers() async throws {
        let (router, _) = try await shopRouter()
        let log = LinkLog(observing: router)
        router.onHandOff = { _ in }
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        let final = try url("https://tracking.example/final")
        try routes.addResolver("redirect") { _ in .handOff(to: final) }
        try routes.addResolver("prelaunch") { _ in .reject("the project has not launched") }
        struct NotFound: Error {}
        try routes.addResolver("missing") { _ in throw NotFound() }
        try routes.addShortcutResolver(type: "web") { _ in .handOff }

        router.open(try url("shop://redirect"), using: routes, completion: log.outcome("redirect"))
        await eventually { log.outcomes["redirect"] != nil }
        #expect(log.outcomes["redirect"] == .handedOff(final))

        let prelaunch = try url("shop://prelaunch")
        router.open(prelaunch, using: routes, completion: log.outcome("prelaunch"))
        await eventually { log.outcomes["prelaunch"] != nil }
        #expect(
            log.outcomes["prelaunch"]
                == .rejected(.url(prelaunch), reason: .rejectedByHandler("the project has not launched")))

        let missing = try url("shop://missing")
        router.open(missing, using: routes, completion: log.outcome("missing"))
        await eventually { log.outcomes["missing"] != nil }
        #expect(log.outcomes["missing"] == .rejected(.url(missing), reason: .rejectedByHandler("NotFound()")))

        let shortcut = DeepLinkInput.shortcut(type: "web", userInfo: .dictionary([:]))
        router.open(shortcut, using: routes, completion: log.outcome("shortcut"))
        await eventually { log.outcomes["shortcut"] != nil }
        #expect(log.outcomes["shortcut"] == .rejected(shortcut, reason: .nothingToHandOff))
        #expect(log.events.filter { if case .rejected = $0 { true } else { false } }.count == 3)
    }

    @Test("A resolver sees the whole input: scheme, host, path and query of the URL")
    func resolverSeesWholeInput() async throws {
        var routes = DestinationRouteTable<ShopDestination>(
            schemes: ["https"], hosts: ["shop.example", "m.shop.example"])
        try routes.addResolver("projects/:id(int)") { parameters in
            guard let url = parameters.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                components.scheme == "https", parameters.host == "m.shop.example",
                components.path == "/projects/21", parameters.values["ref"] == "mail",
                parameters.input == .url(url)
            else { return .reject("incomplete input \(parameters)") }
            return .show(.project(try parameters.int("id")))
        }
        let link = try url("https://m.shop.example/projects/21?ref=mail")
        #expect(await routes.resolution(for: .url(link)) == .show(.project(21)))
        #expect(throws: DeepLinkError.resolvesAsynchronously) { try routes.destination(for: link) }
    }

    @Test(
        "A destination given to a route table as input is the answer as it is; one of another type is refused, naming its type"
    )
    func destinationInputsThroughATable() async throws {
        let routes = try routes(gate: ResolverGate())
        #expect(
            await routes.resolution(for: .destination(AnyNavigationDestination(ShopDestination.project(4))))
                == .show(.project(4)))
        #expect(
            await routes.resolution(for: .destination(AnyNavigationDestination(AppDestination.profile)))
                == .reject(.destinationOfAnotherType("AppDestination")))
    }

    @Test("A destination opened through a route table as input is shown, as the router's open(_:) shows it")
    func destinationInputOpensThroughTheRouter() async throws {
        let (router, branch) = try await shopRouter()
        let log = LinkLog(observing: router)
        let input = DeepLinkInput.destination(AnyNavigationDestination(ShopDestination.project(5)))
        #expect(router.open(input, using: try routes(gate: ResolverGate()), completion: log.outcome("input")))
        await settle()
        #expect(log.outcomes["input"] == .shown)
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
    }
}
