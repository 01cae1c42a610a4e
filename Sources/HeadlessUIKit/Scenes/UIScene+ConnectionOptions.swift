// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation
    public import HeadlessCloudKit
    public import HeadlessUserNotifications

    extension UIScene {
        /// What the system passes to a scene when it connects: URLs, a shortcut, activities, a notification.
        ///
        /// Apps never create these; `HeadlessScenes` makes them for drivers and tests.
        @preconcurrency @MainActor
        open class ConnectionOptions: NSObject {
            private let storedURLContexts: Set<UIOpenURLContext>
            private let storedShortcutItem: UIApplicationShortcutItem?
            private let storedUserActivities: Set<NSUserActivity>
            private let storedNotificationResponse: UNNotificationResponse?
            private let storedSourceApplication: String?

            package init(
                urlContexts: Set<UIOpenURLContext>, shortcutItem: UIApplicationShortcutItem?,
                userActivities: Set<NSUserActivity>, notificationResponse: UNNotificationResponse?,
                sourceApplication: String?
            ) {
                storedURLContexts = urlContexts
                storedShortcutItem = shortcutItem
                storedUserActivities = userActivities
                storedNotificationResponse = notificationResponse
                storedSourceApplication = sourceApplication
                super.init()
            }

            /// URLs to open; an empty set means there are none (S8.1).
            open var urlContexts: Set<UIOpenURLContext> { storedURLContexts }
            /// The bundle identifier of the app that asked to open the URLs.
            open var sourceApplication: String? { storedSourceApplication }
            /// The type of a Handoff activity, if one launched the scene.
            open var handoffUserActivityType: String? { nil }
            /// User activities to continue.
            open var userActivities: Set<NSUserActivity> { storedUserActivities }
            /// The notification response that launched the scene.
            open var notificationResponse: UNNotificationResponse? { storedNotificationResponse }
            /// The home-screen shortcut that launched the scene (S8.2: cold launch only).
            open var shortcutItem: UIApplicationShortcutItem? { storedShortcutItem }
            /// CloudKit share metadata, if a share launched the scene.
            open var cloudKitShareMetadata: CKShare.Metadata? { nil }
        }

        /// Options that come with a URL to open.
        @preconcurrency @MainActor
        open class OpenURLOptions: NSObject {
            private let storedSourceApplication: String?

            package init(sourceApplication: String?) {
                storedSourceApplication = sourceApplication
                super.init()
            }

            /// The bundle identifier of the app that asked to open the URL.
            open var sourceApplication: String? { storedSourceApplication }
            /// The annotation the source app attached.
            open var annotation: Any? { nil }
            /// Whether the document must be opened in place.
            open var openInPlace: Bool { false }
            /// The attribution of the event that opened the URL.
            open var eventAttribution: UIEventAttribution? { nil }
        }

        /// Options for opening a URL in another app.
        @preconcurrency @MainActor
        open class OpenExternalURLOptions: NSObject {
            /// Whether only a universal link may open. Default `false`.
            open var universalLinksOnly: Bool = false
        }
    }
#endif
