/// A registration of an observer on the router; ``cancel()`` ends it.
///
/// ``NavigationRouter/observeNavigation(_:)`` and ``NavigationRouter/observeDestinations(_:)`` return one.
@MainActor
public final class NavigationObservation {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) {
        self.stop = stop
    }

    /// Stops the observer from receiving further events. Later calls do nothing.
    public func cancel() {
        stop?()
        stop = nil
    }
}

/// The registration ``NavigationRouter/observeDestinations(_:)`` returns.
public typealias DestinationObservation = NavigationObservation
