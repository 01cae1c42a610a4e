import NavigationCore
import NavigationTestSupport
import Testing

@Suite("Flow transitions")
@MainActor
struct TransitionTests {
    @Test(
        "A cross-dissolve fades a snapshot of the old flow over the new one; the old view leaves at once", .headlessOnly
    )
    func crossDissolveLayersSnapshot() async throws {
        let router = await makeRouter()
        let oldView = try #require(router.window.rootViewController?.view)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        router.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .crossDissolve(), completion: nil)
        let newView = try #require(router.currentModule?.containerViewController.view)
        #expect(oldView.superview == nil)
        #expect(router.window.subviews.count == 2)
        #expect(router.window.subviews.first === newView)
        let snapshot = try #require(router.window.subviews.last)
        #expect(snapshot.alpha == 0)
        await settle()
        #expect(router.window.subviews.count == 1 && router.window.subviews.first === newView)
    }

    @Test(
        "A slide moves the new flow in from the chosen edge and the old flow's snapshot out the other way",
        .headlessOnly)
    func slideMovesBothViews() async throws {
        let router = await makeRouter()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        router.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .slide(from: .left), completion: nil)
        let newView = try #require(router.currentModule?.containerViewController.view)
        let snapshot = try #require(router.window.subviews.first)
        #expect(router.window.subviews.last === newView)
        #expect(newView.frame.origin.x == 0)
        #expect(snapshot.frame.origin.x == router.window.bounds.width)
        await settle()
        #expect(snapshot.superview == nil)
        #expect(router.window.subviews.count == 1)
    }

    @Test("A custom transition gets both views, and the next request waits until it completes")
    func customTransitionControlsCompletion() async throws {
        let router = await makeRouter()
        var context: FlowTransitionContext?
        let log = ResultLog()
        router.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .custom { context = $0 }, completion: log.completion)
        router.startNextNavigationModule(
            with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
        let running = try #require(context)
        #expect(running.fromView != nil)
        #expect(running.toView === router.currentModule?.containerViewController.view)
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
        #expect(log.results.isEmpty)
        running.completeTransition()
        running.completeTransition()
        #expect(log.successCount == 2)
        #expect(running.fromView?.superview == nil)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
    }

    @Test("A custom transition whose animation lets go of its context without completing it completes then")
    func customTransitionDroppedContextCompletes() async throws {
        let router = await makeRouter()
        weak let oldModule = router.currentModule
        let log = ResultLog()
        router.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .custom { _ in }, completion: log.completion)
        router.startNextNavigationModule(
            with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
        await settle()
        #expect(log.successCount == 2)
        #expect(!router.isProcessingRequests)
        #expect(router.window.subviews.count == 1)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(oldModule == nil)
    }

    @Test("A router released while a custom transition runs fails its request once the animation lets go")
    func customTransitionOutlivedByItsRouter() async throws {
        var router: NavigationRouter? = await makeRouter()
        var context: FlowTransitionContext?
        let log = ResultLog()
        router?.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .custom { context = $0 }, completion: log.completion)
        router = nil
        await settle()
        #expect(log.results.isEmpty && context != nil)
        // The animation ends, or lets go of its context: either way the request ends, once.
        context = nil
        await settle()
        #expect(log.errors == [.routerReleased])
    }

    @Test("The default transition is an animated cross-dissolve; .none swaps at once")
    func defaultAndNoneTransitions() async {
        let router = await makeRouter()
        router.startNextNavigationModule(with: [.screen(HomeScreen.self)], transition: .automatic, completion: nil)
        #expect(router.isProcessingRequests)
        await settle()
        router.defaultTransition = .none
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .automatic, completion: nil)
        #expect(!router.isProcessingRequests)
        #expect(router.window.subviews.count == 1)
    }
}
