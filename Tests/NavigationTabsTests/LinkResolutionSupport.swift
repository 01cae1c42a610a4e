import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// A door a resolver waits at until the test opens it: stands for a fetch whose answer the test
/// controls. A cancelled wait returns at once, as a URLSession task does, and is counted.
final class ResolverGate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var arrivalCount = 0
    private var cancellationCount = 0

    /// How many resolvers reached the gate.
    var arrivals: Int { lock.withLock { arrivalCount } }
    /// How many resolvers saw their task cancelled while they waited or once let through.
    var cancellations: Int { lock.withLock { cancellationCount } }

    /// Waits until the gate opens or the task is cancelled; throws `CancellationError` when cancelled.
    func pass() async throws {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = lock.withLock {
                    arrivalCount += 1
                    if isOpen || Task.isCancelled { return true }
                    waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
        if Task.isCancelled {
            lock.withLock { cancellationCount += 1 }
            throw CancellationError()
        }
    }

    /// Lets every waiting and later resolver through.
    func open() {
        let waiting = lock.withLock {
            isOpen = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in waiting { waiter.resume() }
    }
}

/// What the router reported: events and each link's outcome, in order.
@MainActor
final class LinkLog {
    var events: [DestinationEvent] = []
    var outcomes: [String: DestinationOutcome] = [:]

    init(observing router: NavigationRouter) {
        router.observeDestinations { [weak self] in self?.events.append($0) }
    }

    /// A completion that records the outcome under `name`; a second call would be recorded as an issue.
    func outcome(_ name: String) -> @MainActor (DestinationOutcome) -> Void {
        { [weak self] outcome in
            guard let self else { return }
            if self.outcomes[name] != nil { Issue.record("\(name) ended twice: \(outcome)") }
            self.outcomes[name] = outcome
        }
    }
}

/// Turns the main queue and finishes animations until `condition` holds, for at most ten seconds:
/// generous, since the whole suite shares the main actor (and runs slower under a sanitizer).
@MainActor
func eventually(_ condition: @MainActor () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
        if Date() > deadline {
            Issue.record("The condition did not hold within ten seconds", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(nanoseconds: 1_000_000)
        await settle()
    }
}

/// Destinations of a crowdfunding app: projects whose page loads first.
enum ShopDestination: NavigationDestination {
    case project(Int)
    case activity
}

/// A project's page; it shows `.project(id)`.
final class ProjectScreen: NavigationModuleViewController, NavigationInputScreen {
    typealias Input = Int
    override var shownDestination: (any NavigationDestination)? { input.map { ShopDestination.project($0) } }
}

/// The Explore tab's root.
final class ExploreScreen: NavigationModuleViewController {}

/// Explore shows projects by pushing them; Activity shows the activity feed.
@MainActor
func shopTabs() -> NavigationModel {
    .tabBranch([
        NavigationTab(
            identifier: "explore", title: "Explore", models: [.screen(ExploreScreen.self)],
            destinations: DestinationHandler(ShopDestination.self) { destination in
                guard case .project(let id) = destination else { return nil }
                return .stack([NavigationModel(ProjectScreen.self, input: id)])
            }),
        NavigationTab(
            identifier: "activity", title: "Activity", models: [.screen(ActivityScreen.self)],
            destinations: DestinationHandler(ShopDestination.self) { $0 == .activity ? .root : nil }),
    ])
}

/// Tabs whose Explore tab loads a project before deciding: launched projects are pushed,
/// prelaunch ones handed off to the web, missing ones refused.
@MainActor
func loadingShopTabs(gate: ResolverGate) -> NavigationModel {
    .tabBranch([
        NavigationTab(
            identifier: "explore", title: "Explore", models: [.screen(ExploreScreen.self)],
            destinations: DestinationHandler(ShopDestination.self) { destination in
                guard case .project(let id) = destination else { return nil }
                return .resolving {
                    try await gate.pass()
                    switch id {
                    case 404: return .reject("no such project")
                    case 500: throw URLError(.badServerResponse)
                    case 13: return .handOff(to: URL(fileURLWithPath: "/prelaunch/13"))
                    default: return .stack([NavigationModel(ProjectScreen.self, input: id)])
                    }
                }
            }),
        NavigationTab(
            identifier: "activity", title: "Activity", models: [.screen(ActivityScreen.self)],
            destinations: DestinationHandler(ShopDestination.self) { $0 == .activity ? .root : nil }),
    ])
}
