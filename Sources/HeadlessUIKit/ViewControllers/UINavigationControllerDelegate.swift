// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// Methods a navigation controller calls around changes to its top view controller.
    ///
    /// UIKit's requirements are optional; here each has a default implementation that does nothing.
    @preconcurrency @MainActor
    public protocol UINavigationControllerDelegate: NSObjectProtocol {
        /// Called just before the navigation controller shows a new top view controller (S2.10).
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        /// Called just after the navigation controller showed a new top view controller (S2.10).
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        /// The orientations the navigation controller supports.
        func navigationControllerSupportedInterfaceOrientations(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientationMask
        /// The orientation preferred when the navigation controller is presented.
        func navigationControllerPreferredInterfaceOrientationForPresentation(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientation
    }

    extension UINavigationControllerDelegate {
        /// Does nothing.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {}
        /// Does nothing.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {}
        /// Every orientation but upside down.
        public func navigationControllerSupportedInterfaceOrientations(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientationMask { .allButUpsideDown }
        /// Portrait.
        public func navigationControllerPreferredInterfaceOrientationForPresentation(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientation { .portrait }
    }
#endif
