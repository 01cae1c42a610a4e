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

    /// The requests waiting behind the running one, oldest first.
    private var pending: [Request] = []
    /// Whether a request is running or waiting at the gate.
    package private(set) var isBusy = false

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

    /// Whether requests wait behind the one running, or a custom plan runs (its own may follow).
    package var hasWaitingRequests: Bool { !pending.isEmpty || !plans.isEmpty }

    /// Whether a request's own work is running: it has passed the gate and not yet called `done`.
    package fileprivate(set) var isRunningRequest = false

    /// Adds a request; it starts now when nothing is running, else it waits behind the running one
    /// (inside the innermost custom plan that has not called `done`, when one runs). A closed queue
    /// fails it at once.
    package func submit(_ request: Request) {
        if let closingError { return request.fail(closingError) }
        if let plan = plans.last(where: { !$0.isDone }) {
            plan.requests.append(request)
            return runNextStep(of: plan)
        }
        guard !isBusy else { return pending.append(request) }
        isBusy = true
        run(request)
    }

    /// Runs `first`, which the queue has just marked running, then whatever waits behind it: in a
    /// loop as long as each ends in its turn, so that a long queue never deepens the call stack.
    fileprivate func run(_ first: Request) {
        var next: Request? = first
        while let request = next {
            next = nil
            let turn = Turn(in: self)
            turn.start(request)
            turn.hasReturned = true
            if turn.hasEnded { next = nextRequest() }
        }
    }

    /// Runs `work` as a request's own, though it runs after one (the router shows a held destination
    /// in the epilogue): what it moves meanwhile is the request's, not the user's. `next` follows.
    package func runAsRequest(
        _ work: (_ done: @escaping @MainActor () -> Void) -> Void, then next: @escaping @MainActor () -> Void
    ) {
        isRunningRequest = true
        work { [self] in
            isRunningRequest = false
            next()
        }
    }

    /// The request to run now that one has ended, or `nil` (the queue is idle then).
    fileprivate func nextRequest() -> Request? {
        guard !pending.isEmpty else {
            isBusy = false
            return nil
        }
        return pending.removeFirst()
    }

    // MARK: Custom plans

    /// A custom destination plan under way, inside the turn of the request that runs it: the requests
    /// submitted until it calls `done` are its own, and run one after the other inside that turn.
    @MainActor
    private final class Plan {
        /// Its own requests that wait, oldest first.
        var requests: [Request] = []
        /// Whether the plan's closure is still running: its requests start once it has returned.
        var isStarting = true
        /// Whether one of its requests is in its turn.
        var isRunningStep = false
        /// Whether the plan called `done` (or let go of it).
        var isDone = false
        /// Whether `ended` has been told.
        var hasEnded = false
        let ended: @MainActor (Result<Void, NavigationError>) -> Void
        let endTurn: @MainActor () -> Void

        init(
            ended: @escaping @MainActor (Result<Void, NavigationError>) -> Void,
            endTurn: @escaping @MainActor () -> Void
        ) {
            self.ended = ended
            self.endTurn = endTurn
        }
    }

    /// The `done` a custom plan is handed; a plan that lets go of it without calling it is done on the
    /// main queue's next turn.
    @MainActor
    private final class PlanCompletion {
        private weak var queue: NavigationRequestQueue?
        private var plan: Plan?

        init(_ plan: Plan, in queue: NavigationRequestQueue) {
            self.plan = plan
            self.queue = queue
        }

        func callAsFunction() {
            guard let plan else { return }
            self.plan = nil
            queue?.planDone(plan)
        }

        deinit {
            guard let plan else { return }
            weak let queue = self.queue
            // On a later turn: the last reference may go inside the queue's own work (a request that
            // ran, released as the queue moves on or closes), which must not be entered again.
            MainQueue.run { MainQueue.nextTurn { queue?.planDone(plan) } }
        }
    }

    /// The custom plans under way, innermost last.
    private var plans: [Plan] = []

    /// Runs a custom plan's `steps` inside the running request (a destination's): the requests
    /// submitted from then until the plan calls `done` (the push it waits for, say) are its own, and
    /// run inside the request's turn, in order, before the requests that waited behind it. `ended`
    /// hears once how the plan ended: once it called `done` (or let go of it without calling it) and
    /// its own requests have run, or with the error a closed queue failed it with. Then the turn ends
    /// (`endTurn`).
    package func runPlan(
        endingTurn endTurn: @escaping @MainActor () -> Void,
        ended: @escaping @MainActor (Result<Void, NavigationError>) -> Void,
        steps: (_ done: @escaping @MainActor () -> Void) -> Void
    ) {
        let plan = Plan(ended: ended, endTurn: endTurn)
        plans.append(plan)
        let completion = PlanCompletion(plan, in: self)
        steps { completion() }
        plan.isStarting = false
        if let closingError { return end(plan, with: .failure(closingError)) }
        runNextStep(of: plan)
    }

    /// The plan called `done`: it ends once its own requests have run.
    private func planDone(_ plan: Plan) {
        plan.isDone = true
        runNextStep(of: plan)
    }

    /// Runs the plan's next request, unless one runs; a plan that is done with none left ends.
    private func runNextStep(of plan: Plan) {
        guard !plan.isStarting, !plan.isRunningStep, !plan.hasEnded else { return }
        guard !plan.requests.isEmpty else {
            if plan.isDone { end(plan, with: result(ending: .success(()))) }
            return
        }
        plan.isRunningStep = true
        Turn(in: self) { [self] in
            plan.isRunningStep = false
            // The request that runs the plan is still running.
            isRunningRequest = true
            runNextStep(of: plan)
        }.start(plan.requests.removeFirst())
    }

    /// Tells how `plan` ended, once, and ends the turn that ran it.
    private func end(_ plan: Plan, with result: Result<Void, NavigationError>) {
        guard !plan.hasEnded else { return }
        plan.hasEnded = true
        plan.isDone = true
        plans.removeAll { $0 === plan }
        for request in plan.requests { request.fail(closingError ?? .routerReleased) }
        plan.requests = []
        plan.ended(result)
        plan.endTurn()
    }

    /// Fails every waiting request with `error`, and every request submitted later.
    ///
    /// A request that is running finishes as it will, except a custom plan, which nothing but the
    /// app's code would end: it ends now with `error` (its waiting requests fail first), and a later
    /// `done` does nothing.
    package func close(failingWith error: NavigationError) {
        guard closedError == nil else { return }
        closedError = error
        // Emptied first: a plan that ends lets its turn end, and what a failure runs may use the queue.
        let waiting = pending
        pending = []
        for plan in plans.reversed() { end(plan, with: .failure(error)) }
        for request in waiting { request.fail(error) }
    }

    /// One request's turn: where it is between the gate, its own work, the epilogue and the end.
    ///
    /// The turn holds the queue, and the callbacks it hands out capture the turn: a turn always ends,
    /// whoever else lets the queue go.
    @MainActor
    private final class Turn {
        /// The queue the turn runs in.
        let queue: NavigationRequestQueue
        /// What follows the turn inside a custom plan; `nil` for a turn of the queue's own.
        let ended: (@MainActor () -> Void)?
        /// Whether the request called `done` (later calls have no effect).
        var requestIsDone = false
        /// Whether the turn is over: the epilogue has run.
        var hasEnded = false
        /// Whether starting the turn has returned: a turn that ends before then is followed by the
        /// loop in ``submit(_:)``, not by a deeper call.
        var hasReturned = false
        /// The request, kept for as long as the turn, with everything its closures captured: its work
        /// may rely on that.
        var heldRequest: Request?

        init(in queue: NavigationRequestQueue, ended: (@MainActor () -> Void)? = nil) {
            self.queue = queue
            self.ended = ended
        }

        /// Passes the gate, then runs `request`.
        func start(_ request: Request) {
            heldRequest = request
            guard let gate = queue.gate else { return runRequest(request) }
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
            if let ended { return ended() }
            guard hasReturned else { return }
            if let following = queue.nextRequest() { queue.run(following) }
        }
    }
}
