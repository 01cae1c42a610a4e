// The one place that chooses between UserNotifications and its headless stand-in. UIKit only names
// `UNNotificationResponse`; reading a response needs its own framework, imported here and nowhere else.
#if canImport(UIKit)
    internal import UserNotifications
#else
    internal import HeadlessUserNotifications
#endif

extension UNNotificationResponse {
    /// The notification's payload: what the route table matches.
    var payload: [AnyHashable: Any] { notification.request.content.userInfo }

    /// The action the user took, as the route table's `navigatingNotificationActions` names it.
    var action: String { actionIdentifier }
}
