/// The immediate answer to ``NavigationRouter/open(_:completion:)``.
public enum DestinationOutcome: Sendable, Equatable {
    /// The destination is on screen.
    case shown
    /// The top screen already showed it; nothing moved.
    case alreadyShowing
    /// The stack popped back to the screen that shows it.
    case poppedBack
    /// The router holds it until a flow can show it; observe ``DestinationEvent``s to learn when.
    case held
    /// It could not be shown; nothing half-done stays on screen.
    case failed(NavigationError)
}
