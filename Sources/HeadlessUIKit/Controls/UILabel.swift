// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// A view that shows one or more lines of read-only text.
    @preconcurrency @MainActor
    open class UILabel: UIView {
        /// The text shown; `nil` for none.
        open var text: String?
        /// The most lines the label shows; `0` for as many as needed. Default `1`.
        open var numberOfLines: Int = 1
        /// Whether the label draws itself enabled. Default `true`.
        open var isEnabled: Bool = true
        /// The color of the text.
        open var textColor: UIColor!
    }
#endif
