// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// Methods a tab bar controller calls around the user's tab selections.
    ///
    /// UIKit's requirements are optional; here each has a default implementation.
    @preconcurrency @MainActor
    public protocol UITabBarControllerDelegate: NSObjectProtocol {
        /// Asked when the user taps a tab; return `false` to keep the current selection (S4.2).
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        /// Told after the user tapped a tab, the selected one included; never for selection made in code (S4.2).
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    }

    extension UITabBarControllerDelegate {
        /// Returns `true`.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool { true }

        /// Does nothing.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
        {}
    }
#endif
