// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// A recognizer of touches. HeadlessUIKit drives the system's gestures through its `Headless…` drivers;
    /// a recognizer reports whether it is enabled and asks its delegate whether a gesture may begin.
    @preconcurrency @MainActor
    open class UIGestureRecognizer: NSObject {
        /// Whether the recognizer handles touches. Default `true`.
        open var isEnabled: Bool = true
        /// The delegate, held weakly: asked whether a gesture may begin.
        weak open var delegate: (any UIGestureRecognizerDelegate)?

        /// Whether a gesture the user starts now begins: the recognizer is enabled and its delegate, if it
        /// has one, agrees.
        package var allowsGestureToBegin: Bool {
            guard isEnabled else { return false }
            return delegate?.gestureRecognizerShouldBegin(self) ?? true
        }
    }

    /// Methods a recognizer calls to ask whether a gesture may begin.
    ///
    /// UIKit's requirements are optional; here each has a default implementation that allows the gesture.
    @preconcurrency @MainActor
    public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
        /// Whether the recognizer may begin to interpret touches. Default `true`.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    }

    extension UIGestureRecognizerDelegate {
        /// Allows the gesture.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    /// A navigation controller's back-swipe recognizer. Its delegate is the navigation controller's own
    /// until the app sets one (apps set `nil`, or an object of theirs, to keep the swipe where the system
    /// turns it off): the system's allows the swipe only where a back button shows, that is with the
    /// navigation bar shown, and a top whose item neither hides the back button nor replaces it with
    /// leading items of its own (unless `leftItemsSupplementBackButton`). Apple documents that such items
    /// remove the back button; that the swipe goes with the button is what apps observe.
    final class InteractivePopGestureRecognizer: UIGestureRecognizer {
        private weak var navigationController: UINavigationController?
        /// Whether the app has set the delegate: then the system's rule no longer applies.
        private var appSetDelegate = false
        /// The object the getter answers for the system's delegate, made when first asked for.
        private var systemDelegateObject: SystemPopGestureDelegate?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
            super.init()
        }

        override var delegate: (any UIGestureRecognizerDelegate)? {
            get {
                if appSetDelegate { return super.delegate }
                if let systemDelegateObject { return systemDelegateObject }
                let made = SystemPopGestureDelegate(navigationController: navigationController)
                systemDelegateObject = made
                return made
            }
            set {
                // Setting the system's delegate back (an app that saved it) restores the system's rule.
                appSetDelegate = newValue == nil || newValue !== systemDelegateObject
                super.delegate = appSetDelegate ? newValue : nil
            }
        }

        override var allowsGestureToBegin: Bool {
            guard isEnabled else { return false }
            guard appSetDelegate else { return navigationController?.showsSystemBackButton == true }
            return super.delegate?.gestureRecognizerShouldBegin(self) ?? true
        }
    }

    /// The navigation controller's own delegate of its back-swipe recognizer, as the app reads it.
    private final class SystemPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
        private weak var navigationController: UINavigationController?

        init(navigationController: UINavigationController?) {
            self.navigationController = navigationController
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            navigationController?.showsSystemBackButton == true
        }
    }
#endif
