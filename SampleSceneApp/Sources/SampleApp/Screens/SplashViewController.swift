import NavigationCore

/// The launch screen: it checks for a saved session, then shows the signed-in app or sign-in.
final class SplashViewController: NavigationModuleViewController {
    private weak var app: MailApp?
    private var check: Task<Void, Never>?

    convenience init(module: NavigationModule, app: MailApp) {
        self.init(navigationModule: module)
        self.app = app
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = ScreenLayout.column(
            in: view, [ScreenLayout.label("Sample Mail"), ScreenLayout.label("Checking your session…")])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard check == nil, let app else { return }
        check = Task { [weak self] in
            let user = await app.session.restore()
            guard let module = self?.navigationModule else { return }
            try? await module.endFlow(
                with: [user == nil ? app.signInFlow() : app.mainFlow()], transition: .crossDissolve())
        }
    }
}
