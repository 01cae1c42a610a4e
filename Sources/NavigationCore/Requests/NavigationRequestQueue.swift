/// Runs navigation requests one at a time, in the order they were made (invariant 3).
///
/// A request is an operation that calls its `done` function when its transition has ended; only
/// then does the next request start. Requests that finish synchronously are run in a loop, so a
/// long queue never deepens the call stack. Calling `done` more than once has no effect.
@MainActor
package final class NavigationRequestQueue {
    package typealias Operation = @MainActor (_ done: @escaping @MainActor () -> Void) -> Void

    private var queue = TransitionQueue<Operation>()

    /// Creates an empty queue.
    package init() {}

    /// Whether a request is running.
    package var isBusy: Bool { queue.isRunning }

    /// Adds a request; it starts now when nothing is running.
    package func submit(_ operation: @escaping Operation) {
        if let start = queue.submit(operation) { run(start) }
    }

    private final class RunState {
        var isFinished = false
        var hasReturned = false
    }

    private func run(_ first: @escaping Operation) {
        var next: Operation? = first
        while let operation = next {
            next = nil
            let state = RunState()
            operation { [weak self] in
                guard let self, !state.isFinished else { return }
                state.isFinished = true
                guard state.hasReturned else { return }
                if let following = self.queue.finishCurrent() { self.run(following) }
            }
            state.hasReturned = true
            if state.isFinished { next = queue.finishCurrent() }
        }
    }
}
