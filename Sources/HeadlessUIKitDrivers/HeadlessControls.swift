// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// What the user does to the controls of a screen: tap a button or a bar button, type into a field,
    /// select a row.
    ///
    /// Each move returns `false`, changing nothing, when a person could not make it at that moment: the
    /// control is not in a window, is hidden, disabled, covered by a presentation, or a transition runs
    /// (UIKit ignores touches while its own transitions run).
    @MainActor
    public enum HeadlessControls {
        /// The user taps `button`: it sends `touchUpInside` and `primaryActionTriggered`, running their actions.
        @discardableResult
        public static func tap(_ button: UIButton) -> Bool {
            guard button.isEnabled, HeadlessReach.canTouch(button) else { return false }
            button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            return true
        }

        /// The user taps `item` in the navigation bar of `navigationController`: its primary action runs.
        ///
        /// The item must be one of the top screen's `navigationItem` items and the bar must be shown, with
        /// the navigation controller where a person can touch it. An item with only a menu shows the menu,
        /// which HeadlessUIKit does not model, so the tap returns `false`.
        @discardableResult
        public static func tap(_ item: UIBarButtonItem, in navigationController: UINavigationController) -> Bool {
            guard item.isEnabled, let action = item.primaryAction, !navigationController.isNavigationBarHidden,
                let navigationItem = navigationController.topViewController?.navigationItem,
                (navigationItem.leftBarButtonItems ?? []).contains(where: { $0 === item })
                    || (navigationItem.rightBarButtonItems ?? []).contains(where: { $0 === item }),
                HeadlessReach.canTouch(navigationController.view)
            else { return false }
            action.perform(sender: item)
            return true
        }

        /// The user taps `field` and types `text` at the end of its text: editing begins (ending it in the
        /// field that had the keyboard), then the field sends `editingChanged` once per character.
        @discardableResult
        public static func type(_ text: String, into field: UITextField) -> Bool {
            guard field.isEnabled, HeadlessReach.canTouch(field), let window = field.window else { return false }
            for other in textFields(in: window) where other !== field && other.isFirstResponder {
                other.resignFirstResponder()
            }
            field.becomeFirstResponder()
            for character in text {
                field.text = (field.text ?? "") + String(character)
                field.sendActions(for: .editingChanged)
            }
            return true
        }

        /// The user clears `field` (select all, delete): editing begins and the field sends `editingChanged`.
        @discardableResult
        public static func clear(_ field: UITextField) -> Bool {
            guard field.isEnabled, HeadlessReach.canTouch(field) else { return false }
            field.becomeFirstResponder()
            guard field.text?.isEmpty == false else { return true }
            field.text = ""
            field.sendActions(for: .editingChanged)
            return true
        }

        /// The user taps the row at `indexPath` of `tableView`: it is selected and the delegate is told.
        @discardableResult
        public static func selectRow(at indexPath: IndexPath, in tableView: UITableView) -> Bool {
            guard HeadlessReach.canTouch(tableView), tableView.cellForRow(at: indexPath) != nil else { return false }
            tableView.runUserSelection(at: indexPath)
            return true
        }

        private static func textFields(in view: UIView) -> [UITextField] {
            var found: [UITextField] = []
            var pending = [view]
            while let next = pending.popLast() {
                if let field = next as? UITextField { found.append(field) }
                pending += next.subviews
            }
            return found
        }
    }
#endif
