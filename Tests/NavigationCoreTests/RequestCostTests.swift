import NavigationCore
import NavigationTestSupport
import Testing

/// A screen that counts how often anyone asks it for a transition coordinator.
final class CoordinatorCountingScreen: NavigationModuleViewController {
    private(set) var coordinatorReads = 0
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        coordinatorReads += 1
        return super.transitionCoordinator
    }
}

/// The shape of a request's work: how much of the app it looks at. (Times belong to `Benchmarks/`.)
@Suite("Request cost: a request looks at what it changes, not at the whole app")
@MainActor
struct RequestCostTests {
    @Test("Before a push atop a chain of presented modules, each controller is looked at a bounded number of times")
    func pushAtopPresentedChainLooksAtEachControllerOnce() async throws {
        let router = await makeRouter(showing: [.screen(CoordinatorCountingScreen.self)])
        var top = try #require(router.currentModule)
        for _ in 0..<8 {
            top.present(
                [.screen(CoordinatorCountingScreen.self)], presentation: .fullScreen, animated: false,
                completion: { (_: Result<ModalOutcome<Int>, NavigationError>) in })
            await settle()
            top = try #require(top.presentedModule)
        }
        let screen = try #require(top.viewControllers.first as? CoordinatorCountingScreen)
        let before = screen.coordinatorReads
        try await top.pushViewController(DetailScreen.self, animated: false)
        // A walk that reached the top of an eight-deep chain once per controller of each level
        // would ask it 2^8 times.
        #expect(screen.coordinatorReads - before <= 8)
    }
}
