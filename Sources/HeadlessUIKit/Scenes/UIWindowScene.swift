// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation

    /// A scene that shows windows on the device's screen.
    @preconcurrency @MainActor
    open class UIWindowScene: UIScene {
        private var windowReferences: [WeakWindow] = []
        weak var keyWindowStorage: UIWindow?

        private struct WeakWindow {
            weak var window: UIWindow?
        }

        /// The screen the scene is on.
        open var screen: UIScreen { UIScreen.main }
        /// The interface orientation. Always portrait in HeadlessUIKit.
        open var interfaceOrientation: UIInterfaceOrientation { .portrait }
        /// The scene's trait collection: an iPhone's in portrait (compact width, regular height).
        open var traitCollection: UITraitCollection { .phonePortrait }
        /// The windows attached to the scene that are still alive (S7.4).
        open var windows: [UIWindow] { windowReferences.compactMap(\.window) }
        /// The scene's key window.
        open var keyWindow: UIWindow? { keyWindowStorage }

        func register(_ window: UIWindow) {
            windowReferences.removeAll { $0.window == nil || $0.window === window }
            windowReferences.append(WeakWindow(window: window))
        }

        func unregister(_ window: UIWindow) {
            windowReferences.removeAll { $0.window == nil || $0.window === window }
            if keyWindowStorage === window { keyWindowStorage = nil }
        }
    }
#endif
