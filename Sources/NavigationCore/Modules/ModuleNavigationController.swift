/// The navigation controller a ``NavigationModule`` builds: it asks the module for its initial screens
/// when UIKit first loads its view, so a stack that is never shown creates no screen.
final class ModuleNavigationController: UINavigationController {
    var onViewDidLoad: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onViewDidLoad?()
    }
}
