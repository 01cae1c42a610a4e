import NavigationCore

/// Compose: a presented module with its own stack, recipients then body, that finishes with a `Draft`.
///
/// While the body holds unsaved text, the sheet refuses the user's swipe-down.
enum ComposeFlow {
    /// How Compose is presented: a sheet with medium and large detents.
    @MainActor static let presentation: ModalPresentation = .sheet(detents: [.medium, .large])
}

/// Compose's first screen: who the message goes to.
///
/// It and the body screen show the link that opened Compose: a second such link while Compose is up
/// moves nothing, and the text typed so far stays.
final class RecipientsViewController: NavigationModuleViewController {
    private let recipient = ScreenLayout.field(placeholder: "To")
    private let error = ScreenLayout.label()
    private var shows: AppDestination = .compose(to: nil)

    override var shownDestination: (any NavigationDestination)? { shows }

    convenience init(module: NavigationModule, recipient address: String, shows destination: AppDestination) {
        self.init(navigationModule: module)
        shows = destination
        title = "New Message"
        recipient.text = address
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.navigationModule?.cancel() })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        error.isHidden = true
        _ = ScreenLayout.column(
            in: view, [recipient, error, ScreenLayout.button("Next") { [weak self] in self?.next() }])
    }

    private func next() {
        let address = recipient.text ?? ""
        guard address.contains("@") else {
            error.text = "Enter the recipient's email address."
            error.isHidden = false
            return
        }
        navigationModule?.pushViewController { [shows] module in
            BodyViewController(module: module, recipient: address, shows: shows)
        }
    }
}

/// Compose's second screen: the text, and Send.
final class BodyViewController: NavigationModuleViewController {
    private let body = ScreenLayout.field(placeholder: "Message")
    private var recipient = ""
    private var shows: AppDestination = .compose(to: nil)

    override var shownDestination: (any NavigationDestination)? { shows }

    convenience init(module: NavigationModule, recipient: String, shows destination: AppDestination) {
        self.init(navigationModule: module)
        self.recipient = recipient
        shows = destination
        title = "To \(recipient)"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        body.addAction(
            UIAction { [weak self] _ in
                // Unsaved text: the sheet must not be swiped away.
                self?.isModalInPresentation = self?.body.text?.isEmpty == false
            }, for: .editingChanged)
        _ = ScreenLayout.column(in: view, [body, ScreenLayout.button("Send") { [weak self] in self?.send() }])
    }

    private func send() {
        navigationModule?.finish(with: Draft(to: recipient, body: body.text ?? ""))
    }
}
