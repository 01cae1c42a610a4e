// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// What a person does to the screen on top of a window, by what it shows: tap the control or row
    /// with a title, type into the field with a placeholder.
    ///
    /// The screen is the window's top one: the last presentation, or the root, and inside it the top of
    /// a navigation stack and the selected tab. A title is matched whole, as ``HeadlessScreen`` prints
    /// it: a button's title, a bar button's title (or its system item's name), a table row's text, a
    /// tab's title. Each move returns `false`, changing nothing, when nothing on that screen shows the
    /// title, when more than one control does, or when a person could not touch it now (see
    /// ``HeadlessControls``).
    @MainActor
    public enum HeadlessTouches {
        /// The user taps the button, bar button, table row or tab titled `title` on `window`'s top screen.
        @discardableResult
        public static func tap(_ title: String, in window: UIWindow) -> Bool {
            guard let top = HeadlessReach.topController(in: window) else { return false }
            var taps: [() -> Bool] = []
            var controller: UIViewController? = top
            while let container = controller {
                if let tabBarController = container as? UITabBarController {
                    for (index, tab) in (tabBarController.viewControllers ?? []).enumerated()
                    where tab.tabBarItem.title == title {
                        taps.append { HeadlessTabs.tapTab(at: index, in: tabBarController) }
                    }
                    controller = tabBarController.selectedViewController
                } else if let navigationController = container as? UINavigationController {
                    let item = navigationController.topViewController?.navigationItem
                    for barItem in (item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? [])
                    where HeadlessScreen.title(of: barItem) == title {
                        taps.append { HeadlessControls.tap(barItem, in: navigationController) }
                    }
                    controller = navigationController.topViewController
                } else {
                    if let view = container.viewIfLoaded { taps += viewTaps(titled: title, in: view) }
                    controller = nil
                }
            }
            guard taps.count == 1 else { return false }
            return taps[0]()
        }

        /// The user types `text` into the field whose placeholder is `placeholder` on `window`'s top screen.
        @discardableResult
        public static func type(_ text: String, intoField placeholder: String, in window: UIWindow) -> Bool {
            guard let view = topContent(in: window)?.viewIfLoaded else { return false }
            let fields = views(in: view).compactMap { $0 as? UITextField }.filter { $0.placeholder == placeholder }
            guard fields.count == 1 else { return false }
            return HeadlessControls.type(text, into: fields[0])
        }

        /// The controller whose content the top screen shows: the top presentation's, inside its
        /// navigation stack and selected tab.
        private static func topContent(in window: UIWindow) -> UIViewController? {
            var controller = HeadlessReach.topController(in: window)
            while true {
                if let tabBarController = controller as? UITabBarController {
                    controller = tabBarController.selectedViewController
                } else if let navigationController = controller as? UINavigationController {
                    controller = navigationController.topViewController
                } else {
                    return controller
                }
            }
        }

        /// The taps of the buttons and table rows titled `title` in `view`, a screen's content.
        private static func viewTaps(titled title: String, in view: UIView) -> [() -> Bool] {
            var taps: [() -> Bool] = []
            for candidate in views(in: view) {
                if let button = candidate as? UIButton, HeadlessScreen.title(of: button) == title {
                    taps.append { HeadlessControls.tap(button) }
                } else if let table = candidate as? UITableView {
                    for section in 0..<table.numberOfSections {
                        for row in 0..<table.numberOfRows(inSection: section) {
                            let indexPath = IndexPath(row: row, section: section)
                            guard let cell = table.cellForRow(at: indexPath), HeadlessScreen.text(of: cell) == title
                            else { continue }
                            taps.append { HeadlessControls.selectRow(at: indexPath, in: table) }
                        }
                    }
                }
            }
            return taps
        }

        /// `view` and every view inside it that is shown, parents first.
        private static func views(in view: UIView) -> [UIView] {
            guard !view.isHidden else { return [] }
            return [view] + view.subviews.flatMap(views)
        }
    }
#endif
