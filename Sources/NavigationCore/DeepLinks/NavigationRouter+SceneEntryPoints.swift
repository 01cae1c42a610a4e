extension NavigationRouter {
    /// Opens what a cold launch carries: the connection options' URLs, universal links, shortcut and notification.
    ///
    /// Call it in `scene(_:willConnectTo:options:)` after starting the first flow. Each input is turned
    /// into a destination by `routes` and opened (held until a flow can show it); an input that maps
    /// to none is reported as ``DestinationEvent/rejected(_:)`` and moves nothing. URLs are opened in
    /// the order of their text, then web links from `userActivities` (universal links) in the order of
    /// their URLs' text, then the shortcut, then the notification response, which navigates only for
    /// the actions the table lists in ``DestinationRouteTable/navigatingNotificationActions``. A later
    /// input replaces an earlier one that is still held.
    ///
    /// - Parameters:
    ///   - connectionOptions: The options UIKit passed to `scene(_:willConnectTo:options:)`.
    ///   - routes: The table that maps inputs to destinations.
    public func openDestinations<Destination>(
        from connectionOptions: UIScene.ConnectionOptions, using routes: DestinationRouteTable<Destination>
    ) {
        openDestinations(from: connectionOptions.urlContexts, using: routes)
        let webLinks = connectionOptions.userActivities.filter { $0.activityType == NSUserActivityTypeBrowsingWeb }
        for activity in webLinks.sorted(by: { Self.sortKey(of: $0) < Self.sortKey(of: $1) }) {
            openDestination(for: activity, using: routes)
        }
        if let shortcutItem = connectionOptions.shortcutItem {
            openDestination(for: shortcutItem, using: routes)
        }
        if let response = connectionOptions.notificationResponse {
            openDestination(forNotification: response.payload, actionIdentifier: response.action, using: routes)
        }
    }

    /// Opens the web link a user activity carries (a universal link): call it from `scene(_:continue:)`.
    ///
    /// Returns whether the activity mapped to a destination. An activity that is not a web link
    /// (`NSUserActivityTypeBrowsingWeb` with a `webpageURL`), such as a Handoff or Spotlight activity,
    /// is reported as ``DeepLinkError/unsupportedUserActivity(type:)`` and returns `false`, so that
    /// your scene delegate can handle it itself.
    ///
    /// - Parameters:
    ///   - userActivity: The activity UIKit passed.
    ///   - routes: The table that maps URLs to destinations; web links need their hosts in it.
    @discardableResult
    public func openDestination<Destination>(
        for userActivity: NSUserActivity, using routes: DestinationRouteTable<Destination>
    ) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else {
            reportRejectedInput(.unsupportedUserActivity(type: userActivity.activityType))
            return false
        }
        return openDestination(for: url, using: routes)
    }

    private static func sortKey(of activity: NSUserActivity) -> String {
        activity.webpageURL?.absoluteString ?? ""
    }

    /// Opens the URLs of `scene(_:openURLContexts:)`, in the order of their text.
    ///
    /// - Parameters:
    ///   - urlContexts: The contexts UIKit passed.
    ///   - routes: The table that maps URLs to destinations.
    public func openDestinations<Destination>(
        from urlContexts: Set<UIOpenURLContext>, using routes: DestinationRouteTable<Destination>
    ) {
        for url in urlContexts.map(\.url).sorted(by: { $0.absoluteString < $1.absoluteString }) {
            openDestination(for: url, using: routes)
        }
    }

    /// Opens the destination of a URL; returns whether the URL mapped to one.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - routes: The table that maps URLs to destinations.
    @discardableResult
    public func openDestination<Destination>(for url: URL, using routes: DestinationRouteTable<Destination>) -> Bool {
        openResolved { () throws(DeepLinkError) in try routes.destination(for: url) }
    }

    /// Opens the destination of a URL; returns whether the URL mapped to one. The same as
    /// `openDestination(for:using:)` with a URL, under the name `open` has for a destination.
    ///
    /// ```swift
    /// router.open(url, using: routes)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - routes: The table that maps URLs to destinations.
    @discardableResult
    public func open<Destination>(_ url: URL, using routes: DestinationRouteTable<Destination>) -> Bool {
        openDestination(for: url, using: routes)
    }

    /// Opens the destination of a home-screen shortcut; returns whether the shortcut mapped to one.
    ///
    /// Pass the result to the completion handler of `windowScene(_:performActionFor:completionHandler:)`.
    ///
    /// - Parameters:
    ///   - shortcutItem: The shortcut the user picked.
    ///   - routes: The table that maps shortcut types to destinations.
    @discardableResult
    public func openDestination<Destination>(
        for shortcutItem: UIApplicationShortcutItem, using routes: DestinationRouteTable<Destination>
    ) -> Bool {
        var values: [String: String] = [:]
        for (key, value) in shortcutItem.userInfo ?? [:] {
            if let text = DestinationRouteTable<Destination>.text(of: value) { values[key] = text }
        }
        let type = shortcutItem.type
        return openResolved { () throws(DeepLinkError) in
            try routes.destination(forShortcutType: type, values: values)
        }
    }

    /// Opens the destination of a notification payload, as if the user opened the notification;
    /// returns whether the payload mapped to one.
    ///
    /// - Parameters:
    ///   - userInfo: The notification's payload (`response.notification.request.content.userInfo`).
    ///   - routes: The table that maps notification types to destinations.
    @discardableResult
    public func openDestination<Destination>(
        forNotification userInfo: [AnyHashable: Any], using routes: DestinationRouteTable<Destination>
    ) -> Bool {
        openDestination(
            forNotification: userInfo,
            actionIdentifier: DestinationRouteTable<Destination>.defaultNotificationActionIdentifier, using: routes)
    }

    /// Opens the destination of the user's response to a notification; returns whether it mapped to one.
    ///
    /// Only the actions listed in the table's ``DestinationRouteTable/navigatingNotificationActions``
    /// navigate (by default, opening the notification). Any other action ("Mark as read") moves
    /// nothing, is reported as ``DeepLinkError/nonNavigatingNotificationAction(_:)``, and returns `false`.
    ///
    /// - Parameters:
    ///   - userInfo: The notification's payload (`response.notification.request.content.userInfo`).
    ///   - actionIdentifier: The response's `actionIdentifier`.
    ///   - routes: The table that maps notification types to destinations.
    @discardableResult
    public func openDestination<Destination>(
        forNotification userInfo: [AnyHashable: Any], actionIdentifier: String,
        using routes: DestinationRouteTable<Destination>
    ) -> Bool {
        openResolved { () throws(DeepLinkError) in
            try routes.destination(forNotification: userInfo, actionIdentifier: actionIdentifier)
        }
    }

    /// Opens what `resolve` returns, or reports its error as a rejected input.
    private func openResolved<Destination: NavigationDestination>(
        _ resolve: () throws(DeepLinkError) -> Destination
    ) -> Bool {
        do throws(DeepLinkError) {
            open(try resolve())
            return true
        } catch {
            reportRejectedInput(error)
            return false
        }
    }
}
