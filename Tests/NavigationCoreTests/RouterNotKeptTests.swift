// Exit tests exist only where UIKit does not: where it does, the warning goes to the unified log.
#if !canImport(UIKit)
    import Foundation
    import NavigationCore
    import NavigationTestSupport
    import Testing

    /// Who the app keeps once the first flow is on screen.
    private enum Kept {
        case windowOnly
        case windowAndRouter
        case neither
        case windowWithANewRouter
    }

    /// Shows a first flow, then lets go of what the app does not keep, and taps a button of the screen.
    @MainActor
    private func showFlow(keeping kept: Kept) async {
        var window: UIWindow? = makeTestWindow()
        var router: NavigationRouter? = NavigationRouter(in: window ?? makeTestWindow())
        router?.startNavigationModuleFrom(NavigationModel(initialViewControllerType: HomeScreen.self))
        await settle()
        let screen = window?.rootViewController?.children.first as? NavigationModuleViewController
        switch kept {
        case .windowOnly: router = nil
        case .windowAndRouter: break
        case .neither: (router, window) = (nil, nil)
        case .windowWithANewRouter:
            // Sign-out as some apps write it: a new router in the same window, the old one let go.
            router = window.map(NavigationRouter.init(in:))
            router?.startNavigationModuleFrom(NavigationModel(initialViewControllerType: SignInScreen.self))
        }
        await settle()
        // The tap a user makes: with the router gone, the screen's module is gone too.
        screen?.navigationModule?.pushViewController(DetailScreen.self, animated: false, completion: nil)
        await settle()
        withExtendedLifetime((router, window)) {}
    }

    @Suite("A router the app does not keep: said once, where the app looks")
    struct RouterNotKeptTests {
        private static let warning = "was released while its window still shows it"

        @Test("A window kept without its router writes one line that names what to keep")
        func windowWithoutRouterIsReported() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await showFlow(keeping: .windowOnly)
            }
            if let result {
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.components(separatedBy: Self.warning).count == 2)
                #expect(text.contains("The NavigationRouter that showed the flow of HomeScreen"))
                #expect(text.contains("Keep the router as long as its window"))
            }
        }

        @Test("A router kept with its window writes nothing")
        func keptRouterIsQuiet() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await showFlow(keeping: .windowAndRouter)
            }
            if let result {
                #expect(!String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.warning))
            }
        }

        @Test("A router replaced by a new one that shows its own flow in the same window writes nothing")
        func replacedRouterIsQuiet() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await showFlow(keeping: .windowWithANewRouter)
            }
            if let result {
                #expect(!String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.warning))
            }
        }

        @Test("A router and its window let go together write nothing")
        func releasedTogetherIsQuiet() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await showFlow(keeping: .neither)
            }
            if let result {
                #expect(!String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.warning))
            }
        }
    }
#endif
