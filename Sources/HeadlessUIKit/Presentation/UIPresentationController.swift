// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
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
        /// The style to use when the presented controller becomes horizontally compact: the delegate's
        /// answer to `adaptivePresentationStyle(for:)`, or `.none` when it gives none.
        open var adaptivePresentationStyle: UIModalPresentationStyle {
            let answer = delegate?.adaptivePresentationStyle(for: self) ?? .automatic
            return answer == .automatic ? .none : answer
        }

        /// The style to use in an environment with `traitCollection`: the delegate's answer to
        /// `adaptivePresentationStyle(for:traitCollection:)`, or `.none` when it gives none.
        open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .automatic
            return answer == .automatic ? .none : answer
        }

        /// The style UIKit shows the presentation in, in an environment with `traitCollection`, when it
        /// adapts: only a popover does, in a compact width or height, where "this option behaves the same
        /// as `UIModalPresentationStyle.formSheet`" unless the delegate answers `.none` (or another style).
        func adaptedStyle(in traitCollection: UITraitCollection) -> UIModalPresentationStyle? {
            guard presentationStyle == .popover,
                traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact
            else { return nil }
            let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .automatic
            switch answer {
            case .none: return nil
            case .automatic: return .formSheet
            default: return answer
            }
        }

        func presentationWillBegin(presenting: UIViewController) {
            storedPresenting = presenting
        }
    }
#endif
