#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
#endif

/// The delegate a module's navigation controller really has: it tells the module when UIKit shows a
/// new top controller, whoever moved the stack (a request, the back button, the back swipe), and
/// passes every call on to the delegate the app set.
///
/// `willShow`/`didShow` are UIKit's documented signal for every change of the top controller (S2.10),
/// including the ones the user makes, so events need no guess about which UIKit method ran. On Apple
/// platforms the calls this type does not implement (animation and interaction controllers,
/// orientations) reach the app's delegate through the Objective-C runtime's forwarding, and only when
/// it implements them, so UIKit behaves as if the app's delegate were set directly.
final class NavigationControllerDelegateProxy: NSObject, UINavigationControllerDelegate {
    /// The delegate the app set; held weakly, as UIKit holds it.
    weak var appDelegate: (any UINavigationControllerDelegate)?
    var onWillShow: (() -> Void)?
    var onDidShow: (() -> Void)?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        onWillShow?()
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        #else
            appDelegate?.navigationController(navigationController, willShow: viewController, animated: animated)
        #endif
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        #if canImport(UIKit) && canImport(ObjectiveC)
            appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        #else
            appDelegate?.navigationController(navigationController, didShow: viewController, animated: animated)
        #endif
        onDidShow?()
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
    #else
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
