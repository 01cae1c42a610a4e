#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
#endif

/// A delegate that stands in front of the delegate an app sets on a UIKit container, so that the SDK
/// hears UIKit's calls and the app's delegate still gets every one.
///
/// Subclasses implement the calls the SDK listens to and pass them on. On Apple platforms every
/// other call reaches the app's delegate through the Objective-C runtime's forwarding, and only when
/// that delegate implements it, so UIKit behaves as if the app's delegate were set directly.
package class ForwardingDelegateProxy: NSObject {
    /// The delegate the app set; held weakly, as UIKit holds delegates.
    package weak var forwardee: AnyObject?

    #if canImport(UIKit) && canImport(ObjectiveC)
        nonisolated override package func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || (forwardee as? any NSObjectProtocol)?.responds(to: aSelector) == true
        }

        nonisolated override package func forwardingTarget(for aSelector: Selector!) -> Any? {
            guard let forwardee = forwardee as? any NSObjectProtocol, forwardee.responds(to: aSelector) else {
                return nil
            }
            return forwardee
        }
    #endif
}

/// The delegate a branch's tab bar controller really has: it asks the app's delegate first, then
/// tells the branch about the user's tap.
package final class TabBarControllerDelegateProxy: ForwardingDelegateProxy, UITabBarControllerDelegate {
    /// The delegate the app set.
    package var appDelegate: (any UITabBarControllerDelegate)? {
        get { forwardee as? any UITabBarControllerDelegate }
        set { forwardee = newValue }
    }
    /// Called when the user's tap, allowed by the app's delegate, is about to select a controller.
    package var onWillSelect: ((UIViewController) -> Void)?
    /// Called after the user's tap selected a controller, or re-tapped it.
    package var onDidSelect: ((UIViewController) -> Void)?

    /// A proxy with no app delegate yet.
    package override init() {
        super.init()
    }

    package func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        #if canImport(UIKit) && canImport(ObjectiveC)
            let allowed = appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        #else
            let allowed = appDelegate?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
        #endif
        if allowed { onWillSelect?(viewController) }
        return allowed
    }

    package func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        // The tap is told before the app's delegate, which may select another tab from there.
        onDidSelect?(viewController)
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        #else
            appDelegate?.tabBarController(tabBarController, didSelect: viewController)
        #endif
    }
}
