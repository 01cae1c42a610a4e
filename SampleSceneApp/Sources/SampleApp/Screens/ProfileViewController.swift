import NavigationCore

/// Profile: who is signed in, Settings (pushed), and Log out.
final class ProfileViewController: NavigationModuleViewController {
    private weak var app: MailApp?

    convenience init(module: NavigationModule, app: MailApp) {
        self.init(navigationModule: module)
        self.app = app
        title = "Profile"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = ScreenLayout.column(
            in: view,
            [
                ScreenLayout.label("Signed in as \(app?.session.currentUser ?? "nobody")"),
                ScreenLayout.button("Settings") { [weak self] in self?.showSettings() },
                ScreenLayout.button("Log Out") { [weak self] in self?.app?.signOut(from: self?.navigationModule) },
            ])
    }

    private func showSettings() {
        guard let app else { return }
        navigationModule?.pushViewController { module in
            SettingsAssembly.make(module: module, preferences: app.preferences)
        }
    }
}
