public import Foundation

/// The methods a scene calls on its delegate through the scene's life.
///
/// UIKit's requirements are optional; here each has a default implementation that does nothing.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Called when the scene connects: the cold-start entry point for URLs and shortcuts (S8.1).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called when the scene disconnects.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called when the scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Called when the scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// Called when the scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Called when the scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Called when URLs arrive while the scene is connected (S8.2).
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
    /// Called to continue a user activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
