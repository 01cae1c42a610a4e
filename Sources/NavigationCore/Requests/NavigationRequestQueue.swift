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
    /// One request: exactly one of ``run`` (which then calls `done` once its transition has ended)
    /// or ``fail`` (it cannot run) is called, once.
    package struct Request {
        /// Runs the request in its turn; it calls `done` once, when its transition has ended.
        let run: @MainActor (_ done: @escaping @MainActor () -> Void) -> Void
        /// Tells the request why it cannot run; it does not run.
        let fail: @MainActor (NavigationError) -> Void
        /// The module that made the request, when a module's own request moves its stack or presents
        /// from it: the gate may start its look at presentations there.
        let requester: NavigationModule?

        /// The custom plan this request ends, for the request that ends one; `nil` for any other.
        fileprivate var endedPlan: ObjectIdentifier?

        /// Whether the request waits at the queue's gate before it runs: every request that moves
        /// something does; a custom plan's end, which moves nothing, does not (a request submitted
        /// while it waited there would find it neither waiting for the plan nor queued).
        var passesGate: Bool { endedPlan == nil }

        /// Creates a request.
        package init(
            requestedBy requester: NavigationModule? = nil,
            run: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void,
            fail: @escaping @MainActor (NavigationError) -> Void
        ) {
            self.run = run
            self.fail = fail
            self.requester = requester
        }
    }

    /// Decides when the next request may start, as it is about to: at once, never (with the error
    /// that fails it), or once the returned wait calls `proceed`.
    ///
    /// Most requests find nothing to wait for: deciding at once costs the queue no closure. The gate
    /// is told the request (the presented module it ends, the module that made it).
    package typealias Gate = @MainActor (_ request: Request) -> GateDecision

    /// What a ``Gate`` decided for the request about to start.
    package enum GateDecision {
        /// The request starts now.
        case proceed
        /// The request fails with the error, without running.
        case fail(NavigationError)
        /// The request waits: the closure calls `proceed` once, with success to run the request, or
        /// with the error that fails it.
        case wait(@MainActor (_ proceed: @escaping @MainActor (Result<Void, NavigationError>) -> Void) -> Void)
    }

    /// Work run after each request, before the next one starts: `nil` when there is nothing to do,
    /// or a closure that calls `done` once when it has done it.
    package typealias Epilogue = @MainActor () -> (@MainActor (_ done: @escaping @MainActor () -> Void) -> Void)?

    // MARK: Bookkeeping of the modules that share the queue

    /// The modules whose move that changes more than one thing is under way (a tab branch's tab
    /// switch, whose selection it reports as it ends), held weakly: one released, or whose flow ended,
    /// meanwhile holds nothing.
    private var unseenChangeHolders: [WeakModule] = []

    /// Whether a move that changes more than one thing is under way: the stack changes made meanwhile
    /// (app code's through UIKit, a screen that pushes as its tab appears) are reported after it.
    package var holdsUnseenStackChanges: Bool {
        for holder in unseenChangeHolders {
            if let module = holder.module, !module.isFlowEnded { return true }
        }
        return false
    }

    /// `module`'s move that changes more than one thing begins.
    package func holdUnseenStackChanges(for module: NavigationModule) {
        unseenChangeHolders.append(WeakModule(module))
    }

    /// `module`'s move has ended (each begin has its end); holders released meanwhile go too.
    package func releaseUnseenStackChanges(for module: NavigationModule) {
        var released = false
        var kept: [WeakModule] = []
        for holder in unseenChangeHolders {
            guard let holding = holder.module else { continue }
            if !released, holding === module {
                released = true
                continue
            }
            kept.append(holder)
        }
        unseenChangeHolders = kept
    }

    /// Whether the SDK itself is calling `dismiss(animated:completion:)` for a request of this queue,
    /// every module it ends marked with its reason: the SDK's containers then do not note the call.
    package var isDismissingForRequest = false

    /// Whether this is a router's own queue, which the modules it shows share.
    private var isRoutersOwn = false

    /// The router whose own queue this is, held weakly: once it has gone, the queue is closed, even
    /// before the router's `deinit` (on another thread, say) has closed it.
    private weak var owningRouter: NavigationRouter?

    /// Makes this `router`'s own queue.
    package func belong(to router: NavigationRouter) {
        isRoutersOwn = true
        owningRouter = router
    }

    /// The modules sharing this queue that have presented one since the last look, held weakly: when
    /// none has, no presentation can have ended unseen, and there is nothing to walk.
    package private(set) var presenters: [WeakModule] = []

    /// A module that shares this queue presents a module now.
    package func notePresenter(_ module: NavigationModule) {
        guard !presenters.contains(where: { $0.module === module }) else { return }
        presenters.append(WeakModule(module))
    }

    /// Whether a presentation ended since the presenters were last looked at.
    private var presentersMayBeIdle = false

    /// A module that shares this queue presents nothing any more.
    package func notePresentationEnded() {
        presentersMayBeIdle = true
    }

    /// Forgets the presenters that present nothing any more; nothing to look at while every
    /// presentation noted still runs.
    package func forgetIdlePresenters() {
        guard presentersMayBeIdle else { return }
        presentersMayBeIdle = false
        var index = presenters.startIndex
        while index < presenters.endIndex {
            if presenters[index].module?.presentedModule == nil {
                presenters.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// A module held weakly.
    package struct WeakModule {
        package private(set) weak var module: NavigationModule?
        init(_ module: NavigationModule) { self.module = module }
    }

    fileprivate var queue = TransitionQueue<Request>()
    /// The error every request fails with once the queue is closed (its router was released).
    package var closingError: NavigationError? {
        if let closedError { return closedError }
        return isRoutersOwn && owningRouter == nil ? .routerReleased : nil
    }
    /// The error ``close(failingWith:)`` closed the queue with.
    private var closedError: NavigationError?

    /// How a request that was running when the queue closed ends: a success becomes the closing
    /// error, as for the requests that were waiting; any other result stands.
    package func result(ending result: Result<Void, NavigationError>) -> Result<Void, NavigationError> {
        guard case .success = result, let closingError else { return result }
        return .failure(closingError)
    }

    /// Runs before each request; `nil` runs every request at once.
    package var gate: Gate?

    /// Runs after each request; `nil` for none.
    package var epilogue: Epilogue?

    /// Creates an empty queue.
    package init() {}

    /// Whether requests wait behind the one running.
    package var hasWaitingRequests: Bool { queue.pendingCount > 0 }

    /// Whether a request is running or waiting at the gate.
    package var isBusy: Bool { queue.isRunning }

    /// Whether a request's own work is running: it has passed the gate and not yet called `done`.
    package fileprivate(set) var isRunningRequest = false

    /// Adds a request; it starts now when nothing is running, else it waits behind the running one.
    /// A closed queue fails it at once.
    package func submit(_ request: Request) {
        if let closingError { return request.fail(closingError) }
        if !planScopes.isEmpty, let plan = openPlan { return submit(request, inPlan: plan) }
        guard queue.startIfIdle() else { return queue.append(request) }
        runFirst(request)
    }

    // MARK: Custom plans

    /// A custom destination plan under way: the requests submitted while it runs are its own, and run
    /// before it ends, in order, ahead of the requests that waited behind it; the request that ends
    /// it waits for its `done`.
    @MainActor
    private final class PlanScope {
        /// The queue, to leave once the plan has ended.
        weak var queue: NavigationRequestQueue?
        /// Whether the plan's closure is still running: what it submits meanwhile is kept here, and
        /// goes ahead of the request that ends the plan once the closure returns.
        var isStarting = true
        var startedRequests: [Request] = []
        /// Whether the plan called `done` (or let go of it).
        var isDone = false
        /// The `done` of the request that ends the plan, while that request runs and waits for the plan.
        var waitingEnd: (@MainActor () -> Void)?
        /// Whether `ended` has been told.
        var hasEnded = false
        let ended: @MainActor (Result<Void, NavigationError>) -> Void

        init(queue: NavigationRequestQueue, ended: @escaping @MainActor (Result<Void, NavigationError>) -> Void) {
            self.queue = queue
            self.ended = ended
        }

        /// The queue closed while the plan's end waits for its `done`, which the app may never call:
        /// the plan ends now with `error`, and its end lets the queue go on (a later `done` does nothing).
        func abandon(failingWith error: NavigationError) {
            guard let end = waitingEnd else { return }
            waitingEnd = nil
            isDone = true
            finish(.failure(error))
            end()
        }

        /// The plan called `done`: it ends now if its end was waiting, else when its end's turn comes.
        func planDone() {
            guard !isDone else { return }
            isDone = true
            guard let end = waitingEnd else { return }
            waitingEnd = nil
            finish(.success(()))
            end()
        }

        /// Tells how the plan ended, once, and leaves the queue's plans.
        func finish(_ result: Result<Void, NavigationError>) {
            guard !hasEnded else { return }
            hasEnded = true
            queue?.planScopes.removeAll { $0 === self }
            ended(result)
        }

        /// The request that ends the plan: it ends it at once when the plan has called `done`, or
        /// waits for that call; failed (the queue closed), it ends the plan with the error.
        func endingRequest() -> Request {
            var request = Request(
                run: { [self] done in
                    guard isDone else {
                        waitingEnd = done
                        return
                    }
                    finish(.success(()))
                    done()
                },
                fail: { [self] error in finish(.failure(error)) })
            request.endedPlan = ObjectIdentifier(self)
            return request
        }
    }

    /// The `done` a custom plan is handed; a plan that lets go of it without calling it is done on the
    /// main queue's next turn.
    @MainActor
    private final class PlanCompletion {
        private var scope: PlanScope?

        init(_ scope: PlanScope) { self.scope = scope }

        func callAsFunction() {
            let scope = self.scope
            self.scope = nil
            scope?.planDone()
        }

        deinit {
            guard let scope else { return }
            // On a later turn: the last reference may go inside the queue's own work (a request that
            // ran, released as the queue moves on or closes), which must not be entered again.
            MainQueue.run { MainQueue.nextTurn { scope.planDone() } }
        }
    }

    /// The custom plans under way, innermost last.
    private var planScopes: [PlanScope] = []

    /// The innermost plan that has not called `done`: a request submitted now is its own. (One made
    /// after a plan called `done` waits its turn behind what waited behind the plan.)
    private var openPlan: PlanScope? {
        for plan in planScopes.reversed() where !plan.isDone { return plan }
        return nil
    }

    /// Runs a custom plan's `steps` inside the running request (a destination's), whose turn ends as
    /// they return (`endTurn`): the requests submitted from then until the plan calls `done` (the
    /// push it waits for, say) are its own, and run before it ends, in order, ahead of the requests
    /// that waited behind it, so that a plan may wait for its own requests. `ended` hears once how the
    /// plan ended: once it called `done` (or let go of it without calling it) and its own requests
    /// have run, or with the error a closed queue failed it with.
    package func runPlan(
        endingTurn endTurn: @escaping @MainActor () -> Void,
        ended: @escaping @MainActor (Result<Void, NavigationError>) -> Void,
        steps: (_ done: @escaping @MainActor () -> Void) -> Void
    ) {
        let plan = PlanScope(queue: self, ended: ended)
        planScopes.append(plan)
        let completion = PlanCompletion(plan)
        steps { completion() }
        plan.isStarting = false
        let started = plan.startedRequests
        plan.startedRequests = []
        if let closingError {
            for request in started { request.fail(closingError) }
            plan.finish(.failure(closingError))
        } else {
            queue.insert(started + [plan.endingRequest()], atPendingOffset: 0)
        }
        endTurn()
    }

    /// Puts a request submitted while `plan` runs ahead of the request that ends the plan.
    private func submit(_ request: Request, inPlan plan: PlanScope) {
        if plan.isStarting { return plan.startedRequests.append(request) }
        if let end = plan.waitingEnd {
            // The plan's end was waiting: the request runs now, and the end waits again behind it.
            plan.waitingEnd = nil
            queue.insert([request, plan.endingRequest()], atPendingOffset: 0)
            return end()
        }
        let end = ObjectIdentifier(plan)
        let offset = queue.pendingOffset { $0.endedPlan == end } ?? queue.pendingCount
        queue.insert([request], atPendingOffset: offset)
    }

    /// Fails every waiting request with `error`, and every request submitted later.
    ///
    /// A request that is running finishes as it will, except the end of a custom plan that waits for
    /// the plan's `done`: the plan ends now with `error`, since nothing but the app's code would end it.
    package func close(failingWith error: NavigationError) {
        guard closedError == nil else { return }
        closedError = error
        for request in queue.removeAllPending() { request.fail(error) }
        for plan in planScopes { plan.abandon(failingWith: error) }
    }

    /// One request's turn: where it is between the gate, its own work, the epilogue and the end.
    ///
    /// The turn holds the queue, and the callbacks it hands out capture the turn: a turn always ends,
    /// whoever else lets the queue go.
    @MainActor
    private final class Turn {
        /// The queue the turn runs in.
        let queue: NavigationRequestQueue
        /// Whether the request called `done` (later calls have no effect).
        var requestIsDone = false
        /// Whether the turn is over: the epilogue has run.
        var hasEnded = false
        /// Whether starting the turn has returned: a turn that ends before then is followed by the
        /// loop in ``run(_:)``, not by a deeper call.
        var hasReturned = false
        /// The request, kept for as long as the turn, with everything its closures captured: its work
        /// may rely on that.
        var heldRequest: Request?

        init(in queue: NavigationRequestQueue) {
            self.queue = queue
        }

        /// Passes the gate, then runs `request`.
        func start(_ request: Request) {
            guard request.passesGate, let gate = queue.gate else { return runRequest(request) }
            switch gate(request) {
            case .proceed:
                runRequest(request)
            case .fail(let error):
                request.fail(error)
                afterRequest()
            case .wait(let wait):
                wait { result in
                    switch result {
                    case .success:
                        self.runRequest(request)
                    case .failure(let error):
                        request.fail(error)
                        self.afterRequest()
                    }
                }
            }
        }

        private func runRequest(_ request: Request) {
            queue.isRunningRequest = true
            request.run { self.requestDone() }
        }

        private func requestDone() {
            guard !requestIsDone else { return }
            requestIsDone = true
            afterRequest()
        }

        private func afterRequest() {
            queue.isRunningRequest = false
            guard let epilogue = queue.epilogue, let work = epilogue()
            else { return end() }
            work { self.end() }
        }

        private func end() {
            guard !hasEnded else { return }
            hasEnded = true
            guard hasReturned else { return }
            if let following = queue.queue.finishCurrent() { queue.run(following) }
        }
    }

    /// Runs `request`, which the queue has just marked running, then whatever waits behind it, in a
    /// loop as long as each ends in its turn.
    private func runFirst(_ request: Request) {
        guard runTurn(request) else { return }
        if let following = queue.finishCurrent() { run(following) }
    }

    private func run(_ first: Request) {
        var next: Request? = first
        while let request = next {
            next = nil
            if runTurn(request) { next = queue.finishCurrent() }
        }
    }

    /// Runs one request in a turn; whether the turn ended before this returned.
    private func runTurn(_ request: Request) -> Bool {
        let turn = Turn(in: self)
        turn.heldRequest = request
        turn.start(request)
        turn.hasReturned = true
        return turn.hasEnded
    }
}
