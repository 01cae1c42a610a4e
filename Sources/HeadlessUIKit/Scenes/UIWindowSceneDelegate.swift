import Foundation

/// A scene delegate that manages windows: the place an app creates its window and router.
///
/// UIKit's requirements are optional; here each has a default implementation. The callback form of
/// `windowScene(_:performActionFor:completionHandler:)` calls the `async` form by default, so a
/// delegate may implement either.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, held strongly by the delegate.
    var window: UIWindow? { get set }
    /// Called when the user picks a home-screen shortcut while the scene is connected (S8.2).
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// The `async` form of the shortcut entry point; returns whether the shortcut was handled.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool
}

extension UIWindowSceneDelegate {
    /// `nil`, and setting does nothing: declare a stored `window` to keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Calls the `async` form and passes its answer to `completionHandler`.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        nonisolated(unsafe) let item = shortcutItem
        nonisolated(unsafe) let handler = completionHandler
        Task { @MainActor in
            handler(await self.windowScene(windowScene, performActionFor: item))
        }
    }

    /// Returns `false`: the shortcut is not handled.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)
        async -> Bool
    { false }
}
