/// How a presented module ends, before it is handed to the presenter as a typed ``ModalOutcome``.
@MainActor
package enum ModalEnd {
    /// Finished with a value of the presenter's result type.
    case finished(ModalValue)
    /// Ended without a value.
    case cancelled(ModalCancellation)
}

/// The value a presented module finished with, held in one object: an end travels from the request
/// through the record to the delivery, and a reference copies for a retain where a value of any
/// type copies through its type's value witnesses.
///
/// Made as a ``TypedModalValue`` of the value's own type: a presenter that expects exactly that type
/// takes the value back with a cast of the object, not of the value.
@usableFromInline
package class ModalValue {
    /// The value, of the type the module finished with.
    @usableFromInline package let value: Any

    @usableFromInline
    init(_ value: Any) {
        self.value = value
    }
}

/// A ``ModalValue`` that also holds its value with its own type.
@usableFromInline
package final class TypedModalValue<Value>: ModalValue {
    /// The value.
    @usableFromInline package let typedValue: Value

    /// Holds `value`.
    @usableFromInline
    package init(_ value: Value) {
        typedValue = value
        super.init(value)
    }
}

/// What a presented module owes its presenter: the container UIKit presents, the result type the
/// presenter expects, and the one outcome it will deliver.
@MainActor
package final class PresentationRecord {
    /// The controller UIKit presents for the module.
    package let container: UIViewController
    /// The result type the presenter expects; errors name it.
    package var resultType: Any.Type { receiver.resultType }
    /// Whether the value a module finished with has the presenter's result type.
    package func accepts(_ finished: ModalValue) -> Bool { receiver.accepts(finished) }
    /// How the module ends, when the SDK itself dismisses it; `nil` when UIKit or the user does.
    package var pendingEnd: ModalEnd? {
        get { storedPendingEnd }
        set {
            hasPendingEnd = if case .none = newValue { false } else { true }
            storedPendingEnd = newValue
        }
    }
    @exclusivity(unchecked) private var storedPendingEnd: ModalEnd?
    /// Whether ``pendingEnd`` is set: what most looks need, without a copy of the value it holds.
    @exclusivity(unchecked) package private(set) var hasPendingEnd = false

    /// Takes ``pendingEnd`` out, leaving `nil`: for the module's end, which the record does not outlive.
    package func takePendingEnd() -> ModalEnd? {
        hasPendingEnd = false
        // `Optional.take()` is not in every iOS version the package supports.
        defer { storedPendingEnd = nil }
        return storedPendingEnd
    }
    /// Whether UIKit has called the completion of the presentation: it may run it inside the call.
    @exclusivity(unchecked) package var presentationCompleted = false
    /// What the presentation's completion does, until UIKit calls it.
    @exclusivity(unchecked) package var presentationContinuation: PresentationContinuation?
    /// Whether UIKit has called the completion of the dismissal the SDK asked for.
    @exclusivity(unchecked) package var dismissalCompleted = false
    /// Whether the dismissal UIKit is running is interactive: a sheet swiped down.
    @exclusivity(unchecked) package var dismissalIsInteractive = false
    /// Whether the presentation controller's delegate was told the user is dismissing the module.
    ///
    /// The proxy keeps it, so that nothing holds the record weakly: an object held weakly pays more
    /// for every retain and release (Swift moves its reference counts to a side table).
    package var userWillDismiss: Bool {
        get { delegateProxy?.userWillDismiss ?? false }
        set { delegateProxy?.userWillDismiss = newValue }
    }
    /// Whether the app's delegate stood in the proxy's place when the dismissal began.
    @exclusivity(unchecked) package var delegateWasReplaced = false
    /// Whether code is calling `dismiss(animated:completion:)` on a container of this chain now.
    @exclusivity(unchecked) package var codeIsCallingDismiss = false
    /// Whether the dismissal began inside such a call: then it is never the user's.
    @exclusivity(unchecked) package var dismissalCalledByCode = false

    /// Whether the dismissal that ended the module was the user's: the delegate was told the user is
    /// dismissing, or the dismissal was interactive; for a popover whose delegate the app replaced too
    /// late to be adopted, only a dismissal no code called on the SDK's containers, that is, a tap
    /// outside.
    package var isEndedByUser: Bool {
        dismissalIsInteractive || userWillDismiss
            || (delegateWasReplaced && container.modalPresentationStyle == .popover && !dismissalCalledByCode)
    }

    /// The user let go of a dismissal: the module stays, and nothing of that dismissal counts later.
    package func dismissalWasCancelled() {
        dismissalIsInteractive = false
        userWillDismiss = false
        delegateWasReplaced = false
        dismissalCalledByCode = false
    }

    /// Whether the module is presented full screen: the user can dismiss neither it nor anything it
    /// covers, so while UIKit presents it, what lies below it ends by code only.
    package let coversPresenter: Bool

    /// The delegate UIKit's presentation controller has, which passes every call on to the app's;
    /// `nil` for a presentation the user cannot dismiss, which leaves the delegate to the app.
    let delegateProxy: PresentationControllerDelegateProxy?
    /// The presenter's completion.
    private let receiver: SpecializedPresentationOutcome
    /// Whether the presenter has had its outcome: it gets one only.
    @exclusivity(unchecked) private var hasDelivered = false

    /// Creates the record of a presentation.
    package init(
        container: UIViewController, receiver: SpecializedPresentationOutcome, keepsPopoverInCompactWidth: Bool = false
    ) {
        self.container = container
        self.receiver = receiver
        let style = container.modalPresentationStyle
        coversPresenter = style == .fullScreen
        let userCanDismiss =
            !(style == .fullScreen || style == .overFullScreen || style == .currentContext
            || style == .overCurrentContext)
        guard userCanDismiss else {
            delegateProxy = nil
            return
        }
        let delegateProxy = PresentationControllerDelegateProxy()
        delegateProxy.keepsPopoverInCompactWidth = keepsPopoverInCompactWidth
        self.delegateProxy = delegateProxy
        (container as? any PresentationDelegateHolding)?.presentationDelegateProxy = delegateProxy
        adoptPresentationDelegate()
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

    /// Hands the outcome to the presenter, the first time only.
    package func finish(_ end: consuming ModalEnd) {
        guard !hasDelivered else { return }
        hasDelivered = true
        receiver.deliver(end)
    }
}
