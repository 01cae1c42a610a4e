import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Events of stack changes no delegate call tells of, and of reactions to the user's moves")
@MainActor
struct UnseenStackChangeTests {
    /// App code pops an unselected tab's stack (no delegate call will ever tell of it) while the user's
    /// sheet swipe-down animates over the tab bar: it must be reported at once, before the dismissal and
    /// before the user's next tab tap.
    @Test(
        "App code popping an unselected tab while the user swipes a sheet down is reported at once, before both",
        .headlessOnly)
    func offScreenPopDuringAnotherTransitionIsReportedAtOnce() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        try await inbox.pushViewController(SettingsScreen.self)
        try await branch.selectTab(identifier: "profile")
        let sheet = try await composeSheet(over: profile)
        let log = EventLog(router)
        AnimationClock.hold()
        #expect(UserMoves.swipeDownSheet(sheet.navigationController))
        _ = inbox.navigationController.popViewController(animated: false)
        let atOnce = log.lines
        AnimationClock.release()
        await settle()
        #expect(UserMoves.tapTab(at: 0, in: branch.tabBarController))
        await settle()
        #expect(atOnce == ["popped SettingsScreen in inbox: InboxRootScreen (code)"])
        #expect(
            log.lines == [
                "popped SettingsScreen in inbox: InboxRootScreen (code)",
                "dismissed ComposeScreen, cancelled: dismissed by the user",
                "selected tab inbox (0) (tab bar)",
            ])
    }

    /// App code sets the stack of a tab never selected (its initial screens not made yet): the stack is
    /// what the app set, in place of the initial screens (none is made), and the change is reported at
    /// once, from the empty stack the app saw.
    @Test("App code replacing a never-shown tab's stack through UIKit gets that stack, reported at once")
    func replacingUnloadedTabStack() async throws {
        let (router, branch, _) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        #expect(!profile.hasLoadedInitialScreens)
        let log = EventLog(router)
        // Read as app code would before changing it: the screens are not made yet.
        #expect(profile.navigationController.viewControllers.isEmpty)
        profile.navigationController.setViewControllers(
            [ProfileScreen(navigationModule: profile), SettingsScreen(navigationModule: profile)], animated: false)
        #expect(
            log.lines == [
                "pushed ProfileScreen, SettingsScreen in profile: ProfileScreen > SettingsScreen (code)"
            ])
        try await branch.selectTab(identifier: "profile")
        #expect(profile.stackTypeNames == ["ProfileScreen", "SettingsScreen"])
    }

    /// App code pushes onto the stack of a tab never selected: the push lands on the tab's root, and is
    /// reported at once.
    @Test("App code pushing onto a never-shown tab's stack through UIKit pushes onto its root, reported at once")
    func pushingOntoUnloadedTabStack() async throws {
        let (router, branch, _) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let profile = try #require(branch.module(forTab: "profile"))
        let log = EventLog(router)
        profile.navigationController.pushViewController(SettingsScreen(navigationModule: profile), animated: false)
        #expect(log.lines == ["pushed SettingsScreen in profile: ProfileScreen > SettingsScreen (code)"])
        try await branch.selectTab(identifier: "profile")
        #expect(profile.stackTypeNames == ["ProfileScreen", "SettingsScreen"])
    }

    /// App code inserts a screen below the top of the stack on screen while the user swipes a sheet
    /// over it down: no delegate call tells of it, so it must be reported at once.
    @Test(
        "App code changing the stack below its top while the user swipes a sheet over it is reported at once",
        .headlessOnly)
    func belowTopChangeDuringSheetSwipeIsReportedAtOnce() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        try await inbox.pushViewController(SettingsScreen.self)
        let sheet = try await composeSheet(over: inbox)
        let log = EventLog(router)
        AnimationClock.hold()
        #expect(UserMoves.swipeDownSheet(sheet.navigationController))
        let stack = inbox.navigationController.viewControllers
        inbox.navigationController.viewControllers = [
            stack[0], SettingsDetailScreen(navigationModule: inbox), stack[1],
        ]
        let atOnce = log.lines
        AnimationClock.release()
        await settle()
        #expect(atOnce.count == 1, "\(atOnce) then \(log.lines)")
    }

    /// A custom destination plan moves another tab's stack (off screen, so no delegate call tells of
    /// it), shows an alert-like sheet with animation, and calls `done` at once, as apps do.
    @Test(
        "A plan's change of a stack off screen is reported when the plan ends, though a presentation it started animates",
        .headlessOnly)
    func planChangeOffScreenEndingDuringPresentationIsReported() async throws {
        var profileModule: NavigationModule?
        let tabs = [
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { destination in
                    guard destination == .activity else { return nil }
                    return .custom { module, done in
                        let profile = profileModule!
                        let stack = profile.navigationController.viewControllers
                        profile.navigationController.setViewControllers(
                            stack + [SettingsScreen(navigationModule: profile)], animated: false)
                        module.navigationController.present(UIViewController(), animated: true)
                        done()
                    }
                }),
            NavigationTab(identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)]),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs)
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        let profile = try #require(branch.module(forTab: "profile"))
        profileModule = profile
        _ = profile.loadedNavigationController
        try await branch.selectTab(identifier: "profile")
        try await branch.selectTab(identifier: "inbox")
        let log = EventLog(router)
        router.open(AppDestination.activity, completion: nil)
        await settle()
        inbox.navigationController.dismiss(animated: false)
        await settle()
        try await inbox.pushViewController(SettingsScreen.self, animated: false)
        #expect(
            log.lines == [
                "pushed SettingsScreen in profile: ProfileScreen > SettingsScreen (code)",
                "pushed SettingsScreen in inbox: InboxScreen > SettingsScreen (code)",
            ], "\(log.lines)")
    }

    /// A screen that takes its tab back to the root when it leaves the screen, a common app pattern.
    final class ResettingScreen: NavigationModuleViewController {
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if tabBarController?.selectedViewController !== navigationController {
                _ = navigationController?.popToRootViewController(animated: false)
            }
        }
    }

    /// The user taps another tab; the screen that leaves pops its stack to the root as it disappears:
    /// the tap came first, the app's reaction second, whether the tap or a request selected the tab.
    @Test(
        "A screen popping its stack as its tab is left is reported after the tab selection, however the tab was selected",
        .headlessOnly, arguments: ["tap", "request", "uikit"])
    func reactionToTabSwitchFollowsIt(by: String) async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = try #require(branch.module(forTab: "inbox"))
        try await inbox.pushViewController(ResettingScreen.self, animated: false)
        let log = EventLog(router)
        let source = try await selectSecondTab(of: branch, by: by)
        #expect(
            log.lines == [
                "selected tab profile (1) (\(source))",
                "popped ResettingScreen in inbox: InboxScreen (code)",
            ])
    }

    /// An app's navigation delegate that pushes a screen, without animation, once a pop has shown.
    final class PushingDelegate: NSObject, UINavigationControllerDelegate {
        weak var module: NavigationModule?
        var armed = true
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            guard armed, let module else { return }
            armed = false
            navigationController.pushViewController(ActivityScreen(navigationModule: module), animated: false)
        }
    }

    /// The user taps Back; the app's own delegate pushes another screen from `didShow`: two changes.
    @Test("A push the app's own delegate makes as a Back tap's pop shows is reported after that pop", .headlessOnly)
    func pushFromAppDelegateDidShowIsItsOwnEvent() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        try await inbox.pushViewController(SettingsScreen.self, animated: false)
        let appDelegate = PushingDelegate()
        appDelegate.module = inbox
        inbox.navigationController.delegate = appDelegate
        let log = EventLog(router)
        #expect(UserMoves.tapBackButton(in: inbox.navigationController))
        await settle()
        #expect(
            log.lines == [
                "popped SettingsScreen in inbox: InboxRootScreen (back button)",
                "pushed ActivityScreen in inbox: InboxRootScreen > ActivityScreen (code)",
            ])
    }
}

/// The stack changes the screens below made, in the order they made them.
@MainActor var heldStackChanges: [String] = []

/// A screen that pops itself off its stack as its tab is left.
final class PopsWhenLeftScreen: NavigationModuleViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if tabBarController?.selectedViewController !== navigationController {
            heldStackChanges.append("popped PopsWhenLeftScreen in a: InboxRootScreen (code)")
            _ = navigationController?.popViewController(animated: false)
        }
    }
}

/// A tab root that pushes a screen through UIKit the first time it appears.
final class PushesWhenShownScreen: NavigationModuleViewController {
    private var hasPushed = false
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !hasPushed else { return }
        hasPushed = true
        heldStackChanges.append("pushed SettingsScreen in c: PushesWhenShownScreen > SettingsScreen (code)")
        navigationController?.pushViewController(SettingsScreen(navigationModule: navigationModule), animated: false)
    }
}

@Suite("Stack changes a tab switch holds are told in the order they happened")
@MainActor
struct HeldStackChangeOrderTests {
    @Test(
        "The left tab's pop and the new tab's push, both made as the user switches, are told in the order made",
        .headlessOnly)
    func heldChangesKeepTheirOrder() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(
            [
                .tabBranch([
                    NavigationTab(identifier: "a", title: "A", models: [.screen(InboxRootScreen.self)]),
                    NavigationTab(identifier: "b", title: "B", models: [.screen(ProfileScreen.self)]),
                    NavigationTab(identifier: "c", title: "C", models: [.screen(PushesWhenShownScreen.self)]),
                ])
            ], completion: nil)
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        try await branch.modules[0].pushViewController(PopsWhenLeftScreen.self)
        let log = EventLog(router)
        heldStackChanges = []
        #expect(UserMoves.tapTab(at: 2, in: branch.tabBarController))
        await settle()
        // Which tab UIKit tells first is not documented (HeadlessUIKit's `tabSwitchAppearsFirst`): the
        // events follow whichever order the screens made their changes in.
        #expect(heldStackChanges.count == 2)
        #expect(log.lines == ["selected tab c (2) (tab bar)"] + heldStackChanges)
    }
}
