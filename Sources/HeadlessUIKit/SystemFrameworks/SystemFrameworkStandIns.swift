public import Foundation

/// A user activity to continue (Foundation's type, absent on this platform).
open class NSUserActivity: NSObject {
    /// Creates an activity of a type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// The activity's type.
    open var activityType: String
    /// The web page the activity is about, for universal links.
    open var webpageURL: URL?
    /// App data attached to the activity.
    open var userInfo: [AnyHashable: Any]?
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a web page the user is viewing, which a universal link continues as
/// (Foundation's constant, absent on this platform; spelled as Foundation spells it).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// The user's response to a notification (UserNotifications' type, absent on this platform).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The action the user took.
    open private(set) var actionIdentifier: String
    /// The notification the user responded to.
    open private(set) var notification: UNNotification

    init(actionIdentifier: String, notification: UNNotification) {
        self.actionIdentifier = actionIdentifier
        self.notification = notification
        super.init()
    }
}

/// A delivered notification (UserNotifications' type, absent on this platform).
open class UNNotification: NSObject, @unchecked Sendable {
    /// The request that scheduled the notification.
    open private(set) var request: UNNotificationRequest

    init(request: UNNotificationRequest) {
        self.request = request
        super.init()
    }
}

/// A notification request (UserNotifications' type, absent on this platform).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The request's identifier.
    open private(set) var identifier: String
    /// The notification's content.
    open private(set) var content: UNNotificationContent

    init(identifier: String, content: UNNotificationContent) {
        self.identifier = identifier
        self.content = content
        super.init()
    }
}

/// A notification's content (UserNotifications' type, absent on this platform).
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The payload.
    open private(set) var userInfo: [AnyHashable: Any]

    init(userInfo: [AnyHashable: Any]) {
        self.userInfo = userInfo
        super.init()
    }
}

/// Metadata of a CloudKit share (CloudKit's type, absent on this platform).
open class CKShareMetadata: NSObject {}

/// The attribution of a user event (UIKit's type; HeadlessUIKit has no events).
open class UIEventAttribution: NSObject {}
