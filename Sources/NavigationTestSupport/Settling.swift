public import Foundation
public import NavigationCore

#if canImport(Testing)
    import Testing
#endif

#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
#endif

/// Waits until every navigation animation has ended and every request that follows it has run.
///
/// Against HeadlessUIKit this runs the animation clock to its end at once, including the work each
/// completion starts, without giving other tests a turn. Against UIKit it waits in real time, on the
/// main actor, until no window made by ``makeTestWindow()`` shows a transition for three looks in a
/// row, 20 ms apart (requests queued behind a transition start as soon as it ends, so a quiet window
/// has run them); after `timeout` seconds the test records an issue. Against UIKit it watches the
/// windows of every test running at the time: run tests that settle against UIKit one at a time
/// (`swift test --no-parallel`, or the `.serialized` trait on one suite that holds them all), or one test's
/// animations can keep another's settle waiting past its `timeout`.
@MainActor
public func settle(timeout: TimeInterval = 5) async {
    #if canImport(UIKit)
        let deadline = ProcessInfo.processInfo.systemUptime + timeout
        var quietLooks = 0
        while quietLooks < 3 {
            try? await Task.sleep(nanoseconds: 20_000_000)
            quietLooks = TestWindows.anyTransitionRunning ? 0 : quietLooks + 1
            if ProcessInfo.processInfo.systemUptime > deadline {
                #if canImport(Testing)
                    Issue.record("Navigation did not settle within \(timeout) seconds")
                #endif
                return
            }
        }
    #else
        HeadlessAnimations.finishAll()
    #endif
}

/// Settles until `condition` holds, letting the tasks the test started take their turns: for what a
/// `Task` of the test starts (a presentation it awaits), which runs only on a later turn of the main
/// actor, after ``settle(timeout:)`` alone may have returned.
///
/// ```swift
/// import NavigationTestSupport
///
/// let outcome = Task {
///     try await module.present(
///         [NavigationModel(initialViewControllerType: ComposeViewController.self)], returning: Draft.self)
/// }
/// await settle(until: { module.presentedModule != nil })
/// module.presentedModule?.finish(with: Draft(to: "ana@example.com", body: "Hello"))
/// _ = try await outcome.value
/// ```
///
/// It settles, then, while `condition` is false, yields to the main actor's other work and settles
/// again; after `timeout` seconds the test records an issue.
@MainActor
public func settle(until condition: () -> Bool, timeout: TimeInterval = 5) async {
    let deadline = ProcessInfo.processInfo.systemUptime + timeout
    await settle(timeout: timeout)
    while !condition() {
        if ProcessInfo.processInfo.systemUptime > deadline {
            #if canImport(Testing)
                Issue.record("The condition did not hold within \(timeout) seconds")
            #endif
            return
        }
        await Task.yield()
        await settle(timeout: max(0.1, deadline - ProcessInfo.processInfo.systemUptime))
    }
}

/// Waits until `router` resolves no link and what the answer started has settled: for a test whose
/// link's resolver awaits a fetch the test answers.
///
/// A resolver runs in a task of the router's, off the request queue; it answers on a later turn of
/// the main actor, so ``settle(timeout:)`` alone may return before it has. This waits, a millisecond
/// at a time, until the router's `resolvingLink` is `nil` and no request runs, then settles.
/// The router's time limit (`linkResolutionTimeLimit`) is wall-clock time: a
/// resolver that never answers ends with it, or the test records an issue after `timeout` seconds.
@MainActor
public func settleLinkResolution(of router: NavigationRouter, timeout: TimeInterval = 5) async {
    let deadline = ProcessInfo.processInfo.systemUptime + timeout
    while router.resolvingLink != nil || router.isProcessingRequests {
        if ProcessInfo.processInfo.systemUptime > deadline {
            #if canImport(Testing)
                Issue.record("The link still resolved after \(timeout) seconds")
            #endif
            return
        }
        try? await Task.sleep(nanoseconds: 1_000_000)
        await settle()
    }
    await settle()
}

/// A window to show a router in, sized like the main screen.
///
/// Against UIKit the window is remembered weakly so that ``settle(timeout:)`` can watch it. It joins
/// no scene: a SwiftPM test bundle runs in Xcode's test agent, which has no application object to ask
/// for one.
@MainActor
public func makeTestWindow() -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    #if canImport(UIKit)
        TestWindows.remember(window)
    #endif
    return window
}

#if canImport(UIKit)
    /// The windows tests made, watched by ``settle(timeout:)``.
    @MainActor
    enum TestWindows {
        private final class WeakWindow {
            weak var window: UIWindow?
            init(_ window: UIWindow) { self.window = window }
        }
        private static var made: [WeakWindow] = []

        static func remember(_ window: UIWindow) {
            made.removeAll { $0.window == nil }
            made.append(WeakWindow(window))
        }

        static var anyTransitionRunning: Bool {
            made.compactMap(\.window).contains {
                if case .idle = RunningTransitions.state(in: $0.rootViewController) { false } else { true }
            }
        }
    }
#endif

/// Runs `body` and returns the UIKit misuse HeadlessUIKit recorded meanwhile, one description each.
///
/// UIKit only logs such misuse to the console, which a test cannot read: against UIKit the list is
/// always empty, and a test of it proves the behaviour around it only. Against HeadlessUIKit the
/// record is the whole process's: a block that awaits also collects what tests running beside it
/// record, so assert that the list is empty in tests run one at a time (`swift test --no-parallel`).
@MainActor
public func uikitMisuse(during body: () async throws -> Void) async rethrows -> [String] {
    #if canImport(UIKit)
        try await body()
        return []
    #else
        let start = HeadlessWarnings.all.count
        try await body()
        let all = HeadlessWarnings.all
        return all[min(start, all.count)...].map(\.description)
    #endif
}
