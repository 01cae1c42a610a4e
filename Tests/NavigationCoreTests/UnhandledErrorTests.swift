// Exit tests exist only where UIKit does not: where it does, the default goes to the unified log,
// which the Apple workflow cannot read back.
#if !canImport(UIKit)
    import Foundation
    import NavigationCore
    import NavigationTestSupport
    import Testing

    @Suite("Unhandled failures: a request without a completion handler that fails is never silent")
    struct UnhandledErrorTests {
        @Test("By default the failure is written to standard error, in a sentence that says how to handle it")
        func defaultWritesTheFailure() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let window = makeTestWindow()
                    let router = NavigationRouter(in: window)
                    router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: HomeScreen.self))
                    router.currentModule?.popViewController(animated: false)
                    withExtendedLifetime(router) {}
                }
            }
            if let result {
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains("failed, and nothing handled it: The stack holds only its root screen"))
                #expect(text.contains("NavigationRouter.onUnhandledError"))
            }
        }

        @Test("A handler of the app's replaces the default, and nil silences it")
        func handlerReplacesTheDefault() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let router = NavigationRouter(in: makeTestWindow())
                    router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: HomeScreen.self))
                    var handled: [NavigationError] = []
                    router.onUnhandledError = { handled.append($0) }
                    router.currentModule?.popViewController(animated: false)
                    router.onUnhandledError = nil
                    router.currentModule?.popViewController(animated: false)
                    if handled != [.cannotPopRoot] { exit(1) }
                }
            }
            if let result {
                #expect(result.standardErrorContent.isEmpty)
            }
        }
    }
#endif
