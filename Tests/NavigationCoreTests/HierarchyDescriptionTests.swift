import NavigationCore
import NavigationTestSupport
import Testing

@Suite("Router hierarchy description")
@MainActor
struct HierarchyDescriptionTests {
    @Test("hierarchyDescription shows the flow, its stack in order with the top, and what is presented")
    func describesFlowStackAndModal() async throws {
        let router = await makeRouter(showing: [.screen(HomeScreen.self), .screen(DetailScreen.self)])
        let top = try #require(router.currentModule?.viewControllers.last)
        top.title = "Detail"
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        top.present(sheet, animated: false)
        await settle()
        #expect(
            router.hierarchyDescription == """
                NavigationRouter (window visible)
                  flow: NavigationModule
                    ModuleNavigationController
                      [0] HomeScreen
                      [1] (top) DetailScreen "Detail"
                      presents (pageSheet) UIViewController
                """)
    }

    @Test("Before any flow, the description says there is none")
    func describesNoFlow() {
        let router = NavigationRouter(in: UIWindow(frame: .zero))
        #expect(router.hierarchyDescription == "NavigationRouter (window hidden)\n  no flow")
    }
}
