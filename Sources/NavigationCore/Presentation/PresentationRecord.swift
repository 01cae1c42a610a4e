/// How a presented module ends, before it is handed to the presenter as a typed ``ModalOutcome``.
@usableFromInline
package enum ModalEnd {
    /// Finished with a value, of the presenter's result type once accepted; boxed, so that an end
    /// copies as a reference.
    indirect case finished(Any)
    /// Ended without a value.
    case cancelled(ModalCancellation)
}

/// What a presented module owes its presenter, kept in the module itself (``NavigationModule/presentationState``):
/// its completions hold the module.
///
/// A module is presented once. It is presented, as far as the SDK knows, while it holds the
/// presenter's completion: the presenter has not had its outcome.
@MainActor
package struct PresentationState {
    /// The presenter's completion, until the presentation ends.
    var receiver: PresentationReceiver?
    /// How the module ends, when the SDK itself dismisses it; `nil` when UIKit or the user does.
    var pendingEnd: ModalEnd?
    /// What the presentation's completion does, until UIKit calls it.
    package var presentationContinuation: PresentationContinuation?
    /// What the completion of the dismissal the SDK asked for does, until UIKit calls it (or the SDK
    /// sees that UIKit declined the dismissal).
    package var dismissalContinuation: DismissalContinuation?
    /// Whether the dismissal UIKit is running is interactive: a sheet swiped down.
    package var dismissalIsInteractive = false
    /// Whether the app's delegate stood in the proxy's place when the dismissal began.
    package var delegateWasReplaced = false
    /// Whether code is calling `dismiss(animated:completion:)` on a container of this chain now.
    package var codeIsCallingDismiss = false
    /// Whether the dismissal began inside such a call: then it is never the user's.
    package var dismissalCalledByCode = false
    /// Whether the module was presented full screen: the user can dismiss neither it nor anything it
    /// covers, so while UIKit presents it, what lies below it ends by code only.
    var coversPresenter = false
    /// Whether the module, its presenter and every presenter below it are stack modules, each presented
    /// full screen over the one below, from the flow's base: while UIKit presents the module, nothing
    /// below it can have ended. Noted as the module is presented.
    var extendsCoveredChain = false
    /// The delegate UIKit's presentation controller has, which passes every call on to the app's;
    /// `nil` for a presentation the user cannot dismiss, which leaves the delegate to the app.
    var delegateProxy: PresentationControllerDelegateProxy?

    /// Whether the module is presented, as far as the SDK knows.
    var isActive: Bool { receiver != nil }

    package init() {}
}

/// What a presented module owes its presenter: the container UIKit presents, the result type the
/// presenter expects, and the one outcome it will deliver. A view of the module's
/// ``NavigationModule/presentationState``, which it reads and writes in place.
@MainActor
package struct PresentationRecord {
    /// The presented module.
    package let module: NavigationModule

    /// The controller UIKit presents for the module.
    package var container: UIViewController { module.containerViewController }
    /// The result type the presenter expects; errors name it.
    package var resultType: Any.Type { module.presentationState.receiver?.resultType ?? Never.self }
    /// Whether the value a module finished with has the presenter's result type.
    package func accepts(_ finished: Any) -> Bool {
        module.presentationState.receiver?.accepts(finished) == true
    }
    /// How the module ends, when the SDK itself dismisses it; `nil` when UIKit or the user does.
    package var pendingEnd: ModalEnd? {
        get { module.presentationState.pendingEnd }
        nonmutating set { module.presentationState.pendingEnd = newValue }
    }
    /// Whether ``pendingEnd`` is set.
    package var hasPendingEnd: Bool { module.presentationState.pendingEnd != nil }

    /// Takes ``pendingEnd`` out, leaving `nil`: for the module's end.
    package func takePendingEnd() -> ModalEnd? {
        defer { module.presentationState.pendingEnd = nil }
        return module.presentationState.pendingEnd
    }
    /// Whether the presentation controller's delegate was told the user is dismissing the module.
    package var userWillDismiss: Bool {
        get { delegateProxy?.userWillDismiss ?? false }
        nonmutating set { delegateProxy?.userWillDismiss = newValue }
    }

    /// Whether the dismissal that ended the module was the user's: the delegate was told the user is
    /// dismissing, or the dismissal was interactive; for a popover whose delegate the app replaced too
    /// late to be adopted, only a dismissal no code called on the SDK's containers, that is, a tap
    /// outside.
    package var isEndedByUser: Bool {
        module.presentationState.dismissalIsInteractive || userWillDismiss
            || (module.presentationState.delegateWasReplaced && container.modalPresentationStyle == .popover
                && !module.presentationState.dismissalCalledByCode)
    }

    /// The user let go of a dismissal: the module stays, and nothing of that dismissal counts later.
    package func dismissalWasCancelled() {
        module.presentationState.dismissalIsInteractive = false
        userWillDismiss = false
        module.presentationState.delegateWasReplaced = false
        module.presentationState.dismissalCalledByCode = false
    }

    /// Whether the module was presented full screen (see ``PresentationState``).
    package var coversPresenter: Bool { module.presentationState.coversPresenter }

    /// The presentation controller's delegate proxy, if the user can dismiss the presentation.
    var delegateProxy: PresentationControllerDelegateProxy? { module.presentationState.delegateProxy }

    /// Starts the record of `module`'s presentation in `container`, for `receiver`.
    package static func begin(
        for module: NavigationModule, in container: UIViewController, receiver: PresentationReceiver,
        keepsPopoverInCompactWidth: Bool = false
    ) -> PresentationRecord {
        let style = container.modalPresentationStyle
        module.presentationState.receiver = receiver
        module.presentationState.coversPresenter = style == .fullScreen
        let record = PresentationRecord(module: module)
        let userCanDismiss =
            !(style == .fullScreen || style == .overFullScreen || style == .currentContext
            || style == .overCurrentContext)
        guard userCanDismiss else { return record }
        let delegateProxy = PresentationControllerDelegateProxy()
        delegateProxy.keepsPopoverInCompactWidth = keepsPopoverInCompactWidth
        module.presentationState.delegateProxy = delegateProxy
        (container as? any PresentationDelegateHolding)?.presentationDelegateProxy = delegateProxy
        record.adoptPresentationDelegate()
        return record
    }

    /// Makes the proxy the presentation controller's delegate, again when the app set its own since,
    /// if the user can dismiss the presentation.
    ///
    /// Only a presentation the user can dismiss (a sheet's swipe, a tap outside a popover) has a
    /// proxy, to hear that the user is dismissing it. A full-screen or current-context presentation
    /// ends by code only, and its presentation controller keeps the delegate the app gives it.
    package func adoptPresentationDelegate() {
        guard let delegateProxy, let presentationController = container.presentationController else { return }
        delegateProxy.adopt(presentationController)
    }

    /// Whether UIKit still presents the module's container.
    package var isPresented: Bool { container.presentingViewController != nil }

    /// Ends the record: the module is no longer presented as far as the SDK knows; the delegate proxy
    /// goes (it stays with the container that keeps it) and the presenter's completion is returned,
    /// for the one outcome ``finish(_:to:)`` hands it. The continuation stays until UIKit completes the
    /// presentation: the request that presented the module runs until then, and its presenter lives.
    package func end() -> PresentationReceiver? {
        module.presentationState.delegateProxy = nil
        defer { module.presentationState.receiver = nil }
        return module.presentationState.receiver
    }

    /// Hands the outcome to the presenter: ``end()`` hands out its completion once.
    package func finish(_ end: ModalEnd, to receiver: PresentationReceiver?) {
        receiver?.deliver(end)
    }
}
