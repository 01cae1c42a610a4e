import NavigationCore
import Testing

/// The request queue on its own: each request ends once, and a `done` called late ends nothing else.
@Suite("Request queue turns")
@MainActor
struct RequestQueueTests {
    /// A request that notes when it runs and keeps its `done`, calling it at once when `endsAtOnce`.
    @MainActor
    private final class Probe {
        var log: [String] = []
        var dones: [String: @MainActor () -> Void] = [:]

        func request(_ name: String, endsAtOnce: Bool) -> NavigationRequestQueue.Request {
            NavigationRequestQueue.Request { [self] start in
                guard case .run(let done) = start else { return log.append("\(name) failed") }
                log.append("\(name) runs")
                dones[name] = done
                if endsAtOnce { done() }
            }
        }
    }

    @Test("A done called again after its request ended, while a later request runs, does not end that one")
    func lateDoneEndsNothingElse() {
        let queue = NavigationRequestQueue()
        let probe = Probe()
        queue.submit(probe.request("first", endsAtOnce: true))
        queue.submit(probe.request("second", endsAtOnce: false))
        queue.submit(probe.request("third", endsAtOnce: true))
        #expect(probe.log == ["first runs", "second runs"])
        probe.dones["first"]?()
        probe.dones["first"]?()
        #expect(probe.log == ["first runs", "second runs"])
        #expect(queue.isBusy)
        probe.dones["second"]?()
        #expect(probe.log == ["first runs", "second runs", "third runs"])
        #expect(!queue.isBusy)
    }

    @Test("Requests that end at once run in order, and a done kept from one of them ends nothing later")
    func keptDoneOfAnEndedRequestEndsNothingLater() {
        let queue = NavigationRequestQueue()
        let probe = Probe()
        for index in 0..<3 { queue.submit(probe.request("quick\(index)", endsAtOnce: true)) }
        #expect(probe.log == ["quick0 runs", "quick1 runs", "quick2 runs"])
        queue.submit(probe.request("slow", endsAtOnce: false))
        queue.submit(probe.request("after", endsAtOnce: true))
        for index in 0..<3 { probe.dones["quick\(index)"]?() }
        #expect(probe.log == ["quick0 runs", "quick1 runs", "quick2 runs", "slow runs"])
        probe.dones["slow"]?()
        #expect(probe.log.last == "after runs")
        #expect(!queue.isBusy)
    }

    @Test("A request's captures are released once it has run, though the queue keeps its turn for the next one")
    func ranRequestIsReleased() {
        let queue = NavigationRequestQueue()
        final class Token {}
        weak var released: Token?
        do {
            let token = Token()
            released = token
            queue.submit(
                NavigationRequestQueue.Request { start in
                    withExtendedLifetime(token) {}
                    if case .run(let done) = start { done() }
                })
        }
        #expect(released == nil)
    }
}
