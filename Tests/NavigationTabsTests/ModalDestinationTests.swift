import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// Compose for a recipient: it shows `.compose(to:)` and counts refreshes.
final class ComposeToScreen: NavigationModuleViewController, NavigationInputScreen {
    typealias Input = String
    var draft = ""
    private(set) var refreshCount = 0
    override var shownDestination: (any NavigationDestination)? { input.map { AppDestination.compose(to: $0) } }
    override func refresh(for destination: any NavigationDestination) { refreshCount += 1 }
}

@Suite("Destinations and modals: presenting plans, top-down offering, the screens below")
@MainActor
struct ModalDestinationTests {
    /// Inbox (which presents Compose for compose links, and shows messages) and Profile.
    private func mailRouter() async throws -> (NavigationRouter, TabBranchModule) {
        try await makeRouter(tabs: mailTabs(), selected: "profile")
    }

    private func mailTabs() -> [NavigationTab] {
        [
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { destination in
                    switch destination {
                    case .compose(let to):
                        .present([NavigationModel(ComposeToScreen.self, input: to)], presentation: .sheet)
                    case .message(let id): .stack([NavigationModel(MessageDetailScreen.self, input: id)])
                    default: nil
                    }
                }),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
        ]
    }

    private let settingsHandler = DestinationHandler(AppDestination.self) { destination in
        destination == .settings ? .push([.screen(SettingsDetailScreen.self)]) : nil
    }

    @Test("A deep link presents Compose as a sheet over the Inbox tab, selecting it first")
    func deepLinkPresentsCompose() async throws {
        let (router, branch) = try await mailRouter()
        let outcome = await router.open(AppDestination.compose(to: "42"))
        #expect(outcome == .shown)
        let inbox = try #require(branch.module(forTab: "inbox"))
        #expect(branch.selectedModule === inbox)
        let compose = try #require(inbox.presentedModule)
        #expect((compose.viewControllers.first as? ComposeToScreen)?.input == "42")
        #expect(compose.containerViewController.modalPresentationStyle == .pageSheet)
        #expect(router.window.rootViewController?.presentedViewController === compose.containerViewController)
    }

    @Test("A presenting plan given a result type hands the presented module's outcome to its completion", .headlessOnly)
    func presentingPlanDeliversItsOutcome() async throws {
        var outcomes: [String] = []
        let tabs = [
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { destination in
                    guard case .compose(let to) = destination else { return nil }
                    return .present([NavigationModel(ComposeToScreen.self, input: to)], returning: String.self) {
                        outcome in
                        switch outcome {
                        case .finished(let draft): outcomes.append("finished: \(draft)")
                        case .cancelled(let reason): outcomes.append("cancelled: \(reason)")
                        }
                    }
                })
        ]
        let (router, branch) = try await makeRouter(tabs: tabs, selected: "inbox")
        #expect(await router.open(AppDestination.compose(to: "42")) == .shown)
        let inbox = try #require(branch.module(forTab: "inbox"))
        try #require(inbox.presentedModule).finish(with: "Hello", animated: false)
        await settle()
        #expect(await router.open(AppDestination.compose(to: "43")) == .shown)
        UserMoves.swipeDownSheet(try #require(inbox.presentedModule).containerViewController)
        await settle()
        #expect(outcomes == ["finished: Hello", "cancelled: dismissed by the user"])
    }

    @Test("A plan that keeps presentations selects its tab and leaves the sheet up; by default the sheet goes")
    func planKeepingPresentationsLeavesTheSheet() async throws {
        let tabs = [
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { $0 == .messages ? .root : nil }),
            NavigationTab(
                identifier: "activity", title: "Activity", models: [.screen(ActivityScreen.self)],
                destinations: DestinationHandler(AppDestination.self) {
                    $0 == .activity ? .root.keepingPresentations() : nil
                }),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs, selected: "inbox")
        let inbox = try #require(branch.module(forTab: "inbox"))
        inbox.present([.screen(SettingsScreen.self)], presentation: .sheet, animated: false)
        await settle()
        #expect(await router.open(AppDestination.activity) == .shown)
        await settle()
        #expect(branch.selectedModule === branch.module(forTab: "activity"))
        #expect(inbox.presentedModule != nil)
        // The inbox's top showed it already, but its tab had to be selected and the sheet dismissed.
        #expect(await router.open(AppDestination.messages) == .shown)
        await settle()
        #expect(branch.selectedModule === inbox)
        #expect(inbox.presentedModule == nil)
    }

    @Test("A link to what a covered presented screen shows dismisses what covers it, then refreshes it")
    func linkToCoveredPresentedScreenUncoversIt() async throws {
        let (router, branch) = try await mailRouter()
        #expect(await router.open(AppDestination.compose(to: "42")) == .shown)
        let inbox = try #require(branch.module(forTab: "inbox"))
        let compose = try #require(inbox.presentedModule)
        var pickerOutcome: String?
        compose.present([.screen(PickerScreen.self)], presentation: .sheet) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .success(.cancelled(let reason)) = result { pickerOutcome = "\(reason)" }
        }
        await settle()
        #expect(compose.presentedModule != nil)
        let screen = try #require(compose.viewControllers.first as? ComposeToScreen)
        // Uncovered, not already showing: something moved.
        #expect(await router.open(AppDestination.compose(to: "42")) == .shown)
        await settle()
        #expect(compose.presentedModule == nil)
        #expect(pickerOutcome == "a destination needed the screen below")
        #expect(screen.refreshCount == 1)
        #expect(router.window.rootViewController?.presentedViewController?.presentedViewController == nil)
    }

    @Test("A second compose link while Compose is up keeps the draft: nothing moves, the screen refreshes")
    func secondComposeLinkKeepsDraft() async throws {
        let (router, branch) = try await mailRouter()
        #expect(await router.open(AppDestination.compose(to: "42")) == .shown)
        let inbox = try #require(branch.module(forTab: "inbox"))
        let compose = try #require(inbox.presentedModule)
        let screen = try #require(compose.viewControllers.first as? ComposeToScreen)
        screen.draft = "Half-written"
        #expect(await router.open(AppDestination.compose(to: "42")) == .alreadyShowing)
        #expect(inbox.presentedModule === compose && screen.refreshCount == 1 && screen.draft == "Half-written")
    }

    @Test(
        "A second compose link after the user pushed inside Compose pops back to it: the draft is kept, nothing is dismissed"
    )
    func secondComposeLinkPopsBackInsideCompose() async throws {
        let (router, branch) = try await mailRouter()
        #expect(await router.open(AppDestination.compose(to: "42")) == .shown)
        let inbox = try #require(branch.module(forTab: "inbox"))
        let compose = try #require(inbox.presentedModule)
        let screen = try #require(compose.viewControllers.first as? ComposeToScreen)
        screen.draft = "Half-written"
        try await compose.pushViewController(RecipientsScreen.self)
        #expect(await router.open(AppDestination.compose(to: "42")) == .poppedBack)
        await settle()
        #expect(inbox.presentedModule === compose)
        #expect(compose.viewControllers.count == 1 && compose.viewControllers.first === screen)
        #expect(screen.draft == "Half-written")
    }

    @Test("A link shown inside a presented module first dismisses the controller app code presented over it")
    func linkInsidePresentedModuleDismissesAppControllerAbove() async throws {
        let (router, branch) = try await mailRouter()
        let profile = try #require(branch.module(forTab: "profile"))
        let log = OutcomeLog<Draft>()
        profile.present([.screen(SettingsScreen.self)], destinations: settingsHandler, completion: log.completion)
        await settle()
        let settings = try #require(profile.presentedModule)
        settings.containerViewController.present(UIViewController(), animated: false)
        await settle()
        #expect(await router.open(AppDestination.settings) == .shown)
        await settle()
        #expect(settings.containerViewController.presentedViewController == nil)
        #expect(settings.stackTypeNames == ["SettingsScreen", "SettingsDetailScreen"])
        #expect(profile.presentedModule === settings && log.entries.isEmpty)
    }

    @Test("A link while Settings is up is shown inside Settings; nothing below it moves", .headlessOnly)
    func linkShownInsidePresentedModule() async throws {
        let (router, branch) = try await mailRouter()
        let profile = try #require(branch.module(forTab: "profile"))
        let log = OutcomeLog<Draft>()
        profile.present([.screen(SettingsScreen.self)], destinations: settingsHandler, completion: log.completion)
        await AnimationClock.settleTurnByTurn()
        let settings = try #require(profile.presentedModule)
        #expect(await router.open(AppDestination.settings) == .shown)
        #expect(settings.stackTypeNames == ["SettingsScreen", "SettingsDetailScreen"])
        #expect(profile.presentedModule === settings && log.entries.isEmpty)
        #expect(branch.selectedModule === profile)
    }

    @Test(
        "A destination for a screen below the modals dismisses them first, each cancelled with destination",
        .headlessOnly)
    func destinationBelowDismissesModals() async throws {
        let (router, branch) = try await mailRouter()
        let profile = try #require(branch.module(forTab: "profile"))
        let log = OutcomeLog<Draft>()
        profile.present([.screen(SettingsScreen.self)], destinations: settingsHandler, completion: log.completion)
        await AnimationClock.settleTurnByTurn()
        #expect(await router.open(AppDestination.message(id: 7)) == .shown)
        #expect(log.outcomes == [.cancelled(.destination)])
        #expect(profile.presentedModule == nil && router.window.rootViewController?.presentedViewController == nil)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
    }

    @Test("A held compose link is presented once sign-in gives way to the tabs")
    func heldLinkPresentsAfterSignIn() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([SampleApp.signIn()], completion: nil)
        router.open(AppDestination.compose(to: "ada"), completion: nil)
        await settle()
        #expect(router.pendingDestination == AnyNavigationDestination(AppDestination.compose(to: "ada")))
        router.currentModule?.endFlow(with: [.tabBranch(mailTabs(), selectedTabIdentifier: "profile")], completion: nil)
        await settle()
        #expect(router.pendingDestination == nil)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule === branch.module(forTab: "inbox"))
        let inbox = try #require(branch.module(forTab: "inbox"))
        #expect((inbox.presentedModule?.viewControllers.first as? ComposeToScreen)?.input == "ada")
    }
}
