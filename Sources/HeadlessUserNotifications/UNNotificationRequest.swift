public import Foundation

/// A notification request.
open class UNNotificationRequest: NSObject {
    /// The request's identifier.
    open private(set) var identifier: String
    /// The notification's content.
    open private(set) var content: UNNotificationContent

    package init(identifier: String, content: UNNotificationContent) {
        self.identifier = identifier
        self.content = content
        super.init()
    }
}
