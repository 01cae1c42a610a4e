/// A type-erased ``NavigationDestination``: equal when the wrapped destinations are equal.
public struct AnyNavigationDestination: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped destination.
    public let base: any NavigationDestination

    /// Wraps a destination.
    public init(_ base: some NavigationDestination) {
        self.base = base
    }

    /// The wrapped destination as `type`, or `nil` when it is of another type.
    public func `as`<Destination: NavigationDestination>(_ type: Destination.Type) -> Destination? {
        base as? Destination
    }

    /// Whether both wrap equal destinations of the same type.
    public static func == (lhs: AnyNavigationDestination, rhs: AnyNavigationDestination) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped destination.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The wrapped destination's description.
    public var description: String { String(describing: base) }
}
