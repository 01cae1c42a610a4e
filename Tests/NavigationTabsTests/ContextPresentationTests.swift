import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// Modules presented over the current context of a tab: UIKit's navigation and tab bar controllers
/// define the presentation context by default, so such a module is presented by the tab's own
/// navigation controller and stays in that tab.
@Suite("Modules presented over a tab's own context")
@MainActor
struct ContextPresentationTests {
    /// The signed-in tabs with a Compose module presented over the Inbox tab's own context, settled,
    /// and the log of its outcomes.
    private func composeOverInbox(_ style: UIModalPresentationStyle = .overCurrentContext) async throws -> (
        NavigationRouter, TabBranchModule, NavigationModule, OutcomeLog<Draft>
    ) {
        let (router, branch, inbox) = try await inboxTab()
        let log = OutcomeLog<Draft>()
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: style), completion: log.completion)
        await settle()
        return (router, branch, inbox, log)
    }

    @Test(
        "A module presented over the current context of a tab is the tab's: tab switches keep it, and it finishes once",
        arguments: [UIModalPresentationStyle.overCurrentContext, .currentContext])
    func presentedInTabContext(style: UIModalPresentationStyle) async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        let profile = try #require(branch.module(forTab: "profile"))
        do {
            inbox.present(
                [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: style),
                completion: log.completion)
            await settle()
            let presented = try #require(inbox.presentedModule)
            #expect(presented.containerViewController.presentingViewController === inbox.containerViewController)
            try await branch.selectTab(identifier: "profile")
            try await profile.pushViewController(SettingsScreen.self)
            try await branch.selectTab(identifier: "inbox")
            #expect(inbox.presentedModule === presented)
            try await presented.pushViewController(RecipientsScreen.self)
            #expect(presented.stackTypeNames == ["ComposeScreen", "RecipientsScreen"])
            presented.finish(with: Draft(text: "Hello"))
            await settle()
        }
        #expect(log.outcomes == [.finished(Draft(text: "Hello"))])
        #expect(inbox.presentedModule == nil)
        #expect(inbox.containerViewController.presentedViewController == nil)
        #expect(profile.stackTypeNames == ["ProfileScreen", "SettingsScreen"])
    }

    @Test(
        "Two tabs each present a module over their own context; each ends on its own, and a flow change ends both",
        arguments: [UIModalPresentationStyle.overCurrentContext, .currentContext])
    func twoTabsPresentOverTheirContexts(style: UIModalPresentationStyle) async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        let inboxLog = OutcomeLog<Draft>()
        let profileLog = OutcomeLog<Draft>()
        do {
            inbox.present(
                [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: style),
                completion: inboxLog.completion)
            await settle()
            try await branch.selectTab(identifier: "profile")
            profile.present(
                [.screen(PickerScreen.self)], presentation: ModalPresentation(style: style),
                completion: profileLog.completion)
            await settle()
            #expect(profile.presentedModule != nil)
            #expect(inbox.presentedModule != nil)
            try #require(profile.presentedModule).cancel()
            await settle()
            #expect(profileLog.outcomes == [.cancelled(.cancelledByModule)])
            #expect(inbox.presentedModule != nil)
            profile.present(
                [.screen(PickerScreen.self)], presentation: ModalPresentation(style: style),
                completion: profileLog.completion)
            await settle()
            try await router.startNextNavigationModule(with: [.screen(SplashScreen.self)])
        }
        #expect(inboxLog.outcomes == [.cancelled(.flowChanged)])
        #expect(profileLog.outcomes == [.cancelled(.cancelledByModule), .cancelled(.flowChanged)])
    }

    @Test("A full-screen module from a tab that presents over its own context waits for nothing and is refused")
    func fullScreenOverTabWithContextPresentation() async throws {
        let (router, branch, inbox, log) = try await composeOverInbox()
        defer { withExtendedLifetime((router, branch)) {} }
        let second = OutcomeLog<Draft>()
        inbox.present([.screen(PickerScreen.self)], presentation: .fullScreen, completion: second.completion)
        await settle()
        #expect(second.errors == [.alreadyPresenting])
        #expect(log.entries.isEmpty)
    }

    @Test(
        "A destination dismisses what tabs present over their own contexts, as it does a sheet over the flow",
        arguments: [UIModalPresentationStyle.overCurrentContext, .currentContext])
    func destinationDismissesContextPresentations(style: UIModalPresentationStyle) async throws {
        let (router, branch, inbox, log) = try await composeOverInbox(style)
        defer { withExtendedLifetime((router, branch)) {} }
        var outcome: DestinationOutcome?
        router.open(AppDestination.settings) { outcome = $0 }
        await settle()
        #expect(outcome == .shown)
        #expect(log.outcomes == [.cancelled(.destination)])
        #expect(inbox.presentedModule == nil)
        #expect(inbox.containerViewController.presentedViewController == nil)
    }

    @Test(
        "A destination the tabs show dismisses what every tab presents over its own context, unselected tabs included"
    )
    func destinationDismissesUnselectedTabsContextPresentations() async throws {
        let (router, branch, _, inboxLog) = try await composeOverInbox()
        defer { withExtendedLifetime((router, branch)) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        let profileLog = OutcomeLog<Draft>()
        try await branch.selectTab(identifier: "profile")
        profile.present(
            [.screen(PickerScreen.self)], presentation: ModalPresentation(style: .overCurrentContext),
            completion: profileLog.completion)
        await settle()
        try await branch.selectTab(identifier: "inbox")
        var outcome: DestinationOutcome?
        router.open(AppDestination.settings) { outcome = $0 }
        await settle()
        #expect(outcome == .shown)
        #expect(inboxLog.outcomes == [.cancelled(.destination)])
        #expect(profileLog.outcomes == [.cancelled(.destination)])
        #expect(profile.presentedModule == nil)
        #expect(profile.containerViewController.presentedViewController == nil)
    }

    @Test("Replacing a tab that presents over its own context cancels that module with flowChanged")
    func replacingTabEndsItsContextPresentation() async throws {
        let (router, branch, _, log) = try await composeOverInbox()
        defer { withExtendedLifetime((router, branch)) {} }
        try await branch.replaceTab("inbox", with: [.screen(SettingsScreen.self)])
        #expect(log.outcomes == [.cancelled(.flowChanged)])
        #expect(branch.module(forTab: "inbox")?.stackTypeNames == ["SettingsScreen"])
        #expect(router.window.rootViewController?.presentedViewController == nil)
    }

    @Test(
        "A flow change dismisses what the app presented over a screen's own context lower in a tab's stack, and releases the old flow"
    )
    func flowChangeDismissesAppContextPresentation() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(SampleApp.signedInTabs())
        await settle()
        weak var oldBranch: NavigationModule?
        weak var searching: UIViewController?
        weak var overlay: UIViewController?
        do {
            let branch = try #require(router.currentModule as? TabBranchModule)
            let inbox = try #require(branch.module(forTab: "inbox"))
            oldBranch = branch
            let screen = try #require(inbox.viewControllers.first)
            searching = screen
            // A screen that shows search results over itself, as a search controller does.
            screen.definesPresentationContext = true
            let results = UIViewController()
            results.modalPresentationStyle = .overCurrentContext
            overlay = results
            screen.present(results, animated: false)
            await settle()
            #expect(results.presentingViewController === screen)
            try await inbox.pushViewController(SettingsScreen.self)
        }
        try await router.startNextNavigationModule(with: [.screen(SplashScreen.self)])
        await settle()
        #expect(router.window.rootViewController?.presentedViewController == nil)
        #expect(oldBranch == nil && searching == nil && overlay == nil)
        withExtendedLifetime(router) {}
    }

    @Test(
        "A destination dismisses what the app presented over the stack that shows it, or over a screen of it, before it shows",
        arguments: [false, true])
    func destinationDismissesAppPresentationOverItsStack(overScreen: Bool) async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let screen = try #require(inbox.viewControllers.first)
        // Over the tab's stack (a dimming overlay), or over a screen that defines its own context (a
        // search controller up).
        if overScreen { screen.definesPresentationContext = true }
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        screen.present(overlay, animated: false)
        await settle()
        #expect(overlay.presentingViewController === (overScreen ? screen : inbox.containerViewController))
        var outcome: DestinationOutcome?
        router.open(AppDestination.message(id: 7)) { outcome = $0 }
        await settle()
        #expect(outcome == .shown)
        #expect(inbox.stackTypeNames.last == "MessageDetailScreen")
        #expect(overlay.presentingViewController == nil)
        #expect(inbox.containerViewController.presentedViewController == nil)
    }

    @Test(
        "A module presented over an unselected tab's context is not on screen: it presents nothing, and no destination is offered to it"
    )
    func contextModuleInUnselectedTabIsOffScreen() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: .overCurrentContext),
            destinations: DestinationHandler(AppDestination.self) {
                $0 == .settings ? .push([.screen(PickerScreen.self)]) : nil
            }
        ) { (_: Result<ModalOutcome<Draft>, NavigationError>) in }
        await settle()
        let context = try #require(inbox.presentedModule)
        try await branch.selectTab(identifier: "profile")
        let log = OutcomeLog<Draft>()
        context.present([.screen(PickerScreen.self)], presentation: .sheet, completion: log.completion)
        await settle()
        #expect(log.errors == [.notOnScreen])
        #expect(context.presentedModule == nil)
        var outcome: DestinationOutcome?
        router.open(AppDestination.settings) { outcome = $0 }
        await settle()
        #expect(outcome == .shown)
        #expect(context.stackTypeNames == ["ComposeScreen"])
        #expect(branch.selectedIndex == 2)
    }

    @Test("App code popping a module presented over an unselected tab's context is reported as code, not a Back tap")
    func popInUnselectedTabContextIsCode() async throws {
        let (router, branch, inbox, _) = try await composeOverInbox()
        defer { withExtendedLifetime((router, branch)) {} }
        let compose = try #require(inbox.presentedModule)
        try await compose.pushViewController(RecipientsScreen.self)
        try await branch.selectTab(identifier: "profile")
        let log = EventLog(router)
        _ = compose.navigationController.popViewController(animated: false)
        router.currentModule?.pushViewController(SettingsScreen.self, completion: nil)
        await settle()
        #expect(
            log.lines.contains { $0.hasPrefix("popped RecipientsScreen") && $0.hasSuffix("(code)") }, "\(log.lines)")
    }
}
