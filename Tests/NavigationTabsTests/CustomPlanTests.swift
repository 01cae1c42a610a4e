import NavigationCore
import NavigationTestSupport
import Testing

/// Custom destination plans whose steps are the SDK's own requests, or that never call `done`.
@Suite("Custom destination plans: their own requests run inside them, and a plan that lets go of done ends")
@MainActor
struct CustomPlanTests {
    /// A router showing a flow of the inbox root, whose destinations `plan` answers.
    private func router(
        _ plan: @escaping @MainActor (AppDestination) -> DestinationPlan?
    ) async throws -> (NavigationRouter, NavigationModule) {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([
            .flow([.screen(InboxRootScreen.self)], destinations: DestinationHandler(AppDestination.self, plan: plan))
        ])
        return (router, try #require(router.currentModule))
    }

    @Test("A plan that pushes through the SDK and waits for the push is shown; what waited behind it runs after")
    func planWaitingForItsOwnPush() async throws {
        var order: [String] = []
        let (router, module) = try await router { destination in
            guard destination == .activity else { return nil }
            return .custom { module, done in
                module.pushViewController(ActivityScreen.self) { _ in
                    order.append("plan's push")
                    done()
                }
            }
        }
        // The queue is busy: the link and the push after it wait, in order.
        module.pushViewController(ForgotPasswordScreen.self) { _ in order.append("first push") }
        var outcome: DestinationOutcome?
        router.open(AppDestination.activity) {
            order.append("outcome")
            outcome = $0
        }
        module.pushViewController(SettingsDetailScreen.self) { _ in order.append("push queued behind the plan") }
        await settle()
        #expect(outcome == .shown)
        #expect(order == ["first push", "plan's push", "outcome", "push queued behind the plan"])
        #expect(
            module.stackTypeNames == [
                "InboxRootScreen", "ForgotPasswordScreen", "ActivityScreen", "SettingsDetailScreen",
            ])
        #expect(!router.isProcessingRequests)
    }

    @Test("A request made while a plan runs, before it calls done, runs inside the plan, before its outcome")
    func requestMadeWhilePlanRuns() async throws {
        var order: [String] = []
        var heldDone: (@MainActor () -> Void)?
        let (router, module) = try await router { destination in
            destination == .activity ? .custom { _, done in heldDone = done } : nil
        }
        router.open(AppDestination.activity) { _ in order.append("outcome") }
        // The plan waits for something outside the SDK (a fetch): the app goes on meanwhile.
        module.pushViewController(SettingsDetailScreen.self) { _ in order.append("push made meanwhile") }
        await settle()
        #expect(order == ["push made meanwhile"])
        heldDone?()
        await settle()
        #expect(order == ["push made meanwhile", "outcome"])
        #expect(!router.isProcessingRequests)
    }

    @Test("Requests a plan makes and does not wait for run before its outcome, in order")
    func planNotWaitingForItsRequests() async throws {
        var order: [String] = []
        let (router, module) = try await router { destination in
            guard destination == .activity else { return nil }
            return .custom { module, done in
                module.pushViewController(ActivityScreen.self) { _ in order.append("first") }
                module.pushViewController(SettingsDetailScreen.self) { _ in order.append("second") }
                done()
            }
        }
        router.open(AppDestination.activity) { _ in order.append("outcome") }
        await settle()
        #expect(order == ["first", "second", "outcome"])
        #expect(module.stackTypeNames == ["InboxRootScreen", "ActivityScreen", "SettingsDetailScreen"])
    }

    @Test("A plan that opens a destination whose plan is custom too waits for it: each ends after its own push")
    func nestedPlans() async throws {
        var order: [String] = []
        // Weak: the flow's handler, which the router holds, reaches the router through it.
        weak var routerReference: NavigationRouter?
        let (router, module) = try await router { destination in
            switch destination {
            case .activity:
                return .custom { _, done in
                    routerReference?.open(AppDestination.settings) { _ in
                        order.append("inner outcome")
                        done()
                    }
                }
            case .settings:
                return .custom { module, done in
                    module.pushViewController(SettingsDetailScreen.self) { _ in
                        order.append("inner push")
                        done()
                    }
                }
            default:
                return nil
            }
        }
        routerReference = router
        router.open(AppDestination.activity) { _ in order.append("outer outcome") }
        await settle()
        #expect(order == ["inner push", "inner outcome", "outer outcome"])
        #expect(module.stackTypeNames == ["InboxRootScreen", "SettingsDetailScreen"])
        #expect(!router.isProcessingRequests)
    }

    @Test("A resolving plan that answers a custom one whose steps are SDK requests is shown")
    func resolvingIntoCustomPlan() async throws {
        let (router, module) = try await router { destination in
            guard destination == .activity else { return nil }
            return .resolving {
                .custom { module, done in module.pushViewController(ActivityScreen.self) { _ in done() } }
            }
        }
        var outcome: DestinationOutcome?
        router.open(AppDestination.activity) { outcome = $0 }
        await settle(until: { outcome != nil })
        #expect(outcome == .shown)
        #expect(module.stackTypeNames == ["InboxRootScreen", "ActivityScreen"])
    }

    @Test("A plan that lets go of done without calling it ends then, and the queue goes on")
    func planDroppingDone() async throws {
        let (router, module) = try await router { destination in
            destination == .activity ? .custom { _, _ in } : nil
        }
        let later = ResultLog()
        var outcome: DestinationOutcome?
        router.open(AppDestination.activity) { outcome = $0 }
        module.pushViewController(SettingsDetailScreen.self, completion: later.completion)
        await settle()
        #expect(outcome == .shown)
        #expect(later.successCount == 1)
        #expect(!router.isProcessingRequests)
    }

    @Test("A plan whose own request's completion lets go of done uncalled ends, and the queue goes on")
    func planDroppingDoneInsideItsOwnRequest() async throws {
        let (router, module) = try await router { destination in
            guard destination == .activity else { return nil }
            return .custom { module, done in
                // Fails (the root cannot be popped): the completion, and done with it, is let go of.
                module.popViewController { result in
                    if case .success = result { done() }
                }
            }
        }
        var outcome: DestinationOutcome?
        router.open(AppDestination.activity) { outcome = $0 }
        let later = ResultLog()
        module.pushViewController(SettingsDetailScreen.self, completion: later.completion)
        await settle()
        #expect(outcome == .shown)
        #expect(later.successCount == 1)
        #expect(!router.isProcessingRequests)
    }

    @Test("A router released while a plan's end waits for done fails the open and what waited, once each")
    func routerReleasedWhilePlanEndWaits() async throws {
        var heldDone: (@MainActor () -> Void)?
        var (router, module): (NavigationRouter?, NavigationModule) = try await router { destination in
            destination == .activity ? .custom { _, done in heldDone = done } : nil
        }
        var outcomes: [DestinationOutcome] = []
        router?.open(AppDestination.activity) { outcomes.append($0) }
        // Made while the plan runs: inside it, it runs now; the plan's end waits for done again.
        let inside = ResultLog()
        module.pushViewController(SettingsDetailScreen.self, completion: inside.completion)
        await settle()
        router = nil
        await settle()
        #expect(heldDone != nil)
        heldDone = nil
        await settle()
        #expect(inside.successCount == 1)
        #expect(outcomes == [.failed(.routerReleased)])
    }

    @Test("A router released after a plan's own request let go of done: the open and what waited fail once")
    func routerReleasedAfterPlanDroppedDone() async throws {
        var (router, module): (NavigationRouter?, NavigationModule) = try await router { destination in
            guard destination == .activity else { return nil }
            return .custom { module, done in
                module.popViewController { result in
                    if case .success = result { done() }
                }
            }
        }
        var outcomes: [DestinationOutcome] = []
        router?.open(AppDestination.activity) { outcomes.append($0) }
        let later = ResultLog()
        module.pushViewController(SettingsDetailScreen.self, completion: later.completion)
        router = nil
        await settle()
        #expect(outcomes.count == 1)
        #expect(later.results.count == 1)
    }

    @Test("A request made while a plan's end is next in the queue runs inside the plan: no stall")
    func requestWhilePlanEndIsNext() async throws {
        var order: [String] = []
        var heldDone: (@MainActor () -> Void)?
        let (router, module) = try await router { destination in
            guard destination == .activity else { return nil }
            return .custom { module, done in
                heldDone = done
                // The plan's own UIKit step, animated: what comes next waits for it.
                module.navigationController.pushViewController(ActivityScreen(navigationModule: module), animated: true)
            }
        }
        router.open(AppDestination.activity) { _ in order.append("outcome") }
        module.pushViewController(SettingsDetailScreen.self) { _ in
            order.append("plan's push")
            heldDone?()
        }
        await settle()
        #expect(order == ["plan's push", "outcome"])
        #expect(!router.isProcessingRequests)
    }

    @Test("A request made after a plan called done waits behind what waited behind the plan")
    func requestAfterDoneKeepsOrder() async throws {
        var order: [String] = []
        var moduleReference: NavigationModule?
        let (router, module) = try await router { destination in
            guard destination == .activity else { return nil }
            return .custom { module, done in
                module.pushViewController(ActivityScreen.self) { _ in order.append("plan's push") }
                done()
                module.pushViewController(ForgotPasswordScreen.self) { _ in order.append("made after done") }
            }
        }
        moduleReference = module
        module.pushViewController(SettingsDetailScreen.self) { _ in order.append("blocker") }
        router.open(AppDestination.activity) { _ in order.append("outcome") }
        moduleReference?.pushViewController(SettingsDetailScreen.self) { _ in order.append("queued before the plan") }
        await settle()
        #expect(order == ["blocker", "plan's push", "outcome", "queued before the plan", "made after done"])
    }

    @Test("A router released while a plan never calls done: the open fails with routerReleased, and nothing is kept")
    func routerReleasedWhilePlanNeverEnds() async throws {
        var heldDone: (@MainActor () -> Void)?
        var (router, module): (NavigationRouter?, NavigationModule?) = try await router { destination in
            destination == .activity ? .custom { _, done in heldDone = done } : nil
        }
        var outcomes: [DestinationOutcome] = []
        router?.open(AppDestination.activity) { outcomes.append($0) }
        await settle()
        #expect(outcomes.isEmpty && heldDone != nil)
        weak let releasedRouter = router
        weak let releasedModule = module
        router = nil
        module = nil
        await settle()
        #expect(outcomes == [.failed(.routerReleased)])
        #expect(releasedRouter == nil && releasedModule == nil)
        // The plan's done, called late, changes nothing.
        heldDone?()
        heldDone = nil
        await settle()
        #expect(outcomes == [.failed(.routerReleased)])
    }

    @Test("A router released while a plan holds done: the open fails with routerReleased once, whatever done does")
    func routerReleasedDuringPlan() async throws {
        var heldDone: (@MainActor () -> Void)?
        var (router, _): (NavigationRouter?, NavigationModule) = try await router { destination in
            destination == .activity ? .custom { _, done in heldDone = done } : nil
        }
        var outcomes: [DestinationOutcome] = []
        router?.open(AppDestination.activity) { outcomes.append($0) }
        await settle()
        #expect(outcomes.isEmpty && heldDone != nil)
        router = nil
        await settle()
        #expect(outcomes == [.failed(.routerReleased)])
        heldDone?()
        heldDone?()
        await settle()
        #expect(outcomes == [.failed(.routerReleased)])
    }
}
