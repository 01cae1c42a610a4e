import NavigationCore
import NavigationTestSupport
import Testing

/// Builders that return what UIKit would crash on get a typed error, and UIKit never sees the screen.
@Suite("Screens a stack cannot hold: typed errors instead of UIKit exceptions")
@MainActor
struct UnusableScreenTests {
    @Test("A builder that returns a navigation controller is refused with unusableScreen; nothing is pushed")
    func builderReturningNavigationControllerIsRefused() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let log = ResultLog()
        module.pushViewController(animated: false, completion: log.completion) { _ in
            UINavigationController(rootViewController: UIViewController())
        }
        #expect(log.errors == [.unusableScreen(typeName: "UINavigationController", problem: .navigationController)])
        #expect(module.stackTypeNames == ["HomeScreen"])
    }

    @Test(
        "A screen that declares its input, made without it or with another type, is refused naming both types; nothing is pushed"
    )
    func inputScreenWithoutInputIsRefused() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let log = ResultLog()
        // The type written as a plain screen type: the compiler's warning at a push without input is bypassed.
        let untypedMessageScreen: NavigationModuleViewController.Type = MessageScreen.self
        module.pushViewController(untypedMessageScreen, animated: false, completion: log.completion)
        module.pushViewController(
            untypedMessageScreen, object: "not an Int", animated: false, completion: log.completion)
        module.pushViewController(animated: false, completion: log.completion) { module in
            MessageScreen(navigationModule: module)
        }
        let refused = NavigationError.unusableScreen(typeName: "MessageScreen", problem: .missingInput)
        let anotherType = NavigationError.unusableScreen(
            typeName: "MessageScreen", problem: .inputOfAnotherType(expected: "Int", given: "String"))
        #expect(log.errors == [refused, anotherType, refused])
        #expect(
            anotherType.description.contains("declares its input of type Int and was made with a value of type String"))
        #expect(module.stackTypeNames == ["HomeScreen"])
        module.pushViewController(MessageScreen.self, input: 7, animated: false, completion: log.completion)
        #expect(module.stackTypeNames == ["HomeScreen", "MessageScreen"])
    }

    @Test("A builder that returns a tab bar controller is refused; nothing is pushed")
    func builderReturningTabBarControllerIsRefused() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let log = ResultLog()
        let warnings = await uikitMisuse {
            module.pushViewController(animated: false, completion: log.completion) { _ in UITabBarController() }
        }
        #expect(warnings.isEmpty)
        #expect(log.errors == [.unusableScreen(typeName: "UITabBarController", problem: .tabBarController)])
        #expect(module.stackTypeNames == ["HomeScreen"])
    }

    @Test("A builder that returns a screen already in the stack is refused; the stack is unchanged")
    func builderReturningScreenInStackIsRefused() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let root = try #require(module.viewControllers.first)
        let log = ResultLog()
        module.pushViewController(animated: false, completion: log.completion) { _ in root }
        #expect(log.errors == [.unusableScreen(typeName: "HomeScreen", problem: .alreadyInStack)])
        #expect(module.viewControllers == [root])
    }

    @Test("A builder that returns a screen of another container or a presented one is refused")
    func builderReturningAttachedScreenIsRefused() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let log = ResultLog()
        let elsewhere = DetailScreen(navigationModule: nil)
        let otherContainer = UINavigationController(rootViewController: elsewhere)
        module.pushViewController(animated: false, completion: log.completion) { _ in elsewhere }
        let sheet = DetailScreen(navigationModule: nil)
        try #require(router.window.rootViewController).present(sheet, animated: false)
        await settle()
        module.pushViewController(animated: false, completion: log.completion) { _ in sheet }
        #expect(
            log.errors == [
                .unusableScreen(typeName: "DetailScreen", problem: .hasParent),
                .unusableScreen(typeName: "DetailScreen", problem: .presented),
            ])
        #expect(module.stackTypeNames == ["HomeScreen"])
        #expect(otherContainer.viewControllers == [elsewhere])
    }

    @Test("A flow whose initial screens include one a stack cannot hold is refused; the current flow stays")
    func flowWithUnusableScreenIsRefused() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let current = router.currentModule
        let log = ResultLog()
        router.startNextNavigationModule(
            with: [.screen(SignInScreen.self), NavigationModel(builder: { _ in UINavigationController() })],
            transition: .none, completion: log.completion)
        #expect(log.errors == [.unusableScreen(typeName: "UINavigationController", problem: .navigationController)])
        #expect(router.currentModule === current)
        #expect(current?.isFlowEnded == false)
    }

    @Test("A one-screen flow or presented module whose root a stack cannot hold is refused; nothing is shown")
    func oneScreenFlowWithUnusableRootIsRefused() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let current = try #require(router.currentModule)
        let log = ResultLog()
        router.startNextNavigationModule(
            with: [NavigationModel(builder: { _ in UINavigationController() })], transition: .none,
            completion: log.completion)
        let untypedMessageScreen: NavigationModuleViewController.Type = MessageScreen.self
        router.startNextNavigationModule(
            with: [NavigationModel(initialViewControllerType: untypedMessageScreen)], transition: .none,
            completion: log.completion)
        var presentationErrors: [NavigationError] = []
        current.present([NavigationModel(builder: { _ in UITabBarController() })], presentation: .fullScreen) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .failure(let error) = result { presentationErrors.append(error) }
        }
        await settle()
        #expect(
            log.errors == [
                .unusableScreen(typeName: "UINavigationController", problem: .navigationController),
                .unusableScreen(typeName: "MessageScreen", problem: .missingInput),
            ])
        #expect(presentationErrors == [.unusableScreen(typeName: "UITabBarController", problem: .tabBarController)])
        #expect(router.currentModule === current)
        #expect(current.presentedModule == nil)
        #expect(router.window.rootViewController?.presentedViewController == nil)
    }

    @Test("A screen class's problem is found again after many other classes were checked in between")
    func screenClassProblemsHoldAcrossManyClasses() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let log = ResultLog()
        let untypedMessageScreen: NavigationModuleViewController.Type = MessageScreen.self
        module.pushViewController(untypedMessageScreen, animated: false, completion: log.completion)
        // More screen classes than the checks remember, each pushed once.
        let others: [NavigationModuleViewController.Type] = [
            SplashScreen.self, SignInScreen.self, DetailScreen.self, ProfileScreen.self, ClassA.self, ClassB.self,
            ClassC.self, ClassD.self, ClassE.self, ClassF.self,
        ]
        for screenClass in others {
            module.pushViewController(screenClass, animated: false, completion: log.completion)
        }
        module.pushViewController(untypedMessageScreen, animated: false, completion: log.completion)
        module.pushViewController(animated: false, completion: log.completion) { _ in UINavigationController() }
        module.pushViewController(MessageScreen.self, input: 1, animated: false, completion: log.completion)
        await settle()
        #expect(
            log.errors == [
                .unusableScreen(typeName: "MessageScreen", problem: .missingInput),
                .unusableScreen(typeName: "MessageScreen", problem: .missingInput),
                .unusableScreen(typeName: "UINavigationController", problem: .navigationController),
            ])
        #expect(module.viewControllers.count == 1 + others.count + 1)
        #expect(module.stackTypeNames.last == "MessageScreen")
    }

    private final class ClassA: NavigationModuleViewController {}
    private final class ClassB: NavigationModuleViewController {}
    private final class ClassC: NavigationModuleViewController {}
    private final class ClassD: NavigationModuleViewController {}
    private final class ClassE: NavigationModuleViewController {}
    private final class ClassF: NavigationModuleViewController {}

    @Test("Every screen problem explains itself")
    func problemsDescribeThemselves() {
        let problems: [NavigationError.ScreenProblem] = [
            .navigationController, .tabBarController, .alreadyInStack, .hasParent, .presented,
        ]
        #expect(Set(problems.map(\.description)).count == problems.count)
        #expect(
            NavigationError.unusableScreen(typeName: "X", problem: .alreadyInStack).description
                == "A navigation stack cannot hold the screen X: the same instance is already in the stack.")
    }
}

/// A screen with a dependency, made only by a builder.
final class RecipeScreen: NavigationModuleViewController, NavigationBuilderOnlyScreen {
    let recipeName: String

    init(recipeName: String, navigationModule: NavigationModule?) {
        self.recipeName = recipeName
        super.init(navigationModule: navigationModule)
    }

    required init(navigationModule: NavigationModule?) {
        preconditionFailure("made by a builder: the SDK never calls this")
    }

    required init?(coder: NSCoder) { nil }
}

@Suite("Screens made only by a builder: never made by type, a typed error instead of the app's trap")
@MainActor
struct BuilderOnlyScreenTests {
    /// The screen's type as code holds it when it has lost its static type, past the compiler's refusal.
    private let untypedRecipeScreen: NavigationModuleViewController.Type = RecipeScreen.self
    private var refused: NavigationError { .unusableScreen(typeName: "RecipeScreen", problem: .builderOnly) }

    @Test(
        "A push, a flow, a presented module, a presented screen and a plan naming it by type fail typed; nothing moves")
    func namedByTypeFailsTyped() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let log = ResultLog()
        module.pushViewController(untypedRecipeScreen, animated: false, completion: log.completion)
        router.startNextNavigationModule(
            with: [NavigationModel(initialViewControllerType: untypedRecipeScreen)], transition: .none,
            completion: log.completion)
        var presented: [NavigationError] = []
        module.present([NavigationModel(initialViewControllerType: untypedRecipeScreen)]) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .failure(let error) = result { presented.append(error) }
        }
        module.present(screen: NavigationModel(initialViewControllerType: untypedRecipeScreen)) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .failure(let error) = result { presented.append(error) }
        }
        await settle()
        #expect(log.errors == [refused, refused])
        #expect(presented == [refused, refused])
        #expect(router.currentModule === module && module.stackTypeNames == ["HomeScreen"])
        #expect(module.presentedModule == nil)
        #expect(refused.description.contains("made only by a builder"))
    }

    @Test("A builder makes it, with its dependency, wherever a screen goes")
    func builderMakesIt() async throws {
        let router = await makeRouter(showing: [
            NavigationModel { module in RecipeScreen(recipeName: "Soup", navigationModule: module) }
        ])
        let module = try #require(router.currentModule)
        module.pushViewController(animated: false, completion: nil) { module in
            RecipeScreen(recipeName: "Bread", navigationModule: module)
        }
        await settle()
        #expect(module.viewControllers.compactMap { ($0 as? RecipeScreen)?.recipeName } == ["Soup", "Bread"])
        #expect(module.viewControllers.allSatisfy { ($0 as? RecipeScreen)?.navigationModule === module })
    }
}
