// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// What a person sees in a window, as text: the navigation bar, the screen's content, the tab bar,
    /// and every presentation over them.
    ///
    /// ```text
    /// ‹ Inbox | Message | ( Reply )
    /// ────────────────────────────
    ///   From: Ana
    ///   Reply: [Friday works!]
    ///   ( Send )
    /// ────────────────────────────
    /// Tab bar: Inbox (selected) · Activity · Profile
    /// ```
    ///
    /// Labels show their text, text fields their placeholder and their text in brackets
    /// (`Email: [ana@example.com]`, `Email: [ ]` when empty, dots for secure entry), buttons and bar
    /// buttons `( title )`, table rows `› text`, a horizontal stack view its views on one line.
    /// Each presentation follows under a line that names its style.
    @MainActor
    public enum HeadlessScreen {
        /// The window's screen as lines of text.
        public static func describe(_ window: UIWindow) -> String {
            guard var controller = window.rootViewController else { return "(empty window)" }
            var lines = describe(controller)
            while let presented = controller.presentedViewController {
                lines.append("")
                lines.append("═══ presented: \(presented.modalPresentationStyle) ═══")
                lines += describe(presented)
                controller = presented
            }
            return lines.joined(separator: "\n")
        }

        /// The title a bar button item shows: its title, or its system item's name.
        public static func title(of item: UIBarButtonItem) -> String {
            if let title = item.title, !title.isEmpty { return title }
            if let systemItem = item.headlessSystemItem { return "\(systemItem)".capitalizedFirst }
            return "•"
        }

        /// The title a button shows: its current title, or its type's.
        public static func title(of button: UIButton) -> String {
            button.currentTitle ?? "\(button.buttonType)"
        }

        /// The text a row of a table shows.
        public static func text(of cell: UITableViewCell) -> String {
            cell.headlessText ?? ""
        }

        static let rule = String(repeating: "─", count: 40)

        private static func describe(_ controller: UIViewController) -> [String] {
            switch controller {
            case let tabBarController as UITabBarController:
                var lines = tabBarController.selectedViewController.map(describe) ?? []
                let items = (tabBarController.viewControllers ?? []).enumerated().map { index, tab in
                    let title = tab.tabBarItem.title ?? "Tab \(index + 1)"
                    return index == tabBarController.selectedIndex ? "\(title) (selected)" : title
                }
                lines += [rule, "Tab bar: " + items.joined(separator: " · ")]
                return lines
            case let navigationController as UINavigationController:
                guard let top = navigationController.topViewController else { return ["(empty navigation stack)"] }
                var lines: [String] = []
                if !navigationController.isNavigationBarHidden {
                    lines += [navigationBar(of: navigationController, top: top), rule]
                }
                return lines + content(of: top)
            default:
                return content(of: controller)
            }
        }

        private static func navigationBar(of navigationController: UINavigationController, top: UIViewController)
            -> String
        {
            let stack = navigationController.viewControllers
            var parts: [String] = []
            let item = top.navigationItem
            if navigationController.showsSystemBackButton {
                let previous = stack[stack.count - 2]
                let back = previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title
                parts.append("‹ " + (back ?? "Back"))
            }
            if let left = item.leftBarButtonItems, !left.isEmpty {
                parts.append(left.map { "( \(title(of: $0)) )" }.joined(separator: " "))
            }
            parts.append(item.title ?? top.title ?? "")
            if let right = item.rightBarButtonItems, !right.isEmpty {
                parts.append(right.reversed().map { "( \(title(of: $0)) )" }.joined(separator: " "))
            }
            return parts.joined(separator: " | ")
        }

        /// A controller's content: its view's, with child controllers drawn where their views are.
        private static func content(of controller: UIViewController) -> [String] {
            guard let view = controller.viewIfLoaded else { return ["(not loaded)"] }
            let lines = describeView(view)
            return lines.isEmpty ? ["  (no content)"] : lines.map { "  " + $0 }
        }

        private static func describeView(_ view: UIView) -> [String] {
            guard !view.isHidden else { return [] }
            switch view {
            case let label as UILabel:
                return label.text.map { [$0] } ?? []
            case let field as UITextField:
                let text = field.text ?? ""
                let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
                let box = "[\(shown.isEmpty ? " " : shown)]"
                guard let placeholder = field.placeholder, !placeholder.isEmpty else { return [box] }
                return ["\(placeholder): \(box)"]
            case let button as UIButton:
                return [button.isEnabled ? "( \(title(of: button)) )" : "( \(title(of: button)), disabled )"]
            case let table as UITableView:
                let rows = table.visibleCells.map { "› " + text(of: $0) }
                return rows.isEmpty ? ["(no rows)"] : rows
            case let stack as UIStackView where stack.axis == .horizontal:
                let parts = stack.arrangedSubviews.flatMap(describeView)
                return parts.isEmpty ? [] : [parts.joined(separator: "  ")]
            default:
                return view.subviews.flatMap(describeView)
            }
        }
    }

    extension String {
        fileprivate var capitalizedFirst: String {
            prefix(1).uppercased() + dropFirst()
        }
    }
#endif
