import NavigationCore
import NavigationTestSupport
import Testing

@Suite("Flows: starting, replacing, releasing")
@MainActor
struct FlowLifecycleTests {
    @Test("A module whose delegate the app set to the router reports its presentations to the router's observers")
    func appDelegatedModuleReportsPresentations() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        var presentations = 0
        var dismissals = 0
        let observation = router.observeNavigation { event in
            if case .presented = event { presentations += 1 }
            if case .dismissed = event { dismissals += 1 }
        }
        defer { observation.cancel() }
        // A module the app shows itself, in a window of its own, reporting to the router.
        let module = try NavigationModule(models: [.screen(SplashScreen.self)])
        module.delegate = router
        let window = makeTestWindow()
        window.rootViewController = module.containerViewController
        window.makeKeyAndVisible()
        await settle()
        module.present([.screen(DetailScreen.self)], presentation: .fullScreen, animated: false)
        await settle()
        let presented = try #require(module.presentedModule)
        #expect(presented.router === router)
        presented.cancel(animated: false)
        await settle()
        #expect(module.presentedModule == nil)
        #expect(presentations == 1 && dismissals == 1)
        withExtendedLifetime(window) {}
    }

    @Test("The first flow becomes the window's root container itself, on a key, visible window")
    func firstFlowIsWindowRoot() async throws {
        let router = await makeRouter()
        let module = try #require(router.currentModule)
        #expect(router.window.rootViewController === module.navigationController)
        #expect(!router.window.isHidden)
        #expect(module.viewControllers.first is SplashScreen)
        #expect(module.delegate === router)
    }

    @Test("After a flow change, the old module, its navigation controller and every screen are released")
    func flowChangeReleasesOldFlow() async {
        let router = await makeRouter()
        weak let oldModule = router.currentModule
        weak let oldNavigationController = router.currentModule?.navigationController
        weak let oldRoot = router.currentModule?.viewControllers.first
        weak var oldPushed: UIViewController?
        router.currentModule?.pushViewController(DetailScreen.self, animated: false, completion: nil)
        oldPushed = router.currentModule?.viewControllers.last
        #expect(oldPushed is DetailScreen)
        router.startNextNavigationModule(with: [.screen(HomeScreen.self)], transition: .automatic, completion: nil)
        await settle()
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
        #expect(oldModule == nil)
        #expect(oldNavigationController == nil)
        #expect(oldRoot == nil)
        #expect(oldPushed == nil)
    }

    @Test(
        "A flow change's completion runs once the SDK has let go of the old flow: its module and screens are gone unless held",
        arguments: [false, true], [false, true])
    func completionRunsAfterOldModuleIsReleased(animated: Bool, fromScreen: Bool) async throws {
        let transition: FlowTransition = animated ? .crossDissolve() : .none
        let releasesReplacedRootAtOnce = uikitReleasesReplacedRootAtOnce()
        let router = await makeRouter(showing: [.screen(SignInScreen.self)])
        weak let oldModule = router.currentModule
        weak let oldScreen = router.currentModule?.viewControllers.first
        var oldModuleGoneAtCompletion: [Bool] = []
        let completion: NavigationModule.Completion = { result in
            #expect(throws: Never.self) { try result.get() }
            oldModuleGoneAtCompletion.append(oldModule == nil)
            // Where UIKit lets go of a replaced root at once, nothing of the SDK's keeps its screens.
            if oldModule == nil, releasesReplacedRootAtOnce { #expect(oldScreen == nil) }
        }
        if fromScreen {
            try #require(router.currentModule).endFlow(
                with: [.screen(HomeScreen.self)], transition: transition, completion: completion)
            // A change with no animation completes inside the call, whose caller holds the module.
            if !animated { #expect(oldModule == nil) }
        } else {
            router.startNextNavigationModule(
                with: [.screen(HomeScreen.self)], transition: transition, completion: completion)
        }
        await settle()
        #expect(oldModuleGoneAtCompletion == [!fromScreen || animated])
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
    }

    /// Whether UIKit releases a window's root controller as soon as another replaces it (it may do so
    /// at the end of the main-queue turn instead).
    private func uikitReleasesReplacedRootAtOnce() -> Bool {
        let window = makeTestWindow()
        weak var replaced: UIViewController?
        do {
            let root = UIViewController()
            replaced = root
            window.rootViewController = root
        }
        window.rootViewController = UIViewController()
        return replaced == nil
    }

    @Test("A flow change while the old flow shows a modal dismisses it first and releases everything")
    func flowChangeWithModalReleasesEverything() async throws {
        let router = await makeRouter()
        weak var modal: UIViewController?
        weak let oldModule = router.currentModule
        let warnings = await uikitMisuse {
            let sheet = UIViewController()
            modal = sheet
            router.currentModule?.viewControllers.first?.present(sheet, animated: false)
            router.startNextNavigationModule(with: [.screen(HomeScreen.self)], transition: .automatic, completion: nil)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(modal == nil)
        #expect(oldModule == nil)
        #expect(router.window.subviews.count == 1)
    }

    @Test("A second endFlow made while the first runs fails in its turn, after the requests queued before it")
    func secondEndFlowFailsInItsTurn() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self), .screen(DetailScreen.self)])
        let module = try #require(router.currentModule)
        var order: [String] = []
        func note(_ name: String) -> NavigationModule.Completion {
            { result in
                if case .failure(let error) = result {
                    order.append("\(name): \(error == .flowEnded ? "flowEnded" : "\(error)")")
                } else {
                    order.append("\(name): done")
                }
            }
        }
        module.endFlow(with: [.screen(SignInScreen.self)], transition: .crossDissolve(), completion: note("first"))
        module.popViewController(completion: note("pop"))
        module.endFlow(with: [.screen(SplashScreen.self)], transition: .crossDissolve(), completion: note("second"))
        #expect(order.isEmpty)
        await settle()
        #expect(order == ["first: done", "pop: flowEnded", "second: flowEnded"])
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
    }

    @Test("A flow change waits for a modal that is still being presented, then dismisses it")
    func flowChangeWaitsForRunningPresentation() async {
        let router = await makeRouter()
        weak var modal: UIViewController?
        let warnings = await uikitMisuse {
            let sheet = UIViewController()
            modal = sheet
            router.currentModule?.viewControllers.first?.present(sheet, animated: true)
            router.startNextNavigationModule(with: [.screen(HomeScreen.self)], transition: .automatic, completion: nil)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(modal == nil)
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
    }

    @Test(
        "A second endFlow without a completion, queued behind the first, reaches onUnhandledError once its module is gone",
        .headlessOnly)
    func queuedSecondEndFlowFailureIsNotSilent() async throws {
        let router = await makeRouter()
        var unhandled: [NavigationError] = []
        router.onUnhandledError = { unhandled.append($0) }
        weak var endedModule: NavigationModule?
        do {
            let module = try #require(router.currentModule)
            endedModule = module
            AnimationClock.hold()
            // A push first, so that both flow changes wait in the queue.
            module.pushViewController(DetailScreen.self, completion: nil)
            module.endFlow(with: [.screen(SignInScreen.self)], transition: .crossDissolve(), completion: nil)
            module.endFlow(with: [.screen(HomeScreen.self)], transition: .crossDissolve(), completion: nil)
            AnimationClock.release()
        }
        await settle()
        #expect(endedModule == nil)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(unhandled == [.flowEnded])
    }

    @Test("Two flow changes asked for back to back end in the second, the first fully gone, with no UIKit warnings")
    func backToBackFlowChangesRunInOrder() async {
        let router = await makeRouter()
        weak let splashModule = router.currentModule
        weak var signInModule: NavigationModule?
        let log = ResultLog()
        let warnings = await uikitMisuse {
            router.startNextNavigationModule(
                with: [.screen(SignInScreen.self)], transition: .automatic,
                completion: { result in
                    signInModule = router.currentModule
                    log.completion(result)
                })
            router.startNextNavigationModule(
                with: [.screen(HomeScreen.self)], transition: .slide(from: .right), completion: log.completion)
            #expect(router.currentModule?.viewControllers.first is SignInScreen)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 2)
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
        #expect(splashModule == nil)
        #expect(signInModule == nil)
        #expect(!router.isProcessingRequests)
    }

    @Test("endFlow from a screen reaches the router and replaces the flow")
    func endFlowFromScreenReplacesFlow() async throws {
        let router = await makeRouter()
        let splash = try #require(router.currentModule?.viewControllers.first as? SplashScreen)
        splash.navigationModule?.endFlow(
            with: [.screen(SignInScreen.self)], transition: FlowTransition.none, completion: nil)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(router.window.rootViewController === router.currentModule?.navigationController)
    }

    @Test("A second endFlow from the same module (a double tap) fails with flowEnded and switches once")
    func doubleEndFlowSwitchesOnce() async throws {
        let router = await makeRouter()
        let module = try #require(router.currentModule)
        let log = ResultLog()
        module.endFlow(with: [.screen(SignInScreen.self)], completion: log.completion)
        module.endFlow(with: [.screen(HomeScreen.self)], completion: log.completion)
        await settle()
        #expect(log.successCount == 1)
        #expect(log.errors == [.flowEnded])
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
    }

    @Test("An async flow change returns once the new flow is on screen")
    func asyncFlowChange() async throws {
        let router = await makeRouter()
        try await router.startNextNavigationModule(with: [.screen(HomeScreen.self)], transition: .crossDissolve())
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
        #expect(router.window.subviews.count == 1)
    }
}

/// A screen that reads its module as it goes, and records what it read.
final class ModuleReadingScreen: NavigationModuleViewController {
    /// What each screen's `deinit` read: whether `navigationModule` was still set.
    @MainActor static var readsAtDeinit: [Bool] = []

    deinit {
        MainActor.assumeIsolated { Self.readsAtDeinit.append(navigationModule != nil) }
    }
}

/// An app's module subclass that tidies its container up as it goes: it takes back anything presented
/// over its stack, which calls into the SDK's navigation controller as the module deinitializes.
final class TidyingModule: NavigationModule {
    deinit {
        MainActor.assumeIsolated {
            guard isNavigationControllerBuilt else { return }
            navigationController.dismiss(animated: false)
        }
    }
}

/// An app's module that nests others, as a custom container module would.
final class NestingModule: NavigationModule, NavigationRouterDelegate {
    func startNextNavigationModule(with navigationModels: [NavigationModel]) {}
}

/// An app object that replaces flows for a module, as an app's own coordinator might.
final class AppFlowDelegate: NavigationRouterDelegate {
    func startNextNavigationModule(with navigationModels: [NavigationModel]) {}
}

/// What the SDK holds of modules and the router up the tree never keeps them alive, and reads `nil`
/// once they have gone.
@Suite("References that do not keep modules or the router alive")
@MainActor
struct BackReferenceTests {
    @Test("A screen kept after its module has gone reads a nil navigationModule")
    func screenOutlivingItsModuleReadsNil() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let screen = try #require(router.currentModule?.viewControllers.first as? HomeScreen)
        weak let oldModule = router.currentModule
        #expect(screen.navigationModule === oldModule)
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await settle()
        #expect(oldModule == nil)
        #expect(screen.navigationModule == nil)
    }

    @Test("A screen released with its module reads a nil navigationModule in its deinit, and the process goes on")
    func screenReadingItsModuleAsItGoesReadsNil() async throws {
        ModuleReadingScreen.readsAtDeinit = []
        let router = await makeRouter(showing: [.screen(ModuleReadingScreen.self)])
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await settle()
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(ModuleReadingScreen.readsAtDeinit == [false])
    }

    @Test("An app's module subclass whose deinit dismisses over its own container is released cleanly")
    func appSubclassDeinitCallingIntoItsContainer() async throws {
        let router = await makeRouter(showing: [
            .module { () throws(NavigationError) in try TidyingModule(models: [.screen(HomeScreen.self)]) }
        ])
        weak let old = router.currentModule
        #expect(old is TidyingModule)
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await settle()
        #expect(old == nil)
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
    }

    @Test("A module's delegate is not kept alive: an app object, a nesting module or the router reads nil once gone")
    func delegateIsNotKeptAlive() async throws {
        let module = try NavigationModule(models: [.screen(HomeScreen.self)])
        var appDelegate: AppFlowDelegate? = AppFlowDelegate()
        module.delegate = appDelegate
        #expect(module.delegate === appDelegate)
        appDelegate = nil
        #expect(module.delegate == nil)

        var nesting: NestingModule? = try NestingModule(models: [.screen(DetailScreen.self)])
        weak let weakNesting = nesting
        module.delegate = nesting
        #expect(module.delegate === nesting)
        nesting = nil
        #expect(weakNesting == nil)
        #expect(module.delegate == nil)

        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        module.delegate = router
        #expect(module.delegate === router)
        router = nil
        #expect(module.delegate == nil)
        let log = ResultLog()
        module.endFlow(with: [.screen(SignInScreen.self)], completion: log.completion)
        #expect(log.errors == [.noDelegate])
    }

    @Test("A presented module kept after its presenter has gone reads a nil presentingModule")
    func presentedModuleOutlivingItsPresenterReadsNil() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        weak let weakPresenter = router.currentModule
        weakPresenter?.present([.screen(DetailScreen.self)], presentation: .fullScreen, animated: false)
        await settle()
        let presented = try #require(weakPresenter?.presentedModule)
        #expect(presented.presentingModule === weakPresenter)
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await settle()
        #expect(weakPresenter == nil)
        #expect(presented.presentingModule == nil)
    }
}
