/// A change to what the router shows, whoever made it: reported once to the router's observers, in
/// the order the changes happened.
///
/// Observe them with ``NavigationRouter/observeNavigation(_:)``, for logging and analytics. A stack
/// change is reported when UIKit has finished it (after the animation, or the user's swipe), a
/// presentation once it is on screen, a dismissal as the presenter receives its ``ModalOutcome``, a
/// flow change once the new flow is on screen. Modules dismissed by a flow change are reported before
/// the flow change, top first. An abandoned back swipe changes nothing and reports nothing.
public enum NavigationEvent: Sendable, Equatable, CustomStringConvertible {
    /// The router shows a new flow; `from` is `nil` for the first flow.
    case flowChanged(from: NavigationModuleSummary?, to: NavigationModuleSummary)
    /// Screens were pushed on a module's stack (one, or several at once), top last.
    case pushed([String], in: NavigationModuleSummary, source: NavigationEventSource)
    /// Screens were popped off a module's stack, top last.
    case popped([String], in: NavigationModuleSummary, source: NavigationEventSource)
    /// A module's stack was replaced other than by pushing or popping: `removed` went, `added` came.
    /// A tab replaced while off screen makes its screens when first shown: `added` is empty then.
    case stackReplaced(removed: [String], added: [String], in: NavigationModuleSummary, source: NavigationEventSource)
    /// A module was presented over another, with UIKit's presentation style (such as `pageSheet`).
    case presented(NavigationModuleSummary, style: String, over: NavigationModuleSummary)
    /// A presented module was dismissed and its presenter received its outcome: `cancellation` is `nil`
    /// when it finished with a value, else why it was cancelled.
    case dismissed(NavigationModuleSummary, cancellation: ModalCancellation?, source: NavigationEventSource)
    /// A tab branch selected the tab with this identifier.
    case tabSelected(String, index: Int, source: NavigationEventSource)

    /// Who made the change.
    public var source: NavigationEventSource {
        switch self {
        case .flowChanged, .presented: .code
        case .pushed(_, _, let source), .popped(_, _, let source), .stackReplaced(_, _, _, let source),
            .dismissed(_, _, let source), .tabSelected(_, _, let source):
            source
        }
    }

    /// A sentence for logs, such as `pushed MessageScreen in inbox: InboxScreen > MessageScreen (code)`.
    public var description: String {
        switch self {
        case .flowChanged(let from, let to):
            from.map { "flow changed from \($0) to \(to)" } ?? "flow started: \(to)"
        case .pushed(let screens, let module, let source):
            "pushed \(screens.joined(separator: ", ")) in \(module) (\(source))"
        case .popped(let screens, let module, let source):
            "popped \(screens.joined(separator: ", ")) in \(module) (\(source))"
        case .stackReplaced(let removed, let added, let module, let source):
            "replaced " + (removed.isEmpty ? "a stack not made yet" : removed.joined(separator: ", ")) + " with "
                + (added.isEmpty ? "a stack not made yet" : added.joined(separator: ", ")) + " in \(module) (\(source))"
        case .presented(let module, let style, let presenter):
            "presented \(module) as \(style) over \(presenter)"
        case .dismissed(let module, let cancellation, let source):
            // The user's own dismissal says who made it already.
            cancellation == .dismissedByUser
                ? "dismissed \(module), cancelled: dismissed by the user"
                : "dismissed \(module), \(cancellation.map { "cancelled: \($0)" } ?? "finished") (\(source))"
        case .tabSelected(let identifier, let index, let source):
            "selected tab \(identifier) (\(index)) (\(source))"
        }
    }
}
