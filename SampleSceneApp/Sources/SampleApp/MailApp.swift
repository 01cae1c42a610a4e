public import NavigationCore
import NavigationTabs

/// The sample app's composition root: its services, its flows, and the router once a scene connects.
///
/// Every screen gets what it needs from here through the builders the flows use; nothing is global.
@MainActor
public final class MailApp {
    /// The session: who is signed in.
    public let session: SessionService
    /// The mailbox.
    public let mail = MailStore()
    /// The Activity tab's feed.
    public let activity: any ActivityService
    /// The Settings screen's preferences.
    public let preferences = PreferencesStore()
    /// The deep links, shortcuts and notifications that navigate.
    public let routes = AppDestination.routes()
    /// The router, once ``start(in:)`` has run.
    public private(set) var router: NavigationRouter?
    /// The links, shortcuts and notifications that navigated nowhere, oldest first, as sentences.
    public private(set) var rejectedInputs: [String] = []

    /// An app whose launch check uses `session`.
    public init(session: SessionService = SessionService(), activity: any ActivityService = SampleActivityService()) {
        self.session = session
        self.activity = activity
    }

    /// Makes the router for `window` and shows the splash flow.
    @discardableResult
    public func start(in window: UIWindow) -> NavigationRouter {
        let router = NavigationRouter(in: window)
        router.defaultTransition = .crossDissolve()
        router.observeDestinations { [weak self] event in
            if case .rejected(_, let reason) = event { self?.rejectedInputs.append(reason.description) }
        }
        self.router = router
        router.startNavigationModuleFrom([splashFlow()])
        return router
    }

    // MARK: Flows

    /// The splash screen, which checks the session and moves on.
    func splashFlow() -> NavigationModel {
        NavigationModel { [unowned self] module in SplashViewController(module: module, app: self) }
    }

    /// Sign-in, with Forgot password. It shows no destination: a link waits until the user is in.
    func signInFlow() -> NavigationModel {
        NavigationModel { [unowned self] module in SignInViewController(module: module, app: self) }
    }

    /// The signed-in app: Inbox, Activity and Profile tabs.
    func mainFlow() -> NavigationModel {
        .tabBranch([
            NavigationTab(
                identifier: "inbox", title: "Inbox", imageName: "tray",
                models: [NavigationModel { [unowned self] module in InboxViewController(module: module, app: self) }],
                destinations: DestinationHandler(AppDestination.self) { [unowned self] destination in
                    inboxPlan(for: destination)
                }),
            NavigationTab(
                identifier: "activity", title: "Activity", imageName: "bell",
                models: [
                    NavigationModel { [unowned self] module in ActivityBuilder.make(module: module, service: activity) }
                ],
                destinations: DestinationHandler(AppDestination.self) { $0 == .activity ? .root : nil }),
            NavigationTab(
                identifier: "profile", title: "Profile", imageName: "person",
                models: [NavigationModel { [unowned self] module in ProfileViewController(module: module, app: self) }]),
        ])
    }

    /// How the Inbox tab shows a destination.
    private func inboxPlan(for destination: AppDestination) -> DestinationPlan? {
        switch destination {
        case .inbox:
            return .root
        case .message(let id):
            // An identifier no message has still opens the screen, which says the message is gone.
            return .stack([messageScreen(id: id)])
        case .compose(let to):
            let recipient = to.flatMap { mail.message(id: $0)?.senderEmail } ?? ""
            return .present(
                [composeScreen(recipient: recipient, shows: destination)], presentation: ComposeFlow.presentation)
        case .activity:
            return nil
        }
    }

    /// A message screen for `id`, with its typed input.
    func messageScreen(id: Int) -> NavigationModel {
        NavigationModel(MessageViewController.self, input: MessageViewController.Input(id: id, mail: mail))
    }

    /// The first screen of Compose, addressed to `recipient`, showing `destination`.
    func composeScreen(recipient: String, shows destination: AppDestination = .compose(to: nil)) -> NavigationModel {
        NavigationModel { module in RecipientsViewController(module: module, recipient: recipient, shows: destination) }
    }

    /// Signs out: forgets the user and any held link, and slides back to sign-in.
    func signOut(from module: NavigationModule?) {
        session.signOut()
        _ = router?.clearPendingDestination()
        module?.endFlow(with: [signInFlow()], transition: .slide(from: .left))
    }
}
