/// The bar at the top of a navigation controller.
@preconcurrency @MainActor
open class UINavigationBar: UIView {}
