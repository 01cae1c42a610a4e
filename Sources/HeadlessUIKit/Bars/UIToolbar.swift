/// The bar at the bottom of a navigation controller.
@preconcurrency @MainActor
open class UIToolbar: UIView {}
