import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Tab branches")
@MainActor
struct TabBranchTests {
    @Test(
        "A tab branch flow puts its tab bar controller in the window, one tab per module, items shown at once",
        .headlessOnly)
    func branchIsWindowRoot() async throws {
        let (router, branch) = try await makeRouter()
        #expect(router.window.rootViewController === branch.tabBarController)
        #expect(branch.modules.count == 2)
        #expect(branch.tabBarController.tabBar.items?.map(\.title) == ["Inbox", "Profile"])
        #expect(
            branch.tabBarController.tabBar.items?.compactMap(\.image).map(ImageAssets.name) == ["tray", "person"])
        #expect(branch.tabBarController.viewControllers?[1] === branch.modules[1].containerViewController)
        #expect(branch.selectedModule === branch.modules[0])
        #expect(branch.modules.allSatisfy { $0.delegate === branch })
    }

    @Test("A tab's image is the app's asset when one has that name, else the system symbol of that name", .headlessOnly)
    func tabImagesPreferAssets() async throws {
        ImageAssets.register(named: "tab-branch-test-inbox")
        let (router, branch) = try await makeRouter(tabs: [
            NavigationTab(
                identifier: "inbox", title: "Inbox", imageName: "tab-branch-test-inbox",
                models: [.screen(InboxScreen.self)]
            ),
            NavigationTab(
                identifier: "profile", title: "Profile", imageName: "person", models: [.screen(ProfileScreen.self)]),
        ])
        defer { withExtendedLifetime(router) {} }
        let images = branch.tabBarController.tabBar.items?.compactMap(\.image) ?? []
        #expect(images.map(ImageAssets.name) == ["tab-branch-test-inbox", "person"])
        #expect(images.map(ImageAssets.isSystemImage) == [false, true])
    }

    @Test("Lazy tabs: an unvisited tab has created no screen; its first selection creates them", .headlessOnly)
    func unvisitedTabsCreateNothing() async throws {
        let log = CreationLog()
        let tabs = [
            NavigationTab(identifier: "a", title: "A", models: [log.model("A")]),
            NavigationTab(identifier: "b", title: "B", models: [log.model("B1"), log.model("B2")]),
        ]
        let (router, branch) = try await makeRouter(tabs: tabs)
        defer { withExtendedLifetime(router) {} }
        #expect(log.created == ["A"])
        #expect(branch.modules[1].viewControllers.isEmpty)
        UserMoves.tapTab(at: 1, in: branch.tabBarController)
        #expect(log.created == ["A", "B1", "B2"])
        #expect(branch.modules[1].viewControllers.count == 2)
    }

    @Test(
        "Per-tab stacks stay independent across selection changes, and screens belong to their tab's module",
        .headlessOnly)
    func stacksAreIndependent() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = branch.modules[0]
        let profile = branch.modules[1]
        inbox.pushViewController(MessageScreen.self, input: 1, completion: nil)
        await settle()
        branch.selectTab(identifier: "profile", completion: nil)
        profile.pushViewController(SettingsScreen.self, completion: nil)
        await settle()
        UserMoves.tapTab(at: 0, in: branch.tabBarController)
        #expect(inbox.viewControllers.map { String(describing: type(of: $0)) } == ["InboxScreen", "MessageScreen"])
        #expect(
            profile.viewControllers.map { String(describing: type(of: $0)) } == ["ProfileScreen", "SettingsScreen"])
        let message = try #require(inbox.viewControllers.last as? MessageScreen)
        #expect(message.navigationModule === inbox)
        #expect(branch.navigationController === inbox.navigationController)
    }

    @Test("Sign-out from inside a tab releases the tab bar, every tab module and every screen")
    func signOutReleasesEverything() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(.tabBranch(standardTabs()))
        await settle()
        weak var weakBranch: TabBranchModule?
        weak var tabBar: UITabBarController?
        weak var inboxModule: NavigationModule?
        weak var profileModule: NavigationModule?
        weak var inboxScreen: UIViewController?
        weak var profileScreen: UIViewController?
        weak var settings: UIViewController?
        let warnings = try await uikitMisuse {
            let branch = try #require(router.currentModule as? TabBranchModule)
            weakBranch = branch
            tabBar = branch.tabBarController
            inboxModule = branch.modules[0]
            profileModule = branch.modules[1]
            inboxScreen = branch.modules[0].viewControllers.first
            branch.selectTab(identifier: "profile", completion: nil)
            branch.modules[1].pushViewController(SettingsScreen.self, animated: false, completion: nil)
            profileScreen = branch.modules[1].viewControllers.first
            let settingsScreen = try #require(branch.modules[1].viewControllers.last as? SettingsScreen)
            settings = settingsScreen
            settingsScreen.present(UIViewController(), animated: false)
            settingsScreen.navigationModule?.endFlow(with: [.screen(SignInScreen.self)], completion: nil)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(weakBranch == nil)
        #expect(tabBar == nil)
        #expect(inboxModule == nil && profileModule == nil)
        #expect(inboxScreen == nil && profileScreen == nil && settings == nil)
    }

    @Test("After sign-out, the old tab modules refuse requests with flowEnded")
    func endedTabsRefuseRequests() async throws {
        let (router, branch) = try await makeRouter()
        let inbox = branch.modules[0]
        var errors: [NavigationError] = []
        inbox.endFlow(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        inbox.pushViewController(MessageScreen.self, input: 1) { result in
            if case .failure(let error) = result { errors.append(error) }
        }
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(inbox.isFlowEnded && branch.isFlowEnded)
        #expect(errors == [.flowEnded])
    }

    @Test("User taps and code selection keep selectedModule right; only taps reach the app's delegate", .headlessOnly)
    func selectionAndDelegate() async throws {
        final class AppTabDelegate: NSObject, UITabBarControllerDelegate {
            var selected: [Int] = []
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)
            }
        }
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        let delegate = AppTabDelegate()
        branch.tabBarController.delegate = delegate
        UserMoves.tapTab(at: 1, in: branch.tabBarController)
        #expect(branch.selectedModule === branch.modules[1])
        branch.selectTab(at: 0, completion: nil)
        #expect(branch.selectedModule === branch.modules[0])
        #expect(branch.selectedIndex == 0)
        #expect(delegate.selected == [1])
    }

    @Test("Re-tapping the selected tab pops that tab to its root, and the module follows", .headlessOnly)
    func reTapPopsToRoot() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        let inbox = branch.modules[0]
        inbox.pushViewController(MessageScreen.self, input: 1, completion: nil)
        inbox.pushViewController(MessageScreen.self, input: 2, completion: nil)
        await settle()
        UserMoves.tapTab(at: 0, in: branch.tabBarController)
        await settle()
        #expect(inbox.viewControllers.count == 1)
        inbox.pushViewController(MessageScreen.self, input: 3, completion: nil)
        await settle()
        #expect((inbox.viewControllers.last as? MessageScreen)?.input == 3)
    }

    @Test("Ancestor lookup from a screen in a tab finds the tab's navigation controller and the tab bar")
    func ancestorLookup() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        let screen = try #require(branch.modules[0].viewControllers.first)
        #expect(screen.navigationController === branch.modules[0].navigationController)
        #expect(screen.tabBarController === branch.tabBarController)
    }

    @Test("A branch can start on a chosen tab, and replace one tab's stack alone")
    func initialSelectionAndReplaceTab() async throws {
        let (router, branch) = try await makeRouter(selected: "profile")
        defer { withExtendedLifetime(router) {} }
        #expect(branch.selectedIndex == 1)
        weak let oldProfile = branch.modules[1]
        let inbox = branch.modules[0]
        branch.replaceTab("profile", with: [.screen(SettingsScreen.self)], completion: nil)
        #expect(oldProfile == nil)
        #expect(branch.modules[0] === inbox)
        #expect(branch.selectedIndex == 1)
        #expect(branch.modules[1].viewControllers.first is SettingsScreen)
        #expect(branch.tabBarController.tabBar.items?[1].title == "Profile")
        #expect(branch.modules[1].tabBranch === branch)
    }

    @Test("Modules nest: a tab can be a whole tab branch, and the description shows tabs, selection and stacks")
    func nestedBranchesAndDescription() async throws {
        let inner = NavigationModel.tabBranch([
            NavigationTab(identifier: "settings", title: "Settings", models: [.screen(SettingsScreen.self)])
        ])
        let tabs = standardTabs() + [NavigationTab(identifier: "more", title: "More", models: [inner])]
        let (router, branch) = try await makeRouter(tabs: tabs)
        let nested = try #require(branch.modules[2] as? TabBranchModule)
        branch.selectTab(identifier: "more", completion: nil)
        #expect(nested.selectedModule.viewControllers.first is SettingsScreen)
        #expect(
            router.hierarchyDescription == """
                NavigationRouter (window visible)
                  flow: TabBranchModule
                    BranchTabBarController
                      tab 0 "Inbox": ModuleNavigationController
                        [0] (top) InboxScreen
                      tab 1 "Profile": ModuleNavigationController
                        (no screens yet)
                      tab 2 "More" (selected): BranchTabBarController
                        tab 0 "Settings" (selected): ModuleNavigationController
                          [0] (top) SettingsScreen
                """)
    }
}

@Suite("Tab branches: bad input")
@MainActor
struct TabBranchBadInputTests {
    @Test("A branch with no tabs fails the flow change with noTabs and the current flow stays")
    func noTabs() async {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: SplashScreen.self))
        await settle()
        var errors: [NavigationError] = []
        router.startNextNavigationModule(with: [.tabBranch([])], transition: .none) { result in
            if case .failure(let error) = result { errors.append(error) }
        }
        #expect(errors == [.noTabs])
        #expect(router.currentModule?.viewControllers.first is SplashScreen)
    }

    @Test("More tabs than an iPhone tab bar shows is a typed error, so no tab ever hides behind More")
    func tooManyTabsIsRefused() async throws {
        let six = (1...6).map {
            NavigationTab(identifier: "t\($0)", title: "T\($0)", models: [.screen(InboxScreen.self)])
        }
        #expect(throws: NavigationError.tooManyTabs(count: 6, maximum: 5)) { try TabBranchModule(tabs: six) }
        #expect(try TabBranchModule(tabs: Array(six.prefix(5))).modules.count == TabBranchModule.maximumTabCount)
        let (router, branch) = try await makeRouter()
        let log = ResultLog()
        branch.modules[0].endFlow(with: [.tabBranch(six)], transition: .none, completion: log.completion)
        #expect(log.errors == [.tooManyTabs(count: 6, maximum: 5)])
        #expect(router.currentModule === branch)
    }

    @Test("Duplicate identifiers, an unknown initial tab and an empty tab are typed errors")
    func invalidBranches() {
        let tab = NavigationTab(identifier: "a", title: "A", models: [.screen(InboxScreen.self)])
        #expect(throws: NavigationError.duplicateTabIdentifier("a")) { try TabBranchModule(tabs: [tab, tab]) }
        #expect(throws: NavigationError.unknownTab(identifier: "z")) {
            try TabBranchModule(tabs: [tab], selectedTabIdentifier: "z")
        }
        #expect(throws: NavigationError.emptyModelList) {
            try TabBranchModule(tabs: [NavigationTab(identifier: "e", title: "E", models: [])])
        }
    }

    @Test("Selecting a tab index or identifier that does not exist fails and keeps the selection")
    func unknownSelection() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        var errors: [NavigationError] = []
        let record: NavigationModule.Completion = { result in
            if case .failure(let error) = result { errors.append(error) }
        }
        branch.selectTab(at: 5, completion: record)
        branch.selectTab(identifier: "nope", completion: record)
        branch.replaceTab("nope", with: [.screen(InboxScreen.self)], completion: record)
        #expect(
            errors == [
                .tabIndexOutOfRange(index: 5, tabCount: 2), .unknownTab(identifier: "nope"),
                .unknownTab(identifier: "nope"),
            ])
        #expect(branch.selectedIndex == 0)
    }
}

@Suite("Tab branches: async forms")
@MainActor
struct TabBranchAsyncTests {
    @Test("The async forms of selectTab and replaceTab return once done, and throw typed errors")
    func asyncSelectAndReplace() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        try await branch.selectTab(identifier: "profile")
        #expect(branch.selectedIndex == 1)
        try await branch.selectTab(at: 0)
        #expect(branch.selectedIndex == 0)
        try await branch.replaceTab("inbox", with: [.screen(SettingsScreen.self)])
        #expect(branch.modules[0].viewControllers.first is SettingsScreen)
        await #expect(throws: NavigationError.tabIndexOutOfRange(index: 9, tabCount: 2)) {
            try await branch.selectTab(at: 9)
        }
        await #expect(throws: NavigationError.emptyModelList) {
            try await branch.replaceTab("inbox", with: [])
        }
    }
}
