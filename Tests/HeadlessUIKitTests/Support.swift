// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers

    /// A shared, ordered record of lifecycle calls, written as "name.callback".
    @MainActor
    final class CallLog {
        private(set) var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
        func removeAll() { entries.removeAll() }
    }

    /// A plain controller to present with `style`.
    @MainActor
    func presentable(_ style: UIModalPresentationStyle) -> UIViewController {
        let controller = UIViewController()
        controller.modalPresentationStyle = style
        return controller
    }

    /// A visible window whose root is a tab bar controller of two tabs, the first selected: a
    /// navigation stack rooted at `screen`, then a plain controller.
    @MainActor
    func makeVisibleTabs(stackRootedAt screen: UIViewController) -> (
        window: UIWindow, tabBarController: UITabBarController, stack: UINavigationController, other: UIViewController
    ) {
        let stack = UINavigationController(rootViewController: screen)
        let other = UIViewController()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [stack, other]
        return (makeVisibleWindow(root: tabBarController), tabBarController, stack, other)
    }

    /// A visible window whose root presents a controller full screen, which presents another with
    /// `secondStyle`, neither animated.
    @MainActor
    func makePresentedChain(secondStyle: UIModalPresentationStyle = .fullScreen) -> (
        window: UIWindow, root: UIViewController, first: UIViewController, second: UIViewController
    ) {
        let root = UIViewController()
        let window = makeVisibleWindow(root: root)
        let first = presentable(.fullScreen)
        let second = presentable(secondStyle)
        root.present(first, animated: false)
        first.present(second, animated: false)
        return (window, root, first, second)
    }

    /// A view controller that records every lifecycle and containment callback into a log; with
    /// `notingWindow`, its appearance callbacks also say whether its view is in a window then.
    @MainActor
    final class RecordingViewController: UIViewController {
        let name: String
        let log: CallLog
        private let notesWindow: Bool

        init(_ name: String, log: CallLog, notingWindow: Bool = false) {
            self.name = name
            self.log = log
            notesWindow = notingWindow
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        private func note(_ callback: String) {
            guard notesWindow else { return log.append("\(name).\(callback)") }
            log.append("\(name).\(callback)(\(viewIfLoaded?.window == nil ? "out" : "in"))")
        }

        override func loadView() {
            log.append("\(name).loadView")
            super.loadView()
        }
        override func viewDidLoad() { log.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
        override func willMove(toParent parent: UIViewController?) {
            log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
        }
    }

    /// A navigation delegate that records willShow and didShow.
    @MainActor
    final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            log.append("delegate.willShow(\((viewController as? RecordingViewController)?.name ?? "?"))")
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            log.append("delegate.didShow(\((viewController as? RecordingViewController)?.name ?? "?"))")
        }
    }

    /// A visible key window showing `root`, with every animation settled.
    @MainActor
    func makeVisibleWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        HeadlessAnimations.finishAll()
        return window
    }
#endif
