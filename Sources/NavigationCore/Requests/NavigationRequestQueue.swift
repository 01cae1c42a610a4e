/// Runs navigation requests one at a time, in the order they were made (invariant 3).
///
/// A request runs when its turn comes and calls its `done` function when its transition has ended;
/// only then does the next request start. Before each request the queue's ``gate`` may hold it back
/// (the router waits there for transitions it did not start, such as a back swipe) or fail it; after
/// each request its ``epilogue`` runs (the router offers its held destination there). Requests that
/// finish synchronously are run in a loop, so a long queue never deepens the call stack. Calling
/// `done` more than once has no effect.
///
/// Every request ends exactly once: it runs, or its gate fails it, or the queue is closed before it
/// runs and it fails with the closing error.
@MainActor
package final class NavigationRequestQueue {
    /// One request: the work to run in its turn, and how to fail it when it cannot run.
    package struct Request {
        /// Runs the request; it calls `done` once when its transition has ended.
        let run: @MainActor (_ done: @escaping @MainActor () -> Void) -> Void
        /// Reports that the request did not run, and why.
        let fail: @MainActor (NavigationError) -> Void

        /// Creates a request.
        package init(
            run: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void,
            fail: @escaping @MainActor (NavigationError) -> Void
        ) {
            self.run = run
            self.fail = fail
        }
    }

    /// Decides when the next request may start: it calls `proceed` once, with success to run the
    /// request, or with the error that fails it.
    package typealias Gate =
        @MainActor (_ proceed: @escaping @MainActor (Result<Void, NavigationError>) -> Void) -> Void

    /// Work run after each request, before the next one starts; it calls `done` once.
    package typealias Epilogue = @MainActor (_ done: @escaping @MainActor () -> Void) -> Void

    private var queue = TransitionQueue<Request>()
    private var closingError: NavigationError?

    /// Runs before each request; `nil` runs every request at once.
    package var gate: Gate?

    /// Runs after each request; `nil` for none.
    package var epilogue: Epilogue?

    /// Creates an empty queue.
    package init() {}

    /// Whether a request is running or waiting at the gate.
    package var isBusy: Bool { queue.isRunning }

    /// Whether a request's own work is running: it has passed the gate and not yet called `done`.
    package private(set) var isRunningRequest = false

    /// Adds a request; it starts now when nothing is running. A closed queue fails it at once.
    package func submit(_ request: Request) {
        if let closingError { return request.fail(closingError) }
        if let start = queue.submit(request) { run(start) }
    }

    /// Fails every waiting request with `error`, and every request submitted later.
    ///
    /// A request that is running finishes as it will.
    package func close(failingWith error: NavigationError) {
        guard closingError == nil else { return }
        closingError = error
        for request in queue.removeAllPending() { request.fail(error) }
    }

    private final class RunState {
        var isFinished = false
        var hasReturned = false
    }

    private func run(_ first: Request) {
        var next: Request? = first
        while let request = next {
            next = nil
            let state = RunState()
            start(request) { [weak self] in
                guard !state.isFinished else { return }
                state.isFinished = true
                guard state.hasReturned, let self else { return }
                if let following = self.queue.finishCurrent() { self.run(following) }
            }
            state.hasReturned = true
            if state.isFinished { next = queue.finishCurrent() }
        }
    }

    /// Passes the gate, runs the request, then the epilogue; calls `finished` once at the end.
    private func start(_ request: Request, finished: @escaping @MainActor () -> Void) {
        let epilogue = self.epilogue
        let afterRequest: @MainActor () -> Void = { [weak self] in
            self?.isRunningRequest = false
            guard let epilogue else { return finished() }
            epilogue(finished)
        }
        let runRequest: @MainActor () -> Void = { [weak self] in
            self?.isRunningRequest = true
            request.run(Self.once(afterRequest))
        }
        guard let gate else { return runRequest() }
        gate { result in
            switch result {
            case .success:
                runRequest()
            case .failure(let error):
                request.fail(error)
                afterRequest()
            }
        }
    }

    /// `body`, callable any number of times but run only the first.
    private static func once(_ body: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        var hasRun = false
        return {
            guard !hasRun else { return }
            hasRun = true
            body()
        }
    }
}
