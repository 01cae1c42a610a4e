import NavigationCore
import NavigationTestSupport
import Testing

@Suite("Bad input: typed errors, nothing half-done")
@MainActor
struct BadInputTests {
    @Test("endFlow with no models fails with emptyModelList and the flow stays")
    func endFlowWithNoModels() async throws {
        let router = await makeRouter()
        let module = try #require(router.currentModule)
        let log = ResultLog()
        module.endFlow(with: [], completion: log.completion)
        await settle()
        #expect(log.errors == [.emptyModelList])
        #expect(router.currentModule === module)
        #expect(!module.isFlowEnded)
    }

    @Test("The async endFlow throws the typed error")
    func asyncEndFlowThrows() async throws {
        let router = await makeRouter()
        let module = try #require(router.currentModule)
        await #expect(throws: NavigationError.emptyModelList) {
            try await module.endFlow(with: [])
        }
    }

    @Test("Creating a module from no models throws emptyModelList")
    func moduleFromNoModels() {
        #expect(throws: NavigationError.emptyModelList) { try NavigationModule(models: []) }
    }

    @Test("A module model mixed with screens is refused before anything is built")
    func moduleModelMustStandAlone() async {
        let router = await makeRouter()
        let log = ResultLog()
        var built = false
        let moduleModel = NavigationModel.module {
            built = true
            return NavigationModule()
        }
        router.startNextNavigationModule(
            with: [.screen(HomeScreen.self), moduleModel], transition: .automatic, completion: log.completion)
        #expect(log.errors == [.moduleModelMustStandAlone(moduleModelIndex: 1)])
        #expect(!built)
        #expect(router.currentModule?.viewControllers.first is SplashScreen)
    }

    @Test("Popping the root fails with cannotPopRoot and changes nothing; popToRoot on the root succeeds")
    func poppingTheRoot() async throws {
        let router = await makeRouter()
        let module = try #require(router.currentModule)
        await #expect(throws: NavigationError.cannotPopRoot) { try await module.popViewController() }
        try await module.popToRootViewController()
        #expect(module.viewControllers.count == 1)
    }

    @Test("Pushing on a module whose flow has ended fails with flowEnded and pushes nothing")
    func pushAfterFlowEnded() async throws {
        let router = await makeRouter()
        let oldModule = try #require(router.currentModule)
        router.startNextNavigationModule(with: [.screen(HomeScreen.self)], transition: .automatic, completion: nil)
        await settle()
        let log = ResultLog()
        oldModule.pushViewController(DetailScreen.self, completion: log.completion)
        oldModule.endFlow(with: [.screen(SignInScreen.self)], completion: log.completion)
        #expect(log.errors == [.flowEnded, .flowEnded])
        #expect(oldModule.viewControllers.count == 1)
        #expect(router.currentModule?.viewControllers.first is HomeScreen)
    }

    @Test("A pop or pop to the root the navigation controller declines fails with rejectedByUIKit")
    func declinedPopFails() async throws {
        let router = await makeRouter(showing: [.module { GuardedStackModule() }])
        let module = try #require(router.currentModule as? GuardedStackModule)
        // The module has no initial screens: the first push makes the root.
        try await module.pushViewController(HomeScreen.self)
        try await module.pushViewController(DetailScreen.self)
        await settle()
        #expect(module.guarded.viewControllers.count == 2)
        module.guarded.refusesPops = true
        let log = ResultLog()
        module.popViewController(completion: log.completion)
        await settle()
        #expect(log.errors.count == 1)
        guard case .rejectedByUIKit? = log.errors.first else {
            Issue.record("the declined pop ended with \(log.results), not rejectedByUIKit")
            return
        }
        #expect(module.guarded.viewControllers.count == 2)
        let toRoot = ResultLog()
        module.popToRootViewController(completion: toRoot.completion)
        await settle()
        guard toRoot.errors.count == 1, case .rejectedByUIKit? = toRoot.errors.first else {
            Issue.record("the declined pop to the root ended with \(toRoot.results), not rejectedByUIKit")
            return
        }
        #expect(module.guarded.viewControllers.count == 2)
        // The stack pops again once the app lets it.
        module.guarded.refusesPops = false
        try await module.popViewController()
        #expect(module.guarded.viewControllers.count == 1)
    }

    @Test(
        "A finish right after app code dismissed the module through UIKit fails with notPresented, after the presenter hears the module ended",
        arguments: [false, true])
    func finishAfterUIKitDismissalFails(fromScreen: Bool) async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        var order: [String] = []
        module.present([.screen(DetailScreen.self)], presentation: .fullScreen, animated: false) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .success(.cancelled(.dismissedByPresenter)) = result {
                order.append("presenter: dismissed by its presenter")
            } else {
                order.append("presenter: \(result)")
            }
        }
        await settle()
        let presented = try #require(module.presentedModule)
        // The app dismisses through UIKit, and finishes in the same turn, before UIKit's end is reported.
        if fromScreen {
            try #require(presented.viewControllers.first).dismiss(animated: false)
        } else {
            try #require(router.window.rootViewController).dismiss(animated: false)
        }
        presented.finish(with: 1, animated: false) { result in
            if case .failure(.notPresented) = result {
                order.append("finish: notPresented")
            } else {
                order.append("finish: \(result)")
            }
        }
        await settle()
        #expect(
            order == [
                "presenter: dismissed by its presenter", "finish: notPresented",
            ])
        #expect(module.presentedModule == nil)
    }

    @Test("endFlow on a module no router started fails with noDelegate")
    func endFlowWithoutDelegate() throws {
        let module = try NavigationModule(models: [.screen(HomeScreen.self)])
        let log = ResultLog()
        module.endFlow(with: [.screen(SignInScreen.self)], completion: log.completion)
        #expect(log.errors == [.noDelegate])
    }

    @Test("A failure with no completion handler reaches the router's onUnhandledError")
    func unhandledFailuresAreReported() async throws {
        let router = await makeRouter()
        var reported: [NavigationError] = []
        router.onUnhandledError = { reported.append($0) }
        router.currentModule?.popViewController(completion: nil)
        router.currentModule?.endFlow(with: [], completion: nil)
        router.startNextNavigationModule(with: [], transition: .automatic, completion: nil)
        #expect(reported == [.cannotPopRoot, .emptyModelList, .emptyModelList])
    }

    @Test("Every error explains itself in a sentence")
    func errorsDescribeThemselves() {
        let errors: [NavigationError] = [
            .emptyModelList, .moduleModelMustStandAlone(moduleModelIndex: 2), .moduleModelInStack, .flowEnded,
            .noDelegate, .cannotPopRoot, .noTabs, .duplicateTabIdentifier("a"), .unknownTab(identifier: "a"),
            .tabIndexOutOfRange(index: 3, tabCount: 2), .rejectedByUIKit(reason: "test"), .routerReleased,
            .tooManyTabs(count: 6, maximum: 5), .unusableScreen(typeName: "X", problem: .presented),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(errors.allSatisfy { $0.description.hasSuffix(".") || $0.description.hasSuffix("test") })
    }
}

/// An app's navigation controller that can refuse pops (a form with unsaved input, say): it answers
/// `nil` and pops nothing, as such overrides of `popViewController(animated:)` do.
final class PopRefusingNavigationController: UINavigationController {
    var refusesPops = false

    override func popViewController(animated: Bool) -> UIViewController? {
        refusesPops ? nil : super.popViewController(animated: animated)
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        refusesPops ? nil : super.popToRootViewController(animated: animated)
    }
}

/// A module whose stack is the app's own navigation controller.
final class GuardedStackModule: NavigationModule {
    let guarded = PopRefusingNavigationController()
    override var navigationController: UINavigationController { guarded }
}
