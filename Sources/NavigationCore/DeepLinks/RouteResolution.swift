/// A resolver's answer: show a destination, hand the link off to another app, or reject it.
///
/// Resolvers are declared with ``DestinationRouteTable/addResolver(_:_:)`` and its shortcut and
/// notification forms. They may be `async`: the router runs them while the user keeps control.
///
/// ```swift
/// var routes = DestinationRouteTable<AppDestination>(schemes: ["myapp", "https"], hosts: ["example.com"])
/// let mailbox = Mailbox()
/// try routes.addResolver("messages/:id(int)") { parameters in
///     let id = try parameters.int("id")
///     guard try await mailbox.messageExists(id) else { return .handOff(to: mailbox.webPage(of: id)) }
///     return .show(.message(id: id))
/// }
/// ```
public struct RouteResolution<Destination: NavigationDestination>: Sendable, Equatable {
    enum Answer: Sendable, Equatable {
        case show(Destination)
        case handOff(URL?)
        case reject(DeepLinkError)
    }

    let answer: Answer

    /// Shows `destination`, as ``NavigationRouter/open(_:completion:)`` does: held when no flow can show it yet.
    public static func show(_ destination: Destination) -> RouteResolution {
        RouteResolution(answer: .show(destination))
    }

    /// Hands the link as it arrived to another app (Safari, for a web link): for a web page the app
    /// does not show. An input that is not a URL (a shortcut, a notification without one) is rejected
    /// with ``DeepLinkError/nothingToHandOff``; name a URL with ``handOff(to:)`` for those.
    public static var handOff: RouteResolution { RouteResolution(answer: .handOff(nil)) }

    /// Hands `url` to another app: the final URL of a redirect, say, or a notification's web page.
    public static func handOff(to url: URL) -> RouteResolution {
        RouteResolution(answer: .handOff(url))
    }

    /// Refuses the input, for the reason given; reported as ``DeepLinkError/rejectedByHandler(_:)``.
    public static func reject(_ reason: String) -> RouteResolution {
        RouteResolution(answer: .reject(.rejectedByHandler(reason)))
    }

    /// Refuses the input with `error`.
    public static func reject(_ error: DeepLinkError) -> RouteResolution {
        RouteResolution(answer: .reject(error))
    }

    /// The destination to show, if the answer is ``show(_:)``.
    public var destination: Destination? {
        guard case .show(let destination) = answer else { return nil }
        return destination
    }
}

/// Why the router stopped resolving a link before it answered.
///
/// The link's resolver sees its task cancelled; whatever it returns afterwards is ignored.
public enum ResolutionCancellation: Sendable, Equatable, CustomStringConvertible {
    /// A newer link or destination request came in: the newest wins.
    case superseded
    /// The flow changed (``NavigationRouter/cancelsLinkResolutionOnFlowChange``).
    case flowChanged
    /// The app cleared it with ``NavigationRouter/clearPendingDestination()`` (on sign-out, say).
    case cleared
    /// The router was released.
    case routerReleased
    /// It took longer than ``NavigationRouter/linkResolutionTimeLimit``, in seconds.
    case timedOut(after: TimeInterval)

    /// A phrase for logs.
    public var description: String {
        switch self {
        case .superseded: "a newer request superseded it"
        case .flowChanged: "the flow changed"
        case .cleared: "it was cleared"
        case .routerReleased: "the router was released"
        case .timedOut(let limit):
            "it took longer than \(limit == limit.rounded() ? String(Int(limit)) : String(limit)) seconds"
        }
    }
}
