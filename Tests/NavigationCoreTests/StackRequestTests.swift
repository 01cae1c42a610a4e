import NavigationCore
import NavigationTestSupport
import Testing

@Suite("Pushing and popping inside a flow")
@MainActor
struct StackRequestTests {
    @Test("A push by type puts a new screen that knows its module on top of the stack")
    func pushByType() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(DetailScreen.self, object: "payload", completion: nil)
        await settle()
        let detail = try #require(module.viewControllers.last as? DetailScreen)
        #expect(detail.navigationModule === module)
        #expect(detail.object as? String == "payload")
        #expect(module.navigationController.topViewController === detail)
    }

    @Test("A push by type without an object keeps the value the initializer set; one with an object replaces it")
    func pushWithoutObjectKeepsInitializersValue() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        try await module.pushViewController(ScreenWithDefaultObject.self)
        #expect(module.viewControllers.last?.navigationObject as? String == "from the initializer")
        try await module.pushViewController(ScreenWithDefaultObject.self, object: "from the push")
        #expect(module.viewControllers.last?.navigationObject as? String == "from the push")
    }

    @Test("Typed input: the value pushed with a screen reaches that screen")
    func typedInputReachesScreen() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        try await module.pushViewController(MessageScreen.self, input: 42)
        let message = try #require(module.viewControllers.last as? MessageScreen)
        #expect(message.input == 42)
    }

    @Test("A typed-input model puts its value in the flow's initial screen")
    func typedInputModel() async throws {
        let router = await makeRouter(showing: [NavigationModel(MessageScreen.self, input: 7)])
        let message = try #require(router.currentModule?.viewControllers.first as? MessageScreen)
        #expect(message.input == 7)
    }

    @Test("A builder push makes the screen with its dependency and hands it the module")
    func builderPush() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(animated: false, completion: nil) { module in
            let profile = ProfileScreen(navigationModule: nil)
            profile.userName = "Ada"
            return profile
        }
        let profile = try #require(module.viewControllers.last as? ProfileScreen)
        #expect(profile.userName == "Ada")
        #expect(profile.navigationModule === module)
    }

    @Test("The async builder push returns once the screen is pushed, and throws the error that refused it")
    func asyncBuilderPush() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        var unhandled: [NavigationError] = []
        router.onUnhandledError = { unhandled.append($0) }
        try await module.pushViewController(animated: false) { module in ProfileScreen(navigationModule: module) }
        #expect(module.viewControllers.last is ProfileScreen)
        do {
            try await module.pushViewController(animated: false) { _ in UINavigationController() }
            Issue.record("a builder's navigation controller was pushed")
        } catch {
            #expect(error == .unusableScreen(typeName: "UINavigationController", problem: .navigationController))
        }
        #expect(module.viewControllers.count == 2)
        #expect(unhandled.isEmpty)
    }

    @Test("Pushes asked for during a running push wait and run after it, in order, with no UIKit warnings")
    func requestsAreSerialized() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let log = ResultLog()
        let warnings = await uikitMisuse {
            module.pushViewController(DetailScreen.self, completion: log.completion)
            module.pushViewController(MessageScreen.self, input: 1, completion: log.completion)
            module.popViewController(completion: log.completion)
            #expect(module.viewControllers.count == 2)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.successCount == 3)
        #expect(module.viewControllers.map { String(describing: type(of: $0)) } == ["HomeScreen", "DetailScreen"])
    }

    @Test("A push asked for during a flow change runs after it and fails with flowEnded, changing nothing")
    func pushDuringFlowChangeFailsCleanly() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let oldModule = try #require(router.currentModule)
        let log = ResultLog()
        router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .automatic, completion: nil)
        oldModule.pushViewController(DetailScreen.self, completion: log.completion)
        await settle()
        #expect(log.errors == [.flowEnded])
        #expect(oldModule.isFlowEnded)
        #expect(oldModule.viewControllers.count == 1)
    }

    @Test("Back swipe: after the system pops, the module's next push and pop are right", .headlessOnly)
    func moduleStaysRightAfterBackSwipe() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(DetailScreen.self, completion: nil)
        await settle()
        #expect(UserMoves.swipeBack(in: module.navigationController))
        await settle()
        #expect(module.viewControllers.count == 1)
        module.pushViewController(MessageScreen.self, input: 3, completion: nil)
        await settle()
        #expect(module.viewControllers.count == 2)
        #expect(module.viewControllers.last is MessageScreen)
        let log = ResultLog()
        module.popViewController(completion: log.completion)
        await settle()
        #expect(log.successCount == 1)
        #expect(module.viewControllers.count == 1)
        #expect(module.viewControllers.first is HomeScreen)
    }

    @Test("The back button and an abandoned swipe leave the module matching UIKit's stack", .headlessOnly)
    func moduleMatchesStackAfterBackButtonAndCancelledSwipe() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        module.pushViewController(DetailScreen.self, animated: false, completion: nil)
        module.pushViewController(DetailScreen.self, animated: false, completion: nil)
        await settle()
        #expect(UserMoves.swipeBack(in: module.navigationController, completes: false))
        await settle()
        #expect(module.viewControllers.count == 3)
        #expect(UserMoves.tapBackButton(in: module.navigationController))
        await settle()
        #expect(module.viewControllers == module.navigationController.viewControllers)
        #expect(module.viewControllers.count == 2)
    }

    @Test("After the user swipes a sheet away, the flow changes cleanly and releases everything", .headlessOnly)
    func sheetSwipedAwayThenFlowChange() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        weak let oldModule = router.currentModule
        weak var sheet: UIViewController?
        let warnings = try await uikitMisuse {
            let presented = UIViewController()
            sheet = presented
            try #require(router.currentModule?.viewControllers.first).present(presented, animated: false)
            await settle()
            #expect(UserMoves.swipeDownSheet(presented))
            await settle()
            router.startNextNavigationModule(
                with: [.screen(SignInScreen.self)], transition: .automatic, completion: nil)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(sheet == nil && oldModule == nil)
        #expect(router.window.subviews.count == 1)
    }

    @Test("An app's own navigation delegate keeps receiving its calls for module pushes and system pops", .headlessOnly)
    func appNavigationDelegateKeepsReceivingCalls() async throws {
        final class AppDelegateRecorder: NSObject, UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) { shown.append(String(describing: type(of: viewController))) }
        }
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let recorder = AppDelegateRecorder()
        module.navigationController.delegate = recorder
        module.pushViewController(DetailScreen.self, completion: nil)
        await settle()
        UserMoves.tapBackButton(in: module.navigationController)
        await settle()
        #expect(recorder.shown == ["DetailScreen", "HomeScreen"])
    }

    @Test(
        "A pop the app's navigation delegate follows with an animated push completes once that push ends",
        .headlessOnly)
    func popFollowedByDelegatePushCompletesAfterIt() async throws {
        final class PushingDelegate: NSObject, UINavigationControllerDelegate {
            let pushed = UIViewController()
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) {
                guard viewController is HomeScreen else { return }
                navigationController.pushViewController(pushed, animated: true)
            }
        }
        let router = await makeRouter(showing: [.screen(HomeScreen.self), .screen(DetailScreen.self)])
        let module = try #require(router.currentModule)
        let delegate = PushingDelegate()
        module.navigationController.delegate = delegate
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        module.popViewController(animated: false, completion: log.completion)
        #expect(log.results.isEmpty, "the pop completed while the push the delegate started still runs")
        await settle()
        #expect(log.successCount == 1)
        #expect(module.navigationController.topViewController === delegate.pushed)
    }

    @Test(
        "A pop whose revealed screen pushes, animated, as it appears completes once that push ends", .headlessOnly)
    func popCompletesAfterRevealedScreenPush() async throws {
        let router = await makeRouter(showing: [.screen(AppearanceHookScreen.self), .screen(DetailScreen.self)])
        let module = try #require(router.currentModule)
        let root = try #require(module.viewControllers.first as? AppearanceHookScreen)
        let pushed = UIViewController()
        root.onNextAppearance = { root.navigationController?.pushViewController(pushed, animated: true) }
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        module.popViewController(animated: false, completion: log.completion)
        #expect(log.results.isEmpty, "the pop completed while the push the screen started still runs")
        await settle()
        #expect(log.successCount == 1)
        #expect(module.navigationController.topViewController === pushed)
    }

    @Test("A push whose screen presents, animated, as it appears completes once the presentation ends", .headlessOnly)
    func pushCompletesAfterScreenPresentation() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let alert = UIViewController()
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        module.pushViewController(animated: false, completion: log.completion) { module in
            let screen = AppearanceHookScreen(navigationModule: module)
            screen.onNextAppearance = { screen.present(alert, animated: true) }
            return screen
        }
        #expect(log.results.isEmpty, "the push completed while the presentation the screen started still runs")
        await settle()
        #expect(log.successCount == 1)
        #expect(alert.presentingViewController != nil)
    }

    @Test(
        "A push the app's navigation delegate follows with an animated presentation completes once it ends",
        .headlessOnly)
    func pushCompletesAfterDelegatePresentation() async throws {
        final class PresentingDelegate: NSObject, UINavigationControllerDelegate {
            var presentsOnce = true
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) {
                guard presentsOnce else { return }
                presentsOnce = false
                viewController.present(UIViewController(), animated: true)
            }
        }
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let delegate = PresentingDelegate()
        module.navigationController.delegate = delegate
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = ResultLog()
        module.pushViewController(DetailScreen.self, animated: false, completion: log.completion)
        #expect(log.results.isEmpty, "the push completed while the presentation the delegate started still runs")
        await settle()
        #expect(log.successCount == 1)
    }

    @Test(
        "A push completes once what its screen starts as it appears has ended, whenever UIKit ends the push",
        .headlessOnly)
    func pushCompletionWaitsForWhatTheScreenStarts() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self)])
        let module = try #require(router.currentModule)
        let alert = UIViewController()
        var alertStillAnimating: Bool?
        module.pushViewController(
            animated: false, completion: { _ in alertStillAnimating = alert.isBeingPresented },
            builder: { module in
                let screen = AppearanceHookScreen(navigationModule: module)
                screen.onNextAppearance = { screen.present(alert, animated: true) }
                return screen
            })
        await settle()
        #expect(alertStillAnimating == false)
        #expect(alert.presentingViewController != nil)
    }

    @Test("Code run after an awaited pop whose revealed screen pushed meets no transition still running", .headlessOnly)
    func codeAfterAwaitedPopMeetsNoRunningTransition() async throws {
        let router = await makeRouter(showing: [.screen(AppearanceHookScreen.self), .screen(DetailScreen.self)])
        let module = try #require(router.currentModule)
        let root = try #require(module.viewControllers.first as? AppearanceHookScreen)
        let pushed = UIViewController()
        root.onNextAppearance = { root.navigationController?.pushViewController(pushed, animated: true) }
        try await module.popViewController(animated: false)
        // What comes after the `await` may move the stack itself: UIKit would see a nested transition.
        #expect(module.navigationController.transitionCoordinator == nil)
        #expect(module.navigationController.topViewController === pushed)
    }
}

/// A screen that runs a closure once, the next time it has appeared.
final class AppearanceHookScreen: NavigationModuleViewController {
    var onNextAppearance: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let hook = onNextAppearance
        onNextAppearance = nil
        hook?()
    }
}

/// A screen whose initializer gives `object` a value of its own.
private final class ScreenWithDefaultObject: NavigationModuleViewController {
    required init(navigationModule: NavigationModule?) {
        super.init(navigationModule: navigationModule)
        object = "from the initializer"
    }

    required init?(coder: NSCoder) { nil }
}

extension UIViewController {
    /// The screen's `object`, for a screen of the SDK's class.
    fileprivate var navigationObject: Any? { (self as? NavigationModuleViewController)?.object }
}
