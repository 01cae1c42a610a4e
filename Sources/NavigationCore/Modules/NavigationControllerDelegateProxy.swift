/// The delegate a module's navigation controller really has: it tells the module when UIKit shows a
/// new top controller, whoever moved the stack (a request, the back button, the back swipe), and
/// passes every call on to the delegate the app set.
///
/// `willShow`/`didShow` are UIKit's documented signal for every change of the top controller (S2.10),
/// including the ones the user makes, so events need no guess about which UIKit method ran. Every
/// other call reaches the app's delegate as ``ForwardingDelegateProxy`` describes.
final class NavigationControllerDelegateProxy: ForwardingDelegateProxy, UINavigationControllerDelegate {
    /// The delegate the app set.
    var appDelegate: (any UINavigationControllerDelegate)? {
        get { forwardee as? any UINavigationControllerDelegate }
        set { forwardee = newValue }
    }
    /// The module told when UIKit is about to show a new top controller, and when it has.
    weak var module: NavigationModule?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        module?.stackWillShow()
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        #else
            appDelegate?.navigationController(navigationController, willShow: viewController, animated: animated)
        #endif
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        // The change is told before the app's delegate, which may change the stack again from there.
        module?.stackDidShow()
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        #else
            appDelegate?.navigationController(navigationController, didShow: viewController, animated: animated)
        #endif
    }

    #if !(canImport(UIKit) && canImport(ObjectiveC))
        func navigationControllerSupportedInterfaceOrientations(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientationMask {
            appDelegate?.navigationControllerSupportedInterfaceOrientations(navigationController) ?? .allButUpsideDown
        }

        func navigationControllerPreferredInterfaceOrientationForPresentation(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientation {
            appDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation(navigationController)
                ?? .portrait
        }
    #endif
}
