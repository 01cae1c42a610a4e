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
        case present(Presenting)
        case resolving(@MainActor () async throws -> DestinationPlan)
        case handOff(URL)
        case reject(DeepLinkError)
    }

    /// What a presenting plan presents, and where its module's end goes (the receiver knows the
    /// result type the plan was given): one object, so that every plan stays a few words to copy.
    final class Presenting {
        let models: [NavigationModel]
        let presentation: ModalPresentation
        let destinations: DestinationHandler?
        let receiver: PresentationReceiver

        init(
            models: [NavigationModel], presentation: ModalPresentation, destinations: DestinationHandler?,
            receiver: PresentationReceiver
        ) {
            self.models = models
            self.presentation = presentation
            self.destinations = destinations
            self.receiver = receiver
        }
    }

    let kind: Kind

    /// Whether the plan leaves what is presented over the flow in place; see ``keepingPresentations()``.
    private(set) var keepsPresentations = false

    init(kind: Kind) {
        self.kind = kind
    }

    /// The same plan, leaving what is presented over the flow in place instead of dismissing it first.
    ///
    /// For links that only move what lies below a sheet (select the Activity tab, pop a tab to its
    /// root) while the user keeps what is up. A presenting plan that keeps presentations fails with
    /// ``NavigationError/alreadyPresenting`` while something is presented.
    ///
    /// ```swift
    /// let activity = DestinationHandler(AppDestination.self) { $0 == .activity ? .root.keepingPresentations() : nil }
    /// ```
    public func keepingPresentations() -> DestinationPlan {
        var plan = self
        plan.keepsPresentations = true
        return plan
    }

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
    /// kept. Otherwise whatever the module presents is dismissed first. The presented module may finish
    /// with any value, which goes nowhere: use ``present(_:presentation:destinations:returning:completion:)``
    /// to receive it.
    ///
    /// - Parameters:
    ///   - models: The presented module's initial stack, root first.
    ///   - presentation: UIKit's style, and what a sheet or a popover needs.
    ///   - destinations: The destinations the presented module shows itself while it is up.
    public static func present(
        _ models: [NavigationModel], presentation: ModalPresentation = .automatic,
        destinations: DestinationHandler? = nil
    ) -> DestinationPlan {
        let receiver = PresentationReceiver { (_: Result<ModalOutcome<Any>, NavigationError>) in }
        return DestinationPlan(
            kind: .present(
                Presenting(models: models, presentation: presentation, destinations: destinations, receiver: receiver)))
    }

    /// Presents a module built from `models` over the module, and hands how it ended to `completion`:
    /// a deep link to Compose whose draft the app sends.
    ///
    /// Everything ``present(_:presentation:destinations:)`` says holds. Once the module is presented,
    /// `completion` is called exactly once when it ends: ``ModalOutcome/finished(_:)`` with the `Value`
    /// it finished with, or ``ModalOutcome/cancelled(_:)``. A destination that fails before anything is
    /// presented reports its failure as the destination's outcome, and `completion` is not called.
    ///
    /// ```swift
    /// let outbox = Outbox()
    /// let handler = DestinationHandler(AppDestination.self) { destination in
    ///     guard case .messages = destination else { return nil }
    ///     return .present([NavigationModel(initialViewControllerType: ComposeViewController.self)],
    ///                     returning: Draft.self) { outcome in
    ///         if case .finished(let draft) = outcome { outbox.send(draft) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - models: The presented module's initial stack, root first.
    ///   - presentation: UIKit's style, and what a sheet or a popover needs.
    ///   - destinations: The destinations the presented module shows itself while it is up.
    ///   - resultType: The type the presented module finishes with.
    ///   - completion: How the module ended.
    public static func present<Value>(
        _ models: [NavigationModel], presentation: ModalPresentation = .automatic,
        destinations: DestinationHandler? = nil, returning resultType: Value.Type,
        completion: @escaping @MainActor (ModalOutcome<Value>) -> Void
    ) -> DestinationPlan {
        let receiver = PresentationReceiver { (result: Result<ModalOutcome<Value>, NavigationError>) in
            // A presentation that failed is the destination's failure, reported there.
            if case .success(let outcome) = result { completion(outcome) }
        }
        return DestinationPlan(
            kind: .present(
                Presenting(models: models, presentation: presentation, destinations: destinations, receiver: receiver)))
    }

    /// Decides the plan after awaiting `resolve`: load a project, then present its page.
    ///
    /// The router runs `resolve` as it runs a route's resolver: the request queue is free meanwhile,
    /// so the user keeps control and nothing moves; a newer request, a flow change, clearing and the
    /// router's release cancel it, and ``NavigationRouter/linkResolutionTimeLimit`` bounds it. Events
    /// report ``DestinationEvent/resolving(_:)`` with the input ``DeepLinkInput/destination(_:)``.
    /// When it returns, the destination is shown with the plan it returned, in its module if that
    /// module is still on screen, and asked of the flow anew otherwise. An error it throws rejects the
    /// destination (``DestinationOutcome/rejected(_:reason:)``), as does returning ``reject(_:)``.
    ///
    /// ```swift
    /// let mailbox = Mailbox()
    /// let messages = DestinationHandler(AppDestination.self) { destination in
    ///     guard case .message(let id) = destination else { return nil }
    ///     return .resolving {
    ///         guard try await mailbox.messageExists(id) else { return .handOff(to: mailbox.webPage(of: id)) }
    ///         return .stack([NavigationModel(MessageViewController.self, input: id)])
    ///     }
    /// }
    /// ```
    public static func resolving(_ resolve: @escaping @MainActor () async throws -> DestinationPlan)
        -> DestinationPlan
    {
        DestinationPlan(kind: .resolving(resolve))
    }

    /// Shows nothing, and hands `url` to another app (``NavigationRouter/onHandOff``): for a
    /// destination the app shows on the web only. Usually the answer of a ``resolving(_:)`` plan.
    public static func handOff(to url: URL) -> DestinationPlan {
        DestinationPlan(kind: .handOff(url))
    }

    /// Shows nothing and refuses the destination for the reason given: reported as
    /// ``DestinationEvent/rejected(_:reason:)`` with ``DeepLinkError/rejectedByHandler(_:)``. Usually
    /// the answer of a ``resolving(_:)`` plan whose fetch found nothing to show.
    public static func reject(_ reason: String) -> DestinationPlan {
        DestinationPlan(kind: .reject(.rejectedByHandler(reason)))
    }

    /// Runs your own steps on the module; call `done` once when they have finished.
    ///
    /// The steps may be the SDK's own requests, and wait for them: the requests made while the plan
    /// runs, until it calls `done`, run inside it, in order, before its outcome is reported and before
    /// the requests that waited behind it (a push made meanwhile by other code runs inside it too).
    /// A request made after the plan called `done` waits its turn as usual. A plan that lets go of
    /// `done` without calling it is done on the main queue's next turn; one that still holds it when
    /// the router is released ends then, with ``DestinationOutcome/failed(_:)``
    /// (``NavigationError/routerReleased``), and a later call does nothing. The outcome is
    /// ``DestinationOutcome/shown``.
    ///
    /// ```swift
    /// let messages = DestinationHandler(AppDestination.self) { destination in
    ///     guard case .message(let id) = destination else { return nil }
    ///     return .custom { module, done in
    ///         module.pushViewController(MessageViewController.self, input: id) { _ in done() }
    ///     }
    /// }
    /// ```
    public static func custom(
        _ perform: @escaping @MainActor (NavigationModule, _ done: @escaping @MainActor () -> Void) -> Void
    ) -> DestinationPlan {
        DestinationPlan(kind: .custom(perform))
    }
}
