import Dispatch
import NavigationCore
import NavigationTestSupport
import Testing

/// A presented controller that hides every running transition it is part of (its own, and one it
/// hosts) from the public API. A chain of them makes the router ask UIKit to dismiss while UIKit is
/// still presenting: UIKit declines without calling the completion, as it may for reasons the SDK
/// cannot see.
final class OpaqueTransitionController: UIViewController {
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    override var isBeingPresented: Bool { false }
}

/// A presented controller that reports a presentation in progress forever, with no coordinator.
final class NeverSettlingController: UIViewController {
    override var isBeingPresented: Bool { true }
}

/// Waits `count` main-queue turns, so that work the router deferred to later turns can run.
@MainActor
func mainQueueTurns(_ count: Int) async {
    for _ in 0..<count {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}

/// Waits in real time, a millisecond at a time, until `condition` holds or two seconds have passed:
/// for work the router schedules after a delay (its looks at a transition with no coordinator).
@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<2_000 where !condition() { try await Task.sleep(nanoseconds: 1_000_000) }
}

@Suite("Request queue: never stalls, never races the user, never loses a completion")
@MainActor
struct RequestQueueHardeningTests {
    // MARK: Presentations still animating

    @Test(
        "A flow change while an alert animates in over a sheet waits for it, dismisses both, and the queue moves on",
        .headlessOnly)
    func flowChangeWaitsForTopmostPresentation() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let root = try #require(router.window.rootViewController)
        weak var sheet: UIViewController?
        weak var alert: UIViewController?
        let log = ResultLog()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let warnings = await uikitMisuse {
            let presentedSheet = UIViewController()
            sheet = presentedSheet
            let presentedAlert = UIViewController()
            alert = presentedAlert
            // The alert once the sheet is up: a controller still being presented presents nothing.
            root.present(presentedSheet, animated: false) { presentedSheet.present(presentedAlert, animated: true) }
            router.startNextNavigationModule(
                with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 1)
        #expect(!router.isProcessingRequests)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(sheet == nil && alert == nil)
        router.currentModule?.pushViewController(DetailScreen.self, animated: false, completion: log.completion)
        await settle()
        #expect(log.successCount == 2)
    }

    @Test(
        "When UIKit declines to dismiss, the flow change fails with rejectedByUIKit and the queue moves on",
        .headlessOnly)
    func declinedDismissalFailsTheRequest() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        router.transitionPollingLimits.interval = .milliseconds(1)
        router.transitionPollingLimits.maximumPolls = 3
        let root = try #require(router.window.rootViewController)
        let log = ResultLog()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let sheet = OpaqueTransitionController()
        root.present(sheet, animated: false)
        await settle()
        sheet.present(OpaqueTransitionController(), animated: true)
        router.startNextNavigationModule(
            with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
        #expect(log.results.isEmpty)
        try await waitUntil { !log.results.isEmpty }
        guard case .failure(.rejectedByUIKit) = log.results.first else {
            Issue.record("expected rejectedByUIKit, got \(log.results)")
            return
        }
        #expect(!router.isProcessingRequests)
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
        await settle()
        router.startNextNavigationModule(
            with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
        await settle()
        #expect(log.successCount == 1)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
    }

    @Test("A transition that never ends fails the waiting request with rejectedByUIKit instead of stalling")
    func neverEndingTransitionFailsTheRequest() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        router.transitionPollingLimits.interval = .milliseconds(1)
        router.transitionPollingLimits.maximumPolls = 3
        let module = try #require(router.currentModule)
        try #require(router.window.rootViewController).present(NeverSettlingController(), animated: false)
        let log = ResultLog()
        module.pushViewController(DetailScreen.self, animated: false, completion: log.completion)
        #expect(log.results.isEmpty)
        try await waitUntil { !log.results.isEmpty }
        guard case .failure(.rejectedByUIKit) = log.results.first else {
            Issue.record("expected rejectedByUIKit, got \(log.results)")
            return
        }
        #expect(module.viewControllers.count == 1)
        #expect(!router.isProcessingRequests)
    }

    // MARK: Transitions the user started

    @Test("A push asked for during a back swipe waits for the swipe to end: no nested transition", .headlessOnly)
    func pushWaitsForBackSwipe() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(DetailScreen.self, animated: false, completion: nil)
        await settle()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        let warnings = await uikitMisuse {
            #expect(UserMoves.swipeBack(in: module.navigationController))
            module.pushViewController(MessageScreen.self, input: 1, completion: log.completion)
            #expect(module.viewControllers.count == 1)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 1)
        #expect(module.stackTypeNames == ["HomeScreen", "MessageScreen"])
    }

    @Test(
        "A pop asked for during an abandoned swipe waits, then pops the screen the swipe left in place", .headlessOnly)
    func popWaitsForAbandonedSwipe() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(DetailScreen.self, animated: false, completion: nil)
        module.pushViewController(MessageScreen.self, input: 1, animated: false, completion: nil)
        await settle()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        let warnings = await uikitMisuse {
            #expect(UserMoves.swipeBack(in: module.navigationController, completes: false))
            module.popViewController(completion: log.completion)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 1)
        #expect(module.stackTypeNames == ["HomeScreen", "DetailScreen"])
    }

    @Test(
        "A flow change asked for while Back animates waits for it: balanced appearances, old flow released",
        .headlessOnly)
    func flowChangeWaitsForBackButton() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        weak let oldModule = router.currentModule
        try #require(router.currentModule).pushViewController(DetailScreen.self, animated: false, completion: nil)
        await settle()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        let warnings = try await uikitMisuse {
            let navigationController = try #require(router.currentModule?.navigationController)
            #expect(UserMoves.tapBackButton(in: navigationController))
            router.startNextNavigationModule(
                with: [.screen(SignInScreen.self)], transition: .crossDissolve(), completion: log.completion)
            #expect(router.currentModule === oldModule)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 1)
        #expect(oldModule == nil)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
    }

    @Test("A flow change asked for while the user swipes a sheet down waits for the dismissal", .headlessOnly)
    func flowChangeWaitsForSheetSwipe() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        weak var sheet: UIViewController?
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        let warnings = try await uikitMisuse {
            let presented = UIViewController()
            sheet = presented
            try #require(router.window.rootViewController).present(presented, animated: false)
            await settle()
            #expect(UserMoves.swipeDownSheet(presented))
            router.startNextNavigationModule(
                with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 1)
        #expect(sheet == nil)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
    }

    @Test("A push asked for while the app's own presentation animates in runs after it has ended", .headlessOnly)
    func pushWaitsForAppPresentation() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        try #require(router.window.rootViewController).present(UIViewController(), animated: true)
        await expectPushWaitsForRunningTransition(in: router, module: module)
    }

    // MARK: Completions when the router is gone

    @Test("A push still animating when the router is released ends with routerReleased, once", .headlessOnly)
    func pushAnimatingWhenRouterIsReleasedFails() async throws {
        var router: NavigationRouter? = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router?.currentModule)
        let log = ResultLog()
        AnimationClock.hold()
        module.pushViewController(DetailScreen.self, completion: log.completion)
        module.pushViewController(ProfileScreen.self, completion: log.completion)
        weak let releasedRouter = router
        router = nil
        #expect(releasedRouter == nil)
        // The queued push fails at once; the running one when its transition ends.
        #expect(log.errors == [.routerReleased])
        AnimationClock.release()
        await settle()
        #expect(log.results.count == 2)
        #expect(log.errors == [.routerReleased, .routerReleased])
    }

    @Test("A first flow released before it appeared ends at once, and so do the requests queued behind it")
    func firstFlowReleasedBeforeItAppearedEnds() async throws {
        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        let log = ResultLog()
        // Where UIKit shows the root on a later turn, the first flow waits for that appearance.
        router?.startNavigationModuleFrom(
            [.screen(SplashScreen.self)], transition: .none, completion: log.completion)
        router?.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .none, completion: log.completion)
        weak let releasedRouter = router
        router = nil
        #expect(releasedRouter == nil)
        await mainQueueTurns(2)
        // Both shown at once (the first flow appeared inside the call), or both ended by the release.
        #expect(log.results.count == 2)
        #expect(log.successCount == 2 || log.errors == [.routerReleased, .routerReleased], "\(log.results)")
    }

    @Test(
        "A flow transition still running does not keep a released router alive: it and the queued flow change end with routerReleased",
        .headlessOnly)
    func flowTransitionRunningWhenRouterIsReleasedFails() async throws {
        var router: NavigationRouter? = await makeRouter(showing: [.screen(SignInScreen.self)])
        let log = ResultLog()
        AnimationClock.hold()
        router?.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .crossDissolve(), completion: log.completion)
        router?.startNextNavigationModule(
            with: [.screen(DetailScreen.self)], transition: .none, completion: log.completion)
        #expect(router?.isProcessingRequests == true)
        weak let releasedRouter = router
        router = nil
        #expect(releasedRouter == nil)
        #expect(log.errors == [.routerReleased])
        AnimationClock.release()
        await settle()
        #expect(log.results.count == 2)
        #expect(log.errors == [.routerReleased, .routerReleased])
    }

    @Test("Releasing the router fails the running request and every queued one with routerReleased, exactly once")
    func releasedRouterFailsQueuedRequests() async throws {
        var router: NavigationRouter? = await makeRouter(showing: [.screen(HomeScreen.self)])
        router?.transitionPollingLimits.interval = .milliseconds(5)
        router?.transitionPollingLimits.maximumPolls = 10_000
        let module = try #require(router?.currentModule)
        try #require(router?.window.rootViewController).present(NeverSettlingController(), animated: false)
        let log = ResultLog()
        var outcomes: [DestinationOutcome] = []
        module.pushViewController(DetailScreen.self, animated: false, completion: log.completion)
        module.pushViewController(MessageScreen.self, input: 1, animated: false, completion: log.completion)
        router?.open(TestDestination.home) { outcomes.append($0) }
        router?.startNextNavigationModule(
            with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
        let asyncPush = Task { () async -> Result<Void, NavigationError> in
            do throws(NavigationError) {
                try await module.pushViewController(DetailScreen.self, animated: false)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        await mainQueueTurns(1)
        #expect(log.results.isEmpty && outcomes.isEmpty)
        weak let releasedRouter = router
        router = nil
        #expect(releasedRouter == nil)
        #expect(log.errors == [.routerReleased, .routerReleased])
        #expect(outcomes == [.failed(.routerReleased)])
        let asyncResult = await asyncPush.value
        #expect(throws: NavigationError.routerReleased) { try asyncResult.get() }
        // The running request learns of the release at its next look at the presentation, 5 ms apart.
        try await waitUntil { log.results.count >= 3 }
        #expect(log.errors == [.routerReleased, .routerReleased, .routerReleased])
        #expect(module.viewControllers.count == 1)
        module.popViewController(completion: log.completion)
        #expect(log.errors.count == 4 && log.errors.last == .routerReleased)
    }
}

/// A destination for core tests.
enum TestDestination: NavigationDestination {
    case home
}

/// Screens that write their first appearance and their making into one log.
@MainActor
final class AppearanceLog {
    var entries: [String] = []
}

final class LoggingRootScreen: NavigationModuleViewController {
    var log: AppearanceLog?
    override func viewDidAppear(_ animated: Bool) {
        // Logged before `super`, which tells the router: what the router does next comes after it.
        log?.entries.append("root appeared")
        super.viewDidAppear(animated)
    }
}

@Suite("The first flow and its first appearance")
@MainActor
struct FirstAppearanceTests {
    @Test("A destination opened with the first flow is shown only after the flow's root has appeared")
    func coldStartDestinationWaitsForFirstAppearance() async throws {
        let log = AppearanceLog()
        let flow = NavigationModel.flow(
            [
                NavigationModel(builder: { _ in
                    let root = LoggingRootScreen(navigationModule: nil)
                    root.log = log
                    return root
                })
            ],
            destinations: DestinationHandler(TestDestination.self) { _ in
                .push([
                    NavigationModel(builder: { _ in
                        log.entries.append("destination made")
                        return DetailScreen(navigationModule: nil)
                    })
                ])
            })
        let router = NavigationRouter(in: makeTestWindow())
        var outcome: DestinationOutcome?
        router.startNavigationModuleFrom(flow)
        router.open(TestDestination.home) { outcome = $0 }
        await settle()
        #expect(outcome == .shown)
        #expect(log.entries == ["root appeared", "destination made"])
        #expect(router.currentModule?.stackTypeNames == ["LoggingRootScreen", "DetailScreen"])
    }
}

/// A screen that shows a child controller which defines its own presentation context.
final class ContextHostScreen: NavigationModuleViewController {
    let contextChild = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        contextChild.definesPresentationContext = true
        addChild(contextChild)
        view.addSubview(contextChild.view)
        contextChild.didMove(toParent: self)
    }
}

/// A screen that embeds a navigation controller of its own as a child, as an app's container screen does.
final class EmbeddingScreen: NavigationModuleViewController {
    let embedded = UINavigationController(rootViewController: UIViewController())

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(embedded)
        view.addSubview(embedded.view)
        embedded.didMove(toParent: self)
    }
}

@Suite("Transitions in a child's own presentation context")
@MainActor
struct ChildContextTransitionTests {
    @Test(
        "A push asked for while a stack presented in a child's own context animates a push runs after it has ended",
        .headlessOnly)
    func pushWaitsForTransitionInsideChildContextPresentation() async throws {
        let router = await makeRouter(showing: [.screen(ContextHostScreen.self)])
        let module = try #require(router.currentModule)
        let host = try #require(module.viewControllers.first as? ContextHostScreen)
        let presented = UINavigationController(rootViewController: UIViewController())
        presented.modalPresentationStyle = .currentContext
        host.contextChild.present(presented, animated: false)
        await settle()
        #expect(presented.presentingViewController === host.contextChild)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        // The app's own push inside the presented stack: only a walk into that presentation sees it.
        presented.pushViewController(UIViewController(), animated: true)
        #expect(presented.transitionCoordinator != nil)
        await expectPushWaitsForRunningTransition(in: router, module: module)
    }

    @Test(
        "A push asked for while a navigation controller a screen embeds animates a push runs after it has ended",
        .headlessOnly)
    func pushWaitsForTransitionInsideEmbeddedChild() async throws {
        let router = await makeRouter(showing: [.screen(EmbeddingScreen.self)])
        let module = try #require(router.currentModule)
        let screen = try #require(module.viewControllers.first as? EmbeddingScreen)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        // The app's own push inside the screen: only a walk into the screen's children sees it.
        screen.embedded.pushViewController(UIViewController(), animated: true)
        #expect(screen.embedded.transitionCoordinator != nil)
        await expectPushWaitsForRunningTransition(in: router, module: module)
    }

    @Test(
        "A push asked for while the root presents over a child that defines its context waits for that presentation",
        .headlessOnly)
    func pushWaitsForRootPresentationSeenThroughChildContext() async throws {
        let router = await makeRouter(showing: [.screen(ContextHostScreen.self)])
        let module = try #require(router.currentModule)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        try #require(router.window.rootViewController).present(UIViewController(), animated: true)
        await expectPushWaitsForRunningTransition(in: router, module: module)
    }
}

/// Asks `module` to push a screen while a transition runs, with the animation clock held: the push
/// must wait, then land once the clock is let go and the transition has ended.
@MainActor
func expectPushWaitsForRunningTransition(in router: NavigationRouter, module: NavigationModule) async {
    let before = module.stackTypeNames
    let log = ResultLog()
    module.pushViewController(DetailScreen.self, animated: false, completion: log.completion)
    #expect(module.stackTypeNames == before)
    #expect(router.isProcessingRequests)
    await settle()
    #expect(log.successCount == 1)
    #expect(module.stackTypeNames == before + ["DetailScreen"])
}

/// Lines written in the order things happened.
@MainActor
final class EntryLog {
    var entries: [String] = []
}

@Suite("Transitions atop and below presented modules")
@MainActor
struct PresentedChainTransitionTests {
    /// Presents a module holding one screen from `presenter`, and returns it once it is on screen; its
    /// outcome is written to `log` under `name`.
    private func presentModule(
        from presenter: NavigationModule, style: ModalPresentation, named name: String = "",
        log: EntryLog = EntryLog()
    ) async throws -> NavigationModule {
        presenter.present([NavigationModel(initialViewControllerType: DetailScreen.self)], presentation: style) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            switch result {
            case .success(.cancelled(let reason)): log.entries.append("\(name) cancelled: \(reason)")
            case .success(.finished(let value)): log.entries.append("\(name) finished: \(value)")
            case .failure(let error): log.entries.append("\(name) failed: \(error)")
            }
        }
        await settle()
        return try #require(presenter.presentedModule)
    }

    /// A flow with two modules presented full screen over it, one above the other, their outcomes
    /// written to `log` as "first" and "top".
    private func fullScreenChain(
        log: EntryLog
    ) async throws -> (NavigationRouter, flow: NavigationModule, first: NavigationModule, top: NavigationModule) {
        let router = await makeRouter(showing: [.screen(DetailScreen.self)])
        let flow = try #require(router.currentModule)
        let first = try await presentModule(from: flow, style: .fullScreen, named: "first", log: log)
        let top = try await presentModule(from: first, style: .fullScreen, named: "top", log: log)
        return (router, flow, first, top)
    }

    /// Presents, as app code does, a controller of the app's over `module` that vends no coordinator.
    private func presentPresenterVendedController(over module: NavigationModule) async {
        let player = PresenterVendedTransitionController()
        player.modalPresentationStyle = .fullScreen
        module.containerViewController.present(player, animated: false)
        await settle()
    }

    @Test(
        "App code dismissing a whole chain of full-screen modules through UIKit: both end, top first, before the next request runs"
    )
    func appDismissalOfFullScreenChainEndsEveryModuleBeforeNextRequest() async throws {
        let log = EntryLog()
        let (router, flow, first, top) = try await fullScreenChain(log: log)
        // Asked for on a screen of the flow, not the SDK's container: UIKit dismisses the whole chain
        // with no call through the SDK.
        try #require(flow.viewControllers.first).dismiss(animated: false)
        flow.pushViewController(DetailScreen.self, animated: false) { _ in log.entries.append("pushed") }
        await settle()
        #expect(
            log.entries == [
                "top cancelled: dismissed by its presenter", "first cancelled: dismissed by its presenter", "pushed",
            ])
        #expect(flow.presentedModule == nil && first.presentedModule == nil && top.presentingModule == nil)
        withExtendedLifetime(router) {}
    }

    @Test(
        "App code dismissing the top of a chain of full-screen modules through UIKit: it alone ends before the next request runs"
    )
    func appDismissalOfFullScreenTopEndsItBeforeNextRequest() async throws {
        let log = EntryLog()
        let (router, flow, first, _) = try await fullScreenChain(log: log)
        try #require(first.viewControllers.first).dismiss(animated: false)
        first.pushViewController(DetailScreen.self, animated: false) { _ in log.entries.append("pushed") }
        await settle()
        #expect(log.entries == ["top cancelled: dismissed by its presenter", "pushed"])
        #expect(flow.presentedModule === first && first.presentedModule == nil)
        #expect(first.stackTypeNames == ["DetailScreen", "DetailScreen"])
        withExtendedLifetime(router) {}
    }

    @Test(
        "A push asked for atop two full-screen modules waits for the app's own animated push at the top",
        .headlessOnly)
    func pushWaitsForTransitionAtopFullScreenChain() async throws {
        let (router, _, first, top) = try await fullScreenChain(log: EntryLog())
        let stack = try #require(top.containerViewController as? UINavigationController)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        stack.pushViewController(UIViewController(), animated: true)
        #expect(stack.transitionCoordinator != nil)
        await expectPushWaitsForRunningTransition(in: router, module: first)
    }

    @Test(
        "A push asked for while a sheet is up waits for the app's own animated push in a stack the sheet leaves visible",
        .headlessOnly)
    func pushWaitsForTransitionBelowSheet() async throws {
        let router = await makeRouter(showing: [.screen(ChildStackHostScreen.self)])
        let flow = try #require(router.currentModule)
        let host = try #require(flow.viewControllers.first as? ChildStackHostScreen)
        let sheet = try await presentModule(from: flow, style: .sheet)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        // A sheet does not cover its presenter: the stack in the screen below stays on screen and can
        // animate, and only a walk through the presenter's children sees it.
        host.childStack.pushViewController(UIViewController(), animated: true)
        #expect(host.childStack.transitionCoordinator != nil)
        await expectPushWaitsForRunningTransition(in: router, module: sheet)
    }
    /// A push and a pop in `module`: once two requests in a row have found the same hierarchy, the
    /// router looks for running transitions only above the presenters full-screen presentations cover.
    private func runSettledRequests(in module: NavigationModule) async {
        module.pushViewController(DetailScreen.self, animated: false, completion: nil)
        module.popViewController(animated: false, completion: nil)
        await settle()
    }

    @Test(
        "App code dismissing a full-screen chain from the root, animated: a presentation asked for meanwhile waits for it, even when only the root vends the coordinator",
        .headlessOnly, arguments: [false, true])
    func presentWaitsForRootDismissalOfFullScreenChain(afterSettledRequests: Bool) async throws {
        let log = EntryLog()
        let (router, flow, first, top) = try await fullScreenChain(log: log)
        await presentPresenterVendedController(over: top)
        if afterSettledRequests { await runSettledRequests(in: top) }
        let root = try #require(router.window.rootViewController)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        root.dismiss(animated: true)
        #expect(root.transitionCoordinator != nil)
        _ = try? await presentModule(from: flow, style: .sheet, named: "sheet", log: log)
        #expect(
            log.entries == [
                "top cancelled: dismissed by its presenter", "first cancelled: dismissed by its presenter",
            ])
        #expect(flow.presentedModule != nil && flow.presentedModule !== first)
    }

    @Test(
        "App code dismissing the top of a full-screen chain from its presenter, animated: a presentation asked for meanwhile waits for it",
        .headlessOnly, arguments: [false, true])
    func presentWaitsForMiddleDismissalOfFullScreenChain(afterSettledRequests: Bool) async throws {
        let log = EntryLog()
        let (router, _, first, top) = try await fullScreenChain(log: log)
        await presentPresenterVendedController(over: top)
        if afterSettledRequests { await runSettledRequests(in: top) }
        AnimationClock.hold()
        defer { AnimationClock.release() }
        first.containerViewController.dismiss(animated: true)
        #expect(first.containerViewController.transitionCoordinator != nil)
        _ = try? await presentModule(from: first, style: .sheet, named: "sheet", log: log)
        #expect(log.entries == ["top cancelled: dismissed by its presenter"])
        #expect(first.presentedModule != nil && first.presentedModule !== top)
        withExtendedLifetime(router) {}
    }

    @Test(
        "A push atop a full-screen module waits for the app's animated dismissal in a child's own context below it",
        .headlessOnly, arguments: [false, true])
    func pushWaitsForChildContextDismissalBelowFullScreen(afterSettledRequests: Bool) async throws {
        let router = await makeRouter(showing: [.screen(ContextHostScreen.self)])
        let flow = try #require(router.currentModule)
        let host = try #require(flow.viewControllers.first as? ContextHostScreen)
        let presented = UINavigationController(rootViewController: UIViewController())
        presented.modalPresentationStyle = .currentContext
        host.contextChild.present(presented, animated: false)
        await settle()
        let cover = try await presentModule(from: flow, style: .fullScreen)
        if afterSettledRequests { await runSettledRequests(in: cover) }
        AnimationClock.hold()
        defer { AnimationClock.release() }
        host.contextChild.dismiss(animated: true)
        #expect(host.contextChild.transitionCoordinator != nil)
        await expectPushWaitsForRunningTransition(in: router, module: cover)
    }

    @Test(
        "App code dismissing a full-screen chain from a covered module: a request made as the top starts to disappear waits for the dismissal, whether the top is the app's or a module's",
        .headlessOnly, arguments: [false, true], ["app's controller", "module"])
    func requestFromDisappearingTopWaitsForChainDismissal(afterSettledRequests: Bool, top: String) async throws {
        let log = EntryLog()
        let (router, flow, first, second) = try await fullScreenChain(log: log)
        defer { withExtendedLifetime(router) {} }
        let onTopWillDisappear: (@escaping @MainActor () -> Void) -> Void
        if top == "module" {
            let closing = try await presentModule(from: second, style: .fullScreen, named: "closing", log: log)
            closing.pushViewController(ClosingScreen.self, animated: false, completion: nil)
            await settle()
            let screen = try #require(closing.viewControllers.last as? ClosingScreen)
            onTopWillDisappear = { screen.onWillDisappear = $0 }
        } else {
            let player = ClosingPlayerController()
            player.modalPresentationStyle = .fullScreen
            second.containerViewController.present(player, animated: false)
            await settle()
            onTopWillDisappear = { player.onWillDisappear = $0 }
        }
        if afterSettledRequests { await runSettledRequests(in: second) }
        onTopWillDisappear {
            first.present([NavigationModel(initialViewControllerType: HomeScreen.self)], presentation: .sheet) {
                (result: Result<ModalOutcome<Int>, NavigationError>) in
                if case .failure(let error) = result { log.entries.append("sheet failed: \(error)") }
            }
        }
        let misuse = await uikitMisuse {
            AnimationClock.hold()
            // Asked for on a screen of `first`: UIKit dismisses everything above it.
            try? #require(first.viewControllers.first).dismiss(animated: true)
            AnimationClock.release()
            await settle()
        }
        #expect(misuse.isEmpty)
        #expect(!log.entries.contains { $0.hasPrefix("sheet failed") })
        #expect(first.presentedModule?.viewControllers.first is HomeScreen)
        #expect(flow.presentedModule === first)
    }

    @Test(
        "The app closes everything above a module from one of its screens while its own alert tops the chain: a request from the viewWillDisappear of an app's controller presented next waits for a dismissal run below it",
        .headlessOnly, arguments: [false, true], ["sheet", "overFullScreen"])
    func requestWaitsAfterTopWasPassedOver(afterSettledRequests: Bool, topStyle: String) async throws {
        let log = EntryLog()
        let router = await makeRouter(showing: [.screen(DetailScreen.self)])
        defer { withExtendedLifetime(router) {} }
        let flow = try #require(router.currentModule)
        let first = try await presentModule(from: flow, style: .fullScreen, named: "first", log: log)
        // Leaves `first` on screen: the look starts at `first`, and this module's container tops the chain.
        let top = try await presentModule(
            from: first, style: topStyle == "sheet" ? .sheet : .overFullScreen, named: "top", log: log)
        if afterSettledRequests { await runSettledRequests(in: top) }
        // An alert of the app's over the top; then a screen of `first` closes everything above it. UIKit
        // sends callbacks to the alert only, and `first`, which the top did not cover, gets none: none of
        // the SDK's containers notes anything.
        let alert = UIViewController()
        alert.modalPresentationStyle = .overFullScreen
        try #require(top.viewControllers.first).present(alert, animated: false)
        await settle()
        try #require(first.viewControllers.first).dismiss(animated: false)
        await settle()
        // A player of the app's over `first`, which reports no transition of its own.
        let player = ClosingPlayerController()
        player.modalPresentationStyle = .overFullScreen
        first.containerViewController.present(player, animated: false)
        await settle()
        player.onWillDisappear = {
            flow.present([NavigationModel(initialViewControllerType: HomeScreen.self)], presentation: .sheet) {
                (result: Result<ModalOutcome<Int>, NavigationError>) in
                if case .failure(let error) = result { log.entries.append("sheet failed: \(error)") }
            }
        }
        let misuse = await uikitMisuse {
            AnimationClock.hold()
            // Asked for on a screen of the flow, whose container `first` covers: UIKit dismisses `first`
            // and the player, and only the flow's container vends the coordinator.
            try? #require(flow.viewControllers.first).dismiss(animated: true)
            #expect(router.isProcessingRequests, "the request did not wait for the dismissal")
            AnimationClock.release()
            await settle()
        }
        try await waitUntil { !router.isProcessingRequests }
        await settle()
        #expect(misuse.isEmpty)
        #expect(!log.entries.contains { $0.hasPrefix("sheet failed") })
        #expect(log.entries.contains("first cancelled: dismissed by its presenter"))
        #expect(flow.presentedModule?.viewControllers.first is HomeScreen)
    }

    @Test("A delegate read from one module's navigation controller and set on another's still gets its calls")
    func delegateCopiedBetweenModuleNavigationControllers() async throws {
        let router = await makeRouter(showing: [.screen(DetailScreen.self)])
        let flow = try #require(router.currentModule)
        let sheet = try await presentModule(from: flow, style: .sheet)
        let appDelegate = ShownScreensDelegate()
        flow.navigationController.delegate = appDelegate
        sheet.navigationController.delegate = flow.navigationController.delegate
        sheet.pushViewController(HomeScreen.self, animated: false, completion: nil)
        await settle()
        #expect(appDelegate.shown == ["HomeScreen"])
        withExtendedLifetime(router) {}
    }
}

/// A controller of the app's, presented at the top of a chain, that reports no transition of its
/// own: as when UIKit vends a chain dismissal's coordinator on the presenter only, the controller
/// Apple documents as the one that vends it.
class PresenterVendedTransitionController: UIViewController {
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    override var isBeingPresented: Bool { false }
    override var isBeingDismissed: Bool { false }
}

/// An app's full-screen controller that reports no transition of its own (only its presenter vends
/// the coordinator) and runs app code as it starts to disappear.
final class ClosingPlayerController: PresenterVendedTransitionController {
    var onWillDisappear: (@MainActor () -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onWillDisappear?()
        onWillDisappear = nil
    }
}

/// A screen that runs app code as it starts to disappear.
final class ClosingScreen: NavigationModuleViewController {
    var onWillDisappear: (@MainActor () -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onWillDisappear?()
        onWillDisappear = nil
    }
}

/// A navigation controller delegate of the app's that writes down the screens it is told of.
final class ShownScreensDelegate: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(String(describing: type(of: viewController)))
    }
}

/// A screen that shows a navigation controller of the app's own as its child.
final class ChildStackHostScreen: NavigationModuleViewController {
    let childStack = UINavigationController(rootViewController: UIViewController())

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(childStack)
        view.addSubview(childStack.view)
        childStack.didMove(toParent: self)
    }
}
