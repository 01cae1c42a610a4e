public import Foundation

/// How the window moves from one flow to the next: none, cross-dissolve, slide, or your own animation.
///
/// The router installs the new flow's container as the window's root first, so UIKit's hierarchy is
/// right from the first frame; the transition only animates views. Requests that name no transition
/// use ``automatic``: the router's `defaultTransition`, a 0.3 s cross-dissolve unless you change it.
@MainActor
public struct FlowTransition {
    /// The screen edge a sliding flow comes in from.
    public enum Edge: Sendable, Hashable {
        /// The new flow enters from the left edge, as a pop does.
        case left
        /// The new flow enters from the right edge, as a push does.
        case right
    }

    enum Kind {
        case automatic
        case none
        case crossDissolve(duration: TimeInterval)
        case slide(edge: Edge, duration: TimeInterval)
        case custom((FlowTransitionContext) -> Void)
    }

    let kind: Kind

    /// Whether the transition moves any view: every kind but none (and automatic, which is resolved first).
    var animates: Bool {
        switch kind {
        case .automatic, .none: false
        case .crossDissolve, .slide, .custom: true
        }
    }

    var isAutomatic: Bool {
        if case .automatic = kind { return true }
        return false
    }

    /// Swaps the flows at once, with no animation.
    public static let none = FlowTransition(kind: .none)

    /// Whatever the router's `defaultTransition` is when the request runs.
    public static let automatic = FlowTransition(kind: .automatic)

    /// Fades a snapshot of the old flow out over the new one.
    ///
    /// - Parameter duration: The fade's length in seconds.
    public static func crossDissolve(duration: TimeInterval = 0.3) -> FlowTransition {
        FlowTransition(kind: .crossDissolve(duration: duration))
    }

    /// Slides the new flow in from an edge while the old one slides out the other way.
    ///
    /// - Parameters:
    ///   - edge: The edge the new flow comes in from.
    ///   - duration: The slide's length in seconds.
    public static func slide(from edge: Edge, duration: TimeInterval = 0.35) -> FlowTransition {
        FlowTransition(kind: .slide(edge: edge, duration: duration))
    }

    /// Runs your own animation.
    ///
    /// The closure receives a ``FlowTransitionContext`` whose `toView` is already the window's content
    /// and whose `fromView` (a snapshot of the old flow, if any) lies on top of it. Animate as you like, then
    /// call ``FlowTransitionContext/completeTransition()`` exactly once: the router removes the old
    /// view, releases the old flow and runs the next queued request only then. A context released
    /// without the call (an animation that let go of it unfinished) completes the transition as it goes.
    public static func custom(_ animator: @escaping @MainActor (FlowTransitionContext) -> Void) -> FlowTransition {
        FlowTransition(kind: .custom(animator))
    }
}
