import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

@Suite("Notification and shortcut payloads of any shape, mapped by one closure")
@MainActor
struct PayloadMappingTests {
    /// The shop's payloads nest their activity: `{"activity": {"category": "backing", "project_id": 12}}`.
    private func shopRoutes() throws -> DestinationRouteTable<ShopDestination> {
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        routes.notificationMapping = { payload, _ in
            if let link = payload["url"]?.stringValue, let url = URL(string: link) { return .url(url) }
            guard let activity = payload["activity"], let category = activity["category"]?.stringValue else {
                throw DeepLinkError.malformedPayload(reason: "no activity category")
            }
            return .notification(type: category, values: activity.topLevelTexts)
        }
        try routes.addNotification(type: "backing") { .project(try $0.int("project_id")) }
        try routes.add("projects/:id(int)") { .project(try $0.int("id")) }
        return routes
    }

    private let backing: [AnyHashable: Any] = [
        "aps": ["alert": "Your pledge went through"], "activity": ["category": "backing", "project_id": 12],
    ]

    @Test("A nested payload opened while the app runs shows its destination through the mapping")
    func nestedPayloadWhileRunning() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(shopTabs())
        await settle()
        var outcome: DestinationOutcome?
        #expect(router.openDestination(forNotification: backing, using: try shopRoutes()) { outcome = $0 })
        await settle()
        #expect(outcome == .shown)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect((branch.selectedModule.viewControllers.last as? ProjectScreen)?.input == 12)
    }

    @Test("The same mapping reads the notification that launches the app", .headlessOnly)
    func nestedPayloadAtColdStart() async throws {
        let delegate = SampleSceneDelegate(routes: try shopRoutes(), firstFlow: shopTabs())
        let scene = SystemEvents.connect(delegate, notificationUserInfo: backing)
        defer { withExtendedLifetime(scene) {} }
        await settle()
        let branch = try #require(delegate.router?.currentModule as? TabBranchModule)
        #expect(branch.selectedModule.stackTypeNames == ["ExploreScreen", "ProjectScreen"])
        #expect((branch.selectedModule.viewControllers.last as? ProjectScreen)?.input == 12)
    }

    @Test("A mapping may route a payload's link through the URL routes; the handler sees the URL and the payload")
    func mappingToURL() throws {
        var routes = try shopRoutes()
        try routes.add("updates/:id(int)") { parameters in
            guard parameters.url?.absoluteString == "shop://updates/4",
                parameters.payload?["campaign"]?.stringValue == "fall"
            else { throw DeepLinkError.missingParameter(name: "campaign") }
            return .project(try parameters.int("id"))
        }
        #expect(
            try routes.destination(forNotification: ["url": "shop://updates/4", "campaign": "fall"]) == .project(4))
    }

    @Test("A payload the mapping refuses is rejected, naming the whole notification; nothing moves")
    func refusedPayload() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(shopTabs())
        await settle()
        var events: [DestinationEvent] = []
        router.observeDestinations { events.append($0) }
        var routes = try shopRoutes()
        struct Unreadable: Error {}
        routes.notificationMapping = { payload, _ in
            if payload["activity"] == nil { throw Unreadable() }
            throw DeepLinkError.malformedPayload(reason: "no activity category")
        }
        let payload: [AnyHashable: Any] = ["type": "backing", "project_id": 3]
        #expect(!router.openDestination(forNotification: payload, using: routes))
        let input = DeepLinkInput.notification(
            payload: PayloadValue(payload),
            actionIdentifier: DestinationRouteTable<ShopDestination>.defaultNotificationActionIdentifier)
        #expect(events == [.rejected(input, reason: .malformedPayload(reason: "Unreadable()"))])
        #expect(
            events.first?.description
                == "rejected the notification {\"project_id\": 3, \"type\": \"backing\"} "
                + "(action com.apple.UNNotificationDefaultActionIdentifier): "
                + "The notification payload is malformed: Unreadable()")
        await settle()
        #expect(router.currentModule?.selectedStackTypeNames == ["ExploreScreen"])
    }

    @Test("Only navigating actions reach the mapping")
    func actionsFilteredBeforeMapping() throws {
        var routes = try shopRoutes()
        let mapped = MappingCounter()
        routes.notificationMapping = { _, action in
            mapped.increment()
            return .notification(type: action == "open-project" ? "backing" : "none", values: ["project_id": "1"])
        }
        routes.navigatingNotificationActions.insert("open-project")
        #expect(throws: DeepLinkError.nonNavigatingNotificationAction("mark-as-read")) {
            try routes.destination(forNotification: [:], actionIdentifier: "mark-as-read")
        }
        #expect(mapped.count == 0)
        #expect(try routes.destination(forNotification: [:], actionIdentifier: "open-project") == .project(1))
        #expect(mapped.count == 1)
    }

    @Test("A shortcut's user info goes through the shortcut mapping, nested values included")
    func shortcutMapping() async throws {
        var routes = try shopRoutes()
        routes.shortcutMapping = { type, userInfo in
            guard type == "recent", let id = userInfo["recent"]?[0]?.text,
                let url = URL(string: "shop://projects/\(id)")
            else { throw DeepLinkError.unknownShortcut(type: type) }
            return .url(url)
        }
        #expect(throws: DeepLinkError.unknownShortcut(type: "recent")) {
            try routes.destination(forShortcutType: "recent")
        }
        let item = UIApplicationShortcutItem(
            type: "recent", localizedTitle: "Recent", localizedSubtitle: nil, icon: nil,
            userInfo: ["recent": [NSNumber(value: 31), NSNumber(value: 7)] as NSArray])
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(shopTabs())
        await settle()
        var outcome: DestinationOutcome?
        #expect(router.openDestination(for: item, using: routes) { outcome = $0 })
        await settle()
        #expect(outcome == .shown)
        let branch = try #require(router.currentModule as? TabBranchModule)
        #expect((branch.selectedModule.viewControllers.last as? ProjectScreen)?.input == 31)
    }

    @Test("The default mapping keeps the type key, and handlers still reach nested values through the payload")
    func defaultMappingWithNestedValues() throws {
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        try routes.addNotification(type: "backing") { parameters in
            guard let id = parameters.payload?["project"]?["id"]?.text else {
                throw DeepLinkError.missingParameter(name: "project.id")
            }
            return .project(try RouteParameters(values: ["id": id]).int("id"))
        }
        #expect(try routes.destination(forNotification: ["type": "backing", "project": ["id": 77]]) == .project(77))
        #expect(throws: DeepLinkError.malformedPayload(reason: "no string under \"type\"")) {
            try routes.destination(forNotification: ["type": 5])
        }
    }

    @Test("Payload values keep strings, numbers (every digit) and Booleans apart, and nest")
    func payloadValues() {
        let payload = PayloadValue(
            [
                "id": Int.max, "ratio": 0.5, "live": true, "name": "lamp", "tags": ["a", "b"],
                "nested": ["deeper": ["x": 1]], 7: "dropped",
            ] as [AnyHashable: Any])
        #expect(payload["id"] == .number("9223372036854775807"))
        #expect(payload["ratio"]?.text == "0.5")
        #expect(payload["live"] == .bool(true))
        #expect(payload["live"]?.stringValue == nil)
        #expect(payload["name"]?.stringValue == "lamp")
        #expect(payload["tags"]?[1] == .string("b"))
        #expect(payload["tags"]?[2] == nil)
        #expect(payload["nested"]?["deeper"]?["x"]?.text == "1")
        #expect(payload.topLevelTexts == ["id": "9223372036854775807", "ratio": "0.5", "live": "true", "name": "lamp"])
        #expect(PayloadValue(["b": 1, "a": ["x"]] as [String: Any]).description == "{\"a\": [\"x\"], \"b\": 1}")
    }
}

/// Counts mapping calls across the mapping's `@Sendable` boundary.
private final class MappingCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    var count: Int { lock.withLock { calls } }
    func increment() { lock.withLock { calls += 1 } }
}

extension NavigationModule {
    /// The selected tab's stack for a tab branch, or the module's own stack.
    @MainActor var selectedStackTypeNames: [String] {
        ((self as? TabBranchModule)?.selectedModule ?? self).stackTypeNames
    }
}
