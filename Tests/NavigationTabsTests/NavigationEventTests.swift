import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// Records every navigation event a router reports, as sentences.
@MainActor
final class EventLog {
    private(set) var events: [NavigationEvent] = []
    private var observation: NavigationObservation?

    init(_ router: NavigationRouter) {
        observation = router.observeNavigation { [weak self] in self?.events.append($0) }
    }

    /// The events as their descriptions, oldest first; `removeAll` starts a new chapter.
    var lines: [String] { events.map(\.description) }
    func removeAll() { events.removeAll() }
}

/// An app's own navigation-controller delegate, which must keep hearing from UIKit.
@MainActor
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(String(describing: type(of: viewController)))
    }
}

/// An app's own tab-bar delegate, which must keep deciding and hearing about taps.
@MainActor
final class AppTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var refused: Set<Int> = []
    var selected: [Int] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        !refused.contains(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)
    }
}

/// A tab's root that selects another tab through UIKit the first time it appears: `tabToSelect`.
class TabSelectingScreen: NavigationModuleViewController {
    class var tabToSelect: Int { 1 }
    private var selected = false
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !selected else { return }
        selected = true
        tabBarController?.selectedIndex = Self.tabToSelect
    }
}

/// A first tab's root that selects the second tab as it first appears, as an app restoring the tab
/// the user left does.
final class TabRestoringScreen: TabSelectingScreen {}

@Suite("Navigation events: every change, once, in order, whoever made it")
@MainActor
struct NavigationEventTests {
    @Test("A journey in code reports each flow change, push, pop, selection, presentation and dismissal once, in order")
    func codeJourney() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        let log = EventLog(router)
        try await router.startNavigationModuleFrom([.screen(SplashScreen.self)])
        try await router.currentModule?.endFlow(with: [.tabBranch(standardTabs())], transition: .none)
        let branch = try #require(router.currentModule as? TabBranchModule)
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(MessageScreen.self, input: 42, animated: false)
        try await inbox.pushViewController(SettingsScreen.self, animated: true)
        try await inbox.popToRootViewController(animated: true)
        try await branch.selectTab(identifier: "profile")
        try await branch.selectTab(identifier: "profile")
        let profile = try #require(branch.module(forTab: "profile"))
        let outcome: ModalOutcome<Int> = try await withCheckedThrowingContinuation { continuation in
            profile.present([.screen(SettingsScreen.self)], presentation: .fullScreen, animated: true) {
                (result: Result<ModalOutcome<Int>, NavigationError>) in continuation.resume(with: result)
            }
            Task { @MainActor in
                await settle()
                profile.presentedModule?.finish(with: 7)
            }
        }
        #expect(outcome == .finished(7))
        try await branch.selectTab(identifier: "inbox")
        try await inbox.endFlow(with: [.screen(SignInScreen.self)], transition: .none)
        #expect(
            log.lines == [
                "flow started: SplashScreen",
                "flow changed from SplashScreen to inbox: InboxScreen",
                "pushed MessageScreen in inbox: InboxScreen > MessageScreen (code)",
                "pushed SettingsScreen in inbox: InboxScreen > MessageScreen > SettingsScreen (code)",
                "popped MessageScreen, SettingsScreen in inbox: InboxScreen (code)",
                "selected tab profile (1) (code)",
                "presented SettingsScreen as fullScreen over profile: ProfileScreen",
                "dismissed SettingsScreen, finished (code)",
                "selected tab inbox (0) (code)",
                "flow changed from inbox: InboxScreen to SignInScreen",
            ])
    }

    @Test(
        "The user's moves are reported with their source, between the app's, in the order they happen; an abandoned swipe reports nothing",
        .headlessOnly)
    func userMovesJourney() async throws {
        let (router, branch) = try await makeRouter()
        let log = EventLog(router)
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(MessageScreen.self, input: 1, animated: false)
        try await inbox.pushViewController(SettingsScreen.self, animated: false)
        #expect(UserMoves.swipeBack(in: inbox.navigationController, completes: false))
        await settle()
        #expect(UserMoves.swipeBack(in: inbox.navigationController))
        await settle()
        #expect(UserMoves.tapBackButton(in: inbox.navigationController))
        await settle()
        try await inbox.pushViewController(MessageScreen.self, input: 2, animated: true)
        try await inbox.pushViewController(SettingsScreen.self, animated: false)
        #expect(UserMoves.tapTab(at: 0, in: branch.tabBarController))
        await settle()
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        await settle()
        let profile = try #require(branch.module(forTab: "profile"))
        let outcomes = OutcomeLog<Draft>()
        profile.present([.screen(ComposeScreen.self)], presentation: .sheet, completion: outcomes.completion)
        await settle()
        let sheet = try #require(profile.presentedModule)
        #expect(UserMoves.swipeDownSheet(sheet.navigationController))
        await settle()
        #expect(outcomes.outcomes == [.cancelled(.dismissedByUser)])
        #expect(
            log.lines == [
                "pushed MessageScreen in inbox: InboxScreen > MessageScreen (code)",
                "pushed SettingsScreen in inbox: InboxScreen > MessageScreen > SettingsScreen (code)",
                "popped SettingsScreen in inbox: InboxScreen > MessageScreen (back swipe)",
                "popped MessageScreen in inbox: InboxScreen (back button)",
                "pushed MessageScreen in inbox: InboxScreen > MessageScreen (code)",
                "pushed SettingsScreen in inbox: InboxScreen > MessageScreen > SettingsScreen (code)",
                "popped MessageScreen, SettingsScreen in inbox: InboxScreen (tab bar)",
                "selected tab profile (1) (tab bar)",
                "presented ComposeScreen as pageSheet over profile: ProfileScreen",
                "dismissed ComposeScreen, cancelled: dismissed by the user",
            ])
    }

    @Test("A flow change with a chain of modules up reports their dismissals, top first, then the flow change")
    func flowChangeDismissesChainInOrder() async throws {
        let (router, branch) = try await makeRouter()
        let inbox = try #require(branch.module(forTab: "inbox"))
        let log = EventLog(router)
        let first = OutcomeLog<Draft>()
        inbox.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: first.completion)
        await settle()
        let compose = try #require(inbox.presentedModule)
        let second = OutcomeLog<Draft>()
        compose.present([.screen(PickerScreen.self)], presentation: .fullScreen, completion: second.completion)
        await settle()
        log.removeAll()
        try await router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none)
        #expect(
            log.lines == [
                "dismissed PickerScreen, cancelled: the flow changed (code)",
                "dismissed ComposeScreen, cancelled: the flow changed (code)",
                "flow changed from inbox: InboxScreen to SignInScreen",
            ])
    }

    @Test("A request the user's swipe holds back is reported after the swipe, as UIKit ran them", .headlessOnly)
    func requestAfterSwipeInOrder() async throws {
        let (router, branch) = try await makeRouter()
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(MessageScreen.self, input: 1, animated: false)
        let log = EventLog(router)
        AnimationClock.hold()
        #expect(UserMoves.swipeBack(in: inbox.navigationController))
        inbox.pushViewController(SettingsScreen.self, animated: false, completion: nil)
        AnimationClock.release()
        await settle()
        #expect(
            log.lines == [
                "popped MessageScreen in inbox: InboxScreen (back swipe)",
                "pushed SettingsScreen in inbox: InboxScreen > SettingsScreen (code)",
            ])
    }

    @Test("The app's own navigation and tab-bar delegates keep hearing from UIKit and deciding", .headlessOnly)
    func appDelegatesKeepTheirCalls() async throws {
        let (router, branch) = try await makeRouter()
        let log = EventLog(router)
        let inbox = try #require(branch.module(forTab: "inbox"))
        let navigationDelegate = AppNavigationDelegate()
        inbox.navigationController.delegate = navigationDelegate
        let tabDelegate = AppTabBarDelegate()
        tabDelegate.refused = [1]
        branch.tabBarController.delegate = tabDelegate
        try await inbox.pushViewController(MessageScreen.self, input: 1, animated: true)
        #expect(UserMoves.tapBackButton(in: inbox.navigationController))
        await settle()
        #expect(navigationDelegate.shown == ["MessageScreen", "InboxScreen"])
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        #expect(branch.selectedIndex == 0)
        tabDelegate.refused = []
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        #expect(tabDelegate.selected == [1])
        #expect(
            log.lines == [
                "pushed MessageScreen in inbox: InboxScreen > MessageScreen (code)",
                "popped MessageScreen in inbox: InboxScreen (back button)",
                "selected tab profile (1) (tab bar)",
            ])
    }

    @Test(
        "App code changing a stack through UIKit, on screen or in an unselected tab, is reported once, by the next request at the latest"
    )
    func appCodeStackChangesAreReported() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let log = EventLog(router)
        let inbox = try #require(branch.module(forTab: "inbox"))
        let profile = try #require(branch.module(forTab: "profile"))
        _ = profile.navigationController.view  // the unselected tab's stack exists, off screen
        profile.navigationController.viewControllers.append(SettingsScreen(navigationModule: profile))
        inbox.navigationController.setViewControllers(
            inbox.navigationController.viewControllers + [SettingsScreen(navigationModule: inbox)], animated: false)
        await settle()
        try await inbox.pushViewController(ProfileScreen.self)
        let lines = log.lines.filter { $0.hasPrefix("pushed SettingsScreen") }
        #expect(lines.count == 2, "\(log.lines)")
        #expect(lines.contains { $0.contains("pushed SettingsScreen in inbox") })
        #expect(lines.contains { $0.contains("pushed SettingsScreen in profile") })
    }

    @Test("A request that moves a stack off screen, which no delegate reports, is reported as code when it ends")
    func offScreenRequestIsReportedWhenItEnds() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let log = EventLog(router)
        let profile = try #require(branch.module(forTab: "profile"))
        try await profile.pushViewController(SettingsScreen.self)
        #expect(log.lines.filter { $0.hasPrefix("pushed SettingsScreen in profile") }.count == 1, "\(log.lines)")
        #expect(log.lines.contains { $0.hasPrefix("pushed SettingsScreen in profile") && $0.hasSuffix("(code)") })
    }

    @Test("App code popping a stack no one sees (an unselected tab) through UIKit is reported as code, not a Back tap")
    func appCodePopOffScreenIsCode() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        try await profile.pushViewController(SettingsScreen.self)
        let log = EventLog(router)
        _ = profile.navigationController.popViewController(animated: true)
        await settle()
        router.currentModule?.pushViewController(SettingsScreen.self, completion: nil)
        await settle()
        #expect(
            log.lines.contains { $0.hasPrefix("popped SettingsScreen in profile") && $0.hasSuffix("(code)") },
            "\(log.lines)")
    }

    @Test(
        "App code popping an unselected tab's stack through UIKit is reported at once, as code, before what the user does next",
        .headlessOnly, arguments: ["tab tap", "swipe in the shown tab"])
    func appCodePopOffScreenIsReportedAtOnce(nextMove: String) async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        try await inbox.pushViewController(SettingsScreen.self)
        try await branch.selectTab(identifier: "profile")
        try await profile.pushViewController(SettingsDetailScreen.self)
        let log = EventLog(router)
        _ = inbox.navigationController.popViewController(animated: false)
        #expect(log.lines == ["popped SettingsScreen in inbox: InboxRootScreen (code)"])
        if nextMove == "tab tap" {
            #expect(UserMoves.tapTab(at: 0, in: branch.tabBarController))
        } else {
            #expect(UserMoves.swipeBack(in: profile.navigationController))
        }
        await settle()
        try await profile.pushViewController(SettingsDetailScreen.self)
        let userMove =
            nextMove == "tab tap"
            ? "selected tab inbox (0) (tab bar)" : "popped SettingsDetailScreen in profile: ProfileScreen (back swipe)"
        #expect(Array(log.lines.prefix(2)) == ["popped SettingsScreen in inbox: InboxRootScreen (code)", userMove])
    }

    @Test(
        "App code changing the stack on screen below its top, which no delegate hears of, is reported at once, as code")
    func appCodeChangeBelowTopIsReportedAtOnce() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        try await inbox.pushViewController(SettingsScreen.self)
        let log = EventLog(router)
        let stack = inbox.navigationController.viewControllers
        inbox.navigationController.viewControllers = [
            stack[0], SettingsDetailScreen(navigationModule: inbox), stack[1],
        ]
        #expect(
            log.lines == [
                "replaced SettingsScreen with SettingsDetailScreen, SettingsScreen in inbox: "
                    + "InboxRootScreen > SettingsDetailScreen > SettingsScreen (code)"
            ])
    }

    @Test(
        "A back swipe or Back tap made while the flow cross-dissolves into a stack of two is reported as the user's",
        .headlessOnly, arguments: [NavigationEventSource.backSwipe, .backButton])
    func userMoveDuringFlowTransitionIsTheUsers(move: NavigationEventSource) async throws {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([.screen(SplashScreen.self)])
        let log = EventLog(router)
        AnimationClock.hold()
        router.startNextNavigationModule(
            with: [.screen(SignInScreen.self), .screen(SettingsScreen.self)], transition: .crossDissolve(),
            completion: nil)
        let navigationController = try #require(router.currentModule).navigationController
        let moved =
            move == .backSwipe
            ? UserMoves.swipeBack(in: navigationController) : UserMoves.tapBackButton(in: navigationController)
        AnimationClock.release()
        await settle()
        #expect(moved)
        #expect(log.events.map(\.source) == [.code, move], "\(log.lines)")
    }

    @Test(
        "An observer's reaction (a tab it selects at once) reaches every observer after the event it reacts to",
        .headlessOnly)
    func observersHearReactionsInOrder() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        var first: [String] = []
        var second: [String] = []
        let reacting = router.observeNavigation { event in
            first.append(event.description)
            if case .tabSelected("profile", _, _) = event { branch.selectTab(identifier: "inbox", completion: nil) }
        }
        let listening = router.observeNavigation { second.append($0.description) }
        defer {
            reacting.cancel()
            listening.cancel()
        }
        #expect(UserMoves.tapTab(at: 2, in: branch.tabBarController))
        await settle()
        #expect(first == ["selected tab profile (2) (tab bar)", "selected tab inbox (0) (code)"])
        #expect(second == first)
    }

    @Test(
        "A back swipe the user abandoned leaves no mark: app code popping that stack later off screen is code",
        .headlessOnly)
    func abandonedSwipeThenAppCodePopIsCode() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(SettingsScreen.self)
        let log = EventLog(router)
        #expect(UserMoves.swipeBack(in: inbox.navigationController, completes: false))
        await settle()
        try await branch.selectTab(identifier: "profile")
        _ = inbox.navigationController.popViewController(animated: false)
        router.currentModule?.pushViewController(SettingsScreen.self, completion: nil)
        await settle()
        #expect(
            log.lines.contains { $0.hasPrefix("popped SettingsScreen in inbox") && $0.hasSuffix("(code)") },
            "\(log.lines)")
    }

    @Test(
        "App code selecting a tab through UIKit is reported once, as code; the branch's own selections and taps once each",
        .headlessOnly)
    func appCodeTabSelectionIsReported() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let log = EventLog(router)
        branch.tabBarController.selectedIndex = 2
        branch.tabBarController.selectedIndex = 2
        let inbox = try #require(branch.module(forTab: "inbox"))
        branch.tabBarController.selectedViewController = inbox.containerViewController
        try await branch.selectTab(identifier: "profile")
        #expect(UserMoves.tapTab(at: 0, in: branch.tabBarController))
        await settle()
        #expect(
            log.lines == [
                "selected tab profile (2) (code)", "selected tab inbox (0) (code)", "selected tab profile (2) (code)",
                "selected tab inbox (0) (tab bar)",
            ], "\(log.lines)")
    }

    @Test("A tap the app's tab bar delegate redirects to another tab reports the tab it selected", .headlessOnly)
    func redirectedTapReportsTheSelectedTab() async throws {
        @MainActor final class RedirectingDelegate: NSObject, UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                if tabBarController.viewControllers?.firstIndex(of: viewController) == 1 {
                    tabBarController.selectedIndex = 2
                }
            }
        }
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let delegate = RedirectingDelegate()
        branch.tabBarController.delegate = delegate
        let log = EventLog(router)
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        await settle()
        #expect(branch.selectedIndex == 2)
        #expect(log.lines.last == "selected tab profile (2) (code)", "\(log.lines)")
        #expect(UserMoves.tapTab(at: 0, in: branch.tabBarController))
        await settle()
        #expect(log.lines.last == "selected tab inbox (0) (tab bar)", "\(log.lines)")
        withExtendedLifetime(delegate) {}
    }

    @Test(
        "What the new flow does through UIKit as it first appears (a restored tab selected) is reported after its flow change",
        arguments: [false, true])
    func newFlowsFirstChangesFollowItsFlowChange(animated: Bool) async throws {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([.screen(SignInScreen.self)])
        let log = EventLog(router)
        try await router.startNextNavigationModule(
            with: [
                .tabBranch([
                    NavigationTab(identifier: "home", title: "Home", models: [.screen(TabRestoringScreen.self)]),
                    NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
                ])
            ], transition: animated ? .crossDissolve() : .none)
        await settle()
        #expect(log.lines.count == 2, "\(log.lines)")
        #expect(log.lines.first?.hasPrefix("flow changed from SignInScreen") == true, "\(log.lines)")
        #expect(log.lines.last == "selected tab profile (1) (code)", "\(log.lines)")
        withExtendedLifetime(router) {}
    }

    @Test("While nobody observes, no event is made: no request names a screen, flow changes included")
    func noEventIsMadeWithoutObservers() async throws {
        let (router, branch) = try await signedInRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        // Without an await, no other test runs meanwhile: every request here ends inside its call.
        let before = TypeNames.lookups
        inbox.pushViewController(SettingsScreen.self, animated: false, completion: nil)
        inbox.popViewController(animated: false, completion: nil)
        inbox.present([.screen(ComposeScreen.self)], presentation: .fullScreen, animated: false)
        inbox.presentedModule?.finish(with: Draft(text: "Hi"), animated: false)
        branch.selectTab(identifier: "profile", completion: nil)
        branch.tabBarController.selectedIndex = 0
        router.startNextNavigationModule(with: [.screen(SplashScreen.self)], transition: .none, completion: nil)
        #expect(TypeNames.lookups == before)
        await settle()
    }

    @Test("A cancelled observation hears nothing more; other observers still do")
    func cancelledObservationStops() async throws {
        let (router, branch) = try await makeRouter()
        let inbox = try #require(branch.module(forTab: "inbox"))
        var first: [String] = []
        var second: [String] = []
        let observation = router.observeNavigation { first.append($0.description) }
        router.observeNavigation { second.append($0.description) }
        try await inbox.pushViewController(MessageScreen.self, input: 1, animated: false)
        observation.cancel()
        observation.cancel()
        try await inbox.popViewController(animated: false)
        #expect(first == ["pushed MessageScreen in inbox: InboxScreen > MessageScreen (code)"])
        #expect(second == first + ["popped MessageScreen in inbox: InboxScreen (code)"])
    }

    @Test("An observer that starts late hears what happens from then on, against the stacks as they are then")
    func lateObserverStartsFromTheStacksShown() async throws {
        let (router, branch) = try await makeRouter()
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(MessageScreen.self, input: 1, animated: false)
        try await inbox.pushViewController(SettingsScreen.self, animated: false)
        try await inbox.popViewController(animated: false)
        var heard: [String] = []
        let observation = router.observeNavigation { heard.append($0.description) }
        try await inbox.pushViewController(SettingsScreen.self, animated: false)
        observation.cancel()
        try await inbox.popViewController(animated: false)
        try await inbox.popViewController(animated: false)
        router.observeNavigation { heard.append($0.description) }
        try await inbox.pushViewController(MessageScreen.self, input: 2, animated: false)
        #expect(
            heard == [
                "pushed SettingsScreen in inbox: InboxScreen > MessageScreen > SettingsScreen (code)",
                "pushed MessageScreen in inbox: InboxScreen > MessageScreen (code)",
            ])
    }

    @Test("Stacks shown while nobody observes are taken as they are by a later observer, which hears only what follows")
    func stacksShownUnobservedAreTakenByLaterObserver() async throws {
        let (router, branch) = try await makeRouter()
        let inbox = try #require(branch.module(forTab: "inbox"))
        inbox.present([.screen(SettingsScreen.self), .screen(SignInScreen.self)]) {
            (_: Result<ModalOutcome<Int>, NavigationError>) in
        }
        await settle()
        let presented = try #require(inbox.presentedModule)
        let log = EventLog(router)
        try await presented.popViewController(animated: false)
        try await router.startNextNavigationModule(
            with: [.screen(SignInScreen.self), .screen(SettingsScreen.self)], transition: .none)
        try await router.currentModule?.popViewController(animated: false)
        #expect(
            log.lines == [
                "popped SignInScreen in SettingsScreen (code)",
                "dismissed SettingsScreen, cancelled: the flow changed (code)",
                "flow changed from inbox: InboxScreen to SignInScreen > SettingsScreen",
                "popped SettingsScreen in SignInScreen (code)",
            ])
    }

    @Test("A destination reports the tab it selects, then the stack it builds; replacing a tab reports its new stack")
    func destinationAndReplaceTabEvents() async throws {
        let (router, branch) = try await signedInRouter()
        try await branch.selectTab(identifier: "activity")
        let log = EventLog(router)
        #expect(await router.open(AppDestination.message(id: 42)) == .shown)
        try await branch.replaceTab("activity", with: [.screen(SettingsScreen.self)])
        try await branch.replaceTab("inbox", with: [.screen(SettingsScreen.self)])
        try await branch.replaceTab("profile", with: [.screen(SettingsScreen.self)])
        #expect(
            log.lines == [
                "selected tab inbox (0) (code)",
                "pushed MessageDetailScreen in inbox: InboxRootScreen > MessageDetailScreen (code)",
                "replaced ActivityScreen with a stack not made yet in activity: NavigationModule (code)",
                "replaced InboxRootScreen, MessageDetailScreen with SettingsScreen in inbox: SettingsScreen (code)",
                "replaced a stack not made yet with a stack not made yet in profile: NavigationModule (code)",
            ])
    }
}
