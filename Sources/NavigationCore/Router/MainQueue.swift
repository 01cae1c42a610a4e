import Dispatch

/// Runs main-actor work from a context that is not isolated (a `deinit`): at once when the caller is on
/// the main queue, else on the main queue's next turn; and main-actor work on a later turn.
///
/// Whether the caller is on the main queue is read from a queue-specific value that a main-actor
/// caller has set with ``markCurrent()``; the thread is not a reliable sign, since test runners may
/// drain the main queue from another thread.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()

    /// Whether the main queue is tagged already: tagging it costs a trip through libdispatch, once.
    @MainActor private static var isMarked = false

    /// Tags the main queue so that ``run(_:)`` can recognise it. Call it from the main actor; only the
    /// first call does anything.
    @MainActor
    static func markCurrent() {
        guard !isMarked else { return }
        isMarked = true
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Runs `body` on a later turn of the main queue.
    ///
    /// Against HeadlessUIKit, its animation clock stands in for the main queue's later turns: it
    /// runs `body` on one, in order with the completions it owes, and `HeadlessAnimations.finishAll()`
    /// (so a test's `settle()`) runs it with them.
    @MainActor
    static func nextTurn(_ body: @escaping @MainActor () -> Void) {
        #if canImport(UIKit)
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        #else
            AnimationEngine.shared.schedule { body() }
        #endif
    }

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    /// Runs `body` on the main actor: at once when the caller is on the main queue, else later.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }

    /// Runs `body`, from the `deinit` of a router or module of type `typeName`, on the main actor: at
    /// once on the main queue; else on its next turn, after ``warnOfReleaseOffMainQueue(_:)``.
    static func run(releasing typeName: String, _ body: @escaping @MainActor @Sendable () -> Void) {
        if !isCurrent { warnOfReleaseOffMainQueue(typeName) }
        run(body)
    }

    /// Writes, in debug builds, that a router or module of type `typeName` is released off the main
    /// queue: its UIKit controllers go with it, and UIKit requires they be released on the main thread.
    ///
    /// The SDK survives it (it references routers and modules weakly, and reports on the main queue),
    /// but UIKit does not promise to: the warning is the SDK's main thread checker.
    static func warnOfReleaseOffMainQueue(_ typeName: String) {
        #if DEBUG
            UnhandledErrorLog.write(
                "A \(typeName) was released off the main thread, with the UIKit controllers it owns: release "
                    + "routers and modules on the main thread, as UIKit requires of its controllers (a task "
                    + "that holds one should let it go on the main actor)")
        #endif
    }
}
