// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation

    /// A scene delegate that manages windows: the place an app creates its window and router.
    ///
    /// UIKit's requirements are optional; here each has a default implementation.
    ///
    /// UIKit has one shortcut requirement, `windowScene(_:performActionFor:completionHandler:)`, which a
    /// delegate may implement in its `async` form instead (Swift's import of Objective-C completion
    /// handlers): never both, which is an Objective-C selector conflict. HeadlessUIKit has no Objective-C
    /// runtime to find an `async` implementation, so it calls the completion-handler form only: implement
    /// that form, and the shortcut works in both worlds.
    @preconcurrency @MainActor
    public protocol UIWindowSceneDelegate: UISceneDelegate {
        /// The scene's main window, held strongly by the delegate.
        var window: UIWindow? { get set }
        /// Called when the user picks a home-screen shortcut while the scene is connected (S8.2).
        func windowScene(
            _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void)
    }

    extension UIWindowSceneDelegate {
        /// `nil`, and setting does nothing: declare a stored `window` to keep one.
        public var window: UIWindow? {
            get { nil }
            set {}
        }

        /// Answers `false`: the shortcut is not handled.
        public func windowScene(
            _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void
        ) {
            completionHandler(false)
        }

        /// The `async` form of the shortcut entry point: what the completion-handler form answers.
        public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)
            async -> Bool
        {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                self.windowScene(windowScene, performActionFor: shortcutItem) { continuation.resume(returning: $0) }
            }
        }
    }
#endif
