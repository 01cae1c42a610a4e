// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    /// A controller that asks its transition coordinator for an alongside animation as it appears and
    /// as it disappears, as apps do to change their bars with a push or a presentation.
    @MainActor
    final class AlongsideAskingController: UIViewController {
        let name: String
        let log: CallLog

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("\(name).viewWillAppear")
            askForAlongsideAnimation()
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("\(name).viewWillDisappear")
            askForAlongsideAnimation()
        }
        private func askForAlongsideAnimation() {
            guard let coordinator = transitionCoordinator else { return }
            let queued = coordinator.animate(
                alongsideTransition: { [log, name] _ in log.append("\(name).alongside") },
                completion: { [log, name] _ in log.append("\(name).completion") })
            if !queued { log.append("\(name).notQueued") }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("\(name).viewDidAppear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.append("\(name).viewDidDisappear")
        }
    }

    @Suite("Transition coordinators: alongside animations run with the transition's animations")
    @MainActor
    struct TransitionCoordinatorTests {
        @Test("F3.3 alongside animations asked for in the will-callbacks of a push run once they all have run")
        func alongsideInPushRunsAfterWillCallbacks() {
            let log = CallLog()
            let first = AlongsideAskingController("A", log: log)
            let navigationController = UINavigationController(rootViewController: first)
            let window = makeVisibleWindow(root: navigationController)
            defer { withExtendedLifetime(window) {} }
            log.removeAll()
            navigationController.pushViewController(AlongsideAskingController("B", log: log), animated: true)
            #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "A.alongside", "B.alongside"])
            HeadlessAnimations.finishAll()
            #expect(
                Array(log.entries.dropFirst(4)) == [
                    "A.viewDidDisappear", "B.viewDidAppear", "A.completion", "B.completion",
                ])
        }

        @Test("F3.3 in a presentation too; one asked for once the transition runs runs at once")
        func alongsideInPresentation() throws {
            let log = CallLog()
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let presented = AlongsideAskingController("P", log: log)
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: true)
            #expect(log.entries == ["P.viewWillAppear", "P.alongside"])
            let coordinator = try #require(presented.transitionCoordinator)
            var ranAtOnce = false
            #expect(coordinator.animate(alongsideTransition: { _ in ranAtOnce = true }, completion: nil))
            #expect(ranAtOnce)
            HeadlessAnimations.finishAll()
            #expect(log.entries == ["P.viewWillAppear", "P.alongside", "P.viewDidAppear", "P.completion"])
        }
    }
#endif
