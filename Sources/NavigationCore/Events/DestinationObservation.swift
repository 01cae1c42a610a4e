/// A registration of a destination observer; ``cancel()`` ends it.
@MainActor
public final class DestinationObservation {
    private weak var router: NavigationRouter?
    private let identifier: Int

    init(router: NavigationRouter, identifier: Int) {
        self.router = router
        self.identifier = identifier
    }

    /// Stops the observer from receiving further events. Later calls do nothing.
    public func cancel() {
        router?.destinationObservers[identifier] = nil
        router = nil
    }
}
