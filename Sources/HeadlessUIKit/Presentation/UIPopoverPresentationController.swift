// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The presentation controller of a popover: what it points at.
    ///
    /// UIKit needs an anchor before the presentation starts: a `sourceView` or a `barButtonItem`.
    /// Presenting a popover with neither raises an exception, in HeadlessUIKit too.
    @preconcurrency @MainActor
    open class UIPopoverPresentationController: UIPresentationController {
        /// The view the popover points at.
        open var sourceView: UIView?
        /// The rectangle in `sourceView` the popover points at. Default `.zero`.
        open var sourceRect: CGRect = .zero
        /// The bar button item the popover points at.
        open var barButtonItem: UIBarButtonItem?
        /// Views the user can touch while the popover is up without dismissing it.
        open var passthroughViews: [UIView]?

        /// Whether the popover has an anchor, as UIKit requires before presenting it.
        var hasAnchor: Bool { sourceView != nil || barButtonItem != nil }
    }
#endif
