/// The delegate a presented module's presentation controller really has, when the user can dismiss the
/// module (a sheet, a popover): it tells the module when the user starts to dismiss it, and passes
/// every call on to the delegate the app set.
///
/// `presentationControllerWillDismiss(_:)` is UIKit's signal of a dismissal the user started (a sheet
/// swiped down, a tap outside a popover); UIKit does not send it when code dismisses. The app keeps
/// setting its own delegate on the presentation controller: the module adopts it into this proxy
/// whenever it brings its tree up to date (after the presentation, before every request), and every
/// call the app's delegate implements still reaches it. A module shown full screen or over the
/// current context, which only code dismisses, leaves the app's delegate in place.
final class PresentationControllerDelegateProxy: ForwardingDelegateProxy, UIAdaptivePresentationControllerDelegate {
    /// The delegate the app set.
    var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { forwardee as? any UIAdaptivePresentationControllerDelegate }
        set { forwardee = newValue }
    }
    /// Whether UIKit told the proxy that the user is dismissing the presented module: set before the
    /// dismissal begins, and cleared when the user lets go of it.
    var userWillDismiss = false
    /// Whether a popover stays a popover in a compact width: the proxy then answers `.none` to UIKit's
    /// adaptive style, whatever the app's delegate says.
    var keepsPopoverInCompactWidth = false

    /// Makes this proxy the delegate of `presentationController`, keeping the delegate the app set there.
    func adopt(_ presentationController: UIPresentationController) {
        guard presentationController.delegate !== self else { return }
        appDelegate = presentationController.delegate
        presentationController.delegate = self
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        userWillDismiss = true
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.presentationControllerWillDismiss?(presentationController)
        #else
            appDelegate?.presentationControllerWillDismiss(presentationController)
        #endif
    }

    #if canImport(UIKit) && canImport(ObjectiveC)
        /// Answers for the adaptive style only when it keeps the popover; otherwise UIKit asks the
        /// app's delegate, or adapts by its own rules when that delegate does not answer.
        nonisolated override func responds(to aSelector: Selector!) -> Bool {
            guard
                aSelector == NSSelectorFromString("adaptivePresentationStyleForPresentationController:traitCollection:")
            else {
                return super.responds(to: aSelector)
            }
            // UIKit asks on the main thread, as it calls every delegate method: checked, not assumed.
            let keepsPopover = MainActor.assumeIsolated { keepsPopoverInCompactWidth }
            let appDelegate = forwardee as? any NSObjectProtocol
            return keepsPopover || appDelegate?.responds(to: aSelector) == true
                || appDelegate?.responds(
                    to: NSSelectorFromString("adaptivePresentationStyleForPresentationController:"))
                    == true
        }

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            if keepsPopoverInCompactWidth { return .none }
            return appDelegate?.adaptivePresentationStyle?(for: controller, traitCollection: traitCollection)
                ?? appDelegate?.adaptivePresentationStyle?(for: controller) ?? .none
        }
    #endif

    // Where Objective-C forwarding exists, every other call reaches the app's delegate through it.
    #if !(canImport(UIKit) && canImport(ObjectiveC))
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            if keepsPopoverInCompactWidth { return .none }
            return appDelegate?.adaptivePresentationStyle(for: controller, traitCollection: traitCollection)
                ?? .automatic
        }

        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            if keepsPopoverInCompactWidth { return .none }
            return appDelegate?.adaptivePresentationStyle(for: controller) ?? .automatic
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            appDelegate?.presentationControllerShouldDismiss(presentationController) ?? true
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            appDelegate?.presentationControllerDidDismiss(presentationController)
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            appDelegate?.presentationControllerDidAttemptToDismiss(presentationController)
        }
    #endif
}

/// A container that keeps its presentation controller's delegate proxy alive as long as UIKit may
/// still call it: until the container itself goes, after UIKit's last `presentationControllerDidDismiss(_:)`.
@MainActor
protocol PresentationDelegateHolding: AnyObject {
    var presentationDelegateProxy: PresentationControllerDelegateProxy? { get set }
}
