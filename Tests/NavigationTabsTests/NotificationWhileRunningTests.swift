import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

#if canImport(UIKit)
    import UserNotifications
#else
    import HeadlessUserNotifications
#endif

/// The notification center's delegate, wired as the README shows: it hands a response to the router.
@MainActor
private final class NotificationReceiver: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
    let router: NavigationRouter
    let routes: DestinationRouteTable<AppDestination>

    init(router: NavigationRouter, routes: DestinationRouteTable<AppDestination>) {
        self.router = router
        self.routes = routes
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        router.openDestination(
            forNotification: response.notification.request.content.userInfo,
            actionIdentifier: response.actionIdentifier, using: routes)
        completionHandler()
    }
}

// Serialized: the notification center's delegate is one for the whole process.
@Suite("Notifications while the app runs, and the center's copy of the launch notification", .serialized)
@MainActor
struct NotificationWhileRunningTests {
    @Test(
        "A notification the user opens while the app runs reaches the center's delegate and opens its destination",
        .headlessOnly)
    func openedNotificationOpensItsDestination() async throws {
        let (router, branch) = try await signedInRouter()
        try await branch.selectTab(identifier: "activity")
        let receiver = NotificationReceiver(router: router, routes: try SampleApp.routes())
        UNUserNotificationCenter.current().delegate = receiver
        defer { UNUserNotificationCenter.current().delegate = nil }
        #expect(SystemEvents.respondToNotification(userInfo: ["type": "message", "id": 42]))
        await settle()
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
    }

    @Test(
        "The center's copy of the launch notification is opened once: a first flow that shows it at once shows it once",
        .headlessOnly)
    func launchNotificationCopyOnAFlowThatShowsIt() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes(), firstFlow: SampleApp.signedInTabs())
        let payload: [AnyHashable: Any] = ["type": "message", "id": 5]
        withExtendedLifetime(SystemEvents.connect(delegate, notificationUserInfo: payload)) {}
        await settle()
        let router = try #require(delegate.router)
        let branch = try #require(router.currentModule as? TabBranchModule)
        let shownScreen = branch.selectedModule.viewControllers.last
        var copyOutcome: DestinationOutcome?
        // What the README's center delegate does with the copy UIKit may hand it.
        let matched = router.openDestination(
            forNotification: payload, actionIdentifier: UNNotificationDefaultActionIdentifier, using: delegate.routes
        ) { copyOutcome = $0 }
        await settle()
        #expect(matched)
        #expect(copyOutcome == .shown)
        #expect(delegate.events.count == 1)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(branch.selectedModule.viewControllers.last === shownScreen)
    }

    @Test(
        "The center's copy of a launch notification held through the splash is not held again; its completion hears held",
        .headlessOnly)
    func launchNotificationCopyWhileHeld() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let payload: [AnyHashable: Any] = ["type": "message", "id": 5]
        withExtendedLifetime(SystemEvents.connect(delegate, notificationUserInfo: payload)) {}
        let router = try #require(delegate.router)
        var copyOutcome: DestinationOutcome?
        router.openDestination(
            forNotification: payload, actionIdentifier: UNNotificationDefaultActionIdentifier, using: delegate.routes
        ) {
            copyOutcome = $0
        }
        // The launch notification is held once the splash is on screen, on a later turn where UIKit
        // shows a first flow then.
        await settle()
        #expect(copyOutcome == .held)
        try await router.currentModule?.endFlow(with: [SampleApp.signedInTabs()])
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(delegate.events.count == 2)
        #expect(delegate.events.last == .shown(AnyNavigationDestination(AppDestination.message(id: 5))))
    }

    @Test(
        "After the launch, another notification, or the same one once the copy's window has passed, opens as usual",
        .headlessOnly)
    func notificationsAfterTheLaunchOpen() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes(), firstFlow: SampleApp.signedInTabs())
        let launchPayload: [AnyHashable: Any] = ["type": "message", "id": 5]
        withExtendedLifetime(SystemEvents.connect(delegate, notificationUserInfo: launchPayload)) {}
        await settle()
        let router = try #require(delegate.router)
        let branch = try #require(router.currentModule as? TabBranchModule)
        router.openDestination(
            forNotification: ["type": "message", "id": 6], actionIdentifier: UNNotificationDefaultActionIdentifier,
            using: delegate.routes)
        await settle()
        #expect((branch.selectedModule.viewControllers.last as? MessageDetailScreen)?.input == 6)
        // The first notification after the launch ended the wait for the copy: the launch one opens again.
        router.openDestination(
            forNotification: launchPayload, actionIdentifier: UNNotificationDefaultActionIdentifier,
            using: delegate.routes)
        await settle()
        #expect((branch.selectedModule.viewControllers.last as? MessageDetailScreen)?.input == 5)

        NavigationRouter.launchNotificationCopyWindow = .nanoseconds(0)
        defer { NavigationRouter.launchNotificationCopyWindow = .seconds(10) }
        let late = SampleSceneDelegate(routes: try SampleApp.routes(), firstFlow: SampleApp.signedInTabs())
        withExtendedLifetime(SystemEvents.connect(late, notificationUserInfo: launchPayload)) {}
        await settle()
        let lateRouter = try #require(late.router)
        let eventsBefore = late.events.count
        lateRouter.openDestination(
            forNotification: launchPayload, actionIdentifier: UNNotificationDefaultActionIdentifier, using: late.routes)
        await settle()
        #expect(late.events.count == eventsBefore + 1)
    }
}
