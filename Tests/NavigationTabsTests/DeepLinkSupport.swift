import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

enum AppDestination: NavigationDestination {
    case messages
    case message(id: Int)
    case activity
    case profile
    case settings
    case forgotPassword
    case compose(to: String)
}

/// The inbox root: it shows `.messages`.
final class InboxRootScreen: NavigationModuleViewController {
    override var shownDestination: (any NavigationDestination)? { AppDestination.messages }
}

/// A message: it shows `.message(id:)` and counts refresh requests.
final class MessageDetailScreen: NavigationModuleViewController, NavigationInputScreen {
    typealias Input = Int
    private(set) var refreshCount = 0
    override var shownDestination: (any NavigationDestination)? { input.map { AppDestination.message(id: $0) } }
    override func refresh(for destination: any NavigationDestination) { refreshCount += 1 }
}

final class ActivityScreen: NavigationModuleViewController {}
final class SettingsDetailScreen: NavigationModuleViewController {}
final class ForgotPasswordScreen: NavigationModuleViewController {}

enum SampleApp {
    /// The signed-in app: Inbox, Activity and Profile tabs, each declaring its destinations.
    @MainActor static func signedInTabs() -> NavigationModel {
        .tabBranch([
            NavigationTab(
                identifier: "inbox", title: "Inbox", imageName: "tray",
                models: [.screen(InboxRootScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { destination in
                    switch destination {
                    case .messages: .root
                    case .message(let id): .stack([NavigationModel(MessageDetailScreen.self, input: id)])
                    default: nil
                    }
                }),
            NavigationTab(
                identifier: "activity", title: "Activity", models: [.screen(ActivityScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { $0 == .activity ? .root : nil }),
            NavigationTab(
                identifier: "profile", title: "Profile", models: [.screen(ProfileScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { destination in
                    switch destination {
                    case .profile: .root
                    case .settings: .stack([.screen(SettingsDetailScreen.self)])
                    default: nil
                    }
                }),
        ])
    }

    /// Signed-in tabs of one Inbox tab: a message opens by identifier, and `.settings` gets the
    /// plan `settings` makes (one that refuses, or one that resolves).
    @MainActor static func inboxOnlyTabs(settings: @escaping @MainActor () -> DestinationPlan) -> NavigationModel {
        .tabBranch([
            NavigationTab(
                identifier: "inbox", title: "Inbox", models: [.screen(InboxRootScreen.self)],
                destinations: DestinationHandler(AppDestination.self) { destination in
                    switch destination {
                    case .message(let id): .stack([NavigationModel(MessageDetailScreen.self, input: id)])
                    case .settings: settings()
                    default: nil
                    }
                })
        ])
    }

    /// The sign-in flow: it can show only the forgot-password screen.
    @MainActor static func signIn() -> NavigationModel {
        .flow(
            [.screen(SignInScreen.self)],
            destinations: DestinationHandler(AppDestination.self) { destination in
                destination == .forgotPassword ? .push([.screen(ForgotPasswordScreen.self)]) : nil
            })
    }

    static func routes() throws -> DestinationRouteTable<AppDestination> {
        var routes = DestinationRouteTable<AppDestination>(schemes: ["myapp", "https"], hosts: ["example.com"])
        try routes.add("messages") { _ in .messages }
        try routes.add("messages/:id(int)") { .message(id: try $0.int("id")) }
        try routes.add("activity") { _ in .activity }
        try routes.add("settings") { _ in .settings }
        try routes.addShortcut(type: "inbox") { _ in .messages }
        try routes.addNotification(type: "message") { .message(id: try $0.int("id")) }
        return routes
    }
}

/// The sign-in flow on screen with `.message(id: 1)` held (sign-in cannot show it), and a log of the
/// router's destination events from before it was asked for.
@MainActor
func signInHoldingMessageOne() async -> (router: NavigationRouter, log: LinkLog) {
    let router = NavigationRouter(in: makeTestWindow())
    let log = LinkLog(observing: router)
    router.startNavigationModuleFrom([SampleApp.signIn()], completion: nil)
    await settle()
    router.open(AppDestination.message(id: 1), completion: nil)
    return (router, log)
}

/// A router already signed in, on the tab branch, with animations settled.
@MainActor
func signedInRouter() async throws -> (NavigationRouter, TabBranchModule) {
    let router = NavigationRouter(in: makeTestWindow())
    router.startNavigationModuleFrom(SampleApp.signedInTabs())
    await settle()
    return (router, try #require(router.currentModule as? TabBranchModule))
}

/// The signed-in tabs with the Inbox selected, settled, and the Inbox tab's module.
@MainActor
func inboxTab() async throws -> (NavigationRouter, TabBranchModule, NavigationModule) {
    let (router, branch) = try await signedInRouter()
    return (router, branch, try #require(branch.module(forTab: "inbox")))
}

/// A scene delegate wired the way the README shows: router, first flow, then cold-start inputs.
@MainActor
final class SampleSceneDelegate<Destination: NavigationDestination>: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?
    var router: NavigationRouter?
    var events: [DestinationEvent] = []
    /// How each input the scene delivered ended.
    var outcomes: [DeepLinkInput: DestinationOutcome] = [:]
    let routes: DestinationRouteTable<Destination>
    let firstFlow: NavigationModel

    init(routes: DestinationRouteTable<Destination>, firstFlow: NavigationModel = .screen(SplashScreen.self)) {
        self.routes = routes
        self.firstFlow = firstFlow
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let router = NavigationRouter(in: window)
        router.observeDestinations { [weak self] in self?.events.append($0) }
        router.startNavigationModuleFrom(firstFlow)
        router.openDestinations(from: connectionOptions, using: routes) { [weak self] input, outcome in
            self?.outcomes[input] = outcome
        }
        self.window = window
        self.router = router
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        router?.openDestinations(from: urlContexts, using: routes) { [weak self] input, outcome in
            self?.outcomes[input] = outcome
        }
    }

    var unhandledActivities: [NSUserActivity] = []

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if router?.openDestination(for: userActivity, using: routes) != true {
            unhandledActivities.append(userActivity)
        }
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(router?.openDestination(for: shortcutItem, using: routes) ?? false)
    }
}

extension NavigationModule {
    /// The type names of the stack, root first.
    @MainActor var stackTypeNames: [String] { viewControllers.map { String(describing: type(of: $0)) } }
}
