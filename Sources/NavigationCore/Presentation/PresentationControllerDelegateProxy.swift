/// The delegate a presented module's presentation controller really has: it tells the module when the
/// user starts to dismiss it, and passes every call on to the delegate the app set.
///
/// `presentationControllerWillDismiss(_:)` is UIKit's signal of a dismissal the user started (a sheet
/// swiped down, a tap outside a popover); UIKit does not send it when code dismisses. The app keeps
/// setting its own delegate on the presentation controller: the module adopts it into this proxy
/// whenever it brings its tree up to date (after the presentation, before every request), and every
/// call the app's delegate implements still reaches it.
final class PresentationControllerDelegateProxy: ForwardingDelegateProxy, UIAdaptivePresentationControllerDelegate {
    /// The delegate the app set.
    var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { forwardee as? any UIAdaptivePresentationControllerDelegate }
        set { forwardee = newValue }
    }
    /// Called when the user starts to dismiss the presented module, before its dismissal begins.
    var onWillDismiss: (() -> Void)?

    /// Makes this proxy the delegate of `presentationController`, keeping the delegate the app set there.
    func adopt(_ presentationController: UIPresentationController) {
        guard presentationController.delegate !== self else { return }
        appDelegate = presentationController.delegate
        presentationController.delegate = self
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        onWillDismiss?()
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.presentationControllerWillDismiss?(presentationController)
        #else
            appDelegate?.presentationControllerWillDismiss(presentationController)
        #endif
    }

    // Where Objective-C forwarding exists, every other call reaches the app's delegate through it.
    #if !(canImport(UIKit) && canImport(ObjectiveC))
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
