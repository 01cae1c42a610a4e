// swift-format-ignore: AlwaysUseLowerCamelCase
/// The action identifier of a user opening a notification (spelled as UserNotifications spells it).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The action identifier of a user dismissing a notification (spelled as UserNotifications spells it).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
