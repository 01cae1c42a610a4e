// Exit tests exist only where UIKit does not: where it does, the default goes to the unified log,
// which the Apple workflow cannot read back.
#if !canImport(UIKit)
    import Foundation
    import NavigationCore
    import NavigationTestSupport
    import Testing

    /// What a router does with a failure nobody handles, in the scenario below.
    private enum Handling {
        case byDefault
        case by(@MainActor @Sendable (NavigationError) -> Void)
        case ignored
    }

    /// Pops the root of a fresh flow without a completion handler, once every transition has settled.
    @MainActor
    private func popRoot(_ handling: Handling) async {
        let router = NavigationRouter(in: makeTestWindow())
        switch handling {
        case .byDefault: break
        case .by(let handler): router.onUnhandledError = handler
        case .ignored: router.onUnhandledError = nil
        }
        router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: HomeScreen.self))
        await settle()
        router.currentModule?.popViewController(animated: false, completion: nil)
        await settle()
        withExtendedLifetime(router) {}
    }

    @Suite("Unhandled failures: a request without a completion handler that fails is never silent")
    struct UnhandledErrorTests {
        @Test("By default the failure is written to standard error, in a sentence that says how to handle it")
        func defaultWritesTheFailure() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await popRoot(.byDefault)
            }
            if let result {
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains("failed, and nothing handled it: The stack holds only its root screen"))
                #expect(text.contains("NavigationRouter.onUnhandledError"))
            }
        }

        @Test("A request made after the router is released is reported too: there is no router to ask")
        func requestAfterRouterReleaseIsReported() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await pushAfterReleasingTheRouter()
            }
            if let result {
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains("failed with no router to report it to (released, or never shown)"))
                // The router's handler could not have heard of it: the sentence does not send the app there.
                #expect(!text.contains("onUnhandledError"))
            }
        }

        @Test("A handler of the app's replaces the default, and nil silences it")
        func handlerReplacesTheDefault() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let handled = await MainActor.run { HandledFailures() }
                await popRoot(.by { handled.errors.append($0) })
                await popRoot(.ignored)
                let errors = await MainActor.run { handled.errors }
                if errors != [.cannotPopRoot] { exit(1) }
            }
            if let result {
                #expect(result.standardErrorContent.isEmpty)
            }
        }
    }

    /// Shows a flow, releases its router once every transition has settled, then pushes on the flow's
    /// module without a completion handler.
    @MainActor
    private func pushAfterReleasingTheRouter() async {
        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        router?.onUnhandledError = nil
        router?.startNavigationModuleFrom(NavigationModel(initialViewControllerType: HomeScreen.self))
        await settle()
        guard let module = router?.currentModule else { exit(1) }
        router = nil
        module.pushViewController(DetailScreen.self, animated: false, completion: nil)
        await settle()
    }

    /// The failures an app's handler received.
    @MainActor
    private final class HandledFailures: Sendable {
        var errors: [NavigationError] = []
    }
#endif
