// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    extension NSLayoutConstraint {
        /// The direction a layout runs in.
        public enum Axis: Int, Sendable {
            /// Left to right (leading to trailing).
            case horizontal = 0
            /// Top to bottom.
            case vertical = 1
        }
    }

    /// A constraint between views. HeadlessUIKit does no layout; only the types views name exist.
    @preconcurrency @MainActor
    open class NSLayoutConstraint: NSObject {}

    /// A view that lays out a row or a column of views.
    ///
    /// The arranged views are subviews too, as in UIKit: adding one adds it as a subview, and removing a
    /// subview removes it from the arranged views. HeadlessUIKit does no layout.
    @preconcurrency @MainActor
    open class UIStackView: UIView {
        /// The views laid out, in order.
        open private(set) var arrangedSubviews: [UIView] = []
        /// The direction of the layout. Default `.horizontal`.
        open var axis: NSLayoutConstraint.Axis = .horizontal
        /// The space between views.
        open var spacing: CGFloat = 0

        /// Creates a stack view of `views`.
        public convenience init(arrangedSubviews views: [UIView]) {
            self.init(frame: .zero)
            for view in views { addArrangedSubview(view) }
        }

        /// Appends `view` to the arranged views, and adds it as a subview.
        open func addArrangedSubview(_ view: UIView) {
            arrangedSubviews.removeAll { $0 === view }
            arrangedSubviews.append(view)
            addSubview(view)
        }

        /// Inserts `view` among the arranged views at `stackIndex`, and adds it as a subview.
        open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
            arrangedSubviews.removeAll { $0 === view }
            arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
            addSubview(view)
        }

        /// Stops laying out `view`; it stays a subview, as in UIKit.
        open func removeArrangedSubview(_ view: UIView) {
            arrangedSubviews.removeAll { $0 === view }
        }

        /// Removes a subview from the arranged views too.
        open override func willRemoveSubview(_ subview: UIView) {
            super.willRemoveSubview(subview)
            arrangedSubviews.removeAll { $0 === subview }
        }
    }
#endif
