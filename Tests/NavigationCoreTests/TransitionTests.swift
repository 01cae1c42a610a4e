import NavigationCore
import Testing

#if !canImport(UIKit)
    import HeadlessUIKit
#endif

@Suite("Flow transitions")
@MainActor
struct TransitionTests {
    @Test("A cross-dissolve fades a snapshot of the old flow over the new one; the old view leaves at once")
    func crossDissolveLayersSnapshot() throws {
        let router = makeRouter()
        let oldView = try #require(router.window.rootViewController?.view)
        HeadlessAnimations.hold()
        defer { HeadlessAnimations.release() }
        router.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .crossDissolve(), completion: nil)
        let newView = try #require(router.currentModule?.containerViewController.view)
        #expect(oldView.superview == nil)
        #expect(router.window.subviews.count == 2)
        #expect(router.window.subviews.first === newView)
        let snapshot = try #require(router.window.subviews.last)
        #expect(snapshot.alpha == 0)
        HeadlessAnimations.finishAll()
        #expect(router.window.subviews.count == 1 && router.window.subviews.first === newView)
    }

    @Test("A slide moves the new flow in from the chosen edge and the old flow's snapshot out the other way")
    func slideMovesBothViews() throws {
        let router = makeRouter()
        HeadlessAnimations.hold()
        defer { HeadlessAnimations.release() }
        router.startNextNavigationModule(
            with: [.screen(HomeScreen.self)], transition: .slide(from: .left), completion: nil)
        let newView = try #require(router.currentModule?.containerViewController.view)
        let snapshot = try #require(router.window.subviews.first)
        #expect(router.window.subviews.last === newView)
        #expect(newView.frame.origin.x == 0)
        #expect(snapshot.frame.origin.x == router.window.bounds.width)
        HeadlessAnimations.finishAll()
        #expect(snapshot.superview == nil)
        #expect(router.window.subviews.count == 1)
    }

    @Test("A custom transition gets both views, and the next request waits until it completes")
    func customTransitionControlsCompletion() throws {
        let router = makeRouter()
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

    @Test("The default transition is an animated cross-dissolve; .none swaps at once")
    func defaultAndNoneTransitions() {
        let router = makeRouter()
        router.startNextNavigationModule(with: [.screen(HomeScreen.self)])
        #expect(router.isProcessingRequests)
        HeadlessAnimations.finishAll()
        router.defaultTransition = .none
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)])
        #expect(!router.isProcessingRequests)
        #expect(router.window.subviews.count == 1)
    }
}
