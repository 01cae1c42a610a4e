public import HeadlessUIKit

/// What the user does to a presented controller without the app's code: swiping a sheet down, tapping
/// outside a popover.
@MainActor
public enum HeadlessPresentation {
    /// The user swipes down the sheet `presented` is in (the presented controller or one inside it).
    ///
    /// Only the top sheet of a chain is under the finger, and only sheets move: returns `false`,
    /// changing nothing, for a controller that is not presented, one presented full screen, over the
    /// full screen or in a context, one that presents another controller, while a presentation runs,
    /// or while a push or pop animates inside the sheet (UIKit ignores touches during its transitions).
    /// Otherwise the presentation controller's delegate is consulted as UIKit consults it: when the
    /// sheet's `isModalInPresentation` is `true` or `presentationControllerShouldDismiss(_:)` answers
    /// `false`, the sheet stays, the delegate is told `presentationControllerDidAttemptToDismiss(_:)`,
    /// and this returns `false`. Else the delegate hears `presentationControllerWillDismiss(_:)`, the
    /// sheet is dismissed with an interactive animation (its coordinator's `initiallyInteractive` is
    /// `true`, as for UIKit's swipe), and `presentationControllerDidDismiss(_:)` follows when the
    /// dismissal has ended; this returns `true`.
    @discardableResult
    public static func swipeDownSheet(_ presented: UIViewController) -> Bool {
        guard let sheet = topPresentation(containing: presented),
            ![.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .popover]
                .contains(sheet.modalPresentationStyle)
        else { return false }
        return dismissByUser(sheet, interactive: true)
    }

    /// The user taps outside the popover `presented` is in, which dismisses a popover as a swipe
    /// dismisses a sheet, with the same delegate calls and the same refusals.
    ///
    /// Returns `false`, changing nothing, when `presented` is not in the top presentation, the top
    /// presentation is not a popover, a presentation runs, or the dismissal is refused.
    @discardableResult
    public static func tapOutsidePopover(_ presented: UIViewController) -> Bool {
        guard let popover = topPresentation(containing: presented), popover.modalPresentationStyle == .popover
        else { return false }
        return dismissByUser(popover, interactive: false)
    }

    /// The presented controller that `controller` is, or is inside, when it is the top of its chain and
    /// no presentation runs.
    private static func topPresentation(containing controller: UIViewController) -> UIViewController? {
        var presented = controller
        while presented.storedPresenting == nil, let parent = presented.parent { presented = parent }
        guard let presenter = presented.storedPresenting, presented.storedPresented == nil,
            !presenter.isRunningPresentationTransition,
            // UIKit ignores touches while its transitions run: no swipe while a push animates in the sheet.
            !HeadlessReach.isTransitionRunning(under: presented)
        else { return nil }
        return presented
    }

    private static func dismissByUser(_ presented: UIViewController, interactive: Bool) -> Bool {
        let presentationController = presented.presentationController
        let delegate = presentationController?.delegate
        if let presentationController {
            let allowed =
                !presented.isModalInPresentation
                && delegate?.presentationControllerShouldDismiss(presentationController) != false
            guard allowed else {
                delegate?.presentationControllerDidAttemptToDismiss(presentationController)
                return false
            }
            delegate?.presentationControllerWillDismiss(presentationController)
        } else if presented.isModalInPresentation {
            return false
        }
        let didDismiss = {
            guard let presentationController else { return }
            presentationController.delegate?.presentationControllerDidDismiss(presentationController)
        }
        if interactive {
            presented.dismissInteractively(completion: didDismiss)
        } else {
            presented.dismiss(animated: true, completion: didDismiss)
        }
        return true
    }
}
