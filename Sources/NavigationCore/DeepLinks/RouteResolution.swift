/// A resolver's answer: show a destination, hand the link off to another app, reject it, or match
/// another URL in its place.
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
    /// What a resolution answers, for code that passes a nested resolution on or adjusts it.
    public enum Kind: Sendable, Equatable {
        /// Show the destination.
        case show(Destination)
        /// Hand a URL off: the one named, or (`nil`) the link as it arrived.
        case handOff(URL?)
        /// Refuse the input.
        case reject(DeepLinkError)
        /// Match the URL against the same table in place of the link.
        case redirect(URL)
    }

    /// What the resolution answers.
    public let kind: Kind

    /// Shows `destination`, as ``NavigationRouter/open(_:completion:)`` does: held when no flow can show it yet.
    public static func show(_ destination: Destination) -> RouteResolution {
        RouteResolution(kind: .show(destination))
    }

    /// Hands the link as it arrived to another app (Safari, for a web link): for a web page the app
    /// does not show. An input that is not a URL (a shortcut, a notification without one) is rejected
    /// with ``DeepLinkError/nothingToHandOff``; name a URL with ``handOff(to:)`` for those.
    public static var handOff: RouteResolution { RouteResolution(kind: .handOff(nil)) }

    /// Hands `url` to another app: the final URL of a redirect, say, or a notification's web page.
    public static func handOff(to url: URL) -> RouteResolution {
        RouteResolution(kind: .handOff(url))
    }

    /// Refuses the input, for the reason given; reported as ``DeepLinkError/rejectedByHandler(_:)``.
    public static func reject(_ reason: String) -> RouteResolution {
        RouteResolution(kind: .reject(.rejectedByHandler(reason)))
    }

    /// Refuses the input with `error`.
    public static func reject(_ error: DeepLinkError) -> RouteResolution {
        RouteResolution(kind: .reject(error))
    }

    /// Matches `url` against the same table in place of the link: a click-tracking link's final URL,
    /// found by following its redirect.
    ///
    /// The link goes on as if `url` had arrived: a route that makes a destination shows it, a
    /// resolver route runs its resolver (reported as ``DestinationEvent/resolving(_:)`` of `url`), and
    /// a URL the table refuses is rejected under its own name. The link's completion hears how it
    /// ended. A link redirected more than ``maximumRedirects`` times is rejected.
    public static func redirect(to url: URL) -> RouteResolution {
        RouteResolution(kind: .redirect(url))
    }

    /// How many redirects one link may follow before it is rejected: 5.
    public static var maximumRedirects: Int { 5 }

    /// The destination to show, if the answer is ``show(_:)``.
    public var destination: Destination? {
        guard case .show(let destination) = kind else { return nil }
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
