import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

#if canImport(UIKit)
    import UserNotifications
#else
    import HeadlessUserNotifications
#endif

@Suite("Scene entry points: universal links and notification actions")
@MainActor
struct SceneEntryPointTests {
    private let message42 = AnyNavigationDestination(AppDestination.message(id: 42))

    @Test("Cold start with a universal link: held through sign-in, then shown once in the right tab", .headlessOnly)
    func coldStartUniversalLink() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let link = SystemEvents.makeWebLinkActivity(try #require(URL(string: "https://example.com/messages/42")))
        let scene = SystemEvents.connect(delegate, userActivities: [link])
        defer { withExtendedLifetime(scene) {} }
        await settle()
        let router = try #require(delegate.router)
        #expect(router.pendingDestination == message42)
        router.currentModule?.endFlow(with: [SampleApp.signIn()], completion: nil)
        await settle()
        #expect(router.pendingDestination == message42)
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()], completion: nil)
        await settle()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(delegate.events == [.held(message42), .shown(message42)])
    }

    @Test(
        "A warm universal link through scene(_:continue:) is shown; other activities are left to the app", .headlessOnly
    )
    func warmUniversalLink() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let scene = SystemEvents.connect(delegate)
        let router = try #require(delegate.router)
        try await router.currentModule?.endFlow(with: [SampleApp.signedInTabs()])
        let branch = try #require(router.currentModule as? TabBranchModule)

        SystemEvents.continueUserActivity(
            SystemEvents.makeWebLinkActivity(try #require(URL(string: "https://EXAMPLE.com/activity"))), in: scene)
        await settle()
        #expect(branch.selectedModule === branch.module(forTab: "activity"))

        let handoff = NSUserActivity(activityType: "com.example.editing")
        SystemEvents.continueUserActivity(handoff, in: scene)
        let foreign = SystemEvents.makeWebLinkActivity(try #require(URL(string: "https://evil.com/activity")))
        SystemEvents.continueUserActivity(foreign, in: scene)
        await settle()
        #expect(delegate.unhandledActivities == [handoff, foreign])
        #expect(branch.selectedModule === branch.module(forTab: "activity"))
        #expect(
            delegate.events.suffix(2) == [
                .rejected(
                    .userActivity(type: "com.example.editing"),
                    reason: .unsupportedUserActivity(type: "com.example.editing")),
                .rejected(
                    .url(try #require(URL(string: "https://evil.com/activity"))), reason: .unsupportedHost("evil.com")),
            ])
    }

    @Test(
        "A cold start from a custom notification action does not navigate; opening the notification does", .headlessOnly
    )
    func notificationActions() async throws {
        let payload: [AnyHashable: Any] = ["type": "message", "id": 42]
        let markAsRead = SampleSceneDelegate(routes: try SampleApp.routes())
        let firstScene = SystemEvents.connect(
            markAsRead, notificationUserInfo: payload, notificationActionIdentifier: "mark-as-read")
        defer { withExtendedLifetime(firstScene) {} }
        await settle()
        #expect(markAsRead.router?.pendingDestination == nil)
        #expect(
            markAsRead.events == [
                .rejected(
                    .notification(payload: PayloadValue(payload), actionIdentifier: "mark-as-read"),
                    reason: .nonNavigatingNotificationAction("mark-as-read"))
            ])

        let dismissed = SampleSceneDelegate(routes: try SampleApp.routes())
        let secondScene = SystemEvents.connect(
            dismissed, notificationUserInfo: payload,
            notificationActionIdentifier: UNNotificationDismissActionIdentifier)
        defer { withExtendedLifetime(secondScene) {} }
        await settle()
        #expect(dismissed.router?.pendingDestination == nil)

        let opened = SampleSceneDelegate(routes: try SampleApp.routes())
        let thirdScene = SystemEvents.connect(opened, notificationUserInfo: payload)
        defer { withExtendedLifetime(thirdScene) {} }
        await settle()
        #expect(opened.router?.pendingDestination == message42)
    }

    @Test("The route table's default action is UserNotifications' own default action identifier")
    func defaultActionMatchesUserNotifications() {
        #expect(
            DestinationRouteTable<AppDestination>.defaultNotificationActionIdentifier
                == UNNotificationDefaultActionIdentifier)
    }

    @Test("A table can make a custom notification action navigate", .headlessOnly)
    func navigatingCustomAction() async throws {
        var routes = try SampleApp.routes()
        routes.navigatingNotificationActions.insert("reply")
        let delegate = SampleSceneDelegate(routes: routes)
        let scene = SystemEvents.connect(
            delegate, notificationUserInfo: ["type": "message", "id": 42], notificationActionIdentifier: "reply")
        defer { withExtendedLifetime(scene) {} }
        await settle()
        #expect(delegate.router?.pendingDestination == message42)
    }
}
