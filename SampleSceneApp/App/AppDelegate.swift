// The iOS app's entry point, compiled only by the Xcode project (project.yml), never by SwiftPM.
// Written against UIKit's and UserNotifications' documented API; not built by this project's CI.

import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

// UserNotifications declares its delegate without an actor. The preconcurrency conformance keeps this
// main-actor implementation and checks, at run time, that each call arrives on the main actor, where
// the completion-handler form has long been delivered; the `async` form has been seen called off the
// main queue, so the sample implements the completion-handler form only.
extension AppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    /// A notification the user acted on while the app runs: its scene's router opens the destination.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let delegate = UIApplication.shared.connectedScenes.lazy.compactMap { $0.delegate as? SampleSceneDelegate }
            .first
        if let app = delegate?.app {
            app.router?.openDestination(
                forNotification: response.notification.request.content.userInfo,
                actionIdentifier: response.actionIdentifier, using: app.routes)
        }
        completionHandler()
    }
}
