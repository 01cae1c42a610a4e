/// A reference to an object that does not keep it alive: the SDK's stand-in for `weak` on the objects
/// every request retains and releases many times, the modules and the router.
///
/// Swift gives an object that anything references weakly a side table, and from then on every retain
/// and release of that object takes a slower path: on the machine the benchmarks ran on, a retain and
/// release cost about 90 ns more. So the SDK references neither its own modules nor the router weakly:
/// screens, containers, delegate proxies, presented modules and the SDK's own closures hold the
/// object's reference instead (strongly: it is a few bytes) and read ``object``.
///
/// For the router and the SDK's own module classes the reference is `unowned(unsafe)`, which costs a
/// read a plain retain: the object sets it at the end of its initializer and clears it first thing in
/// its `deinit`, so ``object`` answers `nil` from then on, as a weak reference would, and never points
/// at freed memory. That is sound because nothing reads it while the object deinitializes: their
/// `deinit` bodies clear it before anything else, and Swift releases stored properties only after
/// every `deinit` body has run. An app's subclass of ``NavigationModule`` has a
/// `deinit` body of its own that runs first and may call into its container, which reads the
/// reference; its reference is therefore `weak`, which answers `nil` as soon as the `deinit` begins.
///
/// Like the UIKit controllers they own, modules and the router are released on the main thread: the
/// reference is read and cleared there without a lock.
package final class UnretainedReference<Object: AnyObject>: @unchecked Sendable {
    /// Without Swift's run-time check of an `unowned` reference, which costs an atomic count of its own
    /// on every read, attach and clear: the object clears it before it could dangle.
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var unownedStorage: Object?
    @exclusivity(unchecked) nonisolated(unsafe) private weak var weakStorage: Object?
    @exclusivity(unchecked) nonisolated(unsafe) private var isWeak = false

    /// Creates a reference that answers `nil` until ``attach(_:weakly:)``.
    package init() {}

    /// The object, or `nil` once it has begun to deinitialize.
    package var object: Object? { isWeak ? weakStorage : unownedStorage }

    /// Points the reference at `object`: the object calls this once it is initialized. `weakly` holds
    /// it with a weak reference, for a class whose `deinit` body may reach back through the reference.
    package func attach(_ object: Object, weakly: Bool = false) {
        isWeak = weakly
        if weakly { weakStorage = object } else { unownedStorage = object }
    }

    /// Makes the reference answer `nil`: the object calls this first thing in its `deinit`.
    package func clear() {
        // Only the storage `attach` used holds the object: clearing the other would cost as much.
        if isWeak { weakStorage = nil } else { unownedStorage = nil }
    }
}

/// The SDK's own module classes, whose `deinit` bodies never reach back into the module: they are held
/// by an unowned ``UnretainedReference``, as ``NavigationModule`` itself is. An app's subclass is not
/// one of them, and is held weakly.
package protocol UnownedReferenceModule: NavigationModule {}
