// The headless sample runs on HeadlessUIKit, where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation
    public import HeadlessUIKit
    import HeadlessUIKitDrivers
    public import NavigationCore
    public import SampleApp

    /// The sample app running headless: launched the way UIKit launches it, driven the way a person
    /// drives it, and read back as text.
    ///
    /// Every move finds its control by the title a person reads on screen, refuses what a person could
    /// not do (``SampleMoveError``), and returns once the app has settled.
    @MainActor
    public final class SampleSession {
        /// How the app is launched.
        public struct Launch: Sendable {
            /// A URL to open at launch: a `sample://` link, or an `https://sample.example` universal link.
            public var url: URL?
            /// A home-screen shortcut type picked at launch.
            public var shortcutType: String?
            /// The payload of a notification the user opened at launch.
            public var notification: [String: String]?
            /// Whether the launch check finds a signed-in user.
            public var signedIn = false

            /// What the launch delivers, as the terminal names it: "a universal link", "a sample:// link",
            /// "the New Message shortcut", "a notification", or "nothing".
            public var inputDescription: String {
                if let url {
                    return ["http", "https"].contains(url.scheme?.lowercased())
                        ? "a universal link" : "a sample:// link"
                }
                if shortcutType != nil { return "the New Message shortcut" }
                if notification != nil { return "a notification" }
                return "nothing"
            }
            /// How long the launch check takes, in seconds.
            public var restoreDelay: TimeInterval = 0.3

            /// A launch with nothing to open, signed out.
            public init(
                url: URL? = nil, shortcutType: String? = nil, notification: [String: String]? = nil,
                signedIn: Bool = false, restoreDelay: TimeInterval = 0.3
            ) {
                self.url = url
                self.shortcutType = shortcutType
                self.notification = notification
                self.signedIn = signedIn
                self.restoreDelay = restoreDelay
            }
        }

        /// The scene delegate UIKit would hold.
        public let delegate: SampleSceneDelegate
        /// The scene the app is connected to.
        public let scene: UIWindowScene
        /// How long a step may take before it is reported as too long.
        public var stepTimeout: Duration = .seconds(5)
        /// Every navigation event the router reported, oldest first, as sentences.
        public private(set) var navigationLog: [String] = []
        /// Every destination event the router reported, oldest first, as sentences.
        public private(set) var destinationLog: [String] = []

        /// The app: services, flows and router.
        public var app: MailApp { delegate.app }
        /// The router.
        public var router: NavigationRouter? { app.router }
        /// The window.
        public var window: UIWindow? { delegate.window }

        private init(delegate: SampleSceneDelegate, scene: UIWindowScene) {
            self.delegate = delegate
            self.scene = scene
        }

        /// Launches the app cold, as UIKit does, and waits for the splash screen to settle.
        public static func launch(_ launch: Launch = Launch()) async -> SampleSession {
            let session = SessionService(
                restoreDelay: launch.restoreDelay, restoredUser: launch.signedIn ? "you@sample.example" : nil)
            let delegate = SampleSceneDelegate(app: MailApp(session: session))
            var urls: [URL] = []
            var activities: [NSUserActivity] = []
            if let url = launch.url {
                if ["http", "https"].contains(url.scheme?.lowercased()) {
                    activities.append(HeadlessScenes.makeWebLinkActivity(url))
                } else {
                    urls.append(url)
                }
            }
            let shortcut = launch.shortcutType.map {
                UIApplicationShortcutItem(type: $0, localizedTitle: "New Message")
            }
            let scene = HeadlessScenes.connect(
                delegate, urls: urls, userActivities: activities, shortcutItem: shortcut,
                notificationUserInfo: launch.notification)
            let running = SampleSession(delegate: delegate, scene: scene)
            running.router?.observeNavigation { [weak running] in running?.navigationLog.append($0.description) }
            running.router?.observeDestinations { [weak running] in running?.destinationLog.append($0.description) }
            await running.settle()
            return running
        }

        // MARK: Reading

        /// What a person sees now, as text.
        public var screen: String {
            window.map(HeadlessScreen.describe) ?? "(no window)"
        }

        /// The router's module tree, as text.
        public var hierarchy: String {
            router?.hierarchyDescription ?? "(no router)"
        }

        /// The type name of the screen on top: the top of the topmost presented or selected stack.
        public var topScreenName: String {
            guard let controller = visibleScreen else { return "nothing" }
            return String(describing: Swift.type(of: controller))
        }

        // MARK: Waiting

        /// Lets animations end and the app's own work run, turn by turn, until nothing is pending.
        public func settle() async {
            for _ in 0..<5 {
                await HeadlessAnimations.settle()
                await Task.yield()
            }
        }

        /// Waits, settling, until `condition` holds; throws ``SampleMoveError/timedOut(_:after:)`` after ``stepTimeout``.
        public func waitUntil(_ what: String, _ condition: () -> Bool) async throws(SampleMoveError) {
            let clock = ContinuousClock()
            let deadline = clock.now + stepTimeout
            await settle()
            while !condition() {
                guard clock.now < deadline else { throw .timedOut(what, after: stepTimeout) }
                try? await Task.sleep(for: .milliseconds(10))
                await settle()
            }
        }

        /// Waits until the launch check is done and a flow other than the splash is on screen.
        public func waitForLaunch() async throws(SampleMoveError) {
            try await waitUntil("the launch check") { topScreenName != "SplashViewController" }
        }

        // MARK: Moves

        /// Taps what shows `title`: a button, a bar button, a table row or a tab, in that order.
        public func tap(_ title: String) async throws(SampleMoveError) {
            if let button = views(of: UIButton.self).first(where: { Self.names(HeadlessScreen.title(of: $0), title) }) {
                guard HeadlessControls.tap(button) else {
                    throw .notPossible("the \(title) button cannot be tapped now")
                }
            } else if let (item, navigationController) = barItem(titled: title) {
                guard HeadlessControls.tap(item, in: navigationController) else {
                    throw .notPossible("the \(title) bar button cannot be tapped now")
                }
            } else if let (table, indexPath) = row(titled: title) {
                guard HeadlessControls.selectRow(at: indexPath, in: table) else {
                    throw .notPossible("the \(title) row cannot be tapped now")
                }
            } else if let (tabBarController, index) = tab(titled: title) {
                guard HeadlessTabs.tapTab(at: index, in: tabBarController) else {
                    throw .notPossible("the \(title) tab cannot be tapped now")
                }
            } else {
                throw .nothingTitled(title)
            }
            await settle()
        }

        /// Types `text` into the field whose placeholder is `field`, replacing what it held.
        public func type(_ text: String, into field: String) async throws(SampleMoveError) {
            guard let target = views(of: UITextField.self).first(where: { Self.names($0.placeholder, field) }) else {
                throw .nothingTitled(field)
            }
            guard HeadlessControls.clear(target), HeadlessControls.type(text, into: target) else {
                throw .notPossible("the \(field) field cannot be typed into now")
            }
            await settle()
        }

        /// Taps the back button of the stack on screen.
        public func back() async throws(SampleMoveError) {
            guard let navigationController = visibleNavigationController,
                HeadlessNavigation.tapBackButton(in: navigationController)
            else { throw .notPossible("there is no back button to tap") }
            await settle()
        }

        /// Swipes back from the leading edge of the stack on screen.
        public func swipeBack() async throws(SampleMoveError) {
            guard let navigationController = visibleNavigationController,
                HeadlessNavigation.swipeBack(in: navigationController)
            else { throw .notPossible("there is nothing to swipe back to") }
            await settle()
        }

        /// Swipes down the sheet on top; throws when there is none, or when it refuses (unsaved input).
        public func swipeDownSheet() async throws(SampleMoveError) {
            guard let window, let root = window.rootViewController, let top = Self.topPresented(over: root) else {
                throw .notPossible("there is no sheet to swipe down")
            }
            guard HeadlessPresentation.swipeDownSheet(top) else {
                await settle()
                throw .refused("the sheet stays: it holds unsaved input, or cannot be swiped away")
            }
            await settle()
        }

        /// Opens a URL while the app runs: a `sample://` link from another app, or a universal link.
        public func open(_ url: URL) async {
            if ["http", "https"].contains(url.scheme?.lowercased()) {
                HeadlessScenes.continueUserActivity(HeadlessScenes.makeWebLinkActivity(url), in: scene)
            } else {
                HeadlessScenes.open([url], in: scene)
            }
            await settle()
        }

        /// Picks a home-screen shortcut while the app runs; returns whether the app handled it.
        public func performShortcut(type: String) async -> Bool {
            let handled = await HeadlessScenes.performShortcut(
                UIApplicationShortcutItem(type: type, localizedTitle: type), in: scene)
            await settle()
            return handled
        }

        // MARK: Finding

        /// The controller whose content a person sees: the top of the topmost presentation, the selected
        /// tab or the stack.
        var visibleScreen: UIViewController? {
            guard let root = window?.rootViewController else { return nil }
            var controller = Self.topPresented(over: root) ?? root
            while true {
                if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                    controller = selected
                } else if let stack = controller as? UINavigationController, let top = stack.topViewController {
                    controller = top
                } else if let host = controller.children.first, controller.children.count == 1 {
                    controller = host
                } else {
                    return controller
                }
            }
        }

        private var visibleNavigationController: UINavigationController? {
            visibleScreen?.navigationController
        }

        private static func topPresented(over root: UIViewController) -> UIViewController? {
            var top: UIViewController?
            var next = root.presentedViewController
            while let presented = next {
                top = presented
                next = presented.presentedViewController
            }
            return top
        }

        /// Every view of `type` in the window, presented ones included, front (top presentation) first.
        private func views<View: UIView>(of type: View.Type) -> [View] {
            guard let root = window?.rootViewController else { return [] }
            var layers: [UIViewController] = [root]
            var next = root.presentedViewController
            while let presented = next {
                layers.insert(presented, at: 0)
                next = presented.presentedViewController
            }
            var found: [View] = []
            for layer in layers {
                guard let view = layer.viewIfLoaded else { continue }
                var pending = [view]
                while !pending.isEmpty {
                    let current = pending.removeFirst()
                    if let match = current as? View { found.append(match) }
                    pending += current.subviews
                }
            }
            return found
        }

        /// Whether what the screen shows is what the person typed, whatever the case: commands ignore
        /// case, so titles do too.
        private static func names(_ shown: String?, _ typed: String) -> Bool {
            shown?.caseInsensitiveCompare(typed) == .orderedSame
        }

        private func barItem(titled title: String) -> (UIBarButtonItem, UINavigationController)? {
            guard let navigationController = visibleNavigationController,
                let item = navigationController.topViewController?.navigationItem
            else { return nil }
            let items = (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
            return items.first { Self.names(HeadlessScreen.title(of: $0), title) }.map { ($0, navigationController) }
        }

        private func row(titled title: String) -> (UITableView, IndexPath)? {
            for table in views(of: UITableView.self) {
                for section in 0..<table.numberOfSections {
                    for row in 0..<table.numberOfRows(inSection: section) {
                        let indexPath = IndexPath(row: row, section: section)
                        if let cell = table.cellForRow(at: indexPath), Self.names(HeadlessScreen.text(of: cell), title)
                        {
                            return (table, indexPath)
                        }
                    }
                }
            }
            return nil
        }

        private func tab(titled title: String) -> (UITabBarController, Int)? {
            guard let root = window?.rootViewController as? UITabBarController else { return nil }
            return (root.viewControllers ?? []).firstIndex { Self.names($0.tabBarItem.title, title) }.map { (root, $0) }
        }
    }

    /// Why a move could not be made.
    public enum SampleMoveError: Error, Equatable, CustomStringConvertible {
        /// Nothing on screen shows this title or placeholder.
        case nothingTitled(String)
        /// A person could not make the move now; the reason says why.
        case notPossible(String)
        /// The app refused the move, as it should; the reason says why.
        case refused(String)
        /// Waiting for something took too long.
        case timedOut(String, after: Duration)

        /// A sentence for the terminal.
        public var description: String {
            switch self {
            case .nothingTitled(let title): "nothing on screen is titled “\(title)”"
            case .notPossible(let reason): "not possible: \(reason)"
            case .refused(let reason): "refused: \(reason)"
            case .timedOut(let what, let duration): "\(what) took longer than \(duration)"
            }
        }
    }
#endif
