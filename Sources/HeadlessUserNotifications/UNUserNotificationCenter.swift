public import Foundation

/// The app's notification center: HeadlessUIKit keeps the delegate that hears the user's responses.
///
/// Only what an app's navigation needs is here: ``current()`` and ``delegate``. On platforms without
/// UIKit, `HeadlessScenes.respondToNotification(_:)` (in `HeadlessUIKitDrivers`) delivers a response
/// to the delegate as the system does when the user opens a notification while the app runs.
open class UNUserNotificationCenter: NSObject {
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter(sharedCenter: ())

    private init(sharedCenter: Void) {
        super.init()
    }

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// The object that hears the user's responses to notifications; set it before the app finishes
    /// launching. Held weakly.
    weak open var delegate: (any UNUserNotificationCenterDelegate)?
}

/// What the notification center tells the app: here, the user's response to a notification.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// The user opened a notification, dismissed it, or chose one of its actions; call
    /// `completionHandler` once the response is handled.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Calls the completion handler: the response is not handled.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        completionHandler()
    }
}
