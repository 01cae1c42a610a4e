/// The navigation controller a ``NavigationModule`` builds: it asks the module for its initial screens
/// when UIKit first loads its view, so a stack that is never shown creates no screen, and it records
/// its first appearance.
final class ModuleNavigationController: UINavigationController {
    var onViewDidLoad: (() -> Void)?
    /// Called when UIKit starts to dismiss it, whoever asked: the user, the app, or the SDK.
    var onDismissal: (() -> Void)?

    /// The controller's first appearance.
    let appearance = FirstAppearance()

    override func viewDidLoad() {
        super.viewDidLoad()
        onViewDidLoad?()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed { onDismissal?() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearance.markAppeared()
    }
}
