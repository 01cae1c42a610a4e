import NavigationCore
import Testing

#if !canImport(UIKit)
    import HeadlessUIKit
#endif

@Suite("Laziness and screen lifecycle")
@MainActor
struct LazinessAndLifecycleTests {
    @Test("Models create no screen: a module builds its stack only when its container is first needed")
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
        _ = module.containerViewController
        #expect(created == ["Root", "Second"])
    }

    @Test("The next flow's screens are not created before the flow change runs")
    func nextFlowIsLazy() {
        let router = makeRouter()
        var created = 0
        HeadlessAnimations.hold()
        router.currentModule?.pushViewController(DetailScreen.self)
        router.startNextNavigationModule(with: [
            NavigationModel(builder: { module in
                created += 1
                return HomeScreen(navigationModule: module)
            })
        ])
        #expect(created == 0)
        HeadlessAnimations.release()
        HeadlessAnimations.finishAll()
        #expect(created == 1)
    }

    @Test("Only the top screen's view loads when a flow appears")
    func onlyTopViewLoads() throws {
        let router = makeRouter(showing: [.screen(HomeScreen.self), .screen(DetailScreen.self)])
        let screens = try #require(router.currentModule?.viewControllers)
        #expect(!screens[0].isViewLoaded)
        #expect(screens[1].isViewLoaded)
    }

    @Test("viewDidLoad runs once per screen through pushes, pops and appearances")
    func viewDidLoadRunsOnce() throws {
        let router = makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(DetailScreen.self)
        HeadlessAnimations.finishAll()
        let home = try #require(module.viewControllers.first as? HomeScreen)
        let detail = try #require(module.viewControllers.last as? DetailScreen)
        detail.present(UIViewController(), animated: false)
        detail.dismiss(animated: false)
        module.popViewController()
        HeadlessAnimations.finishAll()
        module.pushViewController(DetailScreen.self, animated: false)
        #expect(home.viewDidLoadCount == 1)
        #expect(detail.viewDidLoadCount == 1)
    }

    @Test("A screen built in code loads a plain view without looking for a nib")
    func screensBuildViewsInCode() {
        let screen = HomeScreen(navigationModule: nil)
        #expect(screen.view != nil)
        #expect(screen.nibName == nil)
    }
}
