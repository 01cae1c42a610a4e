extension NavigationRouter {
    /// Opens what a cold launch carries: the connection options' URLs, universal links, shortcut and notification.
    ///
    /// Call it in `scene(_:willConnectTo:options:)` after starting the first flow. Each input is turned
    /// into a destination by `routes` and opened (held until a flow can show it), or resolved by its
    /// route's resolver; an input that maps to none is reported as
    /// ``DestinationEvent/rejected(_:reason:)`` and moves nothing. The notification goes through the
    /// table's ``DestinationRouteTable/notificationMapping`` and the shortcut through its
    /// ``DestinationRouteTable/shortcutMapping``, as they do while the app runs. URLs are opened in
    /// the order of their text, then web links from `userActivities` (universal links) in the order of
    /// their URLs' text, then the shortcut, then the notification response, which navigates only for
    /// the actions the table lists in ``DestinationRouteTable/navigatingNotificationActions``. A later
    /// input replaces an earlier one that is still held.
    ///
    /// UIKit may hand the launch notification to the notification center's delegate as well (Apple
    /// asks apps to set that delegate before launch ends, so that it hears every response), and the
    /// README's wiring passes it on: the router takes that copy for the launch notification it opened
    /// already, and opens it once. The copy is the first notification the router is asked to open
    /// within ten seconds of this call with the same payload and action; its completion hears the
    /// launch notification's outcome, and it returns what the launch notification's call returned.
    ///
    /// - Parameters:
    ///   - connectionOptions: The options UIKit passed to `scene(_:willConnectTo:options:)`.
    ///   - routes: The table that maps inputs to destinations.
    public func openDestinations<Destination>(
        from connectionOptions: UIScene.ConnectionOptions, using routes: DestinationRouteTable<Destination>
    ) {
        openDestinations(from: connectionOptions, using: routes) { _, _ in }
    }

    /// Opens what a cold launch carries, as ``openDestinations(from:using:)-(UIScene.ConnectionOptions,_)``
    /// does, and tells how each input ended.
    ///
    /// - Parameters:
    ///   - connectionOptions: The options UIKit passed to `scene(_:willConnectTo:options:)`.
    ///   - routes: The table that maps inputs to destinations.
    ///   - completion: Called once for each input opened, with the input and how it ended (a
    ///     shortcut's and a user activity's input as ``open(_:using:completion:)-(DeepLinkInput,_,_)``
    ///     names them).
    public func openDestinations<Destination>(
        from connectionOptions: UIScene.ConnectionOptions, using routes: DestinationRouteTable<Destination>,
        completion: @escaping @MainActor (DeepLinkInput, DestinationOutcome) -> Void
    ) {
        openDestinations(from: connectionOptions.urlContexts, using: routes, completion: completion)
        let webLinks = connectionOptions.userActivities.filter { $0.activityType == NSUserActivityTypeBrowsingWeb }
        for activity in webLinks.sorted(by: { Self.sortKey(of: $0) < Self.sortKey(of: $1) }) {
            let input = activity.webpageURL.map(DeepLinkInput.url) ?? .userActivity(type: activity.activityType)
            openDestination(for: activity, using: routes) { completion(input, $0) }
        }
        if let shortcutItem = connectionOptions.shortcutItem {
            let input = DeepLinkInput.shortcut(
                type: shortcutItem.type, userInfo: PayloadValue((shortcutItem.userInfo ?? [:]).mapValues { $0 as Any }))
            open(input, using: routes) { completion(input, $0) }
        }
        if let response = connectionOptions.notificationResponse {
            let input = DeepLinkInput.notification(
                payload: PayloadValue(response.payload), actionIdentifier: response.action)
            let launch = LaunchNotification(input: input, deadline: .now() + Self.launchNotificationCopyWindow)
            launch.matched = open(input, using: routes) { outcome in
                launch.finish(with: outcome)
                completion(input, outcome)
            }
            launchNotification = launch
        }
    }

    /// When `input` is the notification center's copy of the launch notification, which the router
    /// opened already, what the launch notification's call returned; the copy's `completion` then
    /// hears the launch notification's outcome. `nil` for any other input. The first notification
    /// asked for after the launch ends the wait for the copy, whether it is one or not.
    private func matchOfLaunchNotificationCopy(
        _ input: DeepLinkInput, completion: (@MainActor (DestinationOutcome) -> Void)?
    ) -> Bool? {
        guard case .notification = input, let launch = launchNotification else { return nil }
        launchNotification = nil
        guard launch.input == input, DispatchTime.now() < launch.deadline else { return nil }
        if let completion { launch.whenFinished(completion) }
        return launch.matched
    }

    /// Opens the web link a user activity carries (a universal link): call it from `scene(_:continue:)`.
    ///
    /// Returns whether the activity matched a route. An activity that is not a web link
    /// (`NSUserActivityTypeBrowsingWeb` with a `webpageURL`), such as a Handoff or Spotlight activity,
    /// is reported as ``DeepLinkError/unsupportedUserActivity(type:)`` and returns `false`, so that
    /// your scene delegate can handle it itself.
    ///
    /// - Parameters:
    ///   - userActivity: The activity UIKit passed.
    ///   - routes: The table that maps URLs to destinations; web links need their hosts in it.
    ///   - completion: How the link ended; see ``open(_:using:completion:)-(DeepLinkInput,_,_)``.
    @discardableResult
    public func openDestination<Destination>(
        for userActivity: NSUserActivity, using routes: DestinationRouteTable<Destination>,
        completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else {
            return open(.userActivity(type: userActivity.activityType), using: routes, completion: completion)
        }
        return open(.url(url), using: routes, completion: completion)
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
        openDestinations(from: urlContexts, using: routes) { _, _ in }
    }

    /// Opens the URLs of `scene(_:openURLContexts:)`, in the order of their text, and tells how each ended.
    ///
    /// - Parameters:
    ///   - urlContexts: The contexts UIKit passed.
    ///   - routes: The table that maps URLs to destinations.
    ///   - completion: Called once for each URL, with the URL's input and how it ended.
    public func openDestinations<Destination>(
        from urlContexts: Set<UIOpenURLContext>, using routes: DestinationRouteTable<Destination>,
        completion: @escaping @MainActor (DeepLinkInput, DestinationOutcome) -> Void
    ) {
        for url in urlContexts.map(\.url).sorted(by: { $0.absoluteString < $1.absoluteString }) {
            open(.url(url), using: routes) { completion(.url(url), $0) }
        }
    }

    /// Opens the destination of a URL; returns whether the URL matched a route.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - routes: The table that maps URLs to destinations.
    ///   - completion: How the link ended; see ``open(_:using:completion:)-(DeepLinkInput,_,_)``.
    @discardableResult
    public func openDestination<Destination>(
        for url: URL, using routes: DestinationRouteTable<Destination>,
        completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) -> Bool {
        open(.url(url), using: routes, completion: completion)
    }

    /// Opens the destination of a URL; returns whether the URL matched a route. The same as
    /// `openDestination(for:using:completion:)` with a URL, under the name `open` has for a destination.
    ///
    /// ```swift
    /// router.open(url, using: routes)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - routes: The table that maps URLs to destinations.
    ///   - completion: How the link ended; see ``open(_:using:completion:)-(DeepLinkInput,_,_)``.
    @discardableResult
    public func open<Destination>(
        _ url: URL, using routes: DestinationRouteTable<Destination>,
        completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) -> Bool {
        open(.url(url), using: routes, completion: completion)
    }

    /// Opens the destination of a home-screen shortcut; returns whether the shortcut matched a route.
    ///
    /// Pass the result to the completion handler of `windowScene(_:performActionFor:completionHandler:)`.
    ///
    /// - Parameters:
    ///   - shortcutItem: The shortcut the user picked.
    ///   - routes: The table that maps shortcuts to destinations.
    ///   - completion: How the shortcut ended; see ``open(_:using:completion:)-(DeepLinkInput,_,_)``.
    @discardableResult
    public func openDestination<Destination>(
        for shortcutItem: UIApplicationShortcutItem, using routes: DestinationRouteTable<Destination>,
        completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) -> Bool {
        let userInfo = PayloadValue((shortcutItem.userInfo ?? [:]).mapValues { $0 as Any })
        return open(.shortcut(type: shortcutItem.type, userInfo: userInfo), using: routes, completion: completion)
    }

    /// Opens the destination of a notification payload, as if the user opened the notification;
    /// returns whether the payload matched a route.
    ///
    /// - Parameters:
    ///   - userInfo: The notification's payload (`response.notification.request.content.userInfo`).
    ///   - routes: The table that maps notifications to destinations.
    ///   - completion: How the notification ended; see ``open(_:using:completion:)-(DeepLinkInput,_,_)``.
    @discardableResult
    public func openDestination<Destination>(
        forNotification userInfo: [AnyHashable: Any], using routes: DestinationRouteTable<Destination>,
        completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) -> Bool {
        openDestination(
            forNotification: userInfo,
            actionIdentifier: DestinationRouteTable<Destination>.defaultNotificationActionIdentifier, using: routes,
            completion: completion)
    }

    /// Opens the destination of the user's response to a notification; returns whether it matched a route.
    ///
    /// Only the actions listed in the table's ``DestinationRouteTable/navigatingNotificationActions``
    /// navigate (by default, opening the notification). Any other action ("Mark as read") moves
    /// nothing, is reported as ``DeepLinkError/nonNavigatingNotificationAction(_:)``, and returns `false`.
    /// The table's ``DestinationRouteTable/notificationMapping`` reads the payload.
    ///
    /// - Parameters:
    ///   - userInfo: The notification's payload (`response.notification.request.content.userInfo`).
    ///   - actionIdentifier: The response's `actionIdentifier`.
    ///   - routes: The table that maps notifications to destinations.
    ///   - completion: How the notification ended; see ``open(_:using:completion:)-(DeepLinkInput,_,_)``.
    @discardableResult
    public func openDestination<Destination>(
        forNotification userInfo: [AnyHashable: Any], actionIdentifier: String,
        using routes: DestinationRouteTable<Destination>, completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) -> Bool {
        open(
            .notification(payload: PayloadValue(userInfo), actionIdentifier: actionIdentifier), using: routes,
            completion: completion)
    }

    /// Opens what `input` leads to through `routes`; returns whether it matched a route.
    ///
    /// Every scene entry point comes here. The input ends exactly once, and `completion` hears how:
    /// - It matched no route, or its handler threw: ``DestinationOutcome/rejected(_:reason:)`` (also
    ///   reported as ``DestinationEvent/rejected(_:reason:)``), nothing moves, and this returns `false`.
    ///   A rejected input leaves a link that is still resolving alone.
    /// - Its route has a handler: the destination is opened as ``open(_:completion:)`` does (shown,
    ///   held, ...), and a link still resolving is stopped (``ResolutionCancellation/superseded``).
    /// - Its route has a resolver (``DestinationRouteTable/addResolver(_:_:)``): the router reports
    ///   ``DestinationEvent/resolving(_:)`` and runs it in a task of its own. Meanwhile nothing queues
    ///   and nothing moves: the user keeps control. It answers ``RouteResolution/show(_:)`` (opened as
    ///   above), ``RouteResolution/handOff`` (given to ``onHandOff``, reported as
    ///   ``DestinationEvent/handedOff(_:to:)``) or ``RouteResolution/reject(_:)-(String)``. Before it
    ///   answers, a newer link or destination request, a flow change
    ///   (``cancelsLinkResolutionOnFlowChange``), ``clearPendingDestination()``, the router's release
    ///   or ``linkResolutionTimeLimit`` stop it: its task is cancelled, whatever it returns later is
    ///   ignored, and ``DestinationEvent/resolutionCancelled(_:reason:)`` reports why.
    ///
    /// - Parameters:
    ///   - input: The URL, shortcut, notification response or user activity.
    ///   - routes: The table that maps inputs to destinations.
    ///   - completion: How the input ended: shown, held, handed off, rejected, cancelled...
    @discardableResult
    public func open<Destination>(
        _ input: DeepLinkInput, using routes: DestinationRouteTable<Destination>,
        completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) -> Bool {
        if let matched = matchOfLaunchNotificationCopy(input, completion: completion) { return matched }
        return open(input, using: routes, redirects: 0, completion: completion)
    }

    /// ``open(_:using:completion:)-(DeepLinkInput,_,_)`` for an input that a resolver's redirect named,
    /// after `redirects` redirects of one link.
    @discardableResult
    private func open<Destination>(
        _ input: DeepLinkInput, using routes: DestinationRouteTable<Destination>, redirects: Int,
        completion: (@MainActor (DestinationOutcome) -> Void)?
    ) -> Bool {
        let match: DestinationRouteTable<Destination>.Match
        do throws(DeepLinkError) {
            match = try routes.match(input)
        } catch {
            let outcome = reject(input, reason: error)
            completion?(outcome)
            return false
        }
        switch match {
        case .destination(let destination):
            open(destination, link: input, completion: completion)
        case .resolver(let resolver, let parameters):
            beginResolution(
                of: input, order: nextRequestOrder(), completion: completion,
                resolve: { try await resolver(parameters) },
                answered: { [weak self] result, completion in
                    guard let self else { return completion(.cancelled(.routerReleased)) }
                    self.act(
                        on: result, for: input, url: parameters.url, using: routes, redirects: redirects,
                        completion: completion)
                })
        }
        return true
    }

    /// Acts on a resolver's answer for `input`: opens, hands off or rejects, and tells `completion`.
    private func act<Destination>(
        on result: Result<RouteResolution<Destination>, any Error>, for input: DeepLinkInput, url: URL?,
        using routes: DestinationRouteTable<Destination>, redirects: Int,
        completion: @escaping @MainActor (DestinationOutcome) -> Void
    ) {
        switch result {
        case .failure(let error):
            completion(reject(input, reason: DeepLinkError(describing: error)))
        case .success(let resolution):
            switch resolution.kind {
            case .show(let destination):
                open(destination, link: input) { outcome in completion(outcome) }
            case .handOff(let target):
                guard let target = target ?? url else { return completion(reject(input, reason: .nothingToHandOff)) }
                handOff(target, for: input)
                completion(.handedOff(target))
            case .reject(let error):
                completion(reject(input, reason: error))
            case .redirect(let target):
                guard redirects < RouteResolution<Destination>.maximumRedirects else {
                    let reason = "more than \(RouteResolution<Destination>.maximumRedirects) redirects"
                    return completion(reject(.url(target), reason: .rejectedByHandler(reason)))
                }
                open(.url(target), using: routes, redirects: redirects + 1, completion: completion)
            }
        }
    }
}

/// The notification a cold launch carried, kept while the notification center's copy of it may come:
/// what its call returned, and its outcome, which the copy's completion hears.
@MainActor
final class LaunchNotification {
    let input: DeepLinkInput
    let deadline: DispatchTime
    /// Whether the launch notification matched a route.
    var matched = false
    private var outcome: DestinationOutcome?
    private var waiting: [@MainActor (DestinationOutcome) -> Void] = []

    init(input: DeepLinkInput, deadline: DispatchTime) {
        self.input = input
        self.deadline = deadline
    }

    /// The launch notification ended with `outcome`: the copies waiting hear it.
    func finish(with outcome: DestinationOutcome) {
        self.outcome = outcome
        let waiting = self.waiting
        self.waiting = []
        for completion in waiting { completion(outcome) }
    }

    /// Calls `completion` with the launch notification's outcome: now when it has ended, else when it does.
    func whenFinished(_ completion: @escaping @MainActor (DestinationOutcome) -> Void) {
        if let outcome { return completion(outcome) }
        waiting.append(completion)
    }
}
