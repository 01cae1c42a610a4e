import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Events around taps the app redirects and flows coming on screen")
@MainActor
struct RedirectAndFlowEventOrderTests {
    @Test(
        "A tap whose delegate redirects through the branch's own selectTab is reported once per tab, in order",
        .headlessOnly)
    func redirectThroughBranchSelect() async throws {
        @MainActor final class RedirectingDelegate: NSObject, UITabBarControllerDelegate {
            weak var branch: TabBranchModule?
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                if tabBarController.viewControllers?.firstIndex(of: viewController) == 1 {
                    branch?.selectTab(identifier: "profile", completion: nil)
                }
            }
        }
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let delegate = RedirectingDelegate()
        delegate.branch = branch
        branch.tabBarController.delegate = delegate
        let log = EventLog(router)
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        await settle()
        #expect(branch.selectedIndex == 2)
        let selections = log.lines.filter { $0.hasPrefix("selected tab profile") }
        #expect(selections.count == 1, "\(log.lines)")
        #expect(log.lines.last?.hasPrefix("selected tab profile") == true, "\(log.lines)")
        withExtendedLifetime(delegate) {}
    }

    @Test("What an observer of the flow change does comes after the new flow's held events")
    func observerReactionFollowsHeldEvents() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([.screen(SignInScreen.self)])
        let log = EventLog(router)
        var reacted = false
        let observation = router.observeNavigation { [weak router] event in
            guard !reacted, event.description.hasPrefix("flow changed") else { return }
            reacted = true
            (router?.currentModule as? TabBranchModule)?.tabBarController.selectedIndex = 0
        }
        try await router.startNextNavigationModule(
            with: [
                .tabBranch([
                    NavigationTab(identifier: "home", title: "Home", models: [.screen(TabRestoringScreen.self)]),
                    NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
                ])
            ], transition: .none)
        await settle()
        #expect((router.currentModule as? TabBranchModule)?.selectedIndex == 0)
        #expect(log.lines.last == "selected tab home (0) (code)", "\(log.lines)")
        withExtendedLifetime((router, observation)) {}
    }

    /// A router showing sign-in, the animation clock held, bringing the signed-in tabs on screen with
    /// `transition`: the branch coming on screen. The caller releases the clock.
    private func signedInTabsComingOnScreen(
        in router: NavigationRouter, with transition: FlowTransition
    ) throws -> TabBranchModule {
        AnimationClock.hold()
        router.startNextNavigationModule(with: [SampleApp.signedInTabs()], transition: transition, completion: nil)
        return try #require(router.currentModule as? TabBranchModule)
    }

    @Test(
        "While the new flow slides in, its tab bar takes no tap; while it fades in under the old flow's picture, it does",
        .headlessOnly, arguments: [false, true])
    func tabTapsWhileANewFlowComesOnScreen(slides: Bool) async throws {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([.screen(SignInScreen.self)])
        let log = EventLog(router)
        let branch = try signedInTabsComingOnScreen(
            in: router, with: slides ? .slide(from: .right) : .crossDissolve())
        let tapped = UserMoves.tapTab(at: 2, in: branch.tabBarController)
        AnimationClock.release()
        await settle()
        #expect(tapped == !slides)
        #expect(branch.selectedIndex == (slides ? 0 : 2))
        #expect(log.lines.count == (slides ? 1 : 2), "\(log.lines)")
        #expect(log.lines.first?.hasPrefix("flow changed") == true, "\(log.lines)")
        withExtendedLifetime(router) {}
    }

    @Test(
        "A flow change names the flow as it came on screen (or as it was when the observer started): a tab selected while it fades in is reported after it, once",
        .headlessOnly, arguments: [false, true])
    func flowChangeNamesTheFlowAsItCameOnScreen(observerStartsMeanwhile: Bool) async throws {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([.screen(SignInScreen.self)])
        let earlyLog = observerStartsMeanwhile ? nil : EventLog(router)
        let branch = try signedInTabsComingOnScreen(in: router, with: .crossDissolve())
        let log = earlyLog ?? EventLog(router)
        let firstTab = try #require(branch.tabs.first?.identifier)
        let thirdTab = try #require(branch.tabs.dropFirst(2).first?.identifier)
        branch.tabBarController.selectedIndex = 2
        AnimationClock.release()
        await settle()
        #expect(log.lines.count == 2, "\(log.lines)")
        #expect(log.lines.first?.hasPrefix("flow changed from SignInScreen to \(firstTab): ") == true, "\(log.lines)")
        #expect(log.lines.last == "selected tab \(thirdTab) (2) (code)", "\(log.lines)")
        withExtendedLifetime(router) {}
    }
}

@Suite("Modules over an unselected tab's context stay off screen")
@MainActor
struct NestedContextPresentationTests {
    @Test("A module presented over the context of a module over an unselected tab's context is not on screen")
    func nestedContextModuleInUnselectedTabIsOffScreen() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: .overCurrentContext)
        ) { (_: Result<ModalOutcome<Draft>, NavigationError>) in }
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.present(
            [.screen(PickerScreen.self)], presentation: ModalPresentation(style: .overCurrentContext)
        ) { (_: Result<ModalOutcome<Draft>, NavigationError>) in }
        await settle()
        let picker = try #require(compose.presentedModule)
        try await branch.selectTab(identifier: "profile")
        #expect(compose.containerViewController.viewIfLoaded?.window == nil)
        #expect(picker.containerViewController.viewIfLoaded?.window == nil, "Picker still over the Profile tab")
        let log = OutcomeLog<Draft>()
        picker.present([.screen(SettingsScreen.self)], presentation: .sheet, completion: log.completion)
        await settle()
        #expect(log.errors == [.notOnScreen])
    }

    @Test("An overlay over a screen that a push covers does not come back over the pushed screen with its tab")
    func overlayOverCoveredScreenStaysOutAcrossTabSwitch() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let screen = try #require(inbox.viewControllers.first)
        screen.definesPresentationContext = true
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        screen.present(overlay, animated: false)
        await settle()
        try await inbox.pushViewController(SettingsScreen.self)
        #expect(overlay.viewIfLoaded?.window == nil)
        try await branch.selectTab(identifier: "profile")
        try await branch.selectTab(identifier: "inbox")
        #expect(overlay.viewIfLoaded?.window == nil, "the search overlay is back over SettingsScreen")
    }
}
