import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

// The examples of the README's "One test suite for both worlds", kept compiling and passing here.

@Suite("README: testing examples")
@MainActor
struct ReadmeTestingExamples {
    private let appTabs = standardTabs()

    @Test("Signing in leads to the tabs (runs against HeadlessUIKit and real UIKit)")
    func signInLeadsToTheTabs() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([NavigationModel(initialViewControllerType: SignInScreen.self)])
        try await router.currentModule?.endFlow(with: [.tabBranch(appTabs)])
        #expect(router.currentModule is TabBranchModule)
    }

    @Test("A back swipe pops the screen (needs a driver UIKit lacks)", .headlessOnly)
    func backSwipePops() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        try await router.startNavigationModuleFrom([NavigationModel(initialViewControllerType: InboxScreen.self)])
        let module = try #require(router.currentModule)
        try await module.pushViewController(MessageScreen.self, input: 42)
        UserMoves.swipeBack(in: module.navigationController)  // the user swipes back
        await settle()  // every animation ended, every queued request run
        #expect(module.viewControllers.count == 1)
    }
}
