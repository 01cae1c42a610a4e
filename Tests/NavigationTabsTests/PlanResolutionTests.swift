import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Destination plans decided after a fetch")
@MainActor
struct PlanResolutionTests {
    @Test("The plan is fetched while nothing moves and the queue is free; then it runs in its tab")
    func resolvesThenRuns() async throws {
        let gate = ResolverGate()
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(loadingShopTabs(gate: gate))
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        try await branch.selectTab(identifier: "activity")
        let log = LinkLog(observing: router)
        router.open(ShopDestination.project(5), completion: log.outcome("project"))
        await eventually { gate.arrivals == 1 }
        #expect(!router.isProcessingRequests)
        let destination = AnyNavigationDestination(ShopDestination.project(5))
        #expect(router.resolvingLink == .destination(destination))
        #expect(branch.selectedModule === branch.module(forTab: "activity"))

        gate.open()
        await eventually { log.outcomes["project"] != nil }
        await settle()
        #expect(log.outcomes["project"] == .shown)
        #expect(branch.selectedModule === branch.module(forTab: "explore"))
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
        #expect(log.events == [.resolving(.destination(destination)), .shown(destination)])
    }

    @Test("A plan that rejects or throws refuses the destination; a hand-off plan goes to onHandOff; nothing moves")
    func rejectedAndHandedOff() async throws {
        let gate = ResolverGate()
        gate.open()
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(loadingShopTabs(gate: gate))
        await settle()
        var handedOff: [URL] = []
        router.onHandOff = { handedOff.append($0) }
        let log = LinkLog(observing: router)
        router.open(ShopDestination.project(404), completion: log.outcome("missing"))
        await eventually { log.outcomes["missing"] != nil }
        let missing = DeepLinkInput.destination(AnyNavigationDestination(ShopDestination.project(404)))
        #expect(log.outcomes["missing"] == .rejected(missing, reason: .rejectedByHandler("no such project")))
        router.open(ShopDestination.project(500), completion: log.outcome("failing"))
        await eventually { log.outcomes["failing"] != nil }
        let failing = DeepLinkInput.destination(AnyNavigationDestination(ShopDestination.project(500)))
        #expect(
            log.outcomes["failing"]
                == .rejected(failing, reason: .rejectedByHandler(String(describing: URLError(.badServerResponse)))))

        router.open(ShopDestination.project(13), completion: log.outcome("prelaunch"))
        await eventually { log.outcomes["prelaunch"] != nil }
        let web = URL(fileURLWithPath: "/prelaunch/13")
        #expect(log.outcomes["prelaunch"] == .handedOff(web))
        #expect(handedOff == [web])
        await settle()
        #expect(router.currentModule?.selectedStackTypeNames == ["ExploreScreen"])
    }

    @Test("A held destination whose plan resolves is fetched once a flow can show it, then shown")
    func heldThenResolved() async throws {
        let gate = ResolverGate()
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(.screen(SignInScreen.self))
        await settle()
        let log = LinkLog(observing: router)
        router.open(ShopDestination.project(21), completion: log.outcome("project"))
        await settle()
        #expect(log.outcomes["project"] == .held)
        router.startNextNavigationModule(with: [loadingShopTabs(gate: gate)], transition: .none, completion: nil)
        await eventually { gate.arrivals == 1 }
        gate.open()
        let destination = AnyNavigationDestination(ShopDestination.project(21))
        await eventually { log.events.last == .shown(destination) }
        await settle()
        #expect(router.currentModule?.selectedStackTypeNames == ["ExploreScreen", "ProjectScreen"])
        #expect(router.pendingDestination == nil)
    }

    @Test("When the flow changes while the plan resolves (cancellation off), the destination is asked of the new flow")
    func flowChangedWhileResolving() async throws {
        let gate = ResolverGate()
        let router = NavigationRouter(in: makeTestWindow())
        router.cancelsLinkResolutionOnFlowChange = false
        router.startNavigationModuleFrom(loadingShopTabs(gate: gate))
        await settle()
        let log = LinkLog(observing: router)
        router.open(ShopDestination.project(8), completion: log.outcome("project"))
        await eventually { gate.arrivals == 1 }
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await settle()
        gate.open()
        await eventually { log.outcomes["project"] != nil }
        #expect(log.outcomes["project"] == .held)
        #expect(router.pendingDestination == AnyNavigationDestination(ShopDestination.project(8)))
        #expect(router.currentModule?.stackTypeNames == ["SignInScreen"])
    }

    /// A router on the sign-in screen that holds `ShopDestination.project(heldID)`, then opens `link`
    /// through a route `pattern` whose resolver waits for the returned gate before it answers, then
    /// moves to tabs whose plan for the held project resolves at once.
    private func holdProjectWhileLinkResolves(
        heldID: Int, pattern: String, link: URL,
        answer: @escaping @Sendable (RouteParameters) throws -> RouteResolution<ShopDestination>
    ) async throws -> (router: NavigationRouter, log: LinkLog, linkGate: ResolverGate) {
        let planGate = ResolverGate()
        planGate.open()
        let linkGate = ResolverGate()
        let router = NavigationRouter(in: makeTestWindow())
        router.cancelsLinkResolutionOnFlowChange = false
        router.startNavigationModuleFrom(.screen(SignInScreen.self))
        await settle()
        let log = LinkLog(observing: router)
        router.open(ShopDestination.project(heldID), completion: log.outcome("held"))
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        try routes.addResolver(pattern) { parameters in
            try await linkGate.pass()
            return try answer(parameters)
        }
        router.open(link, using: routes, completion: log.outcome("link"))
        router.startNextNavigationModule(with: [loadingShopTabs(gate: planGate)], transition: .none, completion: nil)
        await settle()
        return (router, log, linkGate)
    }

    @Test(
        "A held destination whose plan resolves waits for the link resolving now instead of stopping it; the link's newer answer replaces it"
    )
    func heldDestinationWaitsForTheResolvingLink() async throws {
        let link = try #require(URL(string: "shop://projects/5"))
        let (router, log, linkGate) = try await holdProjectWhileLinkResolves(
            heldID: 21, pattern: "projects/:id(int)", link: link
        ) { parameters in .show(.project(try parameters.int("id"))) }
        #expect(router.resolvingLink == .url(link))
        #expect(router.pendingDestination == AnyNavigationDestination(ShopDestination.project(21)))

        linkGate.open()
        await eventually { log.outcomes["link"] != nil }
        #expect(log.outcomes["link"] == .shown)
        let held = AnyNavigationDestination(ShopDestination.project(21))
        let answered = AnyNavigationDestination(ShopDestination.project(5))
        await eventually { log.events.last == .shown(answered) }
        await settle()
        #expect(log.events.contains(.replaced(held, by: answered)))
        #expect(!log.events.contains(.shown(held)))
        #expect(router.pendingDestination == nil)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect((branch.selectedModule.viewControllers.last as? ProjectScreen)?.input == 5)
        #expect(!log.events.contains { if case .resolutionCancelled = $0 { true } else { false } })
    }

    @Test("A held destination whose plan resolves is offered once a resolving link is refused")
    func heldDestinationOfferedAfterRefusal() async throws {
        let link = try #require(URL(string: "shop://missing"))
        let (router, log, linkGate) = try await holdProjectWhileLinkResolves(
            heldID: 22, pattern: "missing", link: link
        ) { _ in .reject("gone") }
        #expect(router.pendingDestination != nil)
        linkGate.open()
        let held = AnyNavigationDestination(ShopDestination.project(22))
        await eventually { log.events.last == .shown(held) }
        await settle()
        #expect(log.outcomes["link"] == .rejected(.url(link), reason: .rejectedByHandler("gone")))
        #expect(router.currentModule?.selectedStackTypeNames == ["ExploreScreen", "ProjectScreen"])
    }

    @Test("A newer destination whose plan still resolves keeps the older held one from being shown, then replaces it")
    func newerResolvingDestinationKeepsTheHeldOneWaiting() async throws {
        let gate = ResolverGate()
        let (router, log) = await signInHoldingMessageOne()
        let tabs = SampleApp.inboxOnlyTabs {
            .resolving {
                try await gate.pass()
                return .stack([NavigationModel(MessageDetailScreen.self, input: 2)])
            }
        }
        router.currentModule?.endFlow(with: [tabs], transition: .crossDissolve(), completion: nil)
        router.open(AppDestination.settings, completion: nil)
        await settle()
        let one = AnyNavigationDestination(AppDestination.message(id: 1))
        let settings = AnyNavigationDestination(AppDestination.settings)
        #expect(!log.events.contains(.shown(one)), "while settings resolves: \(log.events)")
        gate.open()
        await eventually { router.resolvingLink == nil }
        await settle()
        #expect(log.events.contains(.replaced(one, by: settings)), "\(log.events)")
        #expect(!log.events.contains(.shown(one)), "\(log.events)")
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect((branch.selectedModule.viewControllers.last as? MessageDetailScreen)?.input == 2)
    }
}
