public import Foundation

/// The object that manages a presented view controller's presentation: its style and its delegate.
///
/// A view controller makes one on first access to `presentationController` (or when it is presented),
/// of the class its `modalPresentationStyle` calls for: ``UISheetPresentationController`` for page and
/// form sheets, ``UIPopoverPresentationController`` for popovers, this class otherwise.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    private unowned(unsafe) let storedPresented: UIViewController
    private weak var storedPresenting: UIViewController?

    /// Creates a presentation controller for a presented controller.
    ///
    /// - Parameters:
    ///   - presentedViewController: The controller being presented.
    ///   - presentingViewController: The controller that presents it, if known yet.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresented = presentedViewController
        storedPresenting = presentingViewController
        super.init()
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController { storedPresented }

    /// The controller that presents it. Before the presentation starts UIKit has none; HeadlessUIKit
    /// then answers the presented controller itself.
    open var presentingViewController: UIViewController { storedPresenting ?? storedPresented }

    /// The presentation's style: the presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { storedPresented.modalPresentationStyle }

    /// The view the presentation runs in: the window, while presented.
    open var containerView: UIView? { storedPresenting?.viewIfLoaded?.window }

    /// The presented controller's view, while presented.
    open var presentedView: UIView? { storedPresenting == nil ? nil : storedPresented.viewIfLoaded }

    /// The delegate, held weakly; it approves and hears of the dismissals the user starts.
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Records the presenter when the presentation starts.
    func presentationWillBegin(presenting: UIViewController) {
        storedPresenting = presenting
    }
}
