import NavigationCore

// The Activity tab as MVP: a passive view, a presenter that holds the logic and the service, and a
// builder that assembles them. Navigation stays out of the view: the presenter asks the SDK.

/// What the presenter can tell the Activity view.
@MainActor
protocol ActivityView: AnyObject {
    /// Shows these events, newest first.
    func show(events: [String])
    /// Shows how many events there are.
    func show(summary: String)
}

/// The Activity logic: loads the feed from the service and turns it into what the view shows.
@MainActor
final class ActivityPresenter {
    private let service: any ActivityService
    weak var view: (any ActivityView)?

    init(service: any ActivityService) {
        self.service = service
    }

    /// The view loaded: fill it.
    func viewDidLoad() {
        let events = service.recentEvents()
        view?.show(summary: events.isEmpty ? "Nothing new." : "\(events.count) new events")
        view?.show(events: events)
    }

    /// The user asked to refresh.
    func refresh() {
        viewDidLoad()
    }
}

/// The Activity view: labels it is told to show, and a Refresh button it reports.
final class ActivityViewController: NavigationModuleViewController, ActivityView {
    var presenter: ActivityPresenter?
    private let summary = ScreenLayout.label()
    private let list = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        list.axis = .vertical
        _ = ScreenLayout.column(
            in: view, [summary, list, ScreenLayout.button("Refresh") { [weak self] in self?.presenter?.refresh() }])
        presenter?.viewDidLoad()
    }

    func show(events: [String]) {
        for old in list.arrangedSubviews { old.removeFromSuperview() }
        for event in events { list.addArrangedSubview(ScreenLayout.label("• " + event)) }
    }

    func show(summary text: String) {
        summary.text = text
    }
}

/// Assembles the Activity screen with its presenter and service.
@MainActor
enum ActivityBuilder {
    /// The Activity screen for `module`, wired to `service`.
    static func make(module: NavigationModule, service: any ActivityService) -> ActivityViewController {
        let view = ActivityViewController(navigationModule: module)
        view.title = "Activity"
        let presenter = ActivityPresenter(service: service)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
