/// Whether a view controller has appeared yet, and who waits for it to.
@MainActor
package final class FirstAppearance {
    /// Whether `viewDidAppear` has been called at least once.
    package private(set) var hasAppeared = false
    private var waiters: [@MainActor () -> Void] = []

    /// Creates a record of a controller that has not appeared.
    package init() {}

    /// Records the first appearance and calls everyone who waited for it.
    package func markAppeared() {
        guard !hasAppeared else { return }
        hasAppeared = true
        let pending = waiters
        waiters = []
        for waiter in pending { waiter() }
    }

    /// Calls `body` once the controller has first appeared: at once if it has.
    package func whenAppeared(_ body: @escaping @MainActor () -> Void) {
        if hasAppeared { return body() }
        waiters.append(body)
    }
}
