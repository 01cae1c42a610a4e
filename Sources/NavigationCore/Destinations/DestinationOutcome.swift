/// How a destination request or a deep link ended: the answer to ``NavigationRouter/open(_:completion:)``
/// and to the router's link-opening methods.
public enum DestinationOutcome: Sendable, Equatable {
    /// The destination is on screen.
    case shown
    /// The screen on screen already showed it: nothing moved (no tab selected, nothing dismissed), and
    /// the screen was told (``NavigationModuleViewController/refresh(for:)``). A screen that had to be
    /// uncovered or whose tab had to be selected first is ``shown``.
    case alreadyShowing
    /// The stack popped back to the screen that shows it.
    case poppedBack
    /// The router holds it until a flow can show it; observe ``DestinationEvent``s to learn when.
    case held
    /// It could not be shown; nothing half-done stays on screen.
    case failed(NavigationError)
    /// The link was handed to another app as this URL (``NavigationRouter/onHandOff``).
    case handedOff(URL)
    /// The input mapped to no destination, or its resolver refused it; nothing moved.
    case rejected(DeepLinkInput, reason: DeepLinkError)
    /// The router stopped resolving the link before its resolver answered; nothing moved.
    case cancelled(ResolutionCancellation)
}
