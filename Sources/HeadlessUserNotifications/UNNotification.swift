public import Foundation

/// A delivered notification.
open class UNNotification: NSObject {
    /// The request that scheduled the notification.
    open private(set) var request: UNNotificationRequest

    package init(request: UNNotificationRequest) {
        self.request = request
        super.init()
    }
}
