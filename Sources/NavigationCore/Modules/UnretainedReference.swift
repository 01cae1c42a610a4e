/// A reference to an object that does not keep it alive, and that the object clears as it goes: the
/// SDK's stand-in for `weak` on the objects every request retains and releases many times, the
/// modules and the router.
///
/// Swift gives an object that anything references weakly a side table, and from then on every retain
/// and release of that object takes a slower path: on the machine the benchmarks ran on, a retain and
/// release cost about 90 ns more. So nothing in the SDK references a module or the router weakly:
/// screens, containers, delegate proxies, presented modules and the SDK's own closures hold the
/// object's reference instead (strongly: it is a few bytes) and read ``object``.
///
/// The object makes its reference, sets it at the end of its initializer and clears it first thing in
/// its `deinit`, so ``object`` answers `nil` from then on, as a weak reference would. The reference
/// itself is `unowned`: while it is set it keeps the object's memory, never its life, so a read that
/// raced with a deinitialization running off the main thread would stop the process with Swift's
/// unowned-reference error rather than touch freed memory. Reading it from a subclass's `deinit` body,
/// which Swift runs before the SDK's class clears it, stops the process the same way; the SDK never
/// does. (Stored properties are released after every `deinit` body, so what they run as they go
/// reads `nil`.)
package final class UnretainedReference<Object: AnyObject>: @unchecked Sendable {
    nonisolated(unsafe) private unowned var storage: Object?

    /// Creates a reference that answers `nil` until ``attach(_:)``.
    package init() {}

    /// The object, or `nil` once it has deinitialized.
    package var object: Object? { storage }

    /// Points the reference at `object`: the object calls this once it is initialized.
    package func attach(_ object: Object) {
        storage = object
    }

    /// Makes the reference answer `nil`: the object calls this first thing in its `deinit`.
    package func clear() {
        storage = nil
    }
}
