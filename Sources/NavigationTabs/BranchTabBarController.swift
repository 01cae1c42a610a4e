import NavigationCore

#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
#endif

/// The tab bar controller a ``TabBranchModule`` builds: it tells the branch about the user's taps
/// through a delegate proxy that passes every call on to the delegate the app sets.
///
/// Reading `delegate` returns the proxy; setting it gives the app's object to the proxy.
final class BranchTabBarController: UITabBarController {
    private let delegateProxy = TabBarControllerDelegateProxy()

    /// Called when the user's tap is about to select `controller` (or re-tap the selected one).
    var onWillSelect: ((UIViewController) -> Void)? {
        get { delegateProxy.onWillSelect }
        set { delegateProxy.onWillSelect = newValue }
    }

    /// Called after the user's tap selected `controller`, or re-tapped it.
    var onDidSelect: ((UIViewController) -> Void)? {
        get { delegateProxy.onDidSelect }
        set { delegateProxy.onDidSelect = newValue }
    }

    /// Makes the proxy the delegate UIKit calls; the branch does this when it makes the controller.
    func installDelegateProxy() {
        super.delegate = delegateProxy
    }

    /// The proxy that passes every call on to the delegate the app sets here.
    override weak var delegate: (any UITabBarControllerDelegate)? {
        get { super.delegate }
        set {
            delegateProxy.appDelegate = newValue === delegateProxy ? nil : newValue
            // Setting it again makes UIKit ask the proxy anew which calls it answers.
            super.delegate = nil
            super.delegate = delegateProxy
        }
    }
}

/// The delegate a branch's tab bar controller really has: it asks the app's delegate first, then
/// tells the branch about the tap.
///
/// On Apple platforms the calls it does not implement (animation and interaction controllers,
/// orientations) reach the app's delegate through the Objective-C runtime's forwarding, and only when
/// it implements them.
final class TabBarControllerDelegateProxy: NSObject, UITabBarControllerDelegate {
    weak var appDelegate: (any UITabBarControllerDelegate)?
    var onWillSelect: ((UIViewController) -> Void)?
    var onDidSelect: ((UIViewController) -> Void)?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        #if canImport(UIKit) && canImport(ObjectiveC)
            let allowed = appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        #else
            let allowed = appDelegate?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
        #endif
        if allowed { onWillSelect?(viewController) }
        return allowed
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        #else
            appDelegate?.tabBarController(tabBarController, didSelect: viewController)
        #endif
        onDidSelect?(viewController)
    }

    #if canImport(UIKit) && canImport(ObjectiveC)
        nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || MainActor.assumeIsolated { appDelegate?.responds(to: aSelector) == true }
        }

        nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            MainActor.assumeIsolated {
                guard let appDelegate, appDelegate.responds(to: aSelector) else { return nil }
                return appDelegate
            }
        }
    #endif
}
