import NavigationCore
import NavigationTabs
import Testing

#if canImport(UIKit)
    import UserNotifications
#else
    import HeadlessUIKit
    import HeadlessUserNotifications
#endif

@Suite("Scene entry points: universal links and notification actions")
@MainActor
struct SceneEntryPointTests {
    private let message42 = AnyNavigationDestination(AppDestination.message(id: 42))

    @Test("Cold start with a universal link: held through sign-in, then shown once in the right tab")
    func coldStartUniversalLink() throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let link = HeadlessScenes.makeWebLinkActivity(try #require(URL(string: "https://example.com/messages/42")))
        let scene = HeadlessScenes.connect(delegate, userActivities: [link])
        defer { withExtendedLifetime(scene) {} }
        HeadlessAnimations.finishAll()
        let router = try #require(delegate.router)
        #expect(router.pendingDestination == message42)
        router.currentModule?.endFlow(with: [SampleApp.signIn()])
        HeadlessAnimations.finishAll()
        #expect(router.pendingDestination == message42)
        router.currentModule?.endFlow(with: [SampleApp.signedInTabs()])
        HeadlessAnimations.finishAll()
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect(branch.selectedModule.stackTypeNames == ["InboxRootScreen", "MessageDetailScreen"])
        #expect(delegate.events == [.held(message42), .shown(message42)])
    }

    @Test("A warm universal link through scene(_:continue:) is shown; other activities are left to the app")
    func warmUniversalLink() async throws {
        let delegate = SampleSceneDelegate(routes: try SampleApp.routes())
        let scene = HeadlessScenes.connect(delegate)
        let router = try #require(delegate.router)
        try await router.currentModule?.endFlow(with: [SampleApp.signedInTabs()])
        let branch = try #require(router.currentModule as? TabBranchModule)

        HeadlessScenes.continueUserActivity(
            HeadlessScenes.makeWebLinkActivity(try #require(URL(string: "https://EXAMPLE.com/activity"))), in: scene)
        HeadlessAnimations.finishAll()
        #expect(branch.selectedModule === branch.module(forTab: "activity"))

        let handoff = NSUserActivity(activityType: "com.example.editing")
        HeadlessScenes.continueUserActivity(handoff, in: scene)
        let foreign = HeadlessScenes.makeWebLinkActivity(try #require(URL(string: "https://evil.com/activity")))
        HeadlessScenes.continueUserActivity(foreign, in: scene)
        HeadlessAnimations.finishAll()
        #expect(delegate.unhandledActivities == [handoff, foreign])
        #expect(branch.selectedModule === branch.module(forTab: "activity"))
        #expect(
            delegate.events.suffix(2) == [
                .rejected(.unsupportedUserActivity(type: "com.example.editing")),
                .rejected(.unsupportedHost("evil.com")),
            ])
    }

    @Test("A cold start from a custom notification action does not navigate; opening the notification does")
    func notificationActions() throws {
        let payload: [AnyHashable: Any] = ["type": "message", "id": 42]
        let markAsRead = SampleSceneDelegate(routes: try SampleApp.routes())
        let firstScene = HeadlessScenes.connect(
            markAsRead, notificationUserInfo: payload, notificationActionIdentifier: "mark-as-read")
        defer { withExtendedLifetime(firstScene) {} }
        HeadlessAnimations.finishAll()
        #expect(markAsRead.router?.pendingDestination == nil)
        #expect(markAsRead.events == [.rejected(.nonNavigatingNotificationAction("mark-as-read"))])

        let dismissed = SampleSceneDelegate(routes: try SampleApp.routes())
        let secondScene = HeadlessScenes.connect(
            dismissed, notificationUserInfo: payload,
            notificationActionIdentifier: HeadlessScenes.dismissNotificationActionIdentifier)
        defer { withExtendedLifetime(secondScene) {} }
        HeadlessAnimations.finishAll()
        #expect(dismissed.router?.pendingDestination == nil)

        let opened = SampleSceneDelegate(routes: try SampleApp.routes())
        let thirdScene = HeadlessScenes.connect(opened, notificationUserInfo: payload)
        defer { withExtendedLifetime(thirdScene) {} }
        HeadlessAnimations.finishAll()
        #expect(opened.router?.pendingDestination == message42)
    }

    @Test("The route table's default action is UserNotifications' own default action identifier")
    func defaultActionMatchesUserNotifications() {
        #expect(
            DestinationRouteTable<AppDestination>.defaultNotificationActionIdentifier
                == UNNotificationDefaultActionIdentifier)
        #expect(HeadlessScenes.dismissNotificationActionIdentifier == UNNotificationDismissActionIdentifier)
    }

    @Test("A table can make a custom notification action navigate")
    func navigatingCustomAction() throws {
        var routes = try SampleApp.routes()
        routes.navigatingNotificationActions.insert("reply")
        let delegate = SampleSceneDelegate(routes: routes)
        let scene = HeadlessScenes.connect(
            delegate, notificationUserInfo: ["type": "message", "id": 42], notificationActionIdentifier: "reply")
        defer { withExtendedLifetime(scene) {} }
        HeadlessAnimations.finishAll()
        #expect(delegate.router?.pendingDestination == message42)
    }
}
