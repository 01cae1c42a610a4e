/// A value that travels with a destination without being part of its identity: an analytics ref
/// tag, a campaign, where a link came from.
///
/// Put it in a destination's associated values. Two destinations that differ only in their extras
/// are the same destination: a screen that shows one shows the other (the router refreshes it
/// rather than pushing it again), and a destination asked for again while it is held replaces the
/// held one without a ``DestinationEvent/replaced(_:by:)``. The newer request's extras win: the
/// held destination is the newer one, and a screen refreshed for it receives it in
/// ``NavigationModuleViewController/refresh(for:)``.
///
/// ```swift
/// enum ShopDestination: NavigationDestination {
///     case project(id: Int, ref: DestinationExtra<String?> = DestinationExtra(nil))
/// }
/// router.open(ShopDestination.project(id: 7, ref: DestinationExtra("newsletter")))
/// ```
public struct DestinationExtra<Value: Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The value carried.
    public var value: Value

    /// Carries `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Always `true`: extras are no part of a destination's identity.
    public static func == (lhs: DestinationExtra, rhs: DestinationExtra) -> Bool { true }

    /// Hashes nothing: extras are no part of a destination's identity.
    public func hash(into hasher: inout Hasher) {}

    /// The value's description (an optional's wrapped value, or `nil`).
    public var description: String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.map { String(describing: $0.value) } ?? "nil"
    }
}
