/// How a presented module ends, before it is handed to the presenter as a typed ``ModalOutcome``.
@usableFromInline
package enum ModalEnd {
    /// Finished with a value, of the presenter's result type once accepted; boxed, so that an end
    /// copies as a reference.
    indirect case finished(Any)
    /// Ended without a value.
    case cancelled(ModalCancellation)
}

/// One presentation of a module: the container UIKit presents, the presenter's completion, the end
/// the SDK chose, the requests that wait for UIKit, and what tells a user's dismissal from code's.
///
/// The presented module keeps it (``NavigationModule/presentation``) while the SDK takes the module
/// as presented: from the presentation's start until the presenter has its outcome. The presenter
/// holds the presented module, so the presentation lives as long as the presenter shows it; the
/// completions UIKit calls hold the presentation itself, and find it after it has ended.
@MainActor
package final class ModulePresentation {
    /// The controller UIKit presents for the module.
    package let container: UIViewController
    /// The presenter's completion, called once.
    private let receiver: PresentationReceiver
    /// Whether the presenter has had its outcome.
    private var hasDelivered = false
    /// How the module ends, when the SDK itself dismisses it; `nil` when UIKit or the user does.
    package var pendingEnd: ModalEnd?
    /// Ends the request that presented the module, once UIKit completes the presentation.
    var whenPresented: (@MainActor () -> Void)?
    /// Ends the dismissal the SDK asked for, once UIKit completes it (or the SDK sees UIKit declined it).
    var whenDismissed: RequestEnd?
    /// Whether the dismissal UIKit began was the user's as it began: interactive (a sheet swiped
    /// down), or a popover tapped outside after the app replaced the delegate that would have heard it.
    var dismissalBeganByUser = false
    /// Whether code is calling `dismiss(animated:completion:)` on a container of this chain now.
    var codeIsCallingDismiss = false
    /// Whether the module, its presenter and every presenter below it are stack modules, each presented
    /// full screen over the one below, from the flow's base, and none presented in a context of its
    /// own as it was covered (UIKit presents nothing from a covered context later): while UIKit
    /// presents the module, nothing below it can animate or have ended.
    let extendsCoveredChain: Bool
    /// The delegate UIKit's presentation controller has, which passes every call on to the app's;
    /// `nil` for a presentation the user cannot dismiss, which leaves the delegate to the app.
    private let delegateProxy: PresentationControllerDelegateProxy?

    /// Starts the presentation of a module in `container`, for `receiver`.
    init(
        container: UIViewController, receiver: PresentationReceiver, keepsPopoverInCompactWidth: Bool,
        extendsCoveredChain: Bool
    ) {
        self.container = container
        self.receiver = receiver
        let style = container.modalPresentationStyle
        self.extendsCoveredChain = extendsCoveredChain && style == .fullScreen
        // Only a presentation the user can dismiss (a sheet's swipe, a tap outside a popover) has a
        // proxy, to hear that the user is dismissing it. A full-screen or current-context presentation
        // ends by code only, and its presentation controller keeps the delegate the app gives it.
        guard ![.fullScreen, .overFullScreen, .currentContext, .overCurrentContext].contains(style) else {
            delegateProxy = nil
            return
        }
        let delegateProxy = PresentationControllerDelegateProxy()
        delegateProxy.keepsPopoverInCompactWidth = keepsPopoverInCompactWidth
        self.delegateProxy = delegateProxy
        (container as? any PresentationDelegateHolding)?.presentationDelegateProxy = delegateProxy
        adoptPresentationDelegate()
    }

    /// The result type the presenter expects; errors name it.
    var resultType: Any.Type { receiver.resultType }

    /// Whether the value a module finished with has the presenter's result type.
    func accepts(_ finished: Any) -> Bool { receiver.accepts(finished) }

    /// Whether UIKit still presents the module's container.
    package var isPresented: Bool { container.presentingViewController != nil }

    /// Whether the dismissal that ended the module was the user's: it began so, or the delegate was
    /// told the user is dismissing.
    var isEndedByUser: Bool { dismissalBeganByUser || delegateProxy?.userWillDismiss == true }

    /// UIKit has begun to dismiss the container, under `coordinator`: notes whether the user does.
    func dismissalBegan(under coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let delegateWasReplaced = container.presentationController?.delegate !== delegateProxy
        dismissalBeganByUser =
            coordinator?.initiallyInteractive == true
            || (delegateWasReplaced && container.modalPresentationStyle == .popover && !codeIsCallingDismiss)
    }

    /// The user let go of a dismissal: the module stays, and nothing of that dismissal counts later.
    func dismissalWasCancelled() {
        dismissalBeganByUser = false
        delegateProxy?.userWillDismiss = false
    }

    /// Makes the proxy the presentation controller's delegate, again when the app set its own since,
    /// if the user can dismiss the presentation.
    func adoptPresentationDelegate() {
        guard let delegateProxy, let presentationController = container.presentationController else { return }
        delegateProxy.adopt(presentationController)
    }

    /// Hands the presenter how the module ended, once.
    func deliver(_ end: ModalEnd) {
        guard !hasDelivered else { return }
        hasDelivered = true
        receiver.deliver(end)
    }

    /// UIKit has completed the presentation: the request that made it ends.
    func presentationDidComplete() {
        let whenPresented = self.whenPresented
        self.whenPresented = nil
        whenPresented?()
    }

    /// The dismissal the SDK asked for has ended with `result`: UIKit completed it, or declined it.
    func dismissalDidEnd(_ result: Result<Void, NavigationError>) {
        let whenDismissed = self.whenDismissed
        self.whenDismissed = nil
        whenDismissed?(result)
    }
}
