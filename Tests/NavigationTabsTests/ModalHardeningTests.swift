import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// Regression tests for defects outside checks found in modal sub-flows: each proves a promise of the
/// README's "Modals" section in an order of events the other suites did not reach.
@Suite("Modal hardening: every module of a chain ends once, for the reason the README gives")
@MainActor
struct ModalHardeningTests {
    @Test(
        "The app dismisses a chain through UIKit from a screen of the flow: every module of it is cancelled as dismissed by its presenter, with no request made after it",
        arguments: ["fullScreen", "sheet"], [false, true])
    func chainDismissedThroughUIKitFromBelowEndsWithoutAnotherRequest(style: String, animated: Bool) async throws {
        for topShowsAStack in [false, true] {
            try await dismissChainThroughUIKitFromBelow(
                style: style, animated: animated, topShowsAStack: topShowsAStack)
        }
    }

    private func dismissChainThroughUIKitFromBelow(style: String, animated: Bool, topShowsAStack: Bool) async throws {
        let presentation: ModalPresentation = style == "sheet" ? .sheet : .fullScreen
        let router = NavigationRouter(in: makeTestWindow())
        defer { withExtendedLifetime(router) {} }
        router.startNavigationModuleFrom([.screen(InboxRootScreen.self)], completion: nil)
        await settle()
        let flow = try #require(router.currentModule)
        let log = ChainLog()
        flow.present([.screen(InboxRootScreen.self)], presentation: presentation, completion: log.completion("First"))
        await settle()
        let first = try #require(flow.presentedModule)
        if topShowsAStack {
            first.present(
                [.screen(InboxRootScreen.self)], presentation: presentation, completion: log.completion("Top"))
        } else {
            first.present(
                screen: .screen(InboxRootScreen.self), presentation: presentation, completion: log.completion("Top"))
        }
        await settle()
        #expect(first.presentedModule != nil)
        try #require(flow.viewControllers.first).dismiss(animated: animated)
        await settle()
        // A dismissal that reports no coordinator is brought up to date on a later main-queue turn.
        for _ in 0..<100 where log.entries.count < 2 { await Task.yield() }
        #expect(
            log.entries == [
                "Top: cancelled: dismissed by its presenter", "First: cancelled: dismissed by its presenter",
            ])
        #expect(flow.presentedModule == nil && first.isFlowEnded)
    }

    /// An ordered record of the outcomes several presenters receive, each tagged with the module's name.
    /// Presents a picker as a popover over the Inbox tab's root screen, settled, and returns it.
    private func presentPicker(
        from inbox: NavigationModule, keepsPopover: Bool, log: ChainLog
    ) async throws -> NavigationModule {
        let anchor = try #require(inbox.viewControllers.first?.view)
        inbox.present(
            [.screen(PickerScreen.self)],
            presentation: .popover(.view(anchor, rect: nil), keepsPopoverInCompactWidth: keepsPopover),
            completion: log.completion("Picker"))
        await settle()
        return try #require(inbox.presentedModule)
    }

    @Test("replaceTab of a tab presenting a chain cancels each module with flowChanged, top first")
    func replaceTabCancelsChainWithFlowChanged() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion("A"))
        await settle()
        try #require(inbox.presentedModule).present([.screen(PickerScreen.self)], completion: log.completion("B"))
        await settle()
        try await branch.replaceTab("inbox", with: [.screen(InboxRootScreen.self)])
        #expect(log.entries == ["B: cancelled: the flow changed", "A: cancelled: the flow changed"])
        #expect(branch.tabBarController.presentedViewController == nil)
    }

    @Test(
        "A destination shown inside a presented module cancels each module above it with destination, top first")
    func destinationInsidePresentedModuleCancelsChainWithDestination() async throws {
        let log = ChainLog()
        let (router, settings) = try await settingsOverInbox(log: log)
        defer { withExtendedLifetime(router) {} }
        settings.present([.screen(ComposeScreen.self)], completion: log.completion("A"))
        await settle()
        try #require(settings.presentedModule).present([.screen(PickerScreen.self)], completion: log.completion("B"))
        await settle()
        #expect(await router.open(AppDestination.settings) == .shown)
        await settle()
        #expect(
            log.entries == [
                "B: cancelled: a destination needed the screen below",
                "A: cancelled: a destination needed the screen below",
            ])
        #expect(settings.stackTypeNames == ["SettingsScreen", "SettingsDetailScreen"])
        #expect(settings.presentedModule == nil)
    }

    @Test(
        "A presented module covered by a module it presents full screen is still offered destinations before the flow")
    func coveredPresentedModuleIsOfferedDestinations() async throws {
        let log = ChainLog()
        let (router, settings) = try await settingsOverInbox(log: log)
        defer { withExtendedLifetime(router) {} }
        settings.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: log.completion("A"))
        await settle()
        // UIKit takes a full-screen presentation's presenter out of the window once it is up.
        #expect(settings.containerViewController.viewIfLoaded?.window == nil)
        #expect(await router.open(AppDestination.settings) == .shown)
        await settle()
        #expect(log.entries == ["A: cancelled: a destination needed the screen below"])
        #expect(settings.stackTypeNames == ["SettingsScreen", "SettingsDetailScreen"])
        #expect(settings.containerViewController.viewIfLoaded?.window != nil)
    }

    @Test("A presented module still on screen after code selects another tab is offered destinations first")
    func presentedModuleKeepsDestinationsAfterSelectTab() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let settingsHandler = DestinationHandler(AppDestination.self) { destination in
            destination == .settings ? .push([.screen(SettingsDetailScreen.self)]) : nil
        }
        let log = ChainLog()
        inbox.present(
            [.screen(SettingsScreen.self)], presentation: .sheet, destinations: settingsHandler,
            completion: log.completion("Settings"))
        await settle()
        let settings = try #require(inbox.presentedModule)
        try await branch.selectTab(identifier: "activity")
        #expect(settings.containerViewController.viewIfLoaded?.window != nil)
        #expect(await router.open(AppDestination.settings) == .shown)
        await settle()
        #expect(log.entries.isEmpty)
        #expect(inbox.presentedModule === settings)
        #expect(settings.stackTypeNames == ["SettingsScreen", "SettingsDetailScreen"])
        #expect(try #require(branch.module(forTab: "profile")).stackTypeNames.contains("SettingsDetailScreen") == false)
    }

    @Test("Releasing the router with a chain presented cancels each module with flowChanged, top first, and frees it")
    func releasingRouterEndsPresentations() async throws {
        var router: NavigationRouter? = try await signedInRouter().0
        let log = ChainLog()
        weak var compose: NavigationModule?
        weak var picker: NavigationModule?
        // The app keeps the presenter; it must not keep what it presented alive.
        let inbox: NavigationModule
        do {
            let branch = try #require(router?.currentModule as? TabBranchModule)
            inbox = try #require(branch.module(forTab: "inbox"))
            inbox.present([.screen(ComposeScreen.self)], completion: log.completion("A"))
            await settle()
            compose = inbox.presentedModule
            try #require(compose).present([.screen(PickerScreen.self)], completion: log.completion("B"))
            await settle()
            picker = compose?.presentedModule
        }
        #expect(picker != nil)
        router = nil
        #expect(log.entries == ["B: cancelled: the flow changed", "A: cancelled: the flow changed"])
        #expect(compose == nil && picker == nil)
        #expect(inbox.presentedModule == nil)
    }

    @Test(
        "Releasing the router while a module animates in answers its presenter once; the async form returns",
        .headlessOnly)
    func releasingRouterDuringPresentationAnswersPresenter() async throws {
        var router: NavigationRouter? = try await signedInRouter().0
        let inbox = try #require((router?.currentModule as? TabBranchModule)?.module(forTab: "inbox"))
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let failure = PresentationFailure()
        let presentation = Task { () async -> String in
            do throws(NavigationError) {
                let outcome = try await inbox.present([.screen(ComposeScreen.self)], returning: Draft.self)
                return "\(outcome)"
            } catch {
                failure.error = error
                return "failed: \(error)"
            }
        }
        // A presentation that fails ends the wait, and the test says why; one that never answers
        // fails the test after a minute rather than keeping the run waiting.
        let deadline = Date(timeIntervalSinceNow: 60)
        while inbox.presentedModule == nil, failure.error == nil, Date() < deadline {
            await Task.yield()
        }
        try #require(
            inbox.presentedModule != nil,
            "The presentation did not start: \(failure.error.map { "\($0)" } ?? "no answer within a minute")")
        router = nil
        #expect(await presentation.value == "cancelled(the flow changed)")
    }

    @Test("A second finish without a completion handler reaches the router's onUnhandledError as notPresented")
    func doubleFinishReachesUnhandledError() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var unhandled: [NavigationError] = []
        router.onUnhandledError = { unhandled.append($0) }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion("Compose"))
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.finish(with: Draft(text: "Hi"))
        compose.finish(with: Draft(text: "Hi"))
        await settle()
        #expect(log.entries == ["Compose: finished Draft(text: \"Hi\")"])
        #expect(unhandled == [.notPresented])
    }

    @Test("A finish after the user's swipe-down, without a completion handler, reaches onUnhandledError", .headlessOnly)
    func finishAfterSwipeReachesUnhandledError() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var unhandled: [NavigationError] = []
        router.onUnhandledError = { unhandled.append($0) }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion("Compose"))
        await settle()
        let compose = try #require(inbox.presentedModule)
        #expect(UserMoves.swipeDownSheet(compose.containerViewController))
        await settle()
        compose.finish(with: Draft(text: "late"))
        await settle()
        #expect(log.entries == ["Compose: cancelled: dismissed by the user"])
        #expect(unhandled == [.notPresented])
    }

    @Test("A push without a completion handler on a tab of an ended flow reaches onUnhandledError as flowEnded")
    func pushOnEndedFlowReachesUnhandledError() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var unhandled: [NavigationError] = []
        router.onUnhandledError = { unhandled.append($0) }
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none)
        inbox.pushViewController(SettingsScreen.self, completion: nil)
        await settle()
        #expect(unhandled == [.flowEnded])
    }

    @Test(
        "App code dismissing from the root a module with its own controller on top: the outcome and event come at once, before a later Back tap"
    )
    func appDismissalOfChainFromRootIsSeen() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var events: [NavigationEvent] = []
        let observation = router.observeNavigation { events.append($0) }
        defer { observation.cancel() }
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(SettingsScreen.self)
        let log = ChainLog()
        inbox.present([.screen(ComposeScreen.self)], presentation: .sheet, completion: log.completion("Compose"))
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.containerViewController.present(UIViewController(), animated: true)
        await settle()
        events.removeAll()
        try #require(router.window.rootViewController).dismiss(animated: true)
        await settle()
        #expect(log.entries == ["Compose: cancelled: dismissed by its presenter"])
        #expect(inbox.presentedModule == nil)
        guard case .dismissed(_, .dismissedByPresenter, .code)? = events.first else {
            Issue.record("expected the dismissal first, got \(events)")
            return
        }
    }

    @Test("A Back tap after app code dismissed a chain from the root is reported after the dismissal", .headlessOnly)
    func backTapAfterUnseenDismissalIsReportedSecond() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var events: [NavigationEvent] = []
        let observation = router.observeNavigation { events.append($0) }
        defer { observation.cancel() }
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(SettingsScreen.self)
        inbox.present([.screen(ComposeScreen.self)], presentation: .sheet) {
            (_: Result<ModalOutcome<Draft>, NavigationError>) in
        }
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.containerViewController.present(UIViewController(), animated: false)
        await settle()
        events.removeAll()
        branch.tabBarController.dismiss(animated: false)
        await settle()
        #expect(UserMoves.tapBackButton(in: inbox.navigationController))
        await settle()
        let kinds = events.map { event -> String in
            switch event {
            case .dismissed: "dismissed"
            case .popped: "popped"
            default: "other"
            }
        }
        #expect(kinds == ["dismissed", "popped"])
    }

    @Test("A popover dismissed by app code through UIKit is the presenter's dismissal, not the user's")
    func popoverDismissedByAppCode() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var events: [NavigationEvent] = []
        let observation = router.observeNavigation { events.append($0) }
        defer { observation.cancel() }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        let picker = try await presentPicker(from: inbox, keepsPopover: false, log: log)
        events.removeAll()
        picker.containerViewController.presentingViewController?.dismiss(animated: true)
        await settle()
        #expect(log.entries == ["Picker: cancelled: dismissed by its presenter"])
        guard case .dismissed(_, .dismissedByPresenter, .code)? = events.first else {
            Issue.record("expected a dismissal by code, got \(events)")
            return
        }
    }

    @Test(
        "A tap outside a popover whose presentation delegate the app set is the user's; the app's delegate hears it",
        .headlessOnly)
    func popoverTapOutsideWithAppDelegate() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        let appDelegate = AppPresentationDelegate()
        let picker = try await presentPicker(from: inbox, keepsPopover: true, log: log)
        picker.containerViewController.presentationController?.delegate = appDelegate
        try await picker.pushViewController(SettingsScreen.self)
        #expect(UserMoves.tapOutsidePopover(picker.containerViewController))
        await settle()
        #expect(log.entries == ["Picker: cancelled: dismissed by the user"])
        #expect(appDelegate.calls == ["willDismiss", "didDismiss"])
    }

    @Test(
        "After app code dismissed what a popover presents from that module's own container, a tap outside is the user's",
        .headlessOnly)
    func popoverTapOutsideAfterAppDismissedItsPresentedModule() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        let picker = try await presentPicker(from: inbox, keepsPopover: true, log: log)
        picker.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: log.completion("Compose"))
        await settle()
        let compose = try #require(picker.presentedModule)
        // App code dismisses Compose from its own container, which presents nothing.
        compose.containerViewController.dismiss(animated: false)
        await settle()
        #expect(log.entries == ["Compose: cancelled: dismissed by its presenter"])
        // The app sets the popover's presentation delegate just before the user taps outside it.
        let appDelegate = AppPresentationDelegate()
        picker.containerViewController.presentationController?.delegate = appDelegate
        #expect(UserMoves.tapOutsidePopover(picker.containerViewController))
        await settle()
        #expect(
            log.entries == [
                "Compose: cancelled: dismissed by its presenter", "Picker: cancelled: dismissed by the user",
            ])
    }

    @Test(
        "A sheet swipe the user abandons changes nothing and reports nothing; app code dismissing it later is the presenter's",
        .headlessOnly)
    func abandonedSwipeDownChangesNothing() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var events: [NavigationEvent] = []
        let observation = router.observeNavigation { events.append($0) }
        defer { observation.cancel() }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion("Compose"))
        await settle()
        let compose = try #require(inbox.presentedModule)
        events.removeAll()
        #expect(UserMoves.swipeDownSheet(compose.containerViewController, completes: false))
        await settle()
        #expect(log.entries.isEmpty && events.isEmpty)
        #expect(inbox.presentedModule === compose)
        try await compose.pushViewController(RecipientsScreen.self)
        compose.containerViewController.presentingViewController?.dismiss(animated: true)
        await settle()
        #expect(log.entries == ["Compose: cancelled: dismissed by its presenter"])
    }

    @Test(
        "A popover whose presentation delegate the app replaced, dismissed by app code from the root, is the presenter's"
    )
    func popoverWithReplacedDelegateDismissedByAppCode() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = ChainLog()
        let appDelegate = AppPresentationDelegate()
        let picker = try await presentPicker(from: inbox, keepsPopover: true, log: log)
        picker.containerViewController.presentationController?.delegate = appDelegate
        try #require(router.window.rootViewController).dismiss(animated: false)
        await settle()
        #expect(log.entries == ["Picker: cancelled: dismissed by its presenter"])
    }
}

/// Why a presentation a test's task awaits failed, once it has.
@MainActor
private final class PresentationFailure {
    var error: NavigationError?
}
