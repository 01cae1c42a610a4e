// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    // Foundation on Apple platforms has these; only other platforms need stand-ins.
    #if !canImport(Darwin)

        /// A user activity to continue (Foundation's type, absent on this platform).
        open class NSUserActivity: NSObject {
            /// Creates an activity of a type.
            public init(activityType: String) {
                storedActivityType = activityType
                super.init()
            }

            private let storedActivityType: String

            /// The activity's type, fixed when the activity is made.
            open var activityType: String { storedActivityType }
            /// The web page the activity is about, for universal links.
            ///
            /// Foundation accepts only `http` and `https` URLs here and raises for any other scheme.
            open var webpageURL: URL? {
                get { storedWebpageURL }
                set {
                    if let scheme = newValue?.scheme?.lowercased(), scheme != "http", scheme != "https" {
                        raiseUIKitException(
                            "NSInvalidArgumentException",
                            reason: "NSUserActivity webpageURL must have an http or https scheme, not '\(scheme)'")
                    }
                    storedWebpageURL = newValue
                }
            }
            private var storedWebpageURL: URL?
            /// App data attached to the activity.
            open var userInfo: [AnyHashable: Any]?
        }

        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// The activity type of a web page the user is viewing, which a universal link continues as
        /// (Foundation's constant, absent on this platform; spelled as Foundation spells it).
        public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

    #endif
#endif
