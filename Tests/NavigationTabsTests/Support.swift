import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

final class InboxScreen: NavigationModuleViewController {}
final class MessageScreen: NavigationModuleViewController, NavigationInputScreen {
    typealias Input = Int
}
final class ProfileScreen: NavigationModuleViewController {}
final class SettingsScreen: NavigationModuleViewController {}
final class SignInScreen: NavigationModuleViewController {}
final class SplashScreen: NavigationModuleViewController {}

/// Counts the screens a set of models makes, per tab.
@MainActor
final class CreationLog {
    private(set) var created: [String] = []

    func model(_ name: String) -> NavigationModel {
        NavigationModel(builder: { module in
            self.created.append(name)
            return InboxScreen(navigationModule: module)
        })
    }
}

extension NavigationModel {
    @MainActor static func screen(_ type: NavigationModuleViewController.Type) -> NavigationModel {
        NavigationModel(initialViewControllerType: type)
    }
}

@MainActor
func standardTabs() -> [NavigationTab] {
    [
        NavigationTab(identifier: "inbox", title: "Inbox", imageName: "tray", models: [.screen(InboxScreen.self)]),
        NavigationTab(
            identifier: "profile", title: "Profile", imageName: "person", models: [.screen(ProfileScreen.self)]),
    ]
}

/// A router showing a tab branch of `tabs`, with every animation settled.
@MainActor
func makeRouter(tabs: [NavigationTab] = standardTabs(), selected: String? = nil) async throws -> (
    NavigationRouter, TabBranchModule
) {
    let router = NavigationRouter(in: makeTestWindow())
    router.startNavigationModuleFrom(.tabBranch(tabs, selectedTabIdentifier: selected))
    await settle()
    let branch = try #require(router.currentModule as? TabBranchModule)
    return (router, branch)
}

/// Outcomes of presented modules, written as "name: outcome" in the order they came.
@MainActor
final class ChainLog {
    private(set) var entries: [String] = []
    func completion(_ name: String) -> NavigationModule.PresentationCompletion<Draft> {
        { self.entries.append("\(name): \(describe($0))") }
    }
}

/// The signed-in flow with Settings presented from the Inbox tab, on screen: Settings shows the
/// `.settings` destination by pushing its detail screen; its outcome goes to `log`.
@MainActor
func settingsOverInbox(log: ChainLog) async throws -> (NavigationRouter, NavigationModule) {
    let (router, branch) = try await signedInRouter()
    let inbox = try #require(branch.module(forTab: "inbox"))
    let settingsHandler = DestinationHandler(AppDestination.self) { destination in
        destination == .settings ? .push([.screen(SettingsDetailScreen.self)]) : nil
    }
    inbox.present(
        [.screen(SettingsScreen.self)], destinations: settingsHandler, completion: log.completion("Settings"))
    await settle()
    return (router, try #require(inbox.presentedModule))
}

/// Selects the branch's second tab (identifier "profile") the way `way` names: a "tap", app code's
/// "uikit" selection, or a "request"; settles, and returns the source the selection is reported with.
@MainActor
func selectSecondTab(of branch: TabBranchModule, by way: String) async throws -> String {
    if way == "tap" {
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
    } else if way == "uikit" {
        branch.tabBarController.selectedIndex = 1
    } else {
        try await branch.selectTab(identifier: "profile")
    }
    await settle()
    return way == "tap" ? "tab bar" : "code"
}

/// Presents Compose as a sheet over `module`, settles, and returns the presented module.
@MainActor
func composeSheet(over module: NavigationModule) async throws -> NavigationModule {
    module.present([.screen(ComposeScreen.self)], presentation: .sheet)
    await settle()
    return try #require(module.presentedModule)
}
