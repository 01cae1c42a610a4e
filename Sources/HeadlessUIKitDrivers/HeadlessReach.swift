import HeadlessUIKit

/// Where a person's finger can land: the rules every ``HeadlessControls`` and ``HeadlessTabs`` move shares.
@MainActor
enum HeadlessReach {
    /// Whether a transition with a coordinator, or a presentation, runs in `root`'s hierarchy.
    static func isTransitionRunning(under root: UIViewController) -> Bool {
        var pending = [root]
        while let controller = pending.popLast() {
            if controller.transitionCoordinator != nil || controller.isBeingPresented || controller.isBeingDismissed {
                return true
            }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return false
    }

    /// The controller on top of the window: the last one presented over its root, or the root.
    static func topController(in window: UIWindow) -> UIViewController? {
        guard var top = window.rootViewController else { return nil }
        while let presented = top.presentedViewController { top = presented }
        return top
    }

    /// Whether a person could touch `view` now.
    ///
    /// The view must be in a window, shown (it and every ancestor not hidden, taking touches), inside
    /// the top presentation (a sheet covers its presenter), and no transition may run in the window:
    /// UIKit ignores touches while its push, pop, presentation and dismissal transitions run.
    static func canTouch(_ view: UIView) -> Bool {
        guard let window = view.window, let root = window.rootViewController, let top = topController(in: window),
            let topView = top.viewIfLoaded, view.isDescendant(of: topView)
        else { return false }
        var current: UIView? = view
        while let ancestor = current {
            guard !ancestor.isHidden, ancestor.isUserInteractionEnabled else { return false }
            current = ancestor.superview
        }
        return !isTransitionRunning(under: root)
    }
}
