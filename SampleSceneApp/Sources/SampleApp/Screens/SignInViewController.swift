import NavigationCore

/// Sign-in: email and password, errors shown under the fields, and Forgot password pushed.
final class SignInViewController: NavigationModuleViewController {
    private weak var app: MailApp?
    private let email = ScreenLayout.field(placeholder: "Email")
    private let password = ScreenLayout.field(placeholder: "Password", secure: true)
    private let error = ScreenLayout.label()

    convenience init(module: NavigationModule, app: MailApp) {
        self.init(navigationModule: module)
        self.app = app
        title = "Sign In"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        error.isHidden = true
        error.textColor = .systemRed
        for field in [email, password] {
            field.addAction(UIAction { [weak self] _ in self?.error.isHidden = true }, for: .editingChanged)
        }
        _ = ScreenLayout.column(
            in: view,
            [
                ScreenLayout.label("Welcome back"), email, password, error,
                ScreenLayout.button("Sign In") { [weak self] in self?.signIn() },
                ScreenLayout.button("Forgot password?") { [weak self] in self?.forgotPassword() },
            ])
    }

    private func signIn() {
        guard let app else { return }
        switch app.session.signIn(email: email.text ?? "", password: password.text ?? "") {
        case .success:
            navigationModule?.endFlow(with: [app.mainFlow()], transition: .crossDissolve())
        case .failure(let reason):
            error.text = reason.description
            error.isHidden = false
        }
    }

    private func forgotPassword() {
        let address = email.text ?? ""
        navigationModule?.pushViewController { module in
            ForgotPasswordViewController(module: module, email: address)
        }
    }
}

/// Forgot password: sends a reset link to the address typed on sign-in, or another.
final class ForgotPasswordViewController: NavigationModuleViewController {
    private let email = ScreenLayout.field(placeholder: "Email")
    private let confirmation = ScreenLayout.label()

    convenience init(module: NavigationModule, email address: String) {
        self.init(navigationModule: module)
        title = "Reset Password"
        email.text = address
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        confirmation.isHidden = true
        _ = ScreenLayout.column(
            in: view,
            [
                ScreenLayout.label("We will email you a link to choose a new password."), email, confirmation,
                ScreenLayout.button("Send Link") { [weak self] in self?.send() },
            ])
    }

    private func send() {
        confirmation.text = "Check \(email.text ?? "your inbox") for the link."
        confirmation.isHidden = false
    }
}
