import Foundation
import NavigationCore

/// The Inbox: the list of messages, a Compose button, and what was sent last.
final class InboxViewController: NavigationModuleViewController, UITableViewDataSource, UITableViewDelegate {
    private weak var app: MailApp?
    private let table = UITableView(frame: .zero, style: .plain)
    private let lastSent = ScreenLayout.label()

    convenience init(module: NavigationModule, app: MailApp) {
        self.init(navigationModule: module)
        self.app = app
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Compose", image: UIImage(systemName: "square.and.pencil"),
            primaryAction: UIAction(title: "Compose") { [weak self] _ in self?.compose() })
    }

    override var shownDestination: (any NavigationDestination)? { AppDestination.inbox }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.delegate = self
        lastSent.isHidden = true
        _ = ScreenLayout.column(in: view, [lastSent, table])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        app?.mail.messages.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "message")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "message")
        var content = cell.defaultContentConfiguration()
        if let message = app?.mail.messages[indexPath.row] {
            content.text = message.subject
            content.secondaryText = message.sender
        }
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let app else { return }
        navigationModule?.pushViewController(
            MessageViewController.self,
            input: MessageViewController.Input(id: app.mail.messages[indexPath.row].id, mail: app.mail))
    }

    /// Presents Compose as a sheet and sends the draft it returns.
    private func compose() {
        guard let app else { return }
        navigationModule?.present(
            [app.composeScreen(recipient: "")], presentation: ComposeFlow.presentation
        ) { [weak self] (result: Result<ModalOutcome<Draft>, NavigationError>) in
            guard case .success(.finished(let draft)) = result else { return }
            app.mail.send(draft)
            self?.lastSent.text = "Sent to \(draft.to)"
            self?.lastSent.isHidden = false
        }
    }
}
