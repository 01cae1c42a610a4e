import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Tab branches and destinations: ownership, ordering, nothing half-done")
@MainActor
struct TabBranchHardeningTests {
    private let message7 = AnyNavigationDestination(AppDestination.message(id: 7))

    // MARK: Screens belong to the module whose stack holds them

    @Test("A push through the branch lands on the selected tab, and the screen belongs to that tab's module")
    func branchPushBelongsToSelectedTab() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        branch.selectTab(identifier: "profile", completion: nil)
        branch.pushViewController(SettingsScreen.self, animated: false, completion: nil)
        let profile = try #require(branch.module(forTab: "profile"))
        let settings = try #require(profile.viewControllers.last as? SettingsScreen)
        #expect(settings.navigationModule === profile)
        #expect(settings.navigationModule?.tabBranch === branch)

        // A later push from that screen stays on its own tab, whichever tab is selected then.
        branch.selectTab(identifier: "inbox", completion: nil)
        settings.navigationModule?.pushViewController(MessageScreen.self, input: 5, animated: false, completion: nil)
        await settle()
        #expect(profile.stackTypeNames == ["ProfileScreen", "SettingsScreen", "MessageScreen"])
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["InboxScreen"])

        // A pop through the branch pops the tab selected when it runs.
        branch.selectTab(identifier: "profile", completion: nil)
        branch.popViewController(animated: false, completion: nil)
        await settle()
        #expect(profile.stackTypeNames == ["ProfileScreen", "SettingsScreen"])
    }

    @Test("A branch-level destination plan pushes onto the selected tab, and its screens belong to that tab")
    func branchLevelPlanBelongsToSelectedTab() async throws {
        let (router, branch) = try await makeRouter()
        branch.destinations = DestinationHandler(AppDestination.self) { destination in
            destination == .settings ? .push([.screen(SettingsScreen.self)]) : nil
        }
        try await branch.selectTab(identifier: "profile")
        #expect(await router.open(AppDestination.settings) == .shown)
        let profile = try #require(branch.module(forTab: "profile"))
        let settings = try #require(profile.viewControllers.last as? SettingsScreen)
        #expect(settings.navigationModule === profile)
        #expect(settings.navigationModule?.tabBranch === branch)
    }

    @Test("A nested branch forwards a push to its own selected tab")
    func nestedBranchForwardsToInnerTab() async throws {
        let inner = NavigationModel.tabBranch([
            NavigationTab(identifier: "a", title: "A", models: [.screen(InboxScreen.self)]),
            NavigationTab(identifier: "b", title: "B", models: [.screen(ProfileScreen.self)]),
        ])
        let (router, outer) = try await makeRouter(tabs: [
            NavigationTab(identifier: "nested", title: "Nested", models: [inner]),
            NavigationTab(identifier: "other", title: "Other", models: [.screen(SettingsScreen.self)]),
        ])
        defer { withExtendedLifetime(router) {} }
        let innerBranch = try #require(outer.module(forTab: "nested") as? TabBranchModule)
        innerBranch.selectTab(identifier: "b", completion: nil)
        outer.pushViewController(SettingsScreen.self, animated: false, completion: nil)
        let tabB = try #require(innerBranch.module(forTab: "b"))
        #expect(tabB.stackTypeNames == ["ProfileScreen", "SettingsScreen"])
        #expect((tabB.viewControllers.last as? NavigationModuleViewController)?.navigationModule === tabB)
    }

    // MARK: A replaced tab cannot end the flow

    @Test(
        "An endFlow from a tab, queued behind a replaceTab of that tab, fails with flowEnded; the flow stays",
        .headlessOnly)
    func replacedTabCannotEndTheFlow() async throws {
        let (router, branch) = try await makeRouter()
        let oldInbox = try #require(branch.module(forTab: "inbox"))
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        oldInbox.pushViewController(MessageScreen.self, input: 1, completion: nil)
        branch.replaceTab("inbox", with: [.screen(SettingsScreen.self)], completion: log.completion)
        oldInbox.endFlow(with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
        await settle()
        #expect(log.results.count == 2)
        #expect(log.errors == [.flowEnded])
        #expect(oldInbox.isFlowEnded)
        #expect(router.currentModule === branch)
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["SettingsScreen"])
    }

    @Test("An endFlow from a current tab still replaces the whole flow")
    func currentTabEndsTheFlow() async throws {
        let (router, branch) = try await makeRouter()
        let log = ResultLog()
        branch.modules[1].endFlow(with: [.screen(SignInScreen.self)], transition: .none, completion: log.completion)
        #expect(log.successCount == 1)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(branch.isFlowEnded && branch.modules.allSatisfy(\.isFlowEnded))
    }

    // MARK: A refused destination moves nothing

    @Test("A destination whose plan is invalid moves nothing: the tab stays selected and the sheet stays up")
    func invalidPlanMovesNothing() async throws {
        let broken = NavigationModel.tabBranch([
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { _ in .stack([.tabBranch([])]) }),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
        ])
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(broken)
        let branch = try #require(router.currentModule as? TabBranchModule)
        try await branch.selectTab(identifier: "profile")
        let sheet = UIViewController()
        try #require(router.window.rootViewController).present(sheet, animated: false)
        #expect(await router.open(AppDestination.messages) == .failed(.moduleModelInStack))
        #expect(branch.selectedIndex == 1)
        #expect(sheet.presentingViewController != nil)
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["InboxRootScreen"])
    }

    // MARK: Held destinations are offered after every change

    @Test("A held destination is shown once replaceTab puts in a tab that can show it")
    func heldDestinationShownAfterReplaceTab() async throws {
        let guestTabs = [
            NavigationTab(identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)]),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
        ]
        let (router, branch) = try await makeRouter(tabs: guestTabs, selected: "profile")
        var events: [DestinationEvent] = []
        router.observeDestinations { events.append($0) }
        var outcome: DestinationOutcome?
        router.open(AppDestination.message(id: 7)) { outcome = $0 }
        #expect(outcome == .held)
        branch.replaceTab(
            "inbox",
            with: [
                .flow(
                    [.screen(InboxRootScreen.self)],
                    destinations: DestinationHandler(AppDestination.self) { destination in
                        guard case .message(let id) = destination else { return nil }
                        return .stack([NavigationModel(MessageDetailScreen.self, input: id)])
                    })
            ], completion: nil)
        await settle()
        #expect(router.pendingDestination == nil)
        #expect(branch.selectedIndex == 0)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(events == [.held(message7), .shown(message7)])

        // Exactly once: later requests do not show it again.
        branch.selectedModule.popToRootViewController(animated: false, completion: nil)
        branch.selectTab(identifier: "profile", completion: nil)
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["InboxRootScreen"])
        #expect(events.count == 2)
    }

    // MARK: Waiting for transitions the SDK did not start

    @Test(
        "A destination opened while an alert animates in over a sheet waits, dismisses both and is shown", .headlessOnly
    )
    func destinationWaitsForTopmostPresentation() async throws {
        let (router, branch) = try await signedInRouter()
        weak var sheet: UIViewController?
        var outcome: DestinationOutcome?
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let warnings = try await uikitMisuse {
            let presentedSheet = UIViewController()
            sheet = presentedSheet
            // The alert once the sheet is up: a controller still being presented presents nothing.
            try #require(router.window.rootViewController).present(presentedSheet, animated: false) {
                presentedSheet.present(UIViewController(), animated: true)
            }
            router.open(AppDestination.message(id: 7)) { outcome = $0 }
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(outcome == .shown)
        #expect(sheet == nil)
        #expect(!router.isProcessingRequests)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
    }

    @Test(
        "A destination opened during a back swipe in its tab waits for the swipe: no nested transition", .headlessOnly)
    func destinationWaitsForBackSwipe() async throws {
        let (router, branch) = try await signedInRouter()
        let inbox = try #require(branch.module(forTab: "inbox"))
        inbox.pushViewController(MessageDetailScreen.self, input: 1, animated: false, completion: nil)
        await settle()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        var outcome: DestinationOutcome?
        let warnings = await uikitMisuse {
            #expect(UserMoves.swipeBack(in: inbox.navigationController))
            router.open(AppDestination.message(id: 7)) { outcome = $0 }
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(outcome == .shown)
        #expect(inbox.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect((inbox.viewControllers.last as? MessageDetailScreen)?.input == 7)
    }

    @Test("replaceTab asked for while a presentation animates waits for it, and the old tab is released", .headlessOnly)
    func replaceTabWaitsForPresentation() async throws {
        let (router, branch) = try await makeRouter()
        weak let oldInbox = branch.module(forTab: "inbox")
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        let warnings = try await uikitMisuse {
            try #require(router.window.rootViewController).present(UIViewController(), animated: true)
            branch.replaceTab("inbox", with: [.screen(SettingsScreen.self)], completion: log.completion)
            #expect(branch.module(forTab: "inbox") === oldInbox)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 1)
        #expect(oldInbox == nil)
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["SettingsScreen"])
    }

    @Test("A push asked for while a re-tapped tab pops to its root waits for the pop to end", .headlessOnly)
    func pushWaitsForReTapPop() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = branch.modules[0]
        try await inbox.pushViewController(MessageScreen.self, input: 1, animated: false)
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        let warnings = await uikitMisuse {
            #expect(UserMoves.tapTab(at: 0, in: branch.tabBarController))
            inbox.pushViewController(SettingsScreen.self, completion: log.completion)
            #expect(inbox.stackTypeNames == ["InboxScreen"])
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 1)
        #expect(inbox.stackTypeNames == ["InboxScreen", "SettingsScreen"])
    }
}

@Suite("Tab branches and destinations: screens a stack cannot hold")
@MainActor
struct TabBranchUnusableScreenTests {
    @Test("A lazy tab whose builder returns a navigation controller leaves it out and reports it", .headlessOnly)
    func lazyTabLeavesOutUnusableScreen() async throws {
        let tabs = [
            NavigationTab(identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)]),
            NavigationTab(
                identifier: "broken", title: "Broken",
                models: [.screen(ProfileScreen.self), NavigationModel(builder: { _ in UINavigationController() })]),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs)
        var errors: [NavigationError] = []
        router.onUnhandledError = { errors.append($0) }
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        #expect(branch.selectedModule.stackTypeNames == ["ProfileScreen"])
        #expect(errors == [.unusableScreen(typeName: "UINavigationController", problem: .navigationController)])
    }

    @Test("A destination plan whose builder returns a screen a stack cannot hold moves nothing")
    func planWithUnusableScreenMovesNothing() async throws {
        let tabs = [
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { _ in
                    .push([NavigationModel(builder: { _ in UITabBarController() })])
                }),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs)
        let sheet = UIViewController()
        try #require(router.window.rootViewController).present(sheet, animated: false)
        let outcome = await router.open(AppDestination.activity)
        #expect(outcome == .failed(.unusableScreen(typeName: "UITabBarController", problem: .tabBarController)))
        #expect(branch.selectedIndex == 0)
        #expect(sheet.presentingViewController != nil)
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["InboxScreen"])
    }
}
