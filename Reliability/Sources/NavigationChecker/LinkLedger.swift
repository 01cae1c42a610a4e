import Foundation
import NavigationCore

/// Where a link that resolves asynchronously goes once its resolver answers.
public enum LaterLink: Hashable, Sendable {
    /// Resolves to a message.
    case message(Int)
    /// Resolves to a hand-off: a web page the app does not show.
    case web
    /// Its resolver refuses it.
    case refused
    /// A click-tracking link through a wildcard route on a host of its own, redirected to a message.
    case tracked(Int)
}

/// A notification the user opens, of one of the shapes the checked app's mapping reads.
public enum CheckedNotification: Hashable, Sendable {
    /// `{"activity": {"category": "message", "id": n}}`: nested, read by the mapping.
    case nested(Int)
    /// `{"url": "checked://messages/n"}`: a link the mapping routes through the URL routes.
    case withLink(Int)
    /// A custom action ("Mark as read"): it does not navigate.
    case markAsRead
    /// A payload the mapping cannot read.
    case malformed
}

/// The door the checked app's resolvers wait at: `.answerLinks` lets through whoever waits now. A
/// cancelled resolver leaves at once.
final class ResolverDoor: @unchecked Sendable {
    private let lock = NSLock()
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

    /// Waits until the door is opened or the task is cancelled (then throws `CancellationError`).
    func pass() async throws {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = lock.withLock {
                    if Task.isCancelled { return true }
                    waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
        try Task.checkCancellation()
    }

    /// Lets through every resolver waiting now.
    func openOnce() {
        let waiting = lock.withLock {
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in waiting { waiter.resume() }
    }

    /// How many resolvers wait.
    var waiting: Int { lock.withLock { waiters.count } }
}

/// What the checker knows of the links it opened through the route table: each must end exactly
/// once, and the outcomes, events and hand-offs must tell the same story.
@MainActor
final class LinkLedger {
    private var nextLink = 0
    private var open: Set<Int> = []
    private var endedTwice: String?
    /// Counts for the current router: outcomes by kind, events by kind, hand-offs received.
    private var cancelledOutcomes = 0
    private var cancelledEvents = 0
    private var handedOffOutcomes = 0
    private var handedOffEvents = 0
    private var handOffCalls = 0
    private var rejectedOutcomes = 0
    private var rejectedEvents = 0
    private var generation = 0
    /// Whether the last resolution that ended was a module's own, for a destination (its plan
    /// resolves): what ends it is the destination's, which the destination ledger counts.
    private(set) var lastEndWasDestination = false

    /// A new router: its counts start from zero; links of the released one must still end, once.
    func routerStarted() {
        generation += 1
        cancelledOutcomes = 0
        cancelledEvents = 0
        handedOffOutcomes = 0
        handedOffEvents = 0
        handOffCalls = 0
        rejectedOutcomes = 0
        rejectedEvents = 0
    }

    /// A completion for a link about to be opened; `openedDestination` hears of an outcome that came
    /// from opening a destination (shown, held, failed, or how the destination's own resolving plan
    /// ended), which the destination ledger counts.
    func completion(openedDestination: @escaping @MainActor () -> Void) -> @MainActor (DestinationOutcome) -> Void {
        let id = nextLink
        nextLink += 1
        open.insert(id)
        let generation = self.generation
        return { [weak self] outcome in
            guard let self else { return }
            guard self.open.remove(id) != nil else {
                self.endedTwice = self.endedTwice ?? "link \(id) ended twice, the second time \(outcome)"
                return
            }
            guard generation == self.generation else { return }
            switch outcome {
            case .cancelled where self.lastEndWasDestination, .handedOff where self.lastEndWasDestination,
                .rejected where self.lastEndWasDestination:
                openedDestination()
            case .cancelled: self.cancelledOutcomes += 1
            case .handedOff: self.handedOffOutcomes += 1
            case .rejected: self.rejectedOutcomes += 1
            case .shown, .alreadyShowing, .poppedBack, .held, .failed: openedDestination()
            }
        }
    }

    /// Counts the events of the current router that concern links.
    func account(for event: DestinationEvent) {
        switch event {
        case .resolutionCancelled(let input, _), .handedOff(let input, _), .rejected(let input, _):
            lastEndWasDestination = if case .destination = input { true } else { false }
            guard !lastEndWasDestination else { return }
            if case .resolutionCancelled = event { cancelledEvents += 1 }
            if case .handedOff = event { handedOffEvents += 1 }
            if case .rejected = event { rejectedEvents += 1 }
        default: break
        }
    }

    /// The router handed a link off (right after reporting it).
    func handedOff() {
        if !lastEndWasDestination { handOffCalls += 1 }
    }

    /// What is wrong, if anything; `idle` says no link resolves and no request runs, so every link
    /// must have ended.
    func problem(idle: Bool) -> String? {
        if let endedTwice { return endedTwice }
        if idle, !open.isEmpty { return "\(open.count) links never ended while nothing resolves" }
        if cancelledOutcomes != cancelledEvents {
            return "\(cancelledOutcomes) cancelled outcomes, \(cancelledEvents) cancellation events"
        }
        if handedOffOutcomes != handedOffEvents || handOffCalls != handedOffEvents {
            return "\(handedOffOutcomes) handed-off outcomes, \(handedOffEvents) events, \(handOffCalls) hand-offs"
        }
        if rejectedOutcomes != rejectedEvents {
            return "\(rejectedOutcomes) rejected outcomes, \(rejectedEvents) rejection events"
        }
        return nil
    }

    /// Whether every link ended (at the end of a program, after a final clear).
    var allEnded: Bool { open.isEmpty }
}
