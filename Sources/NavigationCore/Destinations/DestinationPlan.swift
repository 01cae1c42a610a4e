/// How a module shows a destination once it has been chosen for it.
///
/// Before a plan runs, the router dismisses what is presented above the module (for a module of the
/// flow, anything presented over the flow) and selects the tabs on the way to it. Plans never run when
/// the module's top screen already shows the destination (nothing moves), nor when a screen further
/// down shows it (the stack pops back to that screen).
@MainActor
public struct DestinationPlan {
    enum Kind {
        case stack([NavigationModel])
        case push([NavigationModel])
        case custom((NavigationModule, _ done: @escaping @MainActor () -> Void) -> Void)
        case present([NavigationModel], ModalPresentation, DestinationHandler?)
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

    /// Presents a module built from `models` over the module, with UIKit's `presentation` style: a deep
    /// link to a Compose sheet over the Inbox, say.
    ///
    /// When the module already presents a module whose top screen shows the destination (a second
    /// Compose link while Compose is up), nothing moves and that screen is told to refresh, so a draft is
    /// kept. Otherwise whatever the module presents is dismissed first. The presented module's result,
    /// if it finishes with one, goes nowhere: present it from a screen to receive it.
    ///
    /// - Parameters:
    ///   - models: The presented module's initial stack, root first.
    ///   - presentation: UIKit's style, and what a sheet or a popover needs.
    ///   - destinations: The destinations the presented module shows itself while it is up.
    public static func present(
        _ models: [NavigationModel], presentation: ModalPresentation = .automatic,
        destinations: DestinationHandler? = nil
    ) -> DestinationPlan {
        DestinationPlan(kind: .present(models, presentation, destinations))
    }

    /// Runs your own steps on the module; call `done` exactly once when they have finished.
    public static func custom(
        _ perform: @escaping @MainActor (NavigationModule, _ done: @escaping @MainActor () -> Void) -> Void
    ) -> DestinationPlan {
        DestinationPlan(kind: .custom(perform))
    }
}
