// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    import HeadlessUIKit

    /// Where a person's finger can land: the rules every ``HeadlessControls`` and ``HeadlessTabs`` move shares.
    @MainActor
    enum HeadlessReach {
        /// Whether a transition with a coordinator, or a presentation, runs in `root`'s hierarchy.
        static func isTransitionRunning(under root: UIViewController) -> Bool {
            var pending = [root]
            while let controller = pending.popLast() {
                if controller.transitionCoordinator != nil || controller.isBeingPresented || controller.isBeingDismissed
                {
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
        /// The view must be in a window, shown (see ``takesTouches(_:)``), inside the top presentation (a
        /// sheet covers its presenter), and no transition may run in the window: UIKit ignores touches
        /// while its push, pop, presentation and dismissal transitions run.
        static func canTouch(_ view: UIView) -> Bool {
            guard let window = view.window, let root = window.rootViewController, let top = topController(in: window),
                let topView = top.viewIfLoaded, view.isDescendant(of: topView)
            else { return false }
            return takesTouches(view) && !isTransitionRunning(under: root)
        }

        /// Whether touches reach `view` through its ancestors: none of them is hidden, refuses user
        /// interaction, is all but transparent (UIKit's hit-testing ignores "view objects that are hidden,
        /// that have disabled user interactions, or have an alpha level less than 0.01") or takes part in
        /// an animation without `.allowUserInteraction` (UIKit disables user interaction for "all views
        /// involved in the animation" until it ends).
        static func takesTouches(_ view: UIView) -> Bool {
            var current: UIView? = view
            while let ancestor = current {
                guard !ancestor.isHidden, ancestor.isUserInteractionEnabled, ancestor.alpha >= 0.01,
                    ancestor.runningNonInteractiveAnimations == 0
                else { return false }
                current = ancestor.superview
            }
            return true
        }
    }
#endif
