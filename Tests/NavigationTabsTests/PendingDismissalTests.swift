import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Dismissals that UIKit declines, or that outlive their router")
@MainActor
struct PendingDismissalTests {
    @Test(
        "A cancel UIKit declined, released with its router before it could tell, fails once and keeps nothing alive",
        .headlessOnly)
    func droppedDismissalCompletionEndsWithTheRouter() async throws {
        var router: NavigationRouter?
        weak var weakCompose: NavigationModule?
        weak var weakInbox: NavigationModule?
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        do {
            let scene = try await composeUnderAlertInTabOffScreen(outcomes: outcomes)
            router = scene.router
            weakCompose = scene.compose
            weakInbox = scene.inbox
            // App code dismisses the alert, animated, in the tab that is not on screen; Compose is
            // cancelled meanwhile: UIKit declines (a dismissal runs) and never calls the completion.
            AnimationClock.hold()
            scene.alert.dismiss(animated: true)
            scene.compose.cancel(animated: true, completion: log.completion)
        }
        // The router goes before the alert's dismissal ends.
        withExtendedLifetime(router) {}
        router = nil
        AnimationClock.release()
        await settle()
        #expect(weakCompose == nil)
        #expect(weakInbox == nil)
        #expect(log.results.count == 1 && log.errors == [.routerReleased])
        #expect(outcomes.entries.count == 1)
    }

    @Test(
        "A cancel UIKit declines for app code's dismissal in a tab off screen fails once that ends, and the module stays",
        .headlessOnly)
    func dismissalDeclinedForAnotherOneFails() async throws {
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        let scene = try await composeUnderAlertInTabOffScreen(outcomes: outcomes)
        defer { withExtendedLifetime(scene.router) {} }
        let (inbox, compose) = (scene.inbox, scene.compose)
        AnimationClock.hold()
        scene.alert.dismiss(animated: true)
        compose.cancel(animated: true, completion: log.completion)
        AnimationClock.release()
        await settle()
        #expect(log.errors == [.rejectedByUIKit(reason: "UIKit did not dismiss the presented module")])
        #expect(inbox.presentedModule === compose && outcomes.entries.isEmpty)
        // The queue moved on: the module can be cancelled now.
        compose.cancel(animated: false, completion: log.completion)
        await settle()
        #expect(log.results.count == 2 && log.successCount == 1)
        #expect(inbox.presentedModule == nil && outcomes.outcomes == [.cancelled(.cancelledByModule)])
    }

    @Test("A finish still animating when the router is released ends with routerReleased, once", .headlessOnly)
    func finishAnimatingWhenRouterIsReleasedFails() async throws {
        var router: NavigationRouter?
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        do {
            let (madeRouter, _, inbox) = try await inboxTab()
            router = madeRouter
            inbox.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: outcomes.completion)
            await settle()
            let compose = try #require(inbox.presentedModule)
            AnimationClock.hold()
            compose.finish(with: Draft(text: "sent"), completion: log.completion)
        }
        weak let releasedRouter = router
        router = nil
        #expect(releasedRouter == nil)
        // The presenter hears the module's end at once; the finish fails as its transition ends.
        #expect(outcomes.outcomes == [.finished(Draft(text: "sent"))])
        #expect(log.results.isEmpty)
        AnimationClock.release()
        await settle()
        #expect(log.results.count == 1 && log.errors == [.routerReleased])
    }

    /// Compose presented over the Inbox tab's context, an alert of the app's over it, and the Profile
    /// tab selected, so that the Inbox tab is off screen.
    private func composeUnderAlertInTabOffScreen(outcomes: OutcomeLog<Draft>) async throws -> (
        router: NavigationRouter, inbox: NavigationModule, compose: NavigationModule, alert: UIViewController
    ) {
        let (router, branch, inbox) = try await inboxTab()
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: .overCurrentContext),
            completion: outcomes.completion)
        await settle()
        let compose = try #require(inbox.presentedModule)
        let alert = UIViewController()
        compose.containerViewController.present(alert, animated: false)
        await settle()
        try await branch.selectTab(identifier: "profile")
        return (router, inbox, compose, alert)
    }
}
