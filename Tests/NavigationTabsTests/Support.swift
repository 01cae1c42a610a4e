import NavigationCore
import NavigationTabs
import Testing

#if !canImport(UIKit)
    import HeadlessUIKit
#endif

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
func makeRouter(tabs: [NavigationTab] = standardTabs(), selected: String? = nil) throws -> (
    NavigationRouter, TabBranchModule
) {
    let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
    router.startNavigationModuleFrom(.tabBranch(tabs, selectedTabIdentifier: selected))
    HeadlessAnimations.finishAll()
    let branch = try #require(router.currentModule as? TabBranchModule)
    return (router, branch)
}

/// Records every completion result it is handed.
@MainActor
final class ResultLog {
    private(set) var results: [Result<Void, NavigationError>] = []
    var completion: NavigationModule.Completion { { self.results.append($0) } }
    var errors: [NavigationError] {
        results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
    }
    var successCount: Int {
        results.filter { if case .success = $0 { true } else { false } }.count
    }
}
