import NavigationCore

/// The tab bar controller a ``TabBranchModule`` builds: it tells the branch about the user's taps
/// through a delegate proxy that passes every call on to the delegate the app sets.
///
/// Setting `delegate` gives the app's object to the proxy; reading it returns the app's object, as
/// UIKit's getter does.
final class BranchTabBarController: UITabBarController {
    private let delegateProxy = TabBarControllerDelegateProxy()

    /// Called when code calls `dismiss(animated:completion:)` on this controller, before UIKit starts;
    /// what it returns is called once UIKit has carried it out: app code dismissing a chain from here
    /// is seen at once (even where no controller of the chain gets an appearance callback), and is
    /// never taken for the user.
    var onDismissCall: (() -> (@MainActor () -> Void)?)?

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

    /// Called before code sets ``selectedIndex`` or ``selectedViewController``.
    var onCodeSelectionWillBegin: (() -> Void)?

    /// Called after code set ``selectedIndex`` or ``selectedViewController``: app code selecting a tab
    /// through UIKit, which no delegate reports.
    var onCodeSelection: (() -> Void)?

    override var selectedIndex: Int {
        get { super.selectedIndex }
        set {
            onCodeSelectionWillBegin?()
            super.selectedIndex = newValue
            onCodeSelection?()
        }
    }

    override var selectedViewController: UIViewController? {
        get { super.selectedViewController }
        set {
            onCodeSelectionWillBegin?()
            super.selectedViewController = newValue
            onCodeSelection?()
        }
    }

    /// Makes the proxy the delegate UIKit calls; the branch does this when it makes the controller.
    func installDelegateProxy() {
        super.delegate = delegateProxy
    }

    /// The delegate the app set, as UIKit's own getter answers: UIKit calls a proxy that passes every
    /// call on to it.
    override weak var delegate: (any UITabBarControllerDelegate)? {
        get { delegateProxy.appDelegate }
        set {
            delegateProxy.appDelegate = newValue === delegateProxy ? nil : newValue
            // Setting it again makes UIKit ask the proxy anew which calls it answers.
            super.delegate = nil
            super.delegate = delegateProxy
        }
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let ended = onDismissCall?()
        super.dismiss(animated: flag) {
            completion?()
            ended?()
        }
    }
}
