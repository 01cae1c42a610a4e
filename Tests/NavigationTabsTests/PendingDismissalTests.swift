import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("A dismissal UIKit never completes")
@MainActor
struct PendingDismissalTests {
    @Test(
        "A finish UIKit declined, released with its router before it could tell, fails once and keeps nothing alive",
        .headlessOnly)
    func droppedDismissalCompletionEndsWithTheRouter() async throws {
        var router: NavigationRouter?
        weak var weakCompose: NavigationModule?
        weak var weakInbox: NavigationModule?
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        do {
            let (madeRouter, branch, inbox) = try await inboxTab()
            router = madeRouter
            inbox.present(
                [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: .overCurrentContext),
                completion: outcomes.completion)
            await settle()
            let compose = try #require(inbox.presentedModule)
            weakCompose = compose
            weakInbox = inbox
            // App code shows its own alert over Compose, then the Profile tab is selected.
            let alert = UIViewController()
            compose.containerViewController.present(alert, animated: false)
            await settle()
            try await branch.selectTab(identifier: "profile")
            // App code dismisses the alert, animated, in the tab that is not on screen; Compose is
            // cancelled meanwhile: UIKit declines (a dismissal runs) and never calls the completion.
            AnimationClock.hold()
            alert.dismiss(animated: true)
            compose.cancel(animated: true, completion: log.completion)
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
        "A finish UIKit declines for app code's dismissal in a tab off screen fails once that ends, and the module stays",
        .headlessOnly)
    func dismissalDeclinedForAnotherOneFails() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: .overCurrentContext),
            completion: outcomes.completion)
        await settle()
        let compose = try #require(inbox.presentedModule)
        let alert = UIViewController()
        compose.containerViewController.present(alert, animated: false)
        await settle()
        try await branch.selectTab(identifier: "profile")
        AnimationClock.hold()
        alert.dismiss(animated: true)
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
}
