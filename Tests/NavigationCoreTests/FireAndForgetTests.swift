import NavigationCore
import NavigationTestSupport
import Testing

/// A button's action: synchronous code that makes requests without waiting for them.
@MainActor
private func buttonTapped(router: NavigationRouter, module: NavigationModule) {
    module.pushViewController(DetailScreen.self)
    module.pushViewController(MessageScreen.self, input: 7, animated: false)
    module.popViewController()
    router.startNextNavigationModule(with: [.screen(HomeScreen.self)], transition: .slide(from: .left))
}

@Suite("Fire and forget: synchronous code makes requests without completion handlers")
@MainActor
struct FireAndForgetTests {
    @Test("Requests from a button's action run in turn, with no completion handler and nothing awaited")
    func requestsFromSynchronousCodeRun() async throws {
        let router = await makeRouter(showing: [.screen(SplashScreen.self)])
        let module = try #require(router.currentModule)
        var transitions = 0
        router.observeNavigation { event in
            if case .flowChanged = event { transitions += 1 }
        }
        buttonTapped(router: router, module: module)
        await settle()
        #expect(module.stackTypeNames == ["SplashScreen", "DetailScreen"])
        #expect(router.currentModule?.stackTypeNames == ["HomeScreen"])
        #expect(transitions == 1)
    }

    @Test("A screen reaches the router through its module, in a presented module too, until the flow ends")
    func screenReachesTheRouter() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let screen = try #require(module.viewControllers.first as? NavigationModuleViewController)
        #expect(screen.navigationModule?.router === router)
        module.present([.screen(DetailScreen.self)], presentation: .fullScreen, animated: false)
        await settle()
        let presented = try #require(module.presentedModule)
        #expect(presented.router === router)
        try await router.startNextNavigationModule(with: [.screen(SplashScreen.self)], transition: .none)
        #expect(module.router == nil)
        #expect(presented.router == nil)
    }

    @Test("A presentation nobody waits for takes any result, and its failure reaches onUnhandledError")
    func presentationWithoutCompletion() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        var failures: [NavigationError] = []
        router.onUnhandledError = { failures.append($0) }
        module.present([.screen(DetailScreen.self)], presentation: .fullScreen, animated: false)
        await settle()
        let presented = try #require(module.presentedModule)
        presented.finish(with: "any value", animated: false)
        await settle()
        #expect(module.presentedModule == nil)
        #expect(failures.isEmpty)
        module.present(screen: .screen(DetailScreen.self), presentation: .fullScreen, animated: false)
        module.present(screen: .screen(HomeScreen.self), presentation: .fullScreen, animated: false)
        await settle()
        #expect(failures == [.alreadyPresenting])
        #expect(module.presentedModule?.viewControllers.first is DetailScreen)
    }
}
