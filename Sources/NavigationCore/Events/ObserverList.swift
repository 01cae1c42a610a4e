/// The observers of one kind of event, called in the order they registered.
@MainActor
struct ObserverList<Event> {
    private var observers: [(identifier: Int, observe: @MainActor (Event) -> Void)] = []
    private var nextIdentifier = 0

    /// Registers `observe` and returns the identifier that removes it.
    mutating func add(_ observe: @escaping @MainActor (Event) -> Void) -> Int {
        nextIdentifier += 1
        observers.append((nextIdentifier, observe))
        return nextIdentifier
    }

    /// Removes the observer registered with `identifier`, if it is still there.
    mutating func remove(_ identifier: Int) {
        observers.removeAll { $0.identifier == identifier }
    }

    /// Whether no observer is registered: events need not be made at all.
    var isEmpty: Bool { observers.isEmpty }

    /// Calls every observer registered now with `event`.
    func emit(_ event: Event) {
        for observer in observers { observer.observe(event) }
    }
}
