// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// Draws a window as text: every view controller whose view is in it, indented by containment on screen.
    ///
    /// Plain views are passed through; each line names a controller by type and, where set, its title,
    /// followed by what it is to its neighbours (`root`, `presented`, `top of N`). Hidden views say so.
    @MainActor
    public enum HeadlessHierarchy {
        /// The window and the view controllers on it, one per line, children indented by two spaces.
        public static func describe(_ window: UIWindow) -> String {
            var state = [window.isHidden ? "hidden" : "visible"]
            if window.isKeyWindow { state.append("key") }
            var lines = ["\(type(of: window)) (\(state.joined(separator: ", ")))"]
            for subview in window.subviews { describe(subview, in: window, depth: 1, into: &lines) }
            return lines.joined(separator: "\n")
        }

        private static func describe(_ view: UIView, in window: UIWindow, depth: Int, into lines: inout [String]) {
            var childDepth = depth
            if let controller = view.owningViewController {
                lines.append(String(repeating: "  ", count: depth) + line(for: controller, view: view, in: window))
                childDepth += 1
            }
            for subview in view.subviews { describe(subview, in: window, depth: childDepth, into: &lines) }
        }

        private static func line(for controller: UIViewController, view: UIView, in window: UIWindow) -> String {
            var text = "\(type(of: controller))"
            if let title = controller.title { text += " \"\(title)\"" }
            var notes: [String] = []
            if window.rootViewController === controller { notes.append("root") }
            if let presenter = controller.storedPresenting {
                notes.append("presented by \(type(of: presenter)), \(controller.modalPresentationStyle)")
            }
            if let navigationController = controller.parent as? UINavigationController,
                navigationController.topViewController === controller
            {
                notes.append("top of \(navigationController.viewControllers.count)")
            }
            if view.isHidden { notes.append("hidden") }
            return notes.isEmpty ? text : "\(text) [\(notes.joined(separator: "; "))]"
        }
    }
#endif
