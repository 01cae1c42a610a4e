// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// What the user does to a presented controller without the app's code: swiping a sheet down, tapping
    /// outside a popover.
    @MainActor
    public enum HeadlessPresentation {
        /// The user swipes down the sheet `presented` is in (the presented controller or one inside it).
        ///
        /// Only the top sheet of a chain is under the finger, and only sheets move: returns `false`,
        /// changing nothing, for a controller that is not presented, one presented full screen, over the
        /// full screen, in a context, as a popover (one a compact width kept a popover, since a popover on an
        /// iPhone shows as a sheet) or with a custom presentation, one that presents
        /// another controller, while a presentation runs, while a push or pop animates inside the
        /// sheet (UIKit ignores touches during its transitions), or while the sheet's view takes no touch
        /// (it, or a view it lies in, takes part in an animation without `.allowUserInteraction`). Otherwise the presentation controller's
        /// delegate is consulted as UIKit consults it: when the sheet's `isModalInPresentation` is `true`
        /// (the presented controller's, or the top controller's of a presented navigation controller, as
        /// Apple's own sample sets it) or `presentationControllerShouldDismiss(_:)` answers `false`, the
        /// sheet stays, the delegate is told `presentationControllerDidAttemptToDismiss(_:)`, and this
        /// returns `false`. Else the interactive dismissal starts (its coordinator's `initiallyInteractive`
        /// is `true`), the delegate hears `presentationControllerWillDismiss(_:)` with the coordinator in
        /// place, and then:
        /// - `completes`: the sheet is dismissed, and `presentationControllerDidDismiss(_:)` follows when
        ///   the dismissal has ended; this returns `true`.
        /// - not `completes`: the user lets go and the sheet settles back on a later turn. The sheet gets
        ///   `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear`; the coordinator's context
        ///   reports `isCancelled`; no `didDismiss`; it stays presented. This returns `true`.
        @discardableResult
        public static func swipeDownSheet(_ presented: UIViewController, completes: Bool = true) -> Bool {
            guard let sheet = topPresentation(containing: presented),
                ![.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .popover, .custom]
                    .contains(sheet.effectivePresentationStyle),
                sheet.viewIfLoaded.map(HeadlessReach.takesTouches) ?? false
            else { return false }
            return dismissByUser(sheet, interactive: true, completes: completes)
        }

        /// The user taps outside the popover `presented` is in, which dismisses a popover as a swipe
        /// dismisses a sheet, with the same delegate calls and the same refusals.
        ///
        /// Returns `false`, changing nothing, when `presented` is not in the top presentation, the top
        /// presentation is not shown as a popover (on an iPhone a popover shows as a sheet, unless its
        /// delegate answers `.none` to the adaptive style), a presentation runs, or the dismissal is refused.
        @discardableResult
        public static func tapOutsidePopover(_ presented: UIViewController) -> Bool {
            guard let popover = topPresentation(containing: presented), popover.effectivePresentationStyle == .popover
            else { return false }
            return dismissByUser(popover, interactive: false, completes: true)
        }

        /// The presented controller that `controller` is, or is inside, when it is the top of its chain and
        /// no presentation runs.
        private static func topPresentation(containing controller: UIViewController) -> UIViewController? {
            var presented = controller
            while presented.storedPresenting == nil, let parent = presented.parent { presented = parent }
            guard let presenter = presented.storedPresenting, presented.storedPresented == nil,
                // UIKit ignores touches while its transitions run: no swipe while a push animates in the sheet.
                !HeadlessReach.isTransitionRunning(under: presented)
            else { return nil }
            // Nor while a presenter anywhere below runs one: a chain its lower presenter dismisses may
            // report the dismissal there only (`chainDismissalOnPresenterOnly`).
            var below: UIViewController? = presenter
            while let candidate = below {
                if candidate.isRunningPresentationTransition { return nil }
                below = candidate.storedPresenting
            }
            return presented
        }

        private static func dismissByUser(_ presented: UIViewController, interactive: Bool, completes: Bool) -> Bool {
            let presentationController = presented.presentationController
            let isModal =
                presented.isModalInPresentation
                || (presented as? UINavigationController)?.topViewController?.isModalInPresentation == true
            if let presentationController {
                let allowed =
                    !isModal
                    && presentationController.delegate?.presentationControllerShouldDismiss(presentationController)
                        != false
                guard allowed else {
                    presentationController.delegate?.presentationControllerDidAttemptToDismiss(presentationController)
                    return false
                }
            } else if isModal {
                return false
            }
            let willBegin = {
                guard let presentationController else { return }
                presentationController.delegate?.presentationControllerWillDismiss(presentationController)
            }
            guard completes else {
                presented.runCancelledInteractiveDismissal(willBegin: willBegin)
                return true
            }
            presented.dismissForUser(interactive: interactive, willBegin: willBegin) {
                guard let presentationController else { return }
                presentationController.delegate?.presentationControllerDidDismiss(presentationController)
            }
            return true
        }
    }
#endif
