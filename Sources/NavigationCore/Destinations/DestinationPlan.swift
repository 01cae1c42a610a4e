/// How a module shows a destination once it has been chosen for it.
///
/// Before a plan runs, the router dismisses anything presented over the flow and selects the tabs on
/// the way to the module. Plans never run when the module's top screen already shows the destination
/// (nothing moves), nor when a screen further down shows it (the stack pops back to that screen).
@MainActor
public struct DestinationPlan {
    enum Kind {
        case stack([NavigationModel])
        case push([NavigationModel])
        case custom((NavigationModule, _ done: @escaping @MainActor () -> Void) -> Void)
    }

    let kind: Kind

    /// Pops the stack to its root, then shows `models` above the root, in one transition.
    ///
    /// - Parameter models: The screens above the root, bottom first; empty pops to the root.
    public static func stack(_ models: [NavigationModel]) -> DestinationPlan {
        DestinationPlan(kind: .stack(models))
    }

    /// Pops the stack to its root.
    public static var root: DestinationPlan { DestinationPlan(kind: .stack([])) }

    /// Pushes `models` on top of whatever the stack holds, in one transition.
    ///
    /// - Parameter models: The screens to push, bottom first.
    public static func push(_ models: [NavigationModel]) -> DestinationPlan {
        DestinationPlan(kind: .push(models))
    }

    /// Runs your own steps on the module; call `done` exactly once when they have finished.
    public static func custom(
        _ perform: @escaping @MainActor (NavigationModule, _ done: @escaping @MainActor () -> Void) -> Void
    ) -> DestinationPlan {
        DestinationPlan(kind: .custom(perform))
    }
}
