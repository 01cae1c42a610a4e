// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The methods a presentation controller's delegate uses to learn of, and approve, dismissals the user starts.
    ///
    /// Every method is optional in UIKit; here each has a default implementation. The dismissal methods
    /// are called only for dismissals the user starts (swiping a sheet down, tapping outside a popover),
    /// never for one made in code.
    @preconcurrency @MainActor
    public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
        /// Asks whether the user may dismiss the presentation now. Default `true`.
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
        /// Told before a dismissal the user started. Default does nothing.
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
        /// Told after a dismissal the user started. Default does nothing.
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
        /// Told when a dismissal the user tried was refused: `isModalInPresentation` is `true`, or
        /// ``presentationControllerShouldDismiss(_:)`` said no. Default does nothing.
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
        /// The style to adapt to in a compact environment; `.none` keeps the presentation as it is.
        ///
        /// UIKit calls it only where the delegate implements it; here the default answers `.automatic`,
        /// which HeadlessUIKit reads as "no answer": UIKit's own adaptation applies.
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
        /// The style to adapt to in an environment with `traitCollection`; `.none` keeps the presentation.
        /// The default asks ``adaptivePresentationStyle(for:)``, as UIKit does when this is not implemented.
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle
    }

    extension UIAdaptivePresentationControllerDelegate {
        /// Allows the dismissal.
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            true
        }
        /// Does nothing.
        public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
        /// Does nothing.
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        /// Does nothing.
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
        /// `.automatic`: no answer, UIKit's own adaptation applies.
        public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .automatic
        }
        /// The answer of ``adaptivePresentationStyle(for:)``.
        public func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            adaptivePresentationStyle(for: controller)
        }
    }
#endif
