// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("Headless hierarchy text")
    @MainActor
    struct HierarchyTests {
        @Test("describe draws the window, its root stack's top, and presented controllers as an indented tree")
        func describesWindow() {
            final class Home: UIViewController {}
            final class Sheet: UIViewController {}
            let home = Home()
            home.title = "Home"
            let navigationController = UINavigationController(rootViewController: home)
            let window = makeVisibleWindow(root: navigationController)
            home.present(Sheet(), animated: false)
            #expect(
                HeadlessHierarchy.describe(window) == """
                    UIWindow (visible)
                      UINavigationController [root]
                        Home "Home" [top of 1]
                      Sheet [presented by UINavigationController, formSheet]
                    """)
        }
    }
#endif
