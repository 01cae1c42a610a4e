// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The bar at the top of a navigation controller.
    @preconcurrency @MainActor
    open class UINavigationBar: UIView {}
#endif
