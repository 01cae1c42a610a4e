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

@Suite("Notifications while the app runs")
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
        "A cold start from a notification that both the connection options and the center's delegate deliver shows it once",
        .headlessOnly)
    func coldStartNotificationDeliveredTwiceShowsOnce() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let receiver = LateNotificationReceiver(sceneDelegate: delegate)
        UNUserNotificationCenter.current().delegate = receiver
        defer { UNUserNotificationCenter.current().delegate = nil }
        let payload: [AnyHashable: Any] = ["type": "message", "id": 5]
        // UIKit hands the launch response to the center's delegate as well (HeadlessUIKit's default).
        SystemEvents.connect(delegate, notificationUserInfo: payload)
        let router = try #require(delegate.router)
        try await router.currentModule?.endFlow(with: [SampleApp.signedInTabs()])
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(delegate.events.filter { if case .shown = $0 { true } else { false } }.count == 1)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(router.pendingDestination == nil)
    }
}

/// The notification center's delegate of an app whose scene delegate owns the router.
@MainActor
private final class LateNotificationReceiver: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
    let sceneDelegate: SampleSceneDelegate<AppDestination>

    init(sceneDelegate: SampleSceneDelegate<AppDestination>) {
        self.sceneDelegate = sceneDelegate
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        sceneDelegate.router?.openDestination(
            forNotification: response.notification.request.content.userInfo,
            actionIdentifier: response.actionIdentifier, using: sceneDelegate.routes)
        completionHandler()
    }
}
