import NavigationCore
import Testing

/// The request queue on its own: each request ends once, and a `done` called late ends nothing else.
@Suite("Request queue turns")
@MainActor
struct RequestQueueTests {
    /// Where requests note when they run, and keep their `done`s.
    @MainActor
    private final class Probe {
        var log: [String] = []
        var dones: [String: @MainActor () -> Void] = [:]
        /// Whether the gate makes the next request wait.
        var gateWaits = true

        /// A request that notes when it runs and keeps its `done`, calling it at once when `endsAtOnce`.
        func request(_ name: String, endsAtOnce: Bool) -> NavigationRequestQueue.Request {
            NavigationRequestQueue.Request(
                run: { done in
                    self.log.append("\(name) runs")
                    self.dones[name] = done
                    if endsAtOnce { done() }
                },
                fail: { error in self.log.append("\(name) failed: \(error)") })
        }
    }

    @Test("A done called again after its request ended, while a later request runs, does not end that one")
    func lateDoneEndsNothingElse() {
        let queue = NavigationRequestQueue()
        let probe = Probe()
        // The probe keeps the requests' `done`s, which hold their turns: let go of them at the end.
        defer { probe.dones.removeAll() }
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
        // The probe keeps the requests' `done`s, which hold their turns: let go of them at the end.
        defer { probe.dones.removeAll() }
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

    @Test("A request's captures are released once it has run")
    func ranRequestIsReleased() {
        let queue = NavigationRequestQueue()
        final class Token {}
        weak var released: Token?
        do {
            let token = Token()
            released = token
            queue.submit(
                NavigationRequestQueue.Request(
                    run: { done in
                        withExtendedLifetime(token) {}
                        done()
                    }, fail: { _ in }))
        }
        #expect(released == nil)
    }
    @Test("A request waits at the gate, runs when the gate lets it, and others keep their order")
    func requestWaitsAtTheGate() {
        let queue = NavigationRequestQueue()
        let probe = Probe()
        // The probe keeps the requests' `done`s, which hold their turns: let go of them at the end.
        defer { probe.dones.removeAll() }
        var proceed: (@MainActor (Result<Void, NavigationError>) -> Void)?
        queue.gate = { _ in
            guard probe.gateWaits else { return .proceed }
            return .wait { proceed = $0 }
        }
        queue.submit(probe.request("first", endsAtOnce: true))
        queue.submit(probe.request("second", endsAtOnce: true))
        #expect(probe.log.isEmpty)
        #expect(queue.isBusy && queue.hasWaitingRequests)
        probe.gateWaits = false
        proceed?(.success(()))
        #expect(probe.log == ["first runs", "second runs"])
        #expect(!queue.isBusy)
        // The gate captured the probe, which keeps the requests' `done`s: let go of the cycle.
        queue.gate = nil
    }

    @Test("A request keeps what it captured until it calls done")
    func runningRequestKeepsItsCaptures() {
        final class Token {}
        let queue = NavigationRequestQueue()
        var done: (@MainActor () -> Void)?
        weak var token: Token?
        do {
            let captured = Token()
            token = captured
            queue.submit(
                NavigationRequestQueue.Request(
                    run: { end in
                        withExtendedLifetime(captured) {}
                        done = end
                    }, fail: { _ in }))
        }
        #expect(queue.isBusy)
        #expect(token != nil)
        done?()
        done = nil
        #expect(token == nil)
        #expect(!queue.isBusy)
    }

    @Test("A request its gate fails hears why, and the next one runs")
    func requestFailedByTheGate() {
        let queue = NavigationRequestQueue()
        let probe = Probe()
        // The probe keeps the requests' `done`s, which hold their turns: let go of them at the end.
        defer { probe.dones.removeAll() }
        var failsNext = true
        queue.gate = { _ in
            defer { failsNext = false }
            return failsNext ? .fail(.routerReleased) : .proceed
        }
        queue.submit(probe.request("first", endsAtOnce: true))
        queue.submit(probe.request("second", endsAtOnce: true))
        #expect(probe.log == ["first failed: \(NavigationError.routerReleased)", "second runs"])
        #expect(!queue.isBusy)
    }

    @Test("A request behind a running one is kept and runs in its turn; a closed queue fails it")
    func requestKeptBehindARunningOne() {
        let queue = NavigationRequestQueue()
        let probe = Probe()
        // The probe keeps the requests' `done`s, which hold their turns: let go of them at the end.
        defer { probe.dones.removeAll() }
        queue.submit(probe.request("slow", endsAtOnce: false))
        queue.submit(probe.request("kept", endsAtOnce: true))
        queue.submit(probe.request("dropped", endsAtOnce: true))
        #expect(probe.log == ["slow runs"])
        probe.dones["slow"]?()
        #expect(probe.log == ["slow runs", "kept runs", "dropped runs"])
        queue.submit(probe.request("slow again", endsAtOnce: false))
        queue.submit(probe.request("closed out", endsAtOnce: true))
        queue.close(failingWith: .routerReleased)
        queue.submit(probe.request("after close", endsAtOnce: true))
        #expect(
            Array(probe.log.suffix(3)) == [
                "slow again runs", "closed out failed: \(NavigationError.routerReleased)",
                "after close failed: \(NavigationError.routerReleased)",
            ])
    }
}
