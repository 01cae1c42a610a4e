// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The bar at the bottom of a navigation controller.
    @preconcurrency @MainActor
    open class UIToolbar: UIView {}
#endif
