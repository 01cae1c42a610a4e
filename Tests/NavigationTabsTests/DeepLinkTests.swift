import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Destinations and deep links")
@MainActor
struct DeepLinkTests {
    private let message42 = AnyNavigationDestination(AppDestination.message(id: 42))

    @Test(
        "Cold start: a URL at launch waits through splash and sign-in, then lands once in the right tab", .headlessOnly)
    func coldStartThroughSignIn() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let url = try #require(URL(string: "myapp://messages/42"))
        let scene = SystemEvents.connect(delegate, urls: [url])
        defer { withExtendedLifetime(scene) {} }
        await settle()
        let router = try #require(delegate.router)
        #expect(router.currentModule?.viewControllers.first is SplashScreen)
        #expect(router.pendingDestination == message42)

        // The session check fails: splash hands over to sign-in, which cannot show the message.
        router.currentModule?.endFlow(with: [SampleApp.signIn()], completion: nil)
        await settle()
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(router.pendingDestination == message42)
        #expect(!(router.window.rootViewController is UITabBarController))

        // Sign-in completes: the app lands in Inbox on the message, the tab's root below it.
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], completion: nil)
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule === branch.module(forTab: "inbox"))
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect((branch.selectedModule.viewControllers.last as? MessageDetailScreen)?.input == 42)
        #expect(router.pendingDestination == nil)
        #expect(delegate.events == [.held(message42), .shown(message42)])

        // Exactly once: another flow change later does not deliver it again.
        router.startNextNavigationModule(with: [SampleApp.signedInTabs()], transition: .none, completion: nil)
        let again = try #require(router.currentModule as? TabBranchModule)
        #expect(again.selectedModule.stackTypeNames == ["InboxRootScreen"])
        #expect(delegate.events.count == 2)
    }

    @Test("Signed in and deep in another tab: the link selects Inbox and shows the message; Profile keeps its stack")
    func warmLinkFromAnotherTab() async throws {
        let (router, branch) = try await signedInRouter()
        let profile = try #require(branch.module(forTab: "profile"))
        branch.selectTab(identifier: "profile", completion: nil)
        profile.pushViewController(SettingsDetailScreen.self, completion: nil)
        profile.pushViewController(ActivityScreen.self, completion: nil)
        await settle()
        var outcome: DestinationOutcome?
        let warnings = await uikitMisuse {
            router.open(AppDestination.message(id: 7)) { outcome = $0 }
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(outcome == .shown)
        #expect(branch.selectedModule === branch.module(forTab: "inbox"))
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(profile.stackTypeNames == ["ProfileScreen", "SettingsDetailScreen", "ActivityScreen"])
    }

    @Test("Already showing: opening the destination on top moves nothing and tells the screen to refresh")
    func alreadyShowingDoesNotDuplicate() async throws {
        let (router, branch) = try await signedInRouter()
        #expect(await router.open(AppDestination.message(id: 42)) == .shown)
        let inbox = branch.selectedModule
        let message = try #require(inbox.viewControllers.last as? MessageDetailScreen)
        #expect(await router.open(AppDestination.message(id: 42)) == .alreadyShowing)
        #expect(inbox.viewControllers.count == 2)
        #expect(inbox.viewControllers.last === message)
        #expect(message.refreshCount == 1)
    }

    @Test("A destination an unselected tab's top screen shows: the tab is selected and the screen refreshes, shown")
    func unselectedTabTopIsShownNotAlreadyShowing() async throws {
        let (router, branch) = try await signedInRouter()
        #expect(await router.open(AppDestination.message(id: 42)) == .shown)
        let inbox = branch.selectedModule
        let message = try #require(inbox.viewControllers.last as? MessageDetailScreen)
        try await branch.selectTab(identifier: "profile")
        var events: [DestinationEvent] = []
        let observation = router.observeDestinations { events.append($0) }
        defer { withExtendedLifetime(observation) {} }
        #expect(await router.open(AppDestination.message(id: 42)) == .shown)
        #expect(branch.selectedModule === inbox)
        #expect(inbox.viewControllers.last === message && message.refreshCount == 1)
        #expect(events == [.shown(AnyNavigationDestination(AppDestination.message(id: 42)))])
    }

    @Test("Further down the stack: the stack pops back to the screen that shows it instead of pushing a copy")
    func furtherDownPopsBack() async throws {
        let (router, branch) = try await signedInRouter()
        let inbox = branch.selectedModule
        try await inbox.pushViewController(MessageDetailScreen.self, input: 1)
        try await inbox.pushViewController(MessageDetailScreen.self, input: 2)
        let first = inbox.viewControllers[1]
        #expect(await router.open(AppDestination.message(id: 1)) == .poppedBack)
        #expect(inbox.viewControllers.count == 2)
        #expect(inbox.viewControllers.last === first)
        #expect(await router.open(AppDestination.messages) == .poppedBack)
        #expect(inbox.stackTypeNames == ["InboxRootScreen"])
    }

    @Test("A newer request replaces an older pending one; only the newer is shown after sign-in")
    func newerReplacesPending() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        var events: [DestinationEvent] = []
        router.observeDestinations { events.append($0) }
        router.startNavigationModuleFrom([SampleApp.signIn()], completion: nil)
        router.open(AppDestination.message(id: 1), completion: nil)
        router.open(AppDestination.activity, completion: nil)
        await settle()
        #expect(router.pendingDestination == AnyNavigationDestination(AppDestination.activity))
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], completion: nil)
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule === branch.module(forTab: "activity"))
        let one = AnyNavigationDestination(AppDestination.message(id: 1))
        let activity = AnyNavigationDestination(AppDestination.activity)
        #expect(events == [.held(one), .replaced(one, by: activity), .held(activity), .shown(activity)])
    }

    @Test("Asked again while held and shown by a flow queued before it, a destination is not held for later flows")
    func heldDestinationShownByALaterAskIsNotHeldAgain() async throws {
        let (router, log) = await signInHoldingMessageOne()
        #expect(router.pendingDestination == AnyNavigationDestination(AppDestination.message(id: 1)))
        // Signed in with an animation; the same link again, and a sign-out, queue behind it: the link
        // runs in the signed-in flow, before the held one can be offered.
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], transition: .crossDissolve(), completion: nil)
        router.open(AppDestination.message(id: 1), completion: nil)
        router.startNextNavigationModule(with: [SampleApp.signIn()], transition: .none, completion: nil)
        await settle()
        let one = AnyNavigationDestination(AppDestination.message(id: 1))
        #expect(log.events == [.held(one), .replaced(one, by: one), .shown(one)])
        #expect(router.pendingDestination == nil)
        // Signed in again: the message the user saw is not shown a second time.
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], completion: nil)
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen"])
        #expect(log.events.count == 3)
    }

    @Test("A newer destination shown by a flow queued before it replaces the held one, which is never shown")
    func newerDestinationShownWhileOneIsHeldReplacesIt() async throws {
        let (router, log) = await signInHoldingMessageOne()
        // Signed in with an animation, and a notification tapped meanwhile: the newer destination runs
        // in the signed-in flow before the held one can be offered, and the user's latest ask stays.
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], transition: .crossDissolve(), completion: nil)
        var outcome: DestinationOutcome?
        router.open(AppDestination.activity) { outcome = $0 }
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(outcome == .shown)
        #expect(branch.selectedModule === branch.module(forTab: "activity"))
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["InboxRootScreen"])
        let one = AnyNavigationDestination(AppDestination.message(id: 1))
        let activity = AnyNavigationDestination(AppDestination.activity)
        #expect(log.events == [.held(one), .replaced(one, by: activity), .shown(activity)])
        #expect(router.pendingDestination == nil)
    }

    @Test("A newer destination that shows nothing (its plan refuses) leaves the held one, which is then shown")
    func newerDestinationThatShowsNothingKeepsTheHeldOne() async throws {
        let (router, log) = await signInHoldingMessageOne()
        let tabs = SampleApp.inboxOnlyTabs { .reject("locked") }
        router.currentModule?.endFlow(with: [tabs], transition: .crossDissolve(), completion: nil)
        router.open(AppDestination.settings, completion: nil)
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        let one = AnyNavigationDestination(AppDestination.message(id: 1))
        #expect(log.events.first == .held(one) && log.events.last == .shown(one))
        #expect(!log.events.contains { if case .replaced = $0 { true } else { false } })
    }

    @Test(
        "A destination still animating in does not keep a released router alive, and ends with routerReleased",
        .headlessOnly)
    func destinationAnimatingWhenRouterIsReleasedFails() async throws {
        var (router, _): (NavigationRouter?, TabBranchModule) = try await signedInRouter()
        var outcomes: [DestinationOutcome] = []
        AnimationClock.hold()
        router?.open(AppDestination.message(id: 7)) { outcomes.append($0) }
        #expect(outcomes.isEmpty)
        weak let releasedRouter = router
        router = nil
        #expect(releasedRouter == nil)
        AnimationClock.release()
        await settle()
        #expect(outcomes == [.failed(.routerReleased)])
    }

    @Test("No way around sign-in: a held destination is never shown by the sign-in flow, and a clear drops it")
    func signInIsNeverBypassed() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        var events: [DestinationEvent] = []
        router.observeDestinations { events.append($0) }
        router.open(AppDestination.settings, completion: nil)
        router.startNavigationModuleFrom([SampleApp.signIn()], completion: nil)
        router.open(AppDestination.forgotPassword, completion: nil)
        await settle()
        #expect(router.currentModule?.stackTypeNames == ["SignInScreen", "ForgotPasswordScreen"])
        router.currentModule?.endFlow(with: [SampleApp.signIn()], transition: .none, completion: nil)
        #expect(router.currentModule?.stackTypeNames == ["SignInScreen"])
        #expect(router.pendingDestination == AnyNavigationDestination(AppDestination.settings))
        let settings = AnyNavigationDestination(AppDestination.settings)
        #expect(router.clearPendingDestination() == settings)
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], transition: .none, completion: nil)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule === branch.module(forTab: "inbox"))
        #expect(branch.module(forTab: "profile")?.stackTypeNames == [])
        #expect(
            events == [
                .held(settings), .shown(AnyNavigationDestination(AppDestination.forgotPassword)),
                .dropped(settings, reason: .cleared),
            ])
    }

    @Test("A modal over the tabs is dismissed before the destination is shown")
    func modalIsDismissedFirst() async throws {
        let (router, branch) = try await signedInRouter()
        weak var modal: UIViewController?
        do {
            let sheet = UIViewController()
            modal = sheet
            branch.selectedModule.viewControllers.first?.present(sheet, animated: false)
        }
        #expect(await router.open(AppDestination.settings) == .shown)
        #expect(modal == nil)
        #expect(branch.module(forTab: "profile")?.stackTypeNames == ["ProfileScreen", "SettingsDetailScreen"])
    }

    @Test("A destination asked for during a flow change waits for it and is then shown by the new flow")
    func destinationWaitsForRunningTransition() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([SampleApp.signIn()], completion: nil)
        var outcome: DestinationOutcome?
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], completion: nil)
        router.open(AppDestination.activity) { outcome = $0 }
        #expect(outcome == nil)
        await settle()
        #expect(outcome == .shown)
        #expect(router.pendingDestination == nil)
    }

    @Test(
        "Scene entry points: warm URLs and shortcuts reach the router; bad input is rejected and moves nothing",
        .headlessOnly)
    func sceneEntryPoints() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let scene = SystemEvents.connect(delegate, notificationUserInfo: ["type": "message", "id": 5])
        let router = try #require(delegate.router)
        try await router.currentModule?.endFlow(with: [SampleApp.signedInTabs()])
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect((branch.selectedModule.viewControllers.last as? MessageDetailScreen)?.input == 5)

        SystemEvents.open([try #require(URL(string: "myapp://activity"))], in: scene)
        await settle()
        #expect(branch.selectedModule === branch.module(forTab: "activity"))

        let handled = await SystemEvents.performShortcut(
            UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox"), in: scene)
        await settle()
        #expect(handled)
        #expect(branch.selectedModule === branch.module(forTab: "inbox"))

        let before = branch.selectedModule.stackTypeNames
        let eventsBefore = delegate.events.count
        SystemEvents.open(
            [
                try #require(URL(string: "otherapp://messages")), try #require(URL(string: "myapp://admin/wipe")),
                try #require(URL(string: "myapp://messages/abc")),
            ], in: scene)
        let unknown = await SystemEvents.performShortcut(
            UIApplicationShortcutItem(type: "MessageDetailScreen", localizedTitle: "x"), in: scene)
        await settle()
        #expect(!unknown)
        #expect(branch.selectedModule.stackTypeNames == before)
        let wipe = try #require(URL(string: "myapp://admin/wipe"))
        let badID = try #require(URL(string: "myapp://messages/abc"))
        let otherApp = try #require(URL(string: "otherapp://messages"))
        let expected: [DestinationEvent] = [
            .rejected(.url(wipe), reason: .unknownPath("/admin/wipe")),
            .rejected(.url(badID), reason: .invalidParameter(name: "id", expected: .int, value: "abc")),
            .rejected(.url(otherApp), reason: .unsupportedScheme("otherapp")),
            .rejected(
                .shortcut(type: "MessageDetailScreen", userInfo: .dictionary([:])),
                reason: .unknownShortcut(type: "MessageDetailScreen")),
        ]
        #expect(Array(delegate.events[eventsBefore...]) == expected)
    }

    @Test("A plan that cannot run is dropped with its reason, and nothing moves")
    func failedPlanIsDroppedWithReason() async throws {
        let broken = NavigationModel.tabBranch([
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { _ in
                    .stack([.tabBranch([])])
                })
        ])
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(broken)
        var events: [DestinationEvent] = []
        router.observeDestinations { events.append($0) }
        let outcome = await router.open(AppDestination.activity)
        #expect(outcome == .failed(.moduleModelInStack))
        let activity = AnyNavigationDestination(AppDestination.activity)
        #expect(events == [.dropped(activity, reason: .failed(.moduleModelInStack))])
        #expect(router.pendingDestination == nil)
        #expect((router.currentModule as? TabBranchModule)?.selectedModule.stackTypeNames == ["InboxRootScreen"])
    }

    @Test("Events report each outcome, and a cancelled observation stops receiving them")
    func eventsReportOutcomes() async throws {
        let (router, branch) = try await signedInRouter()
        var events: [DestinationEvent] = []
        let observation = router.observeDestinations { events.append($0) }
        _ = await router.open(AppDestination.message(id: 3))
        _ = await router.open(AppDestination.message(id: 3))
        _ = await router.open(AppDestination.messages)
        try await branch.selectedModule.endFlow(with: [SampleApp.signIn()], transition: .none)
        _ = await router.open(AppDestination.activity)
        router.clearPendingDestination()
        observation.cancel()
        _ = await router.open(AppDestination.activity)
        let three = AnyNavigationDestination(AppDestination.message(id: 3))
        let messages = AnyNavigationDestination(AppDestination.messages)
        let activity = AnyNavigationDestination(AppDestination.activity)
        #expect(
            events == [
                .shown(three), .alreadyShowing(three), .poppedBack(messages), .held(activity),
                .dropped(activity, reason: .cleared),
            ])
        #expect(events.allSatisfy { !$0.description.isEmpty })
    }
}
