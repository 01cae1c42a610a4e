import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// Holds an object in a detached task until told to let go, and lets go there, off the main thread:
/// stands for a detached task that holds the last reference (a screen's fetch still running when the
/// user signs out, a push listener holding the router).
///
/// Nothing waits for the release on purpose: the test finds the object gone through a weak reference,
/// so the thread sanitizer sees no ordering between the release and what the main thread does next.
final class BackgroundHolder: Sendable {
    private let letGo = ResolverGate()

    /// Starts holding `object` in a detached task.
    init<Object: AnyObject & Sendable>(_ object: Object) {
        Task.detached { [letGo, object] in
            try? await letGo.pass()
            withExtendedLifetime(object) {}
        }
    }

    /// Lets the task drop its reference.
    func release() { letGo.open() }
}

/// Hands the last reference to `object` to a background task, which lets it go off the main thread,
/// and waits for it to go without letting other tasks run (see ``blockUntil(_:sourceLocation:)``).
@MainActor
func releaseOffMainThread<Object: AnyObject & Sendable>(
    _ object: inout Object?, sourceLocation: SourceLocation = #_sourceLocation
) {
    weak let released = object
    do {
        guard let held = object else { return }
        let holder = BackgroundHolder(held)
        object = nil
        holder.release()
    }
    blockUntil({ released == nil }, sourceLocation: sourceLocation)
}

/// Waits on the main thread, without letting other tasks run, until `condition` holds (ten seconds at
/// most): for a test that holds the animation clock, which another test's `settle()` would release.
@MainActor
func blockUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
        guard Date() < deadline else {
            Issue.record("The condition did not hold within ten seconds", sourceLocation: sourceLocation)
            return
        }
        usleep(1_000)
    }
}

/// A module of the app's whose `deinit` reaches back into the SDK: it asks its container for its stack
/// and its delegate, as a subclass that cleans up after itself might.
final class CleaningUpModule: NavigationModule {
    let onDeinit: @MainActor @Sendable (String) -> Void

    init(models: [NavigationModel], onDeinit: @escaping @MainActor @Sendable (String) -> Void) throws(NavigationError) {
        self.onDeinit = onDeinit
        try super.init(models: models)
    }

    deinit {
        let report = onDeinit
        MainActor.assumeIsolated {
            let stack = navigationController.viewControllers.count
            navigationController.setViewControllers([], animated: false)
            report(
                "stack \(stack), delegate \(delegate == nil ? "nil" : "set"), router \(router == nil ? "nil" : "set")")
        }
    }
}

/// A screen of the app's whose `deinit` reaches back through its module.
final class CleaningUpScreen: NavigationModuleViewController {
    @MainActor static var moduleSeenInDeinit: [String] = []

    deinit {
        MainActor.assumeIsolated {
            Self.moduleSeenInDeinit.append(navigationModule == nil ? "nil" : "module")
            navigationModule?.popViewController(animated: false)
        }
    }
}

/// Notes in the order they came.
@MainActor
final class NoteLog {
    var notes: [String] = []
}

/// An app's navigation controller delegate that records what it hears.
@MainActor
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var shown: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(String(describing: type(of: viewController)))
    }
}

@Suite("Releases off the main thread, deinits that reach back, and delegates an app saves and restores")
@MainActor
struct OffMainReleaseTests {
    @Test("A flow's module a background task held last goes off the main thread; the next flow's requests stay right")
    func moduleReleasedOffMainThread() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([.screen(InboxScreen.self)], completion: nil)
        await settle()
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        weak var oldFlow: NavigationModule?
        let holder: BackgroundHolder
        do {
            let flow = try #require(router.currentModule)
            oldFlow = flow
            holder = BackgroundHolder(flow)
            // The old flow presents full screen, which the router remembers while it looks for transitions.
            flow.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: outcomes.completion)
            await settle()
            flow.endFlow(with: [.screen(ProfileScreen.self)], transition: .none, completion: log.completion)
            await settle()
        }
        let profile = try #require(router.currentModule)
        profile.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: outcomes.completion)
        await settle()
        #expect(oldFlow != nil)
        holder.release()
        await eventually { oldFlow == nil }
        // The new flow's requests run while the old one's last release happened elsewhere.
        let compose = try #require(profile.presentedModule)
        compose.finish(with: Draft(text: "sent"), completion: log.completion)
        profile.pushViewController(SettingsScreen.self, completion: log.completion)
        await settle()
        #expect(log.results.count == 3 && log.successCount == 3)
        #expect(profile.viewControllers.count == 2 && profile.presentedModule == nil)
        #expect(outcomes.outcomes == [.cancelled(.flowChanged), .finished(Draft(text: "sent"))])
    }

    @Test(
        "The router a background task held last goes off the main thread while a push animates and requests wait",
        .headlessOnly)
    func routerReleasedOffMainThreadMidRequest() async throws {
        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        router?.startNavigationModuleFrom([.screen(InboxScreen.self)], completion: nil)
        await settle()
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        weak let flow = router?.currentModule
        AnimationClock.hold()
        flow?.pushViewController(SettingsScreen.self, completion: log.completion)
        flow?.present([.screen(ComposeScreen.self)], completion: outcomes.completion)
        releaseOffMainThread(&router)
        AnimationClock.release()
        await eventually { log.results.count == 1 && outcomes.entries.count == 1 }
        await settle()
        #expect(log.errors == [.routerReleased])
        #expect(outcomes.errors == [.routerReleased])
        // The router's own release work reaches the main queue on a later turn, with the flow it held.
        await eventually { flow == nil }
    }

    @Test("The router a background task held last goes off the main thread while a link resolves: the link ends once")
    func routerReleasedOffMainThreadMidResolution() async throws {
        var router: NavigationRouter? = NavigationRouter(in: makeTestWindow())
        router?.startNavigationModuleFrom(shopTabs())
        await settle()
        let gate = ResolverGate()
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        try routes.addResolver("projects/:id(int)") { parameters in
            try await gate.pass()
            return .show(.project(try parameters.int("id")))
        }
        router?.linkResolutionTimeLimit = 2
        var outcomes: [DestinationOutcome] = []
        weak let released = router
        let holder = BackgroundHolder(try #require(router))
        // Nothing else runs on the main actor from the link's opening to the router's release.
        let opened = Date()
        router?.open(try #require(URL(string: "shop://projects/10")), using: routes) { outcomes.append($0) }
        router = nil
        holder.release()
        blockUntil { released == nil }
        #expect(Date().timeIntervalSince(opened) < 2, "the router went before the time limit")
        await eventually { outcomes.count == 1 }
        // The time limit passes after the router went: it finds nothing to stop.
        try await Task.sleep(nanoseconds: UInt64(max(0, 2.1 - Date().timeIntervalSince(opened)) * 1e9))
        await settle()
        #expect(outcomes == [.cancelled(.routerReleased)])
        await eventually { gate.cancellations == 1 }
    }

    @Test(
        "The router a background task held last goes off the main thread while a declined cancel waits: it fails once",
        .headlessOnly)
    func routerReleasedOffMainThreadWhileDismissalWaits() async throws {
        var router: NavigationRouter?
        weak var weakCompose: NavigationModule?
        let log = ResultLog()
        let outcomes = OutcomeLog<Draft>()
        do {
            let (madeRouter, branch, inbox) = try await inboxTab()
            router = madeRouter
            inbox.present(
                [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: .overCurrentContext),
                completion: outcomes.completion)
            await settle()
            let compose = try #require(inbox.presentedModule)
            weakCompose = compose
            let alert = UIViewController()
            compose.containerViewController.present(alert, animated: false)
            await settle()
            try await branch.selectTab(identifier: "profile")
            // App code dismisses the alert, animated, in the tab off screen; Compose is cancelled
            // meanwhile: UIKit declines, and the SDK watches for the dismissal to end.
            AnimationClock.hold()
            alert.dismiss(animated: true)
            compose.cancel(animated: true, completion: log.completion)
        }
        releaseOffMainThread(&router)
        AnimationClock.release()
        await eventually { log.results.count == 1 }
        await settle()
        #expect(log.errors == [.routerReleased])
        #expect(outcomes.entries.count == 1)
        #expect(weakCompose == nil)
    }

    @Test("An app's module whose deinit reaches into its container finds no delegate and no router, and nothing breaks")
    func moduleDeinitReachesBack() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        let seen = NoteLog()
        router.startNavigationModuleFrom(
            .module { () throws(NavigationError) in
                try CleaningUpModule(models: [.screen(InboxScreen.self)]) { note in seen.notes.append(note) }
            })
        await settle()
        let log = ResultLog()
        router.currentModule?.endFlow(with: [.screen(ProfileScreen.self)], completion: log.completion)
        await settle()
        #expect(log.successCount == 1)
        #expect(seen.notes == ["stack 1, delegate nil, router nil"])
        // The router still works.
        router.currentModule?.pushViewController(SettingsScreen.self, completion: log.completion)
        await settle()
        #expect(log.successCount == 2 && router.currentModule?.viewControllers.count == 2)
    }

    @Test("An app's screen whose deinit asks its module to pop finds the module gone once the flow is replaced")
    func screenDeinitReachesBack() async throws {
        CleaningUpScreen.moduleSeenInDeinit = []
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([.screen(InboxScreen.self), .screen(CleaningUpScreen.self)], completion: nil)
        await settle()
        let log = ResultLog()
        router.currentModule?.endFlow(with: [.screen(ProfileScreen.self)], completion: log.completion)
        await settle()
        #expect(log.successCount == 1)
        #expect(CleaningUpScreen.moduleSeenInDeinit == ["nil"])
        #expect(router.currentModule?.viewControllers.count == 1)
    }

    @Test(
        "An app that saves a module's navigation controller delegate, sets another and restores it keeps its own",
        .headlessOnly)
    func navigationDelegateSavedAndRestored() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom([.screen(InboxScreen.self)], completion: nil)
        await settle()
        let module = try #require(router.currentModule)
        let navigationController = module.navigationController
        #expect(navigationController.delegate == nil)
        let appDelegate = RecordingNavigationDelegate()
        navigationController.delegate = appDelegate
        #expect(navigationController.delegate === appDelegate)
        let saved = navigationController.delegate
        let helper = RecordingNavigationDelegate()
        navigationController.delegate = helper
        #expect(navigationController.delegate === helper)
        navigationController.delegate = saved
        #expect(navigationController.delegate === appDelegate)
        let log = ResultLog()
        module.pushViewController(SettingsScreen.self, completion: log.completion)
        await settle()
        #expect(log.successCount == 1)
        #expect(appDelegate.shown == ["SettingsScreen"] && helper.shown.isEmpty)
        // The module still hears the user's back swipe.
        navigationController.delegate = nil
        #expect(navigationController.delegate == nil)
        #expect(UserMoves.tapBackButton(in: navigationController))
        await settle()
        #expect(module.viewControllers.count == 1 && appDelegate.shown == ["SettingsScreen"])
    }

    @Test(
        "An app that saves a tab branch's tab bar delegate, sets another and restores it keeps its own", .headlessOnly)
    func tabBarDelegateSavedAndRestored() async throws {
        let (router, branch) = try await makeRouter()
        defer { withExtendedLifetime(router) {} }
        let tabBarController = branch.tabBarController
        #expect(tabBarController.delegate == nil)
        let appDelegate = RecordingTabBarDelegate()
        tabBarController.delegate = appDelegate
        let saved = tabBarController.delegate
        #expect(saved === appDelegate)
        let helper = RecordingTabBarDelegate()
        tabBarController.delegate = helper
        #expect(tabBarController.delegate === helper)
        tabBarController.delegate = saved
        #expect(tabBarController.delegate === appDelegate)
        #expect(UserMoves.tapTab(at: 1, in: tabBarController))
        await settle()
        #expect(appDelegate.selected == ["profile"] && helper.selected.isEmpty && branch.selectedIndex == 1)
    }
}

/// An app's tab bar controller delegate that records the tabs it hears selected.
@MainActor
final class RecordingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    private(set) var selected: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.tabBarItem.title?.lowercased() ?? "?")
    }
}
