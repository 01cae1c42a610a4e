/// What a module declares about destinations: which it can show, and with which ``DestinationPlan``.
///
/// ```swift
/// DestinationHandler(AppDestination.self) { destination in
///     switch destination {
///     case .messages: .root
///     case .message(let id): .stack([NavigationModel(MessageViewController.self, input: id)])
///     default: nil
///     }
/// }
/// ```
@MainActor
public struct DestinationHandler {
    let plan: @MainActor (AnyNavigationDestination) -> DestinationPlan?

    /// Declares the destinations of one type a module can show.
    ///
    /// - Parameters:
    ///   - type: The app's destination type.
    ///   - plan: Returns how to show a destination, or `nil` when the module cannot show it.
    public init<Destination: NavigationDestination>(
        _ type: Destination.Type, plan: @escaping @MainActor (Destination) -> DestinationPlan?
    ) {
        self.plan = { destination in
            guard let destination = destination.as(type) else { return nil }
            return plan(destination)
        }
    }
}
