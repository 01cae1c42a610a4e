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

    /// A view controller that records every lifecycle and containment callback into a log.
    @MainActor
    final class RecordingViewController: UIViewController {
        let name: String
        let log: CallLog

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            log.append("\(name).loadView")
            super.loadView()
        }
        override func viewDidLoad() { log.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
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
