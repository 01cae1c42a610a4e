import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("A dismissal UIKit never completes")
@MainActor
struct PendingDismissalTests {
    @Test(
        "When UIKit drops a dismissal's completion, the router's release fails the request and keeps nothing alive",
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
            AnimationClock.release()
            await settle()
        }
        withExtendedLifetime(router) {}
        router = nil
        await settle()
        #expect(weakCompose == nil)
        #expect(weakInbox == nil)
        #expect(log.errors == [.routerReleased])
        #expect(outcomes.entries.count == 1)
    }
}
