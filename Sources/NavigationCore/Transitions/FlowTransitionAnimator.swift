/// Runs a ``FlowTransition`` on views that are already in place: the new flow's view is the window's
/// content, and a snapshot of the old flow (if any) lies over it only for the animation's length.
@MainActor
enum FlowTransitionAnimator {
    static func run(
        _ transition: FlowTransition, in window: UIWindow, from oldView: UIView?, to newView: UIView,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let oldView else { return completion() }
        let finish: @MainActor () -> Void = {
            oldView.removeFromSuperview()
            completion()
        }
        switch transition.kind {
        case .none, .automatic:
            finish()
        case .crossDissolve(let duration):
            window.insertSubview(oldView, aboveSubview: newView)
            UIView.animate(withDuration: duration, animations: { oldView.alpha = 0 }, completion: { _ in finish() })
        case .slide(let edge, let duration):
            let width = window.bounds.width
            let direction: CGFloat = edge == .right ? 1 : -1
            window.insertSubview(oldView, belowSubview: newView)
            newView.frame.origin.x = direction * width
            UIView.animate(
                withDuration: duration,
                animations: {
                    newView.frame.origin.x = 0
                    oldView.frame.origin.x = -direction * width
                },
                completion: { _ in finish() })
        case .custom(let animator):
            window.insertSubview(oldView, aboveSubview: newView)
            animator(FlowTransitionContext(window: window, fromView: oldView, toView: newView, onComplete: finish))
        }
    }
}
