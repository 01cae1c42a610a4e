// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The backdrop of the app's user interface: it shows one root view controller.
    ///
    /// A window starts hidden. `makeKeyAndVisible()` shows it and the root's first appearance
    /// callbacks run then, synchronously (S7.2; the timing is unverified in UIKit, §3.3). Replacing the
    /// root on a visible window gives the old root will/did-disappear and the new one will/did-appear in
    /// the push order (HeadlessUIKit's choice, §3.2). A root replaced while it, or a controller inside
    /// it, is presenting is kept alive by the window with its presented views still on screen, as UIKit
    /// does (S7.3): dismiss before replacing.
    @preconcurrency @MainActor
    open class UIWindow: UIView {
        /// A window's position in the z-order of windows.
        public struct Level: RawRepresentable, Hashable, Sendable {
            /// The level's value.
            public let rawValue: CGFloat
            /// Creates a level.
            public init(rawValue: CGFloat) { self.rawValue = rawValue }
            /// The default level.
            public static let normal = Level(rawValue: 0)
            /// The status bar's level.
            public static let statusBar = Level(rawValue: 1000)
            /// The level of alerts.
            public static let alert = Level(rawValue: 2000)
        }

        private var storedRootViewController: UIViewController?
        private var storedIsHidden = true
        /// Old roots that were still presenting when replaced: UIKit leaves their presentations alive (S7.3).
        /// Held only so that they stay alive, as they do on a device.
        private var rootsKeptAlivePresenting: [UIViewController] = []

        /// Creates a window attached to a scene, sized to the scene's screen (S7.4).
        public init(windowScene: UIWindowScene) {
            super.init(frame: windowScene.screen.bounds)
            self.windowScene = windowScene
            windowScene.register(self)
        }

        /// Creates a window with a frame and no scene.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Creates a window from an archive. HeadlessUIKit has no archives, so the window starts empty.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// The scene the window belongs to, held weakly; a window with none appears on no screen (S7.4).
        weak open var windowScene: UIWindowScene? {
            didSet {
                guard oldValue !== windowScene else { return }
                oldValue?.unregister(self)
                windowScene?.register(self)
            }
        }

        /// The window's level. Default `.normal`.
        open var windowLevel: UIWindow.Level = .normal

        /// Whether this is the key window of its scene.
        open var isKeyWindow: Bool { windowScene?.keyWindow === self }

        /// Whether the window can become key. Default `true`.
        open var canBecomeKey: Bool { true }

        /// Called when the window became key. Default does nothing.
        open func becomeKey() {}
        /// Called when the window stopped being key. Default does nothing.
        open func resignKey() {}

        /// Makes this the key window of its scene.
        open func makeKey() {
            guard canBecomeKey, let windowScene, windowScene.keyWindow !== self else { return }
            let previous = windowScene.keyWindow
            windowScene.keyWindowStorage = self
            previous?.resignKey()
            becomeKey()
        }

        /// Shows the window and makes it key; the root's first appearance callbacks run now (S7.2).
        open func makeKeyAndVisible() {
            isHidden = false
            makeKey()
        }

        /// Whether the window is hidden. Windows start hidden; showing one makes its root appear.
        ///
        /// The first appearance runs inside the call by default, or on a later main-queue turn under
        /// `HeadlessBehaviors.Alternatives.firstAppearanceNextTurn`; until then the window is visible but
        /// its root has not appeared.
        open override var isHidden: Bool {
            get { storedIsHidden }
            set {
                guard newValue != storedIsHidden else { return }
                storedIsHidden = newValue
                if !newValue, !hasShownRoot, RuleSwitches.alternatives.contains(.firstAppearanceNextTurn) {
                    isFirstAppearancePending = true
                    AnimationEngine.shared.schedule { [weak self] in self?.runPendingFirstAppearance() }
                    return
                }
                if !newValue { hasShownRoot = true }
                guard !isFirstAppearancePending, let root = storedRootViewController else { return }
                root.beginAppearanceTransition(!newValue, animated: false)
                root.endAppearanceTransition()
            }
        }

        private var hasShownRoot = false
        private var isFirstAppearancePending = false

        /// The deferred first appearance: whatever root the window shows by then appears, if it still shows.
        private func runPendingFirstAppearance() {
            guard isFirstAppearancePending else { return }
            isFirstAppearancePending = false
            hasShownRoot = true
            guard !storedIsHidden, let root = storedRootViewController else { return }
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
        }

        /// The window's root view controller, held strongly (S7.1, S7.3).
        ///
        /// Setting it installs the new root's view as the window's content view (at the back, below any
        /// presented views) and removes the old root's view.
        open var rootViewController: UIViewController? {
            get { storedRootViewController }
            set { replaceRoot(with: newValue) }
        }

        /// Does nothing: HeadlessUIKit delivers no events.
        open func sendEvent(_ event: UIEvent) {}

        private func replaceRoot(with newRoot: UIViewController?) {
            let oldRoot = storedRootViewController
            guard oldRoot !== newRoot else { return }
            storedRootViewController = newRoot
            let visible = !storedIsHidden && !isFirstAppearancePending
            if let oldRoot, oldRoot.hostsPresentationInSubtree {
                rootsKeptAlivePresenting.append(oldRoot)
            }
            if RuleSwitches.alternatives.contains(.rootReleaseNextTurn), let oldRoot {
                AnimationEngine.shared.schedule { withExtendedLifetime(oldRoot) {} }
            }
            if visible { oldRoot?.beginAppearanceTransition(false, animated: false) }
            if let oldView = oldRoot?.viewIfLoaded, oldView.superview === self {
                UIView.movingForUIKit { oldView.removeFromSuperview() }
            }
            // A root covered by its presentation does not come back when that presentation ends; a new
            // root that one covers shows once its presentation ends.
            oldRoot?.leaveCoveredViewOut()
            if let newRoot {
                newRoot.view.frame = bounds
                newRoot.showAsRoot(in: self)
            }
            if visible {
                newRoot?.beginAppearanceTransition(true, animated: false)
                oldRoot?.endAppearanceTransition()
                newRoot?.endAppearanceTransition()
            }
        }
    }
#endif
