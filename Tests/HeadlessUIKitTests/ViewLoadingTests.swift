// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("S1 view loading")
    @MainActor
    struct ViewLoadingTests {
        @Test("S1.1 the view getter loads the view: loadView then viewDidLoad, once")
        func viewLoadsLazilyOnce() {
            let log = CallLog()
            let controller = RecordingViewController("A", log: log)
            #expect(log.entries.isEmpty)
            _ = controller.view
            _ = controller.view
            #expect(log.entries == ["A.loadView", "A.viewDidLoad"])
        }

        @Test("S1.2 isViewLoaded and viewIfLoaded never load the view; loadViewIfNeeded does")
        func inspectingDoesNotLoad() {
            let log = CallLog()
            let controller = RecordingViewController("A", log: log)
            #expect(!controller.isViewLoaded)
            #expect(controller.viewIfLoaded == nil)
            #expect(log.entries.isEmpty)
            controller.loadViewIfNeeded()
            #expect(controller.isViewLoaded)
            #expect(log.entries == ["A.loadView", "A.viewDidLoad"])
        }

        @Test("S1.3 the default loadView makes a plain view; the view's next responder is its controller")
        func defaultLoadViewMakesPlainView() {
            let controller = UIViewController()
            let view: UIView = controller.view
            #expect(type(of: view) == UIView.self)
            #expect(view.next === controller)
        }

        @Test("S1.4 init(rootViewController:) and addChild do not load the child's view")
        func containmentDoesNotLoadViews() {
            let log = CallLog()
            let root = RecordingViewController("Root", log: log)
            let navigationController = UINavigationController(rootViewController: root)
            let parent = UIViewController()
            let child = RecordingViewController("Child", log: log)
            parent.addChild(child)
            #expect(!root.isViewLoaded)
            #expect(!child.isViewLoaded)
            #expect(navigationController.viewControllers == [root])
        }
    }

    /// A subclass that declares `init()` without `override`, as UIKit code does (rule I6).
    private final class CodeBuiltController: UIViewController {
        let marker: String

        init() {
            marker = "built in code"
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }
    }

    @Suite("I6 initializers")
    @MainActor
    struct InitializerTests {
        @Test("I6 UIViewController() is a convenience init: subclasses declare init() without override")
        func subclassesDeclarePlainInit() {
            let controller = CodeBuiltController()
            #expect(controller.marker == "built in code")
            #expect(controller.nibName == nil)
            #expect(UINavigationController().viewControllers.isEmpty)
        }
    }
#endif
