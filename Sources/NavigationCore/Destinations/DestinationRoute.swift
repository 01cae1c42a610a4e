/// Where a destination goes inside a flow: the module that shows it, its plan, and the steps on the way.
///
/// Modules answer ``NavigationModule/destinationRoute(for:)`` with one of these. A module that nests
/// others (a tab branch) returns its child's route with a step added that selects the child.
@MainActor
public struct DestinationRoute {
    /// The module whose stack shows the destination.
    public let module: NavigationModule
    /// How that module shows it.
    public let plan: DestinationPlan
    /// Steps that bring the module on screen (selecting tabs), outermost first.
    public private(set) var steps: [@MainActor () -> Void]

    /// Creates a route to `module`.
    ///
    /// - Parameters:
    ///   - module: The module whose stack shows the destination.
    ///   - plan: How the module shows it.
    public init(module: NavigationModule, plan: DestinationPlan) {
        self.module = module
        self.plan = plan
        steps = []
    }

    /// This route with `step` run before its other steps: how a nesting module brings its child on screen.
    public func preceded(by step: @escaping @MainActor () -> Void) -> DestinationRoute {
        var route = self
        route.steps.insert(step, at: 0)
        return route
    }
}
