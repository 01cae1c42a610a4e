import NavigationCore

// Settings as VIPER: the assembly wires a view, a presenter, an interactor (the business rules over
// the preferences store) and a router, which is the only part that calls the SDK.

/// What the presenter tells the Settings view.
@MainActor
protocol SettingsViewInput: AnyObject {
    /// Shows whether notifications are on.
    func show(notificationsOn: Bool)
}

/// The Settings rules: reading and changing the preferences.
@MainActor
final class SettingsInteractor {
    private let preferences: PreferencesStore

    init(preferences: PreferencesStore) {
        self.preferences = preferences
    }

    /// Whether notifications are on.
    var notificationsOn: Bool { preferences.notificationsEnabled }

    /// Turns notifications on or off; returns the new setting.
    func toggleNotifications() -> Bool {
        preferences.notificationsEnabled.toggle()
        return preferences.notificationsEnabled
    }
}

/// Where Settings goes: the only part of the module that knows the SDK.
@MainActor
final class SettingsRouter {
    weak var module: NavigationModule?

    /// Pushes the About screen.
    func showAbout() {
        module?.pushViewController(animated: true) { module in AboutViewController(navigationModule: module) }
    }
}

/// The Settings logic between the view, the interactor and the router.
@MainActor
final class SettingsPresenter {
    weak var view: (any SettingsViewInput)?
    let interactor: SettingsInteractor
    let router: SettingsRouter

    init(interactor: SettingsInteractor, router: SettingsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() { view?.show(notificationsOn: interactor.notificationsOn) }
    func didTapNotifications() { view?.show(notificationsOn: interactor.toggleNotifications()) }
    func didTapAbout() { router.showAbout() }
}

/// The Settings view: it shows what it is told and reports taps.
final class SettingsViewController: NavigationModuleViewController, SettingsViewInput {
    var presenter: SettingsPresenter?
    private let notifications = ScreenLayout.label()

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = ScreenLayout.column(
            in: view,
            [
                notifications,
                ScreenLayout.button("Toggle Notifications") { [weak self] in self?.presenter?.didTapNotifications() },
                ScreenLayout.button("About") { [weak self] in self?.presenter?.didTapAbout() },
            ])
        presenter?.viewDidLoad()
    }

    func show(notificationsOn: Bool) {
        notifications.text = "Notifications: \(notificationsOn ? "On" : "Off")"
    }
}

/// About the sample.
final class AboutViewController: NavigationModuleViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        _ = ScreenLayout.column(in: view, [ScreenLayout.label("Sample Mail, built on ModuleNavigation.")])
    }
}

/// Wires the Settings module.
@MainActor
enum SettingsAssembly {
    /// The Settings screen for `module`, with its presenter, interactor and router.
    static func make(module: NavigationModule, preferences: PreferencesStore) -> SettingsViewController {
        let view = SettingsViewController(navigationModule: module)
        view.title = "Settings"
        let router = SettingsRouter()
        router.module = module
        let presenter = SettingsPresenter(interactor: SettingsInteractor(preferences: preferences), router: router)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
