/// What happened to a destination request: the router reports one event per outcome to its observers.
public enum DestinationEvent: Sendable, Equatable, CustomStringConvertible {
    /// The destination is on screen; the plan ran.
    case shown(AnyNavigationDestination)
    /// The screen on screen already showed the destination: nothing moved (no tab selected, nothing
    /// dismissed), and the screen was told. One that had to be uncovered or selected first is ``shown(_:)``.
    case alreadyShowing(AnyNavigationDestination)
    /// A screen further down the stack showed the destination: the stack popped back to it.
    case poppedBack(AnyNavigationDestination)
    /// No module of the current flow can show the destination: the router holds it for the next flows.
    case held(AnyNavigationDestination)
    /// A newer request replaced the held destination, which is dropped.
    case replaced(AnyNavigationDestination, by: AnyNavigationDestination)
    /// The destination was dropped, for the reason given.
    case dropped(AnyNavigationDestination, reason: DropReason)
    /// Input (a URL, a shortcut, a notification) mapped to no destination, or its resolver refused
    /// it; nothing moved.
    case rejected(DeepLinkInput, reason: DeepLinkError)
    /// A route's resolver (or a destination's resolving plan) started on the input; nothing moves
    /// until it answers, and the user keeps control meanwhile.
    case resolving(DeepLinkInput)
    /// The router stopped resolving the input before its resolver answered; nothing moved.
    case resolutionCancelled(DeepLinkInput, reason: ResolutionCancellation)
    /// The input was handed to another app as `url` (``NavigationRouter/onHandOff``).
    case handedOff(DeepLinkInput, to: URL)

    /// Why a destination was dropped.
    public enum DropReason: Sendable, Equatable {
        /// The app cleared the held destination (on sign-out, say).
        case cleared
        /// Showing it failed; nothing half-done stays on screen.
        case failed(NavigationError)
    }

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .shown(let destination): "shown \(destination)"
        case .alreadyShowing(let destination): "already showing \(destination)"
        case .poppedBack(let destination): "popped back to \(destination)"
        case .held(let destination): "held \(destination) until a flow can show it"
        case .replaced(let old, let new): "dropped held \(old): replaced by \(new)"
        case .dropped(let destination, .cleared): "dropped \(destination): cleared"
        case .dropped(let destination, .failed(let error)): "dropped \(destination): \(error)"
        case .rejected(let input, let error): "rejected \(input): \(error)"
        case .resolving(let input): "resolving \(input)"
        case .resolutionCancelled(let input, let reason): "stopped resolving \(input): \(reason)"
        case .handedOff(let input, let url): "handed off \(input) to \(url.absoluteString.prefix(200))"
        }
    }
}
