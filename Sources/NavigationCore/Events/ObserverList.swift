/// The observers of one kind of event, called in the order they registered.
///
/// Events reach the observers one at a time, in the order they were emitted: one emitted while the
/// observers hear another (an observer's reaction, such as a request that moves something at once)
/// goes out once that one has reached them all, so every observer hears the same order.
///
/// The observers are called from a copy of the list, so an observer may add or remove observers.
@MainActor
final class ObserverList<Event> {
    private var observers: [(identifier: Int, observe: @MainActor (Event) -> Void)] = []
    private var nextIdentifier = 0
    /// The events emitted while observers hear another, oldest first; `nil` while none goes out.
    private var backlog: [Event]?

    /// Registers `observe` and returns the identifier that removes it.
    func add(_ observe: @escaping @MainActor (Event) -> Void) -> Int {
        nextIdentifier += 1
        observers.append((nextIdentifier, observe))
        return nextIdentifier
    }

    /// Removes the observer registered with `identifier`, if it is still there.
    func remove(_ identifier: Int) {
        for (index, observer) in observers.enumerated() where observer.identifier == identifier {
            observers.remove(at: index)
            return
        }
    }

    /// Whether no observer is registered: events need not be made at all.
    var isEmpty: Bool { observers.isEmpty }

    /// Calls every observer registered when `event` goes out with it: now, or, while observers hear
    /// another event, once that one and those emitted before this one have reached them all.
    func emit(_ event: Event) {
        emit(contentsOf: CollectionOfOne(event))
    }

    /// Emits `events` in order, as ``emit(_:)`` does each.
    func emit(contentsOf events: some Collection<Event>) {
        guard backlog == nil else {
            backlog?.append(contentsOf: events)
            return
        }
        guard !events.isEmpty else { return }
        backlog = Array(events.dropFirst())
        var next = events.first
        while let event = next {
            // The observers registered now: one cancelled meanwhile still hears this event.
            for observer in observers { observer.observe(event) }
            next = backlog?.isEmpty == false ? backlog?.removeFirst() : nil
        }
        backlog = nil
    }
}
