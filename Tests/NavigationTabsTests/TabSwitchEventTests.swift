import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// A tab root that, the first time it appears, signs the user out with no animation (a session that
/// expired while the tab was away): a flow change that runs at once, inside the user's tap.
final class SignOutOnAppearScreen: NavigationModuleViewController {
    static var transition: FlowTransition = .none
    private var signedOut = false
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !signedOut else { return }
        signedOut = true
        navigationModule?.endFlow(with: [.tabBranch(standardTabs())], transition: Self.transition, completion: nil)
    }
}

/// A tab root that restores a deeper screen as its stack first appears, through UIKit.
final class RestoreOnAppearScreen: NavigationModuleViewController {
    private var restored = false
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !restored, let module = navigationModule else { return }
        restored = true
        navigationController?.pushViewController(SettingsScreen(navigationModule: module), animated: false)
    }
}

final class WeakObjectBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A tab root that, the first time it has appeared, pushes a screen through UIKit without animation
/// (an onboarding hint, a restored detail).
final class PushOnDidAppearScreen: NavigationModuleViewController {
    private var pushed = false
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !pushed, let module = navigationModule else { return }
        pushed = true
        navigationController?.pushViewController(SettingsScreen(navigationModule: module), animated: false)
    }
}

/// A tab root that forwards to the third tab the first time it appears, through UIKit.
final class ForwardingTabScreen: TabSelectingScreen {
    override class var tabToSelect: Int { 2 }
}

@Suite("Events around tab switches: holds, reactions, nested branches and swipes under sheets")
@MainActor
struct TabSwitchEventTests {
    /// The hold a tap takes is released only through the branch: a branch released inside the tap
    /// (a flow change with no animation from the new tab's viewDidAppear) never releases it, and every
    /// later app-code stack change through UIKit is held, for the router's whole life.
    @Test("A tap whose branch is released mid-tap leaves no hold behind", .headlessOnly, arguments: [false, true])
    func holdIsReleasedWhenBranchGoesMidTap(animatedFlowChange: Bool) async throws {
        let tabs = [
            NavigationTab(identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)]),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(SignOutOnAppearScreen.self)]),
        ]
        SignOutOnAppearScreen.transition = animatedFlowChange ? .crossDissolve() : .none
        let (router, tabBarController, oldBranch) = try await {
            () async throws -> (NavigationRouter, UITabBarController, WeakObjectBox) in
            let (router, branch) = try await makeRouter(tabs: tabs)
            return (router, branch.tabBarController, WeakObjectBox(branch))
        }()
        defer { withExtendedLifetime(router) {} }
        #expect(UserMoves.tapTab(at: 1, in: tabBarController))
        await settle()
        #expect(oldBranch.object == nil)
        let newBranch = try #require(router.currentModule as? TabBranchModule)
        let inbox = try #require(newBranch.module(forTab: "inbox"))
        try await inbox.pushViewController(SettingsScreen.self)
        try await newBranch.selectTab(identifier: "profile")
        let log = EventLog(router)
        _ = inbox.navigationController.popViewController(animated: false)
        #expect(log.lines == ["popped SettingsScreen in inbox: InboxScreen (code)"])
        #expect(!newBranch.requests.holdsUnseenStackChanges)
        #expect(UserMoves.tapTab(at: 0, in: newBranch.tabBarController))
        await settle()
        try await inbox.pushViewController(ActivityScreen.self)
        #expect(
            Array(log.lines.prefix(2)) == [
                "popped SettingsScreen in inbox: InboxScreen (code)", "selected tab inbox (0) (tab bar)",
            ], "\(log.lines)")
    }

    /// Under `delegateShowsOnAppearance`, a stack that changes while it first appears never hears
    /// `didShow`: `stackEvents.showIsPending` stays true, and a later unseen change made during another
    /// transition over that stack (a sheet swiped down) waits for a `didShow` that never comes.
    @Test("A stack restored as it first appears does not leave its didShow pending", .headlessOnly)
    func restoredStackLeavesNoPendingShow() async throws {
        let tabs = [
            NavigationTab(identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)]),
            NavigationTab(
                identifier: "profile", title: "Profile",
                models: [.screen(ProfileScreen.self), .screen(RestoreOnAppearScreen.self)]),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs)
        defer { withExtendedLifetime(router) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        try await branch.selectTab(identifier: "profile")
        await settle()
        #expect(profile.viewControllers.count == 3)
        #expect(profile.stackEvents.showIsPending == false)
        let sheet = try await composeSheet(over: profile)
        let log = EventLog(router)
        AnimationClock.hold()
        #expect(UserMoves.swipeDownSheet(sheet.navigationController))
        let stack = profile.navigationController.viewControllers
        profile.navigationController.viewControllers = [
            stack[0], SettingsDetailScreen(navigationModule: profile), stack[1], stack[2],
        ]
        let atOnce = log.lines
        AnimationClock.release()
        await settle()
        #expect(atOnce.count == 1, "\(atOnce) then \(log.lines)")
        try await profile.pushViewController(ActivityScreen.self)
        #expect(log.lines.first?.hasPrefix("replaced") == true, "\(log.lines)")
    }

    /// The new tab's screen pushes as it appears: the selection came first, the push second.
    @Test(
        "A push the new tab makes as it appears is reported after the tab selection", .headlessOnly,
        arguments: ["tap", "uikit", "request"])
    func pushAsNewTabAppearsFollowsSelection(by: String) async throws {
        let tabs = [
            NavigationTab(identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)]),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(PushOnDidAppearScreen.self)]),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs)
        defer { withExtendedLifetime(router) {} }
        let log = EventLog(router)
        let source = try await selectSecondTab(of: branch, by: by)
        #expect(
            log.lines == [
                "selected tab profile (1) (\(source))",
                "pushed SettingsScreen in profile: PushOnDidAppearScreen > SettingsScreen (code)",
            ])
    }

    /// App code pops the stack below a sheet the user is swiping down: the pop is app code's (or, as
    /// the README says UIKit cannot tell, a Back tap), never a back swipe, which the user did not make.
    @Test("App code's pop under a sheet the user swipes is not reported as a back swipe", .headlessOnly)
    func popUnderSwipedSheetIsNotABackSwipe() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        try await inbox.pushViewController(SettingsScreen.self)
        let sheet = try await composeSheet(over: inbox)
        let log = EventLog(router)
        AnimationClock.hold()
        #expect(UserMoves.swipeDownSheet(sheet.navigationController))
        _ = inbox.navigationController.popViewController(animated: false)
        AnimationClock.release()
        await settle()
        #expect(log.events.first?.source != .backSwipe, "\(log.lines)")
    }

    /// A code selection through UIKit whose new tab ends the flow with no animation as it appears.
    @Test("A code selection whose branch is released mid-selection leaves no hold behind", .headlessOnly)
    func holdIsReleasedWhenBranchGoesMidCodeSelection() async throws {
        let tabs = [
            NavigationTab(identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)]),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(SignOutOnAppearScreen.self)]),
        ]
        SignOutOnAppearScreen.transition = .none
        let (router, tabBarController) = try await { () async throws -> (NavigationRouter, UITabBarController) in
            let (router, branch) = try await makeRouter(tabs: tabs)
            return (router, branch.tabBarController)
        }()
        defer { withExtendedLifetime(router) {} }
        tabBarController.selectedIndex = 1
        await settle()
        let newBranch = try #require(router.currentModule as? TabBranchModule)
        #expect(!newBranch.requests.holdsUnseenStackChanges)
    }

    /// Re-tapping an outer tab that shows an inner branch pops nothing (UIKit pops only a navigation
    /// controller), so nothing the user does later in the inner tab is the tab bar's.
    @Test("A re-tap of an outer tab holding an inner branch leaves no tab-bar mark on the inner tab", .headlessOnly)
    func reTapOfNestedBranchLeavesNoMark() async throws {
        let inner = NavigationModel.tabBranch([
            NavigationTab(identifier: "a", title: "A", models: [.screen(InboxScreen.self)]),
            NavigationTab(identifier: "b", title: "B", models: [.screen(ProfileScreen.self)]),
        ])
        let tabs = [
            NavigationTab(identifier: "nested", title: "Nested", models: [inner]),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
        ]
        let (router, outer) = try await makeRouter(tabs: tabs)
        defer { withExtendedLifetime(router) {} }
        let innerBranch = try #require(outer.module(forTab: "nested") as? TabBranchModule)
        let a = try #require(innerBranch.module(forTab: "a"))
        try await a.pushViewController(SettingsScreen.self)
        let log = EventLog(router)
        #expect(UserMoves.tapTab(at: 0, in: outer.tabBarController))
        await settle()
        #expect(a.viewControllers.count == 2)
        #expect(UserMoves.tapBackButton(in: a.navigationController))
        await settle()
        #expect(log.lines == ["popped SettingsScreen in a: InboxScreen (back button)"])
    }

    /// The tapped tab forwards to another tab as it appears: the tab bar ends on the third tab, and
    /// the events must end there too.
    @Test("A tab the tapped tab selects as it appears is reported", .headlessOnly)
    func selectionMadeDuringTapIsReported() async throws {
        let tabs = [
            NavigationTab(identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)]),
            NavigationTab(identifier: "home", title: "Home", models: [.screen(ForwardingTabScreen.self)]),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs)
        defer { withExtendedLifetime(router) {} }
        let log = EventLog(router)
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
        await settle()
        #expect(branch.selectedIndex == 2)
        #expect(log.lines.last == "selected tab profile (2) (code)", "\(log.lines)")
    }
}
