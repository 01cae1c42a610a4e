/// The views of a running flow transition, handed to a ``FlowTransition/custom(_:)`` animation.
@MainActor
public final class FlowTransitionContext {
    /// The window the flows swap in.
    public let window: UIWindow
    /// A snapshot of the old flow, lying over the new one; `nil` for the first flow.
    public let fromView: UIView?
    /// The new flow's container view, already the window's content.
    public let toView: UIView

    private var onComplete: (@MainActor () -> Void)?

    init(window: UIWindow, fromView: UIView?, toView: UIView, onComplete: @escaping @MainActor () -> Void) {
        self.window = window
        self.fromView = fromView
        self.toView = toView
        self.onComplete = onComplete
    }

    /// Ends the transition: the old view leaves the window and the old flow is released. Later calls do nothing.
    public func completeTransition() {
        let complete = onComplete
        onComplete = nil
        complete?()
    }

    /// A context released before ``completeTransition()`` was called (an animation that let go of it
    /// unfinished) can never be completed: the transition completes on the main queue's next turn, so
    /// that the old flow goes, the request's completion runs and the requests queued behind it run.
    deinit {
        guard let complete = onComplete else { return }
        // On a later turn: the last reference may go inside work that must not be entered again.
        MainQueue.run { MainQueue.nextTurn { complete() } }
    }
}
