/// The navigation controller a ``NavigationModule`` builds: it asks the module for its initial screens
/// when UIKit first loads its view, so a stack that is never shown creates no screen, records its
/// first appearance, and tells the module when UIKit shows a new top controller.
///
/// Its `delegate` is a proxy that the module listens to: setting `delegate` gives the app's object to
/// the proxy, which passes every call on, and reading it returns the proxy.
final class ModuleNavigationController: UINavigationController, PresentationDelegateHolding {
    var presentationDelegateProxy: PresentationControllerDelegateProxy?
    var onViewDidLoad: (() -> Void)?
    /// Called when UIKit starts to dismiss it, whoever asked: the user, the app, or the SDK.
    var onDismissal: (() -> Void)?
    /// Called when code calls `dismiss(animated:completion:)` on this controller, before UIKit starts,
    /// and once UIKit has carried it out: app code dismissing a chain from here is seen at once (even
    /// where no controller of the chain gets an appearance callback), and is never taken for the user.
    var onDismissCall: ((DismissCallPhase) -> Void)?
    /// Called whenever code asks to change the stack, before UIKit does: with the delegate's
    /// `willShow`/`didShow`, which UIKit sends for every change of the top controller, it tells the
    /// module which stacks may have changed, so that reporting events reads only those.
    var onStackMayChange: (() -> Void)?
    /// Called when UIKit is about to show a new top controller, and when it has.
    var onWillShow: (() -> Void)? {
        get { delegateProxy.onWillShow }
        set { delegateProxy.onWillShow = newValue }
    }
    var onDidShow: (() -> Void)? {
        get { delegateProxy.onDidShow }
        set { delegateProxy.onDidShow = newValue }
    }

    private let delegateProxy = NavigationControllerDelegateProxy()

    /// Makes the proxy the delegate UIKit calls; the module does this when it makes the controller.
    func installDelegateProxy() {
        super.delegate = delegateProxy
    }

    /// The proxy that passes every call on to the delegate the app sets here.
    override weak var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            delegateProxy.appDelegate = newValue === delegateProxy ? nil : newValue
            // Setting it again makes UIKit ask the proxy anew which calls it answers.
            super.delegate = nil
            super.delegate = delegateProxy
        }
    }

    /// The controller's first appearance.
    let appearance = FirstAppearance()

    /// The controller's own setting or its top screen's: a screen with unsaved input inside a presented
    /// module keeps the user from swiping the sheet away. Whether UIKit asks the screens inside a
    /// presented navigation controller is not documented, so the container answers for them.
    override var isModalInPresentation: Bool {
        get { super.isModalInPresentation || topViewController?.isModalInPresentation == true }
        set { super.isModalInPresentation = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        onViewDidLoad?()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed { onDismissal?() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearance.markAppeared()
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let onDismissCall = self.onDismissCall
        onDismissCall?(.willBegin)
        super.dismiss(animated: flag) {
            completion?()
            onDismissCall?(.ended)
        }
    }

    override var viewControllers: [UIViewController] {
        get { super.viewControllers }
        set {
            onStackMayChange?()
            super.viewControllers = newValue
        }
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        onStackMayChange?()
        super.setViewControllers(viewControllers, animated: animated)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        onStackMayChange?()
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        onStackMayChange?()
        return super.popViewController(animated: animated)
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        onStackMayChange?()
        return super.popToViewController(viewController, animated: animated)
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        onStackMayChange?()
        return super.popToRootViewController(animated: animated)
    }
}
