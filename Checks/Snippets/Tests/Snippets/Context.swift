// What the documentation's snippets use without declaring: an app's screens, models and services,
// and the objects a snippet is written inside of (`router`, `navigationModule`, ...). Nothing here
// runs: the snippets are compiled, not run.
import Foundation
import NavigationCore
import NavigationTabs

#if canImport(UIKit)
    import UserNotifications
#else
    import HeadlessUserNotifications
#endif

// MARK: An app's types

/// What Compose finishes with.
struct Draft: Sendable {
    var to: String
    var body: String
}

struct Message: Identifiable, Sendable {
    let id: Int
}

enum Session {
    @MainActor static var current: String?
}

final class SignInViewController: NavigationModuleViewController {}
final class DetailViewController: NavigationModuleViewController {}
final class ProfileViewController: NavigationModuleViewController {}
final class ComposeViewController: NavigationModuleViewController {}
final class AboutViewController: NavigationModuleViewController {}
final class PhotoViewController: NavigationModuleViewController {}
final class SettingsViewController: NavigationModuleViewController {}

/// The screens of the README's tests.
final class SignInScreen: NavigationModuleViewController {}
final class InboxScreen: NavigationModuleViewController {}
final class MessageScreen: NavigationModuleViewController, NavigationInputScreen {
    typealias Input = Int
}

/// Loads a message: what a screen's `viewDidLoad` calls.
@MainActor func load(_ id: Message.ID) {}

@MainActor final class Outbox {
    func send(_ draft: some Sendable) {}
}

/// The app's mail service: what a route's resolver awaits.
final class Mailbox: Sendable {
    func messageExists(_ id: Int) async throws -> Bool { true }
    func webPage(of id: Int) -> URL { URL(fileURLWithPath: "/\(id)") }
}

@MainActor final class Analytics {
    func log(_ text: String) {}
}

@MainActor final class Library {
    func reload() {}
}

// MARK: What snippets are written inside of

/// The objects a snippet's statements use, as a screen or a scene delegate has them. A value, so that
/// closures in snippets read them as a screen's closures read its properties.
@MainActor
struct SnippetContext {
    var windowScene: UIWindowScene { fatalError("compiled, not run") }
    var window: UIWindow { UIWindow(frame: .zero) }
    var router: NavigationRouter { NavigationRouter(in: window) }
    var navigationModule: NavigationModule? { nil }
    var module: NavigationModule { NavigationModule() }
    var branch: TabBranchModule { fatalError("compiled, not run") }
    var outbox: Outbox { Outbox() }
    var analytics: Analytics { Analytics() }
    var library: Library { Library() }
    var mailbox: Mailbox { Mailbox() }
    var recipient: String { "" }
    var text: String { "" }
    var url: URL { URL(fileURLWithPath: "/") }
    var activity: NSUserActivity { NSUserActivity(activityType: "") }
    var payload: [AnyHashable: Any] { [:] }
    var sceneDelegate: SceneDelegate { SceneDelegate() }
    var routes: DestinationRouteTable<AppDestination> { Self.appRoutes }
    func log(_ text: String) {}

    nonisolated static var appRoutes: DestinationRouteTable<AppDestination> {
        DestinationRouteTable(schemes: ["myapp"])
    }
}
