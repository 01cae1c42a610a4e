import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite(
    "Modules a full-screen presentation covers: UIKit takes their views out of the window, and every request still does what it says"
)
@MainActor
struct CoveredModuleTests {
    /// Inbox presents Settings (a sheet) that handles `.settings`; app code then presents its own
    /// controller over Settings with `style`; `.settings` is opened.
    private func openSettingsOverAppController(style: UIModalPresentationStyle) async throws -> (
        log: [String], stack: [String], settingsStillPresented: Bool
    ) {
        let log = ChainLog()
        let (router, settings) = try await settingsOverInbox(log: log)
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(settings.presentingModule)
        let player = UIViewController()
        player.modalPresentationStyle = style
        settings.containerViewController.present(player, animated: false)
        await settle()
        #expect(await router.open(AppDestination.settings) == .shown)
        await settle()
        return (log.entries, settings.stackTypeNames, inbox.presentedModule === settings)
    }

    /// The signed-in flow with a module presented full screen from the Inbox tab, on screen; its
    /// outcome goes to `log` as "Full".
    private func fullScreenOverInbox(log: ChainLog = ChainLog()) async throws -> (
        router: NavigationRouter, branch: TabBranchModule, inbox: NavigationModule
    ) {
        let (router, branch) = try await signedInRouter()
        let inbox = try #require(branch.module(forTab: "inbox"))
        inbox.present([.screen(SettingsScreen.self)], presentation: .fullScreen, completion: log.completion("Full"))
        await settle()
        return (router, branch, inbox)
    }

    @Test("A presented module under the app's own sheet is offered the destination")
    func appSheetOverPresentedModule() async throws {
        let result = try await openSettingsOverAppController(style: .pageSheet)
        #expect(result.log.isEmpty)
        #expect(result.stack == ["SettingsScreen", "SettingsDetailScreen"])
        #expect(result.settingsStillPresented)
    }

    @Test("A presented module under an app's full-screen controller is offered the destination, as under a sheet")
    func appFullScreenOverPresentedModule() async throws {
        let result = try await openSettingsOverAppController(style: .fullScreen)
        #expect(result.log.isEmpty)
        #expect(result.stack == ["SettingsScreen", "SettingsDetailScreen"])
        #expect(result.settingsStillPresented)
    }

    @Test(
        "The branch asked to present while a tab's module is up: the same error under a full-screen module as under a sheet"
    )
    func branchPresentErrorSameForStyles() async throws {
        var errors: [NavigationError?] = []
        for presentation in [ModalPresentation.sheet, .fullScreen] {
            let (router, branch) = try await signedInRouter()
            defer { withExtendedLifetime(router) {} }
            let inbox = try #require(branch.module(forTab: "inbox"))
            inbox.present([.screen(SettingsScreen.self)], presentation: presentation) {
                (_: Result<ModalOutcome<Draft>, NavigationError>) in
            }
            await settle()
            var error: NavigationError?
            branch.present([.screen(ComposeScreen.self)]) { (result: Result<ModalOutcome<Draft>, NavigationError>) in
                if case .failure(let failure) = result { error = failure }
            }
            await settle()
            errors.append(error)
        }
        #expect(errors == [.alreadyPresenting, .alreadyPresenting])
    }

    @Test(
        "A push asked for after settled requests waits for the app's animated dismissal from below a full-screen chain, whichever of the SDK's containers runs it and whatever tops the chain",
        .headlessOnly, arguments: ["a tab's screen", "a presented screen"], ["app's controller", "module"])
    func pushWaitsForDismissalFromCoveredContainer(dismissedFrom: String, top: String) async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        inbox.present(screen: .screen(SettingsScreen.self), presentation: .fullScreen) {
            (_: Result<ModalOutcome<Draft>, NavigationError>) in
        }
        await settle()
        let screenModule = try #require(inbox.presentedModule)
        if top == "module" {
            screenModule.present([.screen(ComposeScreen.self)], presentation: .fullScreen) {
                (_: Result<ModalOutcome<Draft>, NavigationError>) in
            }
        } else {
            let appController = FlaglessTransitionController()
            appController.modalPresentationStyle = .fullScreen
            screenModule.containerViewController.present(appController, animated: false)
        }
        await settle()
        // Two requests in a row find the same hierarchy: the router then looks for transitions only
        // above the presenters the full-screen presentations cover.
        for _ in 0..<2 {
            inbox.pushViewController(ActivityScreen.self, animated: false, completion: nil)
            inbox.popViewController(animated: false, completion: nil)
            await settle()
        }
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let dismissingScreen =
            dismissedFrom == "a tab's screen" ? inbox.viewControllers.first : screenModule.viewControllers.first
        try #require(dismissingScreen).dismiss(animated: true)
        let before = inbox.stackTypeNames
        let results = ResultLog()
        inbox.pushViewController(ActivityScreen.self, animated: false, completion: results.completion)
        #expect(inbox.stackTypeNames == before)
        await settle()
        #expect(results.successCount == 1)
        #expect(inbox.stackTypeNames == before + ["ActivityScreen"])
    }

    @Test("A flow switch while a tab's module is full screen: only the new flow's view is in the window")
    func flowSwitchWhileFullScreen() async throws {
        let log = ChainLog()
        let (router, _, _) = try await fullScreenOverInbox(log: log)
        defer { withExtendedLifetime(router) {} }
        let oldRootView = try #require(router.window.rootViewController?.view)
        #expect(oldRootView.window == nil)
        try await router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .crossDissolve())
        await settle()
        #expect(log.entries == ["Full: cancelled: the flow changed"])
        #expect(router.window.subviews.count == 1)
        #expect(router.window.subviews.first === router.window.rootViewController?.view)
        #expect(oldRootView.window == nil)
    }

    @Test("endFlow from a tab module its full-screen module covers replaces the flow, leaving one view in the window")
    func endFlowFromCoveredModule() async throws {
        let log = ChainLog()
        let (router, _, inbox) = try await fullScreenOverInbox(log: log)
        defer { withExtendedLifetime(router) {} }
        let results = ResultLog()
        inbox.endFlow(with: [.screen(SignInScreen.self)], transition: .none, completion: results.completion)
        await settle()
        #expect(results.errors.isEmpty)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(router.window.subviews.count == 1)
    }

    @Test("Push in a covered tab module, then the full-screen module ends: the tab shows only its new top")
    func pushInCoveredModuleThenDismiss() async throws {
        let (router, _, inbox) = try await fullScreenOverInbox()
        defer { withExtendedLifetime(router) {} }
        let results = ResultLog()
        inbox.pushViewController(ActivityScreen.self, animated: true, completion: results.completion)
        await settle()
        #expect(results.errors.isEmpty)
        let root = try #require(inbox.viewControllers.first)
        let top = try #require(inbox.viewControllers.last)
        #expect(top.view.window == nil)
        try #require(inbox.presentedModule).cancel()
        await settle()
        #expect(top.view.window === router.window)
        #expect(root.viewIfLoaded?.superview == nil, "the screen below the top is still in the hierarchy")
    }

    @Test(
        "A destination for the stack of a tab a full-screen module covers cancels that module and shows in the tab, on screen"
    )
    func destinationIntoCoveredTab() async throws {
        let log = ChainLog()
        let (router, _, inbox) = try await fullScreenOverInbox(log: log)
        defer { withExtendedLifetime(router) {} }
        #expect(await router.open(AppDestination.message(id: 7)) == .shown)
        await settle()
        #expect(log.entries == ["Full: cancelled: a destination needed the screen below"])
        #expect(inbox.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(inbox.viewControllers.last?.view.window === router.window)
        #expect(inbox.viewControllers.first?.viewIfLoaded?.superview == nil)
    }

    @Test("A destination for another tab while a full-screen module is up selects that tab on screen")
    func destinationIntoOtherTabWhileCovered() async throws {
        let log = ChainLog()
        let (router, branch, inbox) = try await fullScreenOverInbox(log: log)
        defer { withExtendedLifetime(router) {} }
        #expect(await router.open(AppDestination.settings) == .shown)
        await settle()
        let profile = try #require(branch.module(forTab: "profile"))
        #expect(log.entries == ["Full: cancelled: a destination needed the screen below"])
        #expect(profile.stackTypeNames == ["ProfileScreen", "SettingsDetailScreen"])
        #expect(profile.viewControllers.last?.view.window === router.window)
        #expect(inbox.viewControllers.first?.viewIfLoaded?.window == nil)
    }

    @Test("Code selects another tab under a full-screen module, which then ends: only the selected tab shows")
    func selectTabUnderFullScreen() async throws {
        let (router, branch, inbox) = try await fullScreenOverInbox()
        defer { withExtendedLifetime(router) {} }
        try await branch.selectTab(identifier: "profile")
        await settle()
        let full = try #require(inbox.presentedModule)
        // Still offered destinations: the full-screen module is on screen.
        #expect(full.containerViewController.view.window === router.window)
        full.cancel()
        await settle()
        let profile = try #require(branch.module(forTab: "profile"))
        #expect(profile.viewControllers.last?.view.window === router.window)
        #expect(inbox.viewControllers.first?.viewIfLoaded?.window == nil)
        #expect(router.hierarchyDescription.contains("(selected)"))
    }
    @Test(
        "A presenting plan that keeps presentations fails with alreadyPresenting while something is presented, whatever its style"
    )
    func keepingPresentationsPresentPlanError() async throws {
        var outcomes: [DestinationOutcome] = []
        for presentation in [ModalPresentation.sheet, .fullScreen] {
            let tabs = [
                NavigationTab(
                    identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)],
                    destinations: DestinationHandler(AppDestination.self) { _ in nil }),
                NavigationTab(
                    identifier: "activity", title: "Activity", models: [.screen(ActivityScreen.self)],
                    destinations: DestinationHandler(AppDestination.self) { destination in
                        guard case .compose(let to) = destination else { return nil }
                        return .present([NavigationModel(ComposeToScreen.self, input: to)]).keepingPresentations()
                    }),
            ]
            let (router, branch) = try await makeRouter(tabs: tabs, selected: "inbox")
            defer { withExtendedLifetime(router) {} }
            let inbox = try #require(branch.module(forTab: "inbox"))
            inbox.present([.screen(SettingsScreen.self)], presentation: presentation, animated: false)
            await settle()
            let outcome = await router.open(AppDestination.compose(to: "1"))
            outcomes.append(outcome)
        }
        #expect(outcomes == [.failed(.alreadyPresenting), .failed(.alreadyPresenting)])
    }
}

/// An app's controller that, as UIKit may, reports no transition of its own while it is presented or
/// dismissed: only its presenter vends the coordinator.
final class FlaglessTransitionController: UIViewController {
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    override var isBeingPresented: Bool { false }
    override var isBeingDismissed: Bool { false }
}
