// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation

    /// A container that shows one of several child view controllers, chosen with a tab bar.
    ///
    /// HeadlessUIKit reproduces S4: every tab is a child, only the selected one's view is in the
    /// hierarchy and gets appearance callbacks (its view loads on first selection), selection made in
    /// code never calls the delegate, and replacing the view controllers keeps or re-picks the selection
    /// as UIKit documents. A tab switch on screen runs the push order of callbacks (HeadlessUIKit's
    /// choice, §3.2). HeadlessUIKit does not model the More list of a bar with more than five tabs: code
    /// can select every tab directly, and `moreNavigationController` is never selected; the user can tap
    /// only the first four tabs of such a bar, the ones UIKit's bar shows (`HeadlessTabs.tapTab`).
    @preconcurrency @MainActor
    open class UITabBarController: UIViewController {
        override var isStackOrTabContainer: Bool { true }

        private var storedViewControllers: [UIViewController]?
        private var selectedStorage: Int?
        private let storedTabBar: UITabBar = {
            let bar = UITabBar(frame: .zero)
            bar.isManagedByTabBarController = true
            return bar
        }()
        private lazy var storedMoreNavigationController = UINavigationController()

        /// The delegate, held weakly. Default `nil`.
        ///
        /// UIKit calls the object last set here, whatever a subclass's override of the getter answers
        /// (UIKit reads its own storage, as Objective-C code reads an instance variable).
        weak open var delegate: (any UITabBarControllerDelegate)? {
            willSet { calledDelegate = newValue }
        }
        /// The delegate UIKit calls: the object last set through ``delegate``.
        private weak var calledDelegate: (any UITabBarControllerDelegate)?

        /// The tabs' view controllers, in order; setting it is `setViewControllers(_:animated: false)`.
        open var viewControllers: [UIViewController]? {
            get { storedViewControllers }
            set { setViewControllers(newValue, animated: false) }
        }

        /// Replaces the tabs (S4.4).
        ///
        /// The old controllers leave; the new ones become children. The previously selected controller
        /// stays selected if it is still there; otherwise the same index is selected if valid, else 0.
        open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
            let oldControllers = storedViewControllers ?? []
            let oldSelected = selectedViewController
            let oldIndex = selectedStorage
            let newControllers = viewControllers ?? []

            for controller in oldControllers where !newControllers.contains(where: { $0 === controller }) {
                controller.willMove(toParent: nil)
                if controller === oldSelected, appearanceState == .appeared {
                    controller.beginAppearanceTransition(false, animated: false)
                    hideChildView(of: controller)
                    controller.endAppearanceTransition()
                } else {
                    hideChildView(of: controller)
                    controller.resetAppearanceSilently()
                }
                controller.removeFromParent()
            }
            storedViewControllers = viewControllers
            customizableViewControllers = viewControllers
            for controller in newControllers where controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            storedTabBar.setManagedItems(newControllers.map { $0.tabBarItem }, selected: nil)

            let keptIndex = oldSelected.flatMap { selected in newControllers.firstIndex { $0 === selected } }
            let newIndex: Int?
            if let keptIndex {
                newIndex = keptIndex
            } else if let oldIndex, newControllers.indices.contains(oldIndex) {
                newIndex = oldIndex
            } else {
                newIndex = newControllers.isEmpty ? nil : 0
            }
            selectedStorage = nil
            if let newIndex { select(index: newIndex, replacing: keptIndex == nil ? nil : oldSelected) }
        }

        /// The selected tab's controller; `nil` when there are no tabs (S4.5).
        ///
        /// Setting it to a controller that is not a tab raises `NSInvalidArgumentException`, in UIKit and
        /// here (UIKit's own reason text; F2 of the reference does not list it, and raising is the reading
        /// that cannot hide a bug). Setting it never calls the delegate (S4.2).
        open var selectedViewController: UIViewController? {
            get {
                // No closure: one a main-actor getter hands to `Optional.flatMap` checks its executor on
                // every read, a cost UIKit's getter does not have.
                guard let index = selectedStorage else { return nil }
                return storedViewControllers?[index]
            }
            set {
                guard let newValue else { return }
                guard let index = storedViewControllers?.firstIndex(where: { $0 === newValue }) else {
                    raiseUIKitException(
                        "NSInvalidArgumentException",
                        reason: "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
                            + "bar controller's list of view controllers can be selected.")
                }
                select(index: index, replacing: selectedViewController)
            }
        }

        /// The selected tab's index; `NSNotFound` when there are no tabs. An index out of range is ignored.
        open var selectedIndex: Int {
            get { selectedStorage ?? NSNotFound }
            set {
                guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
                select(index: newValue, replacing: selectedViewController)
            }
        }

        /// The navigation controller of the More list. HeadlessUIKit never shows it.
        open var moreNavigationController: UINavigationController { storedMoreNavigationController }

        /// The controllers the user may rearrange; replaced along with `viewControllers` (S4.4).
        open var customizableViewControllers: [UIViewController]?

        /// The tab bar.
        open var tabBar: UITabBar { storedTabBar }

        // MARK: Internal

        override func childrenReceivingAppearance(appearing: Bool) -> [UIViewController] {
            guard let selected = selectedViewController else { return [] }
            if appearing { install(selected) }
            return [selected]
        }

        /// A user's tap on the tab at `index` (S4.2): `shouldSelect`, the switch, then `didSelect`, even on a
        /// re-tap. Re-tapping a selected navigation controller pops it to its root: UIKit's built-in
        /// behaviour, not one of the reference's numbered rules; its order relative to `didSelect` is
        /// HeadlessUIKit's choice.
        package func runUserTap(at index: Int) {
            guard let controllers = storedViewControllers, controllers.indices.contains(index) else { return }
            let controller = controllers[index]
            if let calledDelegate, !calledDelegate.tabBarController(self, shouldSelect: controller) { return }
            if selectedStorage == index {
                (controller as? UINavigationController)?.popToRootViewController(animated: true)
            } else {
                select(index: index, replacing: selectedViewController)
            }
            calledDelegate?.tabBarController(self, didSelect: controller)
        }

        /// Selects the tab at `index`; `old` is the controller on screen until now, if any.
        private func select(index: Int, replacing old: UIViewController?) {
            guard let controllers = storedViewControllers, controllers.indices.contains(index) else { return }
            let new = controllers[index]
            selectedStorage = index
            storedTabBar.setManagedItems(storedTabBar.items, selected: new.tabBarItem)
            guard old !== new else { return }
            guard appearanceState == .appeared else {
                if let old { hideChildView(of: old) }
                return
            }
            // The order is not verified (§3.2): a push's by default, the new tab first under the alternative.
            if RuleSwitches.alternatives.contains(.tabSwitchAppearsFirst) {
                install(new)
                new.beginAppearanceTransition(true, animated: false)
                old?.beginAppearanceTransition(false, animated: false)
            } else {
                old?.beginAppearanceTransition(false, animated: false)
                install(new)
                new.beginAppearanceTransition(true, animated: false)
            }
            if let old { hideChildView(of: old) }
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }

        /// Shows a tab's view below the tab bar.
        private func install(_ controller: UIViewController) {
            installChildView(of: controller, below: storedTabBar)
            if storedTabBar.superview !== view { view.addSubview(storedTabBar) }
        }
    }
#endif
