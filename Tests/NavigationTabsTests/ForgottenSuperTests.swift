import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// A screen whose `viewDidAppear` override forgets to call `super`, one of UIKit's commonest mistakes.
final class NoSuperAppearScreen: NavigationModuleViewController {
    private(set) var appearances = 0
    override func viewDidAppear(_ animated: Bool) {
        appearances += 1
    }
}

/// Another such screen, to push over the first.
final class NoSuperAppearDetailScreen: NavigationModuleViewController {
    override func viewDidAppear(_ animated: Bool) {}
}

/// A screen that calls `super`, to push after the others.
final class CallsSuperScreen: NavigationModuleViewController {}

/// The order things happened in, for the test below.
@MainActor var appearanceOrder: [String] = []

/// A screen that notes its appearance.
final class NotesAppearanceScreen: NavigationModuleViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearanceOrder.append("\(type(of: self)) appeared")
    }
}

/// A first screen that pushes the next through UIKit, animated, as it appears.
final class PushesAsItAppearsScreen: NavigationModuleViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.pushViewController(
            NotesAppearanceScreen(navigationModule: navigationModule), animated: true)
    }
}

@Suite("Screens that override viewDidAppear without calling super: nothing waits on them")
@MainActor
struct ForgottenSuperTests {
    @Test("A first flow whose root forgets super.viewDidAppear ends at once, and the requests behind it run")
    func firstFlowRootWithoutSuper() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        var unhandled: [NavigationError] = []
        router.onUnhandledError = { unhandled.append($0) }
        let log = ResultLog()
        router.startNavigationModuleFrom([.screen(NoSuperAppearScreen.self)], completion: log.completion)
        let module = try #require(router.currentModule)
        module.pushViewController(CallsSuperScreen.self, animated: true, completion: log.completion)
        await settle()
        #expect(log.successCount == 2)
        #expect(!router.isProcessingRequests)
        #expect(module.viewControllers.map { "\(type(of: $0))" } == ["NoSuperAppearScreen", "CallsSuperScreen"])
        #expect(unhandled.isEmpty)
        module.popViewController(animated: true, completion: log.completion)
        let screen = try #require(module.viewControllers.first as? NoSuperAppearScreen)
        screen.navigationModule?.endFlow(with: [.screen(CallsSuperScreen.self)], completion: log.completion)
        await settle()
        #expect(log.successCount == 4)
        #expect(router.currentModule?.viewControllers.first is CallsSuperScreen)
    }

    @Test("A first screen that pushes as it appears: the first flow ends, the pushed screen appears, nothing waits")
    func firstFlowWaitsForAScreenPushedAsTheRootAppears() async throws {
        appearanceOrder = []
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([.screen(PushesAsItAppearsScreen.self)]) { _ in
            appearanceOrder.append("first flow ended")
        }
        await settle()
        #expect(appearanceOrder.sorted() == ["NotesAppearanceScreen appeared", "first flow ended"])
        #expect(!router.isProcessingRequests)
    }

    @Test("Pushed screens that forget super.viewDidAppear hold up no request")
    func pushedScreensWithoutSuper() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        let log = ResultLog()
        router.startNavigationModuleFrom([.screen(CallsSuperScreen.self)], completion: log.completion)
        let module = try #require(router.currentModule)
        module.pushViewController(NoSuperAppearScreen.self, animated: true, completion: log.completion)
        module.pushViewController(NoSuperAppearDetailScreen.self, animated: false, completion: log.completion)
        module.popViewController(animated: true, completion: log.completion)
        module.pushViewController(CallsSuperScreen.self, animated: true, completion: log.completion)
        await settle()
        #expect(log.successCount == 5)
        #expect(!router.isProcessingRequests)
        #expect(module.viewControllers.count == 3)
    }

    @Test("A tab branch whose selected tab's root forgets super.viewDidAppear starts, and its tabs move")
    func tabRootWithoutSuper() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        let log = ResultLog()
        router.startNavigationModuleFrom(
            [
                .tabBranch([
                    NavigationTab(identifier: "a", title: "A", models: [.screen(NoSuperAppearScreen.self)]),
                    NavigationTab(identifier: "b", title: "B", models: [.screen(NoSuperAppearDetailScreen.self)]),
                ])
            ], completion: log.completion)
        let branch = try #require(router.currentModule as? TabBranchModule)
        branch.pushViewController(CallsSuperScreen.self, animated: true, completion: log.completion)
        await settle()
        #expect(log.successCount == 2)
        #expect(branch.modules[0].viewControllers.count == 2)
        branch.selectTab(identifier: "b", completion: log.completion)
        await settle()
        branch.pushViewController(CallsSuperScreen.self, animated: true, completion: log.completion)
        await settle()
        #expect(log.successCount == 4)
        #expect(branch.modules[1].viewControllers.count == 2)
        #expect(!router.isProcessingRequests)
    }

    @Test("A presented module whose root forgets super.viewDidAppear is presented, finishes, and delivers its value")
    func presentedRootWithoutSuper() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([.screen(CallsSuperScreen.self)], completion: nil)
        await settle()
        let module = try #require(router.currentModule)
        var outcome: Result<ModalOutcome<Int>, NavigationError>?
        module.present([.screen(NoSuperAppearScreen.self)], returning: Int.self) { outcome = $0 }
        await settle()
        let presented = try #require(module.presentedModule)
        presented.pushViewController(NoSuperAppearDetailScreen.self, animated: true, completion: nil)
        presented.finish(with: 7)
        await settle()
        guard case .success(.finished(7)) = outcome else {
            Issue.record("The presenter heard \(String(describing: outcome))")
            return
        }
        #expect(module.presentedModule == nil && !router.isProcessingRequests)
    }
}

#if !canImport(UIKit)
    /// Starts a flow whose root forgets `super.viewDidAppear`, then pushes over it.
    @MainActor
    private func startFlowWhoseRootForgetsSuper() async {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([.screen(NoSuperAppearScreen.self)], completion: nil)
        await settle()
        router.currentModule?.pushViewController(CallsSuperScreen.self, animated: false, completion: nil)
        await settle()
        withExtendedLifetime(router) {}
    }

    // Exit tests exist only where UIKit does not: where it does, the warning goes to the unified log.
    @Suite("Screens that forget super.viewDidAppear: the debug log names them")
    struct ForgottenSuperLogTests {
        @Test("A debug build says which screen forgot super.viewDidAppear, once")
        func forgottenSuperIsNamed() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await startFlowWhoseRootForgetsSuper()
            }
            if let result {
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains("NoSuperAppearScreen overrides viewDidAppear(_:) without calling super"))
                #expect(text.components(separatedBy: "without calling super").count == 2)
            }
        }
    }
#endif
