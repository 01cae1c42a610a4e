// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The bar of a tab bar controller, showing one item per view controller.
    @preconcurrency @MainActor
    open class UITabBar: UIView {
        /// Whether a tab bar controller manages this bar's items.
        var isManagedByTabBarController = false
        private var storedItems: [UITabBarItem]?
        private weak var storedSelectedItem: UITabBarItem?

        /// The items shown, in order.
        ///
        /// Setting them on the bar of a tab bar controller raises `NSInternalInconsistencyException`, as
        /// UIKit does: "Attempting to modify the contents of the tab bar directly will throw an exception."
        open var items: [UITabBarItem]? {
            get { storedItems }
            set {
                refuseDirectChange()
                storedItems = newValue
            }
        }

        /// The item of the selected tab; setting it on a tab bar controller's bar raises, as for ``items``.
        open weak var selectedItem: UITabBarItem? {
            get { storedSelectedItem }
            set {
                refuseDirectChange()
                storedSelectedItem = newValue
            }
        }

        /// Sets the items shown; HeadlessUIKit does not animate. Raises on a tab bar controller's bar.
        open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
            self.items = items
        }

        /// Sets the items and the selected item on behalf of the tab bar controller that manages the bar.
        func setManagedItems(_ items: [UITabBarItem]?, selected: UITabBarItem?) {
            storedItems = items
            storedSelectedItem = selected
        }

        private func refuseDirectChange() {
            guard isManagedByTabBarController else { return }
            raiseUIKitException(
                "NSInternalInconsistencyException",
                reason: "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        }
    }
#endif
