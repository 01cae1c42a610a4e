// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The methods a scene calls on its delegate through the scene's life.
    ///
    /// UIKit's requirements are optional; here each has a default implementation that does nothing.
    @preconcurrency @MainActor
    public protocol UISceneDelegate: NSObjectProtocol {
        /// Called when the scene connects: the cold-start entry point for URLs and shortcuts (S8.1).
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions)
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
        /// Asked for the activity to restore the scene's state from when it reconnects; UIKit asks as the
        /// scene goes to the background, and keeps the answer in its session.
        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
        /// Called after the scene connects and before it becomes active, with the activity saved last.
        func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
        /// Called before a user activity of `userActivityType` is continued.
        func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
        /// Called to continue a user activity.
        func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
        /// Called when a user activity of `userActivityType` could not be continued.
        func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
        /// Called when a user activity the scene manages was updated.
        func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
    }

    extension UISceneDelegate {
        /// Does nothing.
        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
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
        /// Answers `nil`: the scene saves no state.
        public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
        /// Does nothing.
        public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
        /// Does nothing.
        public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
        /// Does nothing.
        public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
        /// Does nothing.
        public func scene(
            _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
        ) {}
        /// Does nothing.
        public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
    }
#endif
