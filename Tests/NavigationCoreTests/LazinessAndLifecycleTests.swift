import NavigationCore
import NavigationTestSupport
import Testing

@Suite("Laziness and screen lifecycle")
@MainActor
struct LazinessAndLifecycleTests {
    @Test("Models create no screen: a module makes its screens only when its container's view loads")
    func screensAreCreatedOnlyWhenNeeded() throws {
        var created: [String] = []
        let models = ["Root", "Second"].map { name in
            NavigationModel(builder: { module in
                created.append(name)
                return DetailScreen(navigationModule: module)
            })
        }
        let module = try NavigationModule(models: models)
        #expect(created.isEmpty)
        #expect(!module.isNavigationControllerBuilt)
        let container = module.containerViewController
        #expect(created.isEmpty)
        #expect(!module.hasLoadedInitialScreens)
        container.loadViewIfNeeded()
        #expect(created == ["Root", "Second"])
        #expect(module.viewControllers.count == 2)
    }

    @Test("The next flow's screens are not created before the flow change runs", .headlessOnly)
    func nextFlowIsLazy() async {
        let router = await makeRouter()
        var created = 0
        AnimationClock.hold()
        defer { AnimationClock.release() }
        router.currentModule?.pushViewController(DetailScreen.self, completion: nil)
        router.startNextNavigationModule(
            with: [
                NavigationModel(builder: { module in
                    created += 1
                    return HomeScreen(navigationModule: module)
                })
            ], transition: .automatic, completion: nil)
        #expect(created == 0)
        await settle()
        #expect(created == 1)
    }

    @Test("A push on a stack that was never shown makes the initial screens first, under the pushed one")
    func pushBeforeShownKeepsInitialScreensBelow() throws {
        let module = try NavigationModule(models: [.screen(HomeScreen.self)])
        module.pushViewController(DetailScreen.self, animated: false)
        #expect(module.viewControllers.map { String(describing: type(of: $0)) } == ["HomeScreen", "DetailScreen"])
        module.containerViewController.loadViewIfNeeded()
        #expect(module.viewControllers.count == 2)
    }

    @Test("Only the top screen's view loads when a flow appears")
    func onlyTopViewLoads() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self), .screen(DetailScreen.self)])
        let screens = try #require(router.currentModule?.viewControllers)
        #expect(!screens[0].isViewLoaded)
        #expect(screens[1].isViewLoaded)
    }

    @Test("viewDidLoad runs once per screen through pushes, pops and appearances")
    func viewDidLoadRunsOnce() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(DetailScreen.self, completion: nil)
        await settle()
        let home = try #require(module.viewControllers.first as? HomeScreen)
        let detail = try #require(module.viewControllers.last as? DetailScreen)
        detail.present(UIViewController(), animated: false)
        detail.dismiss(animated: false)
        module.popViewController(completion: nil)
        await settle()
        module.pushViewController(DetailScreen.self, animated: false, completion: nil)
        #expect(home.viewDidLoadCount == 1)
        #expect(detail.viewDidLoadCount == 1)
    }

    @Test("A screen built in code gets a plain view of its own, loaded once, with no nib name")
    func screensBuildViewsInCode() {
        let screen = HomeScreen(navigationModule: nil)
        #expect(!screen.isViewLoaded)
        let view: UIView = screen.view
        #expect(type(of: view) == UIView.self)
        #expect(view.next === screen)
        #expect(screen.viewDidLoadCount == 1)
        #expect(screen.nibName == nil)
    }

    @Test("A root screen that reads its module's navigation controller while it is made is the root, once")
    func rootScreenReadingNavigationControllerWhileMade() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let log = ResultLog()
        router.startNextNavigationModule(
            with: [.screen(NavigationControllerReadingScreen.self)], transition: .none, completion: log.completion)
        let module = try #require(router.currentModule)
        #expect(log.errors.isEmpty)
        #expect(module.stackTypeNames == ["NavigationControllerReadingScreen"])
        let screen = try #require(module.viewControllers.first as? NavigationControllerReadingScreen)
        #expect(screen.navigationControllerWhileMade === module.navigationController)
        #expect(router.window.rootViewController === module.navigationController)
        var outcomes: [ModalOutcome<Int>] = []
        module.present([.screen(NavigationControllerReadingScreen.self)], presentation: .fullScreen, animated: false) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .success(let outcome) = result { outcomes.append(outcome) }
        }
        let presented = try #require(module.presentedModule)
        #expect(presented.stackTypeNames == ["NavigationControllerReadingScreen"])
        #expect(module.navigationController.presentedViewController === presented.navigationController)
        presented.finish(with: 3, animated: false)
        await settle()
        #expect(outcomes == [.finished(3)])
    }
}

@Suite("Lifetimes while a request runs")
@MainActor
struct RunningRequestLifetimeTests {
    @Test("A flow released with its router while it presents, animated, lives until UIKit completes the presentation")
    func presenterLivesUntilItsPresentationCompletes() async throws {
        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        router?.startNavigationModuleFrom([.screen(HomeScreen.self)], completion: nil)
        await settle()
        weak let flow = router?.currentModule
        var outcomes: [ModalOutcome<Int>] = []
        flow?.present([.screen(DetailScreen.self)]) { (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .success(let outcome) = result { outcomes.append(outcome) }
        }
        router = nil
        #expect(outcomes == [.cancelled(.flowChanged)])
        #expect(flow != nil)
        await settle()
        #expect(flow == nil)
    }
}

/// A screen whose initializer reads its module's navigation controller, which makes the controller.
final class NavigationControllerReadingScreen: NavigationModuleViewController {
    private(set) weak var navigationControllerWhileMade: UINavigationController?

    required init(navigationModule: NavigationModule?) {
        super.init(navigationModule: navigationModule)
        navigationControllerWhileMade = navigationModule?.navigationController
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
