/// The navigation controller a ``NavigationModule`` builds: it asks the module for its initial screens
/// when UIKit first loads its view, so a stack that is never shown creates no screen, records its
/// first appearance, and tells the module when UIKit shows a new top controller.
///
/// UIKit's delegate is a proxy that the module listens to, installed once the stack holds two screens
/// or the app sets a delegate: setting `delegate` gives the app's object to the proxy, which passes
/// every call on, and reading it returns the app's object, as UIKit's getter does.
final class ModuleNavigationController: UINavigationController, PresentationDelegateHolding {
    /// The proxy of the presentation controller while the module's container is presented.
    var presentationDelegateProxy: PresentationControllerDelegateProxy?

    /// The module the controller tells, held weakly: when UIKit first loads the view, when code asks
    /// to change the stack (before UIKit does: with the delegate's `willShow`/`didShow`, which UIKit
    /// sends for every change of the top controller, it tells the module which stacks may have
    /// changed, so that reporting events reads only those), when code calls
    /// `dismiss(animated:completion:)` here (before UIKit starts and once it has carried it out: app
    /// code dismissing a chain from here is seen at once, even where no controller of the chain gets
    /// an appearance callback, and is never taken for the user), and when UIKit starts to dismiss it,
    /// whoever asked.
    private(set) weak var module: NavigationModule?

    /// The controller's own proxy, made once the stack holds two screens or more (before that, UIKit
    /// cannot change its top without code asking: the user has nothing to go back to) or the app sets
    /// a delegate. One proxy shared by every controller would spare an object per module, but UIKit
    /// references its delegate weakly, and a proxy that lives as long as the process is reported as
    /// a leak by LeakSanitizer, in the SDK's tests and in an app's own `swift test --sanitize=address`.
    private var delegateProxy: NavigationControllerDelegateProxy?

    /// Whether UIKit has begun to take the controller off screen (between `viewWillDisappear` and
    /// `viewDidDisappear`, unless the user lets go of the transition): a dismissal of the chain it
    /// tops is under way, whoever runs it.
    private(set) var isDisappearing = false

    /// The controller's first appearance.
    var appearance = FirstAppearance()

    /// Makes `module` the one the controller tells; the module does this when it makes the controller.
    func attach(to module: NavigationModule) {
        self.module = module
        delegateProxy?.module = module
    }

    /// The proxy UIKit calls, made and installed on first need.
    private func installedDelegateProxy() -> NavigationControllerDelegateProxy {
        if let delegateProxy { return delegateProxy }
        let proxy = NavigationControllerDelegateProxy()
        proxy.module = module
        delegateProxy = proxy
        super.delegate = proxy
        return proxy
    }

    /// Installs the proxy before a change that leaves `count` screens, when the user could then go back.
    private func prepareForStack(of count: Int) {
        module?.stackEvents.mayHaveChanged = true
        if count > 1, delegateProxy == nil { _ = installedDelegateProxy() }
    }

    /// The delegate the app set, as UIKit's own getter answers: UIKit calls a proxy that passes every
    /// call on to it.
    override weak var delegate: (any UINavigationControllerDelegate)? {
        get { delegateProxy?.appDelegate }
        set {
            let proxy = installedDelegateProxy()
            proxy.appDelegate = newValue === proxy ? nil : newValue
            // Setting it again makes UIKit ask the proxy anew which calls it answers.
            super.delegate = nil
            super.delegate = proxy
        }
    }

    /// The controller's own setting or its top screen's: a screen with unsaved input inside a presented
    /// module keeps the user from swiping the sheet away. Whether UIKit asks the screens inside a
    /// presented navigation controller is not documented, so the container answers for them.
    override var isModalInPresentation: Bool {
        get { super.isModalInPresentation || topViewController?.isModalInPresentation == true }
        set { super.isModalInPresentation = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        try? module?.ensureInitialScreens(leavingOutUnusable: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        isDisappearing = false
        super.viewWillAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        isDisappearing = true
        super.viewWillDisappear(animated)
        if isBeingDismissed {
            module?.presentationIsEnding()
        } else if let module, module.presentation != nil, presentedViewController == nil {
            // Presented, covered by nothing, and leaving unreported: a chain dismissed from below.
            module.presentationMayBeEnding()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isDisappearing = false
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for waiter in appearance.markAppeared() { waiter() }
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let ended = module?.dismissWillBeCalled()
        super.dismiss(animated: flag) {
            completion?()
            ended?()
        }
    }

    override var viewControllers: [UIViewController] {
        get { super.viewControllers }
        // UIKit documents the setter as `setViewControllers(_:animated: false)`.
        set { setViewControllers(newValue, animated: false) }
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        module?.stackWillBeSet(to: viewControllers.count)
        prepareForStack(of: viewControllers.count)
        super.setViewControllers(viewControllers, animated: animated)
        module?.stackCallReturned(in: self)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        try? module?.ensureInitialScreens(leavingOutUnusable: true)
        prepareForStack(of: super.viewControllers.count + 1)
        super.pushViewController(viewController, animated: animated)
        module?.stackCallReturned(in: self)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        popping { super.popViewController(animated: animated) }
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        popping { super.popToViewController(viewController, animated: animated) }
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        popping { super.popToRootViewController(animated: animated) }
    }

    /// Runs one of UIKit's pops: the module hears that its stack may have changed, and that the call returned.
    private func popping<Popped>(_ pop: () -> Popped) -> Popped {
        module?.stackEvents.mayHaveChanged = true
        let popped = pop()
        module?.stackCallReturned(in: self)
        return popped
    }
}
