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
