/// The one destination the router holds until a flow can show it. Pure logic, no UIKit.
///
/// A newer destination replaces an older one: only the latest request is worth honouring when the
/// user has asked for two things before the app was ready.
struct PendingDestinationSlot {
    private(set) var destination: AnyNavigationDestination? {
        didSet { isHolding = destination != nil }
    }

    /// Whether the slot holds a destination: what every request's epilogue asks, without copying it.
    private(set) var isHolding = false

    /// When the held destination was asked for (see `NavigationRouter.nextRequestOrder()`).
    private(set) var order = 0

    /// Holds `newDestination`, asked for in `order`; returns the destination it replaced, if any.
    mutating func hold(_ newDestination: AnyNavigationDestination, order: Int) -> AnyNavigationDestination? {
        let replaced = destination
        destination = newDestination
        self.order = order
        return replaced
    }

    /// Empties the slot; returns what it held.
    mutating func take() -> AnyNavigationDestination? {
        let taken = destination
        destination = nil
        return taken
    }
}
