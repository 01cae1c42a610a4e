import NavigationCore

/// One message, opened with its identifier; Reply opens a sheet that returns the reply's text.
final class MessageViewController: NavigationModuleViewController, NavigationInputScreen {
    /// What the screen needs: which message, and where to read it.
    struct Input {
        let id: Int
        let mail: MailStore
    }

    private let replyStatus = ScreenLayout.label()

    override var shownDestination: (any NavigationDestination)? { input.map { AppDestination.message(id: $0.id) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let input, let message = input.mail.message(id: input.id) else {
            title = "Message Not Found"
            _ = ScreenLayout.column(in: view, [ScreenLayout.label("This message is gone.")])
            return
        }
        title = message.subject
        replyStatus.isHidden = true
        _ = ScreenLayout.column(
            in: view,
            [
                ScreenLayout.label("From: \(message.sender)"), ScreenLayout.label(message.body), replyStatus,
                ScreenLayout.button("Reply") { [weak self] in self?.reply(to: message) },
            ])
    }

    /// Presents the reply sheet, one screen without a stack, and shows the text it returns.
    private func reply(to message: Message) {
        navigationModule?.present(
            screen: NavigationModel { module in ReplyViewController(module: module, recipient: message.sender) },
            presentation: .sheet(detents: [.medium])
        ) { [weak self] (result: Result<ModalOutcome<String>, NavigationError>) in
            guard case .success(.finished(let text)) = result else { return }
            self?.replyStatus.text = "You replied: \(text)"
            self?.replyStatus.isHidden = false
        }
    }
}

/// The reply sheet: a text field, Send (finishes with the text) and Cancel.
final class ReplyViewController: NavigationModuleViewController {
    private let text = ScreenLayout.field(placeholder: "Reply")
    private var recipient = ""

    convenience init(module: NavigationModule, recipient: String) {
        self.init(navigationModule: module)
        self.recipient = recipient
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = ScreenLayout.column(
            in: view,
            [
                ScreenLayout.label("Reply to \(recipient)"), text,
                ScreenLayout.row([
                    ScreenLayout.button("Cancel") { [weak self] in self?.navigationModule?.cancel() },
                    ScreenLayout.button("Send") { [weak self] in self?.send() },
                ]),
            ])
    }

    private func send() {
        guard let reply = text.text, !reply.isEmpty else { return }
        navigationModule?.finish(with: reply)
    }
}
