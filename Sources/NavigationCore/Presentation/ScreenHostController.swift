import Foundation

/// The container UIKit presents for a single screen: it holds the screen as its only child, fills
/// itself with the screen's view, and tells its module when UIKit starts to dismiss it.
///
/// A container the SDK owns is what lets the module hear every dismissal (the user's swipe included)
/// whatever class the screen is. It has no navigation bar; the screen's `navigationController` is `nil`.
final class ScreenHostController: UIViewController, PresentationDelegateHolding, AppearanceNotingContainer {
    var presentationDelegateProxy: PresentationControllerDelegateProxy?
    /// The screen shown.
    let screen: UIViewController
    /// Called when UIKit starts to dismiss it, whoever asked: the user, the app, or the SDK.
    var onDismissal: (() -> Void)?
    /// Called when UIKit starts to take it away, covered by nothing, without reporting a dismissal on
    /// it: a chain dismissed from below, which only the presenter that runs it may report.
    var onUnreportedDisappearance: (() -> Void)?
    /// Called when code calls `dismiss(animated:completion:)` on this controller, before UIKit starts,
    /// and once UIKit has carried it out: app code dismissing a chain from here is seen at once (even
    /// where no controller of the chain gets an appearance callback), and is never taken for the user.
    var onDismissCall: ((DismissCallPhase) -> Void)?

    init(screen: UIViewController) {
        self.screen = screen
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

    override func viewWillAppear(_ animated: Bool) {
        CoveredPresenters.noteAppearanceChange()
        super.viewWillAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        CoveredPresenters.noteAppearanceChange()
        super.viewWillDisappear(animated)
        if isBeingDismissed {
            onDismissal?()
        } else if let onUnreportedDisappearance, presentedViewController == nil {
            onUnreportedDisappearance()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        CoveredPresenters.noteAppearanceChange()
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let onDismissCall = NavigationModule.isDismissingForRequest ? nil : self.onDismissCall
        onDismissCall?(.willBegin)
        super.dismiss(animated: flag) {
            completion?()
            onDismissCall?(.ended)
        }
    }

    /// The container's own setting or the screen's: a screen with unsaved input keeps the user from
    /// swiping the sheet away, whether UIKit asks the container or not.
    override var isModalInPresentation: Bool {
        get { super.isModalInPresentation || screen.isModalInPresentation }
        set { super.isModalInPresentation = newValue }
    }
}
