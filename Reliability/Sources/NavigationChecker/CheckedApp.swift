import HeadlessUIKit
import NavigationCore
import NavigationTabs

/// Where the checked app's deep links go.
enum CheckedDestination: NavigationDestination {
    case message(Int)
    case compose
    case activity
}

/// Every screen and module a run made, held weakly, so that the checker can tell what is still alive.
@MainActor
final class Registry {
    /// The registry screens report to while a program runs.
    static var current = Registry()

    final class Entry<Object: AnyObject> {
        weak var object: Object?
        let name: String
        init(_ object: Object, name: String) {
            self.object = object
            self.name = name
        }
    }

    private(set) var screens: [Entry<UIViewController>] = []
    private(set) var modules: [Entry<NavigationModule>] = []

    func register(_ screen: UIViewController) {
        screens.append(Entry(screen, name: String(describing: type(of: screen))))
    }

    func register(_ module: NavigationModule) {
        guard !modules.contains(where: { $0.object === module }) else { return }
        modules.append(Entry(module, name: String(describing: type(of: module))))
    }

    /// The screens of the signed-in app still alive.
    var liveSignedInScreens: [String] { liveSignedInScreens(except: []) }

    /// The names of the signed-in screens still alive, but for `kept`: screens the app itself holds.
    func liveSignedInScreens(except kept: [UIViewController]) -> [String] {
        screens.compactMap { entry in
            guard let screen = entry.object as? CheckedScreen, screen.isSignedIn,
                !kept.contains(where: { $0 === screen })
            else { return nil }
            return entry.name
        }
    }
}

/// A screen of the checked app: it registers itself, so leaks can be found.
class CheckedScreen: NavigationModuleViewController {
    /// Whether the screen belongs to the signed-in app (it must never exist while sign-in is up).
    var isSignedIn: Bool { false }

    required init(navigationModule: NavigationModule?) {
        super.init(navigationModule: navigationModule)
        Registry.current.register(self)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A controller app code presents itself, through UIKit, over whatever is on top.
final class AppPlainController: UIViewController {}

/// A presentation delegate of the app's own: it only listens, so the SDK must still hear the user.
final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var calls = 0
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls += 1 }
}

final class SplashScreen: CheckedScreen {}
final class SignInScreen: CheckedScreen {}
final class DetailScreen: CheckedScreen {}
final class ComposeScreen: CheckedScreen {}
final class InboxScreen: CheckedScreen {
    override var isSignedIn: Bool { true }
}
final class ActivityScreen: CheckedScreen {
    override var isSignedIn: Bool { true }
    override var shownDestination: (any NavigationDestination)? { CheckedDestination.activity }
}
final class ProfileScreen: CheckedScreen {
    override var isSignedIn: Bool { true }
}
final class MessageScreen: CheckedScreen, NavigationInputScreen {
    typealias Input = Int
    override var isSignedIn: Bool { true }
    override var shownDestination: (any NavigationDestination)? { input.map { CheckedDestination.message($0) } }
}

/// The checked app's flows: splash, sign-in, and a three-tab branch whose Inbox shows messages and
/// presents Compose from deep links.
@MainActor
enum CheckedApp {
    /// The message whose Inbox plan resolves, waiting at ``resolvingDoor``, when the checker sets one:
    /// held destinations that wait for a resolving plan, and requests older and newer than it.
    static let resolvingMessage = 3

    /// The door the plan of ``resolvingMessage`` waits at; `nil` shows it at once.
    static var resolvingDoor: ResolverDoor?

    static func splash() -> [NavigationModel] { [NavigationModel(initialViewControllerType: SplashScreen.self)] }

    static func signIn() -> [NavigationModel] { [NavigationModel(initialViewControllerType: SignInScreen.self)] }

    static func tabs() -> [NavigationModel] {
        [
            .tabBranch([
                NavigationTab(
                    identifier: "inbox", title: "Inbox", imageName: "tray",
                    models: [NavigationModel(initialViewControllerType: InboxScreen.self)],
                    destinations: DestinationHandler(CheckedDestination.self) { destination in
                        switch destination {
                        case .message(let id) where id == resolvingMessage && resolvingDoor != nil:
                            .resolving { [door = resolvingDoor] in
                                try await door?.pass()
                                return .stack([NavigationModel(MessageScreen.self, input: id)])
                            }
                        case .message(let id): .stack([NavigationModel(MessageScreen.self, input: id)])
                        case .compose:
                            .present(
                                [NavigationModel(initialViewControllerType: ComposeScreen.self)], presentation: .sheet)
                        case .activity: nil
                        }
                    }),
                NavigationTab(
                    identifier: "activity", title: "Activity", imageName: "bell",
                    models: [NavigationModel(initialViewControllerType: ActivityScreen.self)],
                    destinations: DestinationHandler(CheckedDestination.self) { $0 == .activity ? .root : nil }),
                NavigationTab(
                    identifier: "profile", title: "Profile", imageName: "person",
                    models: [NavigationModel(initialViewControllerType: ProfileScreen.self)]),
            ])
        ]
    }

    /// The models `replaceTab` puts in tab `index`.
    static func replacement(for index: Int) -> [NavigationModel] {
        switch index {
        case 0: [NavigationModel(initialViewControllerType: InboxScreen.self)]
        case 1: [NavigationModel(initialViewControllerType: ActivityScreen.self)]
        default: [NavigationModel(initialViewControllerType: ProfileScreen.self)]
        }
    }
}
