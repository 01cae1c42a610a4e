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
}
