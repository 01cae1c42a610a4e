/// Whether a view controller has appeared yet, and who waits for it to.
///
/// A value its controller stores, so that recording an appearance costs no object of its own.
@MainActor
package struct FirstAppearance {
    /// Whether `viewDidAppear` has been called at least once.
    package private(set) var hasAppeared = false
    private var waiters: [@MainActor () -> Void] = []

    /// Creates a record of a controller that has not appeared.
    package init() {}

    /// Records the first appearance, and returns everyone who waited for it, for the controller to
    /// call once it has stored the record (a waiter may read it).
    package mutating func markAppeared() -> [@MainActor () -> Void] {
        guard !hasAppeared else { return [] }
        hasAppeared = true
        defer { waiters = [] }
        return waiters
    }

    /// Waits for the first appearance: `body` is called from the controller's `viewDidAppear`.
    /// Returns `false`, keeping nothing, when the controller has already appeared.
    package mutating func waitForAppearance(_ body: @escaping @MainActor () -> Void) -> Bool {
        guard !hasAppeared else { return false }
        waiters.append(body)
        return true
    }
}
