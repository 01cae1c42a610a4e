import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// The promises of the README and the deep-link article around held destinations and link
/// resolution, each in the order of events that once broke it.
@Suite("Held destinations and resolving links: the newest request wins, every link ends once")
@MainActor
struct LinkPromiseTests {
    /// A router on the sign-in screen holding `held`, with a log of its destination events.
    private func signInHolding(_ held: ShopDestination) async -> (NavigationRouter, LinkLog) {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(.screen(SignInScreen.self))
        await settle()
        let log = LinkLog(observing: router)
        router.open(held, completion: log.outcome("held"))
        return (router, log)
    }

    /// A route table whose `fetch/:id` links wait at `gate`, then show project `id`.
    private func fetchRoutes(gate: ResolverGate) throws -> DestinationRouteTable<ShopDestination> {
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        try routes.addResolver("fetch/:id(int)") { parameters in
            try await gate.pass()
            return .show(.project(try parameters.int("id")))
        }
        return routes
    }

    @Test("clearPendingDestination() drops a held destination that a newer resolving plan was to replace")
    func clearingDropsTheHeldDestinationDuringAResolvingPlan() async throws {
        let gate = ResolverGate()
        let (router, log) = await signInHolding(.activity)
        router.startNextNavigationModule(
            with: [loadingShopTabs(gate: gate)], transition: .crossDissolve(), completion: nil)
        router.open(ShopDestination.project(1), completion: log.outcome("project"))
        await eventually { gate.arrivals == 1 }

        let cleared = router.clearPendingDestination()
        #expect(cleared == AnyNavigationDestination(ShopDestination.activity))
        #expect(router.pendingDestination == nil)
        gate.open()
        await settle()
        let activity = AnyNavigationDestination(ShopDestination.activity)
        #expect(!log.events.contains(.shown(activity)), "\(log.events)")
        #expect(log.events.contains(.dropped(activity, reason: .cleared)), "\(log.events)")
        #expect(log.outcomes["project"] == .cancelled(.cleared))
        #expect(router.currentModule?.selectedStackTypeNames == ["ExploreScreen"])
    }

    @Test("A newer request replaces a held destination that waits for a resolving link: it is never shown over it")
    func newerRequestReplacesTheHeldDestination() async throws {
        let planGate = ResolverGate()
        planGate.open()
        let linkGate = ResolverGate()
        let (router, log) = await signInHolding(.project(1))
        router.cancelsLinkResolutionOnFlowChange = false
        router.open(try #require(URL(string: "shop://fetch/4")), using: try fetchRoutes(gate: linkGate)) {
            log.outcome("link")($0)
        }
        router.startNextNavigationModule(with: [loadingShopTabs(gate: planGate)], transition: .none, completion: nil)
        await settle()
        #expect(router.pendingDestination == AnyNavigationDestination(ShopDestination.project(1)))

        router.open(ShopDestination.activity, completion: log.outcome("activity"))
        await settle()
        await eventually { router.resolvingLink == nil && !router.isProcessingRequests }
        await settle()
        let held = AnyNavigationDestination(ShopDestination.project(1))
        let activity = AnyNavigationDestination(ShopDestination.activity)
        #expect(log.outcomes["activity"] == .shown)
        #expect(log.outcomes["link"] == .cancelled(.superseded))
        #expect(!log.events.contains(.shown(held)), "\(log.events)")
        #expect(log.events.contains(.replaced(held, by: activity)), "\(log.events)")
        #expect(router.pendingDestination == nil)
        #expect(router.currentModule?.selectedStackTypeNames == ["ActivityScreen"])
    }

    @Test("An older request whose plan resolves does not stop a newer link; the newer link wins")
    func olderRequestDoesNotStopANewerLink() async throws {
        let planGate = ResolverGate()
        let linkGate = ResolverGate()
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(loadingShopTabs(gate: planGate))
        await settle()
        let log = LinkLog(observing: router)
        router.startNextNavigationModule(
            with: [loadingShopTabs(gate: planGate)], transition: .crossDissolve(), completion: nil)
        router.open(ShopDestination.project(3), completion: log.outcome("project"))
        router.open(try #require(URL(string: "shop://fetch/4")), using: try fetchRoutes(gate: linkGate)) {
            log.outcome("link")($0)
        }
        await settle()
        #expect(log.outcomes["link"] == nil, "the newer link still resolves: \(log.events)")
        #expect(log.outcomes["project"] == .cancelled(.superseded))
        planGate.open()
        linkGate.open()
        await eventually { log.outcomes["link"] != nil }
        await settle()
        #expect(log.outcomes["link"] == .shown)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect((branch.selectedModule.viewControllers.last as? ProjectScreen)?.input == 4)
        #expect(planGate.arrivals == 1, "only the newer link's project was fetched, not the older one")
    }

    @Test(
        "A held destination waiting for a resolving link never starts inside a newer link's call; each link ends once")
    func heldDestinationDoesNotResolveUnderANewerLink() async throws {
        let planGate = ResolverGate()
        let linkGate = ResolverGate()
        let (router, log) = await signInHolding(.project(1))
        router.cancelsLinkResolutionOnFlowChange = false
        let routes = try fetchRoutes(gate: linkGate)
        router.open(try #require(URL(string: "shop://fetch/4")), using: routes) { log.outcome("first link")($0) }
        router.startNextNavigationModule(with: [loadingShopTabs(gate: planGate)], transition: .none, completion: nil)
        await settle()
        router.open(try #require(URL(string: "shop://fetch/5")), using: routes) { log.outcome("second link")($0) }
        #expect(router.resolvingLink == .url(try #require(URL(string: "shop://fetch/5"))))
        #expect(log.outcomes["first link"] == .cancelled(.superseded))
        let held = AnyNavigationDestination(ShopDestination.project(1))
        let resolvingHeld = log.events.filter { $0 == .resolving(.destination(held)) }.count
        let endedHeld = log.events.filter {
            if case .resolutionCancelled(.destination(held), _) = $0 { true } else { false }
        }.count
        #expect(resolvingHeld == endedHeld, "every resolution that began has ended or still runs: \(log.events)")
        planGate.open()
        linkGate.open()
        await eventually { log.outcomes["second link"] != nil }
        await settle()
        #expect(log.outcomes["second link"] == .shown)
        #expect(!log.events.contains(.shown(held)), "\(log.events)")
        #expect(router.pendingDestination == nil)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect((branch.selectedModule.viewControllers.last as? ProjectScreen)?.input == 5)
    }

    @Test("A resolving plan never runs for a destination already on top: no fetch, no resolution, alreadyShowing")
    func resolvingPlanSkippedWhenAlreadyShowing() async throws {
        let gate = ResolverGate()
        gate.open()
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(loadingShopTabs(gate: gate))
        await settle()
        let log = LinkLog(observing: router)
        router.open(ShopDestination.project(42), completion: log.outcome("first"))
        await eventually { log.outcomes["first"] != nil }
        await settle()
        #expect(log.outcomes["first"] == .shown)
        let fetches = gate.arrivals
        log.events = []

        router.open(ShopDestination.project(42), completion: log.outcome("again"))
        await settle()
        #expect(log.outcomes["again"] == .alreadyShowing)
        #expect(gate.arrivals == fetches, "the plan's fetch ran again")
        #expect(log.events == [.alreadyShowing(AnyNavigationDestination(ShopDestination.project(42)))])
    }

    @Test("The pop that shows a held destination is reported as code's, not the user's")
    func heldDestinationsPopIsCode() async throws {
        let (router, _) = await signInHolding(.activity)
        var events: [NavigationEvent] = []
        router.observeNavigation { events.append($0) }
        let tabs = NavigationModel.tabBranch([
            NavigationTab(
                identifier: "activity", title: "Activity", models: [.screen(ActivityScreen.self)],
                destinations: DestinationHandler(ShopDestination.self) { $0 == .activity ? .root : nil }),
            NavigationTab(identifier: "explore", title: "Explore", models: [.screen(ExploreScreen.self)]),
        ])
        router.startNextNavigationModule(with: [tabs], transition: .crossDissolve(), completion: nil)
        router.currentModule?.pushViewController(ProjectScreen.self, input: 9, completion: nil)
        await settle()
        #expect(router.pendingDestination == nil)
        #expect(router.currentModule?.selectedStackTypeNames == ["ActivityScreen"])
        let pops = events.filter { if case .popped = $0 { true } else { false } }
        #expect(pops.count == 1, "\(events)")
        #expect(pops.allSatisfy { $0.source == .code }, "\(events)")
    }
}

/// A fetch that does not stop when its task is cancelled: it returns only once the test opens it.
final class StubbornGate: @unchecked Sendable {
    private let lock = NSLock()
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var arrivalCount = 0

    /// How many resolvers reached the gate.
    var arrivals: Int { lock.withLock { arrivalCount } }

    /// Waits until the gate opens, cancelled or not.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.withLock {
                arrivalCount += 1
                waiters.append(continuation)
            }
        }
    }

    /// Lets every waiting resolver return.
    func open() {
        for waiter in lock.withLock({ () -> [CheckedContinuation<Void, Never>] in
            defer { waiters = [] }
            return waiters
        }) { waiter.resume() }
    }
}

@Suite("A stopped resolution holds nothing")
@MainActor
struct StoppedResolutionTests {
    @Test("A resolution stopped by a flow change lets go of the flow it was for at once, whenever its resolver returns")
    func stoppedResolutionReleasesTheFlow() async throws {
        let gate = StubbornGate()
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(
            NavigationModel.flow(
                [.screen(ExploreScreen.self)],
                destinations: DestinationHandler(ShopDestination.self) { _ in
                    .resolving {
                        await gate.wait()
                        return .root
                    }
                }))
        await settle()
        weak let flow = router.currentModule
        var outcome: DestinationOutcome?
        router.open(ShopDestination.activity) { outcome = $0 }
        await eventually { gate.arrivals == 1 }
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await settle()
        #expect(outcome == .cancelled(.flowChanged))
        #expect(flow == nil, "the stopped resolution still holds the flow it was for")
        gate.open()
        await settle()
    }
}
