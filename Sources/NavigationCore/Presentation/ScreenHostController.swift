import Foundation

/// The container UIKit presents for a single screen: it holds the screen as its only child, fills
/// itself with the screen's view, and tells its module when UIKit starts to dismiss it.
///
/// A container the SDK owns is what lets the module hear every dismissal (the user's swipe included)
/// whatever class the screen is. It has no navigation bar; the screen's `navigationController` is `nil`.
final class ScreenHostController: UIViewController, PresentationDelegateHolding {
    var presentationDelegateProxy: PresentationControllerDelegateProxy?
    /// The screen shown.
    let screen: UIViewController
    /// The module told when UIKit starts to dismiss the container, whoever asked (the user, the app,
    /// or the SDK); when UIKit starts to take it away, covered by nothing, without reporting a
    /// dismissal on it (a chain dismissed from below, which only the presenter that runs it may
    /// report); and when code calls `dismiss(animated:completion:)` on it (app code dismissing a chain
    /// from here is seen at once, and is never taken for the user).
    private weak var module: NavigationModule?

    init(screen: UIViewController, module: NavigationModule?) {
        self.screen = screen
        self.module = module
        super.init(nibName: nil, bundle: nil)
        addChild(screen)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        screen.view.frame = view.bounds
        view.addSubview(screen.view)
        screen.didMove(toParent: self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed {
            module?.presentationIsEnding()
        } else if presentedViewController == nil {
            module?.presentationMayBeEnding()
        }
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let ended = module?.dismissWillBeCalled()
        super.dismiss(animated: flag) {
            completion?()
            ended?()
        }
    }

    /// The container's own setting or the screen's: a screen with unsaved input keeps the user from
    /// swiping the sheet away, whether UIKit asks the container or not.
    override var isModalInPresentation: Bool {
        get { super.isModalInPresentation || screen.isModalInPresentation }
        set { super.isModalInPresentation = newValue }
    }
}
