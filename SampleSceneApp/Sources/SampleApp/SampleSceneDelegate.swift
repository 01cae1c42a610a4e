import Foundation
public import NavigationCore

/// The sample's scene delegate: the router, the first flow, and every way into the app, in a few lines.
///
/// On iOS, Info.plist's scene manifest names this class. Headless, the runner connects it the way
/// UIKit does.
@MainActor
public final class SampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The window the router owns.
    public var window: UIWindow?
    /// The app: services, flows and the router.
    public let app: MailApp

    /// A delegate for `app`; UIKit uses the default app.
    public init(app: MailApp) {
        self.app = app
        super.init()
    }

    /// The delegate UIKit makes from the scene manifest.
    public override convenience init() {
        self.init(app: MailApp())
    }

    /// Cold start: the router shows the splash flow, and the launch's URL, universal link, shortcut or
    /// notification waits until a flow that can show it is on screen.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let router = app.start(in: window)
        router.openDestinations(from: connectionOptions, using: app.routes)
    }

    /// A link from another app while running.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        app.router?.openDestinations(from: urlContexts, using: app.routes)
    }

    /// A universal link while running.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        app.router?.openDestination(for: userActivity, using: app.routes)
    }

    /// A home-screen shortcut while running.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(app.router?.openDestination(for: shortcutItem, using: app.routes) ?? false)
    }
}
