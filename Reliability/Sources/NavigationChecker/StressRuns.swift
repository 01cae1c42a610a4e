import Foundation
import HeadlessUIKit
import HeadlessUIKitDrivers
import NavigationCore

/// The SDK under load: thousands of requests queued in one transition, a router released with
/// requests waiting, and many flow changes with memory measured.
@MainActor
public enum StressRuns {
    /// What a stress run found.
    public struct Report: Sendable {
        /// Whether the run found what it must.
        public let passed: Bool
        /// A sentence with the figures.
        public let summary: String
        /// For the memory run: how much the resident memory grew after warming up, in MiB.
        public let growthMiB: Double
    }

    /// Queues `count` requests (pushes and pops, alternating) while one animated push is held open,
    /// then lets it end: every request must run, in order, each completion once.
    public static func queuedDuringOneTransition(count: Int) async -> Report {
        let clock = ContinuousClock()
        let start = clock.now
        let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
        router.startNavigationModuleFrom(
            [NavigationModel(initialViewControllerType: SplashScreen.self)], completion: nil)
        await HeadlessAnimations.settle()
        guard let module = router.currentModule else { return Report(passed: false, summary: "no flow", growthMiB: 0) }
        HeadlessAnimations.hold()
        module.pushViewController(DetailScreen.self, animated: true, completion: nil)
        var order: [Int] = []
        var failures = 0
        for index in 0..<count {
            let completion: NavigationModule.Completion = { result in
                order.append(index)
                if case .failure = result { failures += 1 }
            }
            if index.isMultiple(of: 2) {
                module.pushViewController(DetailScreen.self, animated: false, completion: completion)
            } else {
                module.popViewController(animated: false, completion: completion)
            }
        }
        let waitingWhileHeld = order.isEmpty
        HeadlessAnimations.release()
        await settleQueue(of: router)
        let inOrder = order == Array(0..<count)
        let passed = waitingWhileHeld && inOrder && failures == 0 && module.viewControllers.count == 2
        let seconds = seconds(since: start, clock: clock)
        return Report(
            passed: passed,
            summary: "\(count) requests queued during one transition: \(order.count) completions, "
                + "\(inOrder ? "in order" : "OUT OF ORDER"), \(failures) failures, "
                + String(format: "%.2f s", seconds),
            growthMiB: 0)
    }

    /// Queues `count` requests behind a held transition, half with completions and half `async`, then
    /// releases the router: each must fail with `routerReleased`, once, and no `async` caller may hang.
    public static func releasedWithQueuedRequests(count: Int) async -> Report {
        var router: NavigationRouter? = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
        router?.startNavigationModuleFrom(
            [NavigationModel(initialViewControllerType: SplashScreen.self)], completion: nil)
        await HeadlessAnimations.settle()
        guard let module = router?.currentModule else { return Report(passed: false, summary: "no flow", growthMiB: 0) }
        HeadlessAnimations.hold()
        module.pushViewController(DetailScreen.self, animated: true, completion: nil)
        var released = 0
        var other = 0
        var tasks: [Task<Bool, Never>] = []
        for index in 0..<count {
            if index.isMultiple(of: 2) {
                module.pushViewController(DetailScreen.self, animated: false) { result in
                    if case .failure(.routerReleased) = result { released += 1 } else { other += 1 }
                }
            } else {
                tasks.append(
                    Task { @MainActor in
                        do throws(NavigationError) {
                            try await module.pushViewController(DetailScreen.self, animated: false)
                            return false
                        } catch {
                            return error == .routerReleased
                        }
                    })
            }
        }
        await Task.yield()
        router = nil
        HeadlessAnimations.release()
        var asyncReleased = 0
        for task in tasks where await task.value { asyncReleased += 1 }
        await HeadlessAnimations.settle()
        let passed = released == count / 2 + count % 2 && asyncReleased == tasks.count && other == 0
        return Report(
            passed: passed,
            summary: "Router released with \(count) requests queued: \(released + asyncReleased) failed with "
                + "routerReleased (\(asyncReleased) async callers returned), \(other) other outcomes",
            growthMiB: 0)
    }

    /// Changes flows `count` times (splash, the tab branch, sign-in, in turn) and measures the resident
    /// memory after a tenth of them and at the end.
    public static func flowChangeMemory(count: Int) async -> Report {
        let clock = ContinuousClock()
        let start = clock.now
        let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
        router.startNavigationModuleFrom(CheckedApp.splash(), completion: nil)
        await HeadlessAnimations.settle()
        let flows = [CheckedApp.tabs, CheckedApp.signIn, CheckedApp.splash]
        var warmedUp: Double?
        var failures = 0
        for index in 0..<count {
            router.startNextNavigationModule(with: flows[index % flows.count](), transition: .none) { result in
                if case .failure = result { failures += 1 }
            }
            if index.isMultiple(of: 100) {
                await settleQueue(of: router)
                // The checked screens register with the checker's leak registry; start a new one so
                // that its entries do not count as the SDK's memory.
                Registry.current = Registry()
            }
            if index == count / 10 {
                await settleQueue(of: router)
                warmedUp = residentMiB()
            }
        }
        await settleQueue(of: router)
        let end = residentMiB()
        let growth = (end ?? 0) - (warmedUp ?? end ?? 0)
        let memory =
            if let warmedUp, let end {
                String(
                    format: "resident memory %.1f MiB after %d, %.1f MiB after %d (growth %.1f MiB)",
                    warmedUp, count / 10, end, count, growth)
            } else {
                "resident memory not measurable on this platform"
            }
        return Report(
            passed: failures == 0,
            summary: "\(count) flow changes in " + String(format: "%.1f s", seconds(since: start, clock: clock))
                + ", \(failures) failures; " + memory,
            growthMiB: growth)
    }

    private static func settleQueue(of router: NavigationRouter) async {
        for _ in 0..<100_000 {
            await HeadlessAnimations.settle()
            guard router.isProcessingRequests else { return }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
    }

    private static func seconds(since start: ContinuousClock.Instant, clock: ContinuousClock) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The process's resident memory in MiB, from `/proc/self/statm`; `nil` where there is none.
    static func residentMiB() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * 4096 / 1_048_576
    }
}
