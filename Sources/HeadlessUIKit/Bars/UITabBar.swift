/// The bar of a tab bar controller, showing one item per view controller.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The items shown, in order.
    open internal(set) var items: [UITabBarItem]?
    /// The item of the selected tab.
    unowned(unsafe) open internal(set) var selectedItem: UITabBarItem?
}
