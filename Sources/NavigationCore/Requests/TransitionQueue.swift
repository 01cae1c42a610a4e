/// First-in, first-out bookkeeping for requests that must run one at a time.
///
/// Pure logic with no UIKit in it: the queue says which request starts now and which starts next;
/// ``NavigationRequestQueue`` runs them. Nothing is ever dropped; requests are put ahead of waiting ones
/// only where the queue says so (a custom plan's own requests run before it ends).
struct TransitionQueue<Request> {
    /// The requests waiting behind the running one, oldest first.
    private var pending: [Request] = []

    /// Whether a request is running.
    private(set) var isRunning = false

    /// How many requests wait behind the running one.
    var pendingCount: Int { pending.count }

    /// Adds a request; returns it when it should start at once because nothing is running.
    mutating func submit(_ request: Request) -> Request? {
        guard isRunning else {
            isRunning = true
            return request
        }
        pending.append(request)
        return nil
    }

    /// Marks a request running when nothing runs, and says so: the caller then runs it without
    /// handing it over. `false` when a request runs already.
    mutating func startIfIdle() -> Bool {
        guard !isRunning else { return false }
        isRunning = true
        return true
    }

    /// Adds a request to wait behind the running one.
    mutating func append(_ request: Request) {
        precondition(isRunning, "a request waits only behind a running one")
        pending.append(request)
    }

    /// Where the first waiting request that satisfies `predicate` stands among the waiting ones
    /// (0 is next), or `nil` when none does.
    func pendingOffset(where predicate: (Request) -> Bool) -> Int? {
        pending.firstIndex(where: predicate)
    }

    /// Puts `requests`, in their order, among the waiting ones at `offset` (0: next to start): for
    /// requests that belong to the running one, and run before what waited behind it.
    mutating func insert(_ requests: [Request], atPendingOffset offset: Int) {
        precondition(isRunning, "a request waits only behind a running one")
        pending.insert(contentsOf: requests, at: offset)
    }

    /// Removes and returns every waiting request, oldest first; the running one stays running.
    mutating func removeAllPending() -> [Request] {
        // Emptied before the caller fails them: what a failure runs may use the queue again.
        defer { pending.removeAll() }
        return pending
    }

    /// Marks the running request finished; returns the next one to start, or `nil` when none waits.
    mutating func finishCurrent() -> Request? {
        guard !pending.isEmpty else {
            isRunning = false
            return nil
        }
        return pending.removeFirst()
    }
}
