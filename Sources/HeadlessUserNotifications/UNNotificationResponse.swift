public import Foundation

/// The user's response to a notification.
open class UNNotificationResponse: NSObject {
    /// The action the user took.
    open private(set) var actionIdentifier: String
    /// The notification the user responded to.
    open private(set) var notification: UNNotification

    package init(actionIdentifier: String, notification: UNNotification) {
        self.actionIdentifier = actionIdentifier
        self.notification = notification
        super.init()
    }
}
