/// Text lines that describe a view controller tree: stacks with their order and top, tabs with their
/// titles and the selected one, other children, and presented controllers. Uses only public UIKit
/// API, so it describes real apps too.
@MainActor
enum HierarchyDescription {
    static func lines(for controller: UIViewController, depth: Int) -> [String] {
        var lines: [String] = []
        append(controller, label: nil, depth: depth, into: &lines)
        return lines
    }

    private static func append(_ controller: UIViewController, label: String?, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + (label.map { "\($0) " } ?? "") + "\(type(of: controller))"
        if let title = controller.title { line += " \"\(title)\"" }
        lines.append(line)
        if let navigationController = controller as? UINavigationController {
            let stack = navigationController.viewControllers
            if stack.isEmpty { lines.append(indent + "  (no screens yet)") }
            for (index, screen) in stack.enumerated() {
                let marker = index == stack.count - 1 ? "[\(index)] (top)" : "[\(index)]"
                append(screen, label: marker, depth: depth + 1, into: &lines)
            }
        } else if let tabBarController = controller as? UITabBarController {
            for (index, tab) in (tabBarController.viewControllers ?? []).enumerated() {
                var marker = "tab \(index)"
                if let title = tab.tabBarItem.title { marker += " \"\(title)\"" }
                if tabBarController.selectedViewController === tab { marker += " (selected)" }
                append(tab, label: marker + ":", depth: depth + 1, into: &lines)
            }
        } else {
            for child in controller.children { append(child, label: nil, depth: depth + 1, into: &lines) }
        }
        if let presented = controller.presentedViewController,
            controller.parent?.presentedViewController !== presented
        {
            append(presented, label: "presents (\(presented.modalPresentationStyle))", depth: depth + 1, into: &lines)
        }
    }
}
