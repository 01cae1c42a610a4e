import NavigationCore
import NavigationTestSupport

/// A screen that counts its own `viewDidLoad` calls.
class CountingScreen: NavigationModuleViewController {
    private(set) var viewDidLoadCount = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }
}

final class SplashScreen: CountingScreen {}
final class SignInScreen: CountingScreen {}
final class HomeScreen: CountingScreen {}
final class DetailScreen: CountingScreen {}

/// A screen pushed with a typed input.
final class MessageScreen: NavigationModuleViewController, NavigationInputScreen {
    typealias Input = Int
}

/// A screen that needs a dependency, built by a closure.
final class ProfileScreen: NavigationModuleViewController {
    var userName = ""
}

extension NavigationModel {
    @MainActor static func screen(_ type: NavigationModuleViewController.Type) -> NavigationModel {
        NavigationModel(initialViewControllerType: type)
    }
}

/// A router on a fresh window, showing a first flow of `models`, with every animation settled.
@MainActor
func makeRouter(showing models: [NavigationModel] = [.screen(SplashScreen.self)]) async -> NavigationRouter {
    let router = NavigationRouter(in: makeTestWindow())
    router.startNavigationModuleFrom(models, completion: nil)
    await settle()
    return router
}

extension NavigationModule {
    /// The type names of the stack, root first.
    @MainActor var stackTypeNames: [String] { viewControllers.map { String(describing: type(of: $0)) } }
}
