import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// Whether the user is signed in, as the guest tab's handler reads it.
@MainActor
private final class SessionState {
    var isSignedIn = false
}

@Suite("Held destinations are offered once the queue has settled")
@MainActor
struct HeldDestinationSettlingTests {
    @Test("A held link is shown in the tab that replaces the guest tab, not in the guest tab about to go")
    func heldLinkWaitsForTheTabReplacement() async throws {
        let session = SessionState()
        let messages = DestinationHandler(AppDestination.self) { destination in
            guard session.isSignedIn, case .message(let id) = destination else { return nil }
            return .stack([NavigationModel(MessageDetailScreen.self, input: id)])
        }
        let tabs = [
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)], destinations: messages),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs, selected: "profile")
        #expect(await router.open(AppDestination.message(id: 42)) == .held)
        let guestInbox = try #require(branch.module(forTab: "inbox"))
        // The sign-in sheet is up over the guest tabs.
        let profile = try #require(branch.module(forTab: "profile"))
        profile.present([.screen(SignInScreen.self)], presentation: .sheet, animated: false)
        await settle()
        // Signed in: the app dismisses the sheet and swaps the guest inbox for the signed-in one.
        session.isSignedIn = true
        try #require(profile.presentedModule).finish(with: true)
        branch.replaceTab("inbox", with: [.screen(InboxRootScreen.self)], completion: nil)
        await settle()
        let inbox = try #require(branch.module(forTab: "inbox"))
        #expect(inbox !== guestInbox)
        #expect(inbox.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(branch.selectedModule === inbox)
        #expect(router.pendingDestination == nil)
    }
}
