public import Foundation

/// A notification's content.
open class UNNotificationContent: NSObject {
    /// The payload.
    open private(set) var userInfo: [AnyHashable: Any]

    package init(userInfo: [AnyHashable: Any]) {
        self.userInfo = userInfo
        super.init()
    }
}
