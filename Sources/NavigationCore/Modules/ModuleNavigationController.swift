/// The navigation controller a ``NavigationModule`` builds: it asks the module for its initial screens
/// when UIKit first loads its view, so a stack that is never shown creates no screen, records its
/// first appearance, and tells the module when UIKit shows a new top controller.
///
/// Its `delegate` is a proxy that the module listens to, installed once the stack holds two screens
/// or the app sets a delegate: setting `delegate` gives the app's object to the proxy, which passes
/// every call on, and reading it returns the proxy (`nil` before it is installed).
final class ModuleNavigationController: UINavigationController, PresentationDelegateHolding,
    AppearanceNotingContainer
{
    /// What the controller keeps of its own, in one stored property: a subclass of a UIKit class with
    /// two or more stored references keeps itself alive while they go as it is freed, which costs the
    /// retain and release of an object UIKit references weakly.
    @MainActor
    private struct Links {
        var presentationDelegateProxy: PresentationControllerDelegateProxy?
        var moduleReference: UnretainedReference<NavigationModule>?
        var delegateProxy: NavigationControllerDelegateProxy?
        var appearance = FirstAppearance()
    }
    @exclusivity(unchecked) private var links = Links()

    var presentationDelegateProxy: PresentationControllerDelegateProxy? {
        get { links.presentationDelegateProxy }
        set { links.presentationDelegateProxy = newValue }
    }

    /// The module the controller tells, held without being kept alive: when UIKit first loads the
    /// view, when code asks to change the stack (before UIKit does: with the delegate's
    /// `willShow`/`didShow`, which UIKit sends for every change of the top controller, it tells the
    /// module which stacks may have changed, so that reporting events reads only those), when code
    /// calls `dismiss(animated:completion:)` here (before UIKit starts and once it has carried it out:
    /// app code dismissing a chain from here is seen at once, even where no controller of the chain
    /// gets an appearance callback, and is never taken for the user), and when UIKit starts to dismiss
    /// it, whoever asked.
    private(set) var module: NavigationModule? {
        get { links.moduleReference?.object }
        set { links.moduleReference = newValue?.reference }
    }

    /// The controller's own proxy, made once the stack holds two screens or more (before that, UIKit
    /// cannot change its top without code asking: the user has nothing to go back to) or the app sets
    /// a delegate. One proxy shared by every controller would spare an object per module, but UIKit
    /// references its delegate weakly, and the side table Swift then gives a proxy that lives as long
    /// as the process is reported as a leak by LeakSanitizer, in the SDK's tests and in an app's own
    /// `swift test --sanitize=address`.
    private var delegateProxy: NavigationControllerDelegateProxy? {
        get { links.delegateProxy }
        set { links.delegateProxy = newValue }
    }

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
        module?.stackMayHaveChanged = true
        if count > 1, delegateProxy == nil { _ = installedDelegateProxy() }
    }

    /// The proxy that passes every call on to the delegate the app sets here (`nil` until the proxy
    /// is needed).
    override weak var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            let proxy = installedDelegateProxy()
            proxy.appDelegate = newValue === proxy ? nil : newValue
            // Setting it again makes UIKit ask the proxy anew which calls it answers.
            super.delegate = nil
            super.delegate = proxy
        }
    }

    /// The controller's first appearance.
    var appearance: FirstAppearance {
        get { links.appearance }
        _modify { yield &links.appearance }
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
        module?.loadInitialScreensIfNeeded()
    }

    override func viewWillAppear(_ animated: Bool) {
        CoveredPresenters.noteAppearanceChange()
        super.viewWillAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        CoveredPresenters.noteAppearanceChange()
        super.viewWillDisappear(animated)
        if isBeingDismissed {
            module?.presentationIsEnding()
        } else if let module, module.presentationRecord != nil, presentedViewController == nil {
            // Presented, covered by nothing, and leaving unreported: a chain dismissed from below.
            module.presentationMayBeEnding()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        CoveredPresenters.noteAppearanceChange()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for waiter in appearance.markAppeared() { waiter() }
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        // The SDK's own dismissals set every module's end first and bring the tree up to date in
        // their completion: UIKit gets the completion as it is.
        guard !NavigationModule.isDismissingForRequest, let module else {
            return super.dismiss(animated: flag, completion: completion)
        }
        module.dismissCalled(.willBegin)
        super.dismiss(animated: flag) { [moduleReference = module.reference] in
            completion?()
            moduleReference.object?.dismissCalled(.ended)
        }
    }

    override var viewControllers: [UIViewController] {
        get { super.viewControllers }
        set {
            module?.stackWillBeSet(to: newValue.count)
            prepareForStack(of: newValue.count)
            super.viewControllers = newValue
            module?.stackCallReturned(in: self)
        }
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        module?.stackWillBeSet(to: viewControllers.count)
        prepareForStack(of: viewControllers.count)
        super.setViewControllers(viewControllers, animated: animated)
        module?.stackCallReturned(in: self)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        module?.loadInitialScreensBeforePush()
        prepareForStack(of: super.viewControllers.count + 1)
        super.pushViewController(viewController, animated: animated)
        module?.stackCallReturned(in: self)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        module?.stackMayHaveChanged = true
        let popped = super.popViewController(animated: animated)
        module?.stackCallReturned(in: self)
        return popped
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        module?.stackMayHaveChanged = true
        let popped = super.popToViewController(viewController, animated: animated)
        module?.stackCallReturned(in: self)
        return popped
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        module?.stackMayHaveChanged = true
        let popped = super.popToRootViewController(animated: animated)
        module?.stackCallReturned(in: self)
        return popped
    }
}
