// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// A home-screen quick action. Not main-actor and not Sendable, as in UIKit.
    open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
        var storedType: String
        var storedLocalizedTitle: String
        var storedLocalizedSubtitle: String?
        var storedIcon: UIApplicationShortcutIcon?
        var storedUserInfo: [String: any NSSecureCoding]?
        var storedTargetContentIdentifier: Any?

        /// Creates a shortcut item.
        public init(
            type: String, localizedTitle: String, localizedSubtitle: String?,
            icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
        ) {
            storedType = type
            storedLocalizedTitle = localizedTitle
            storedLocalizedSubtitle = localizedSubtitle
            storedIcon = icon
            storedUserInfo = Self.checkedPropertyList(userInfo)
            super.init()
        }

        /// `userInfo` when every value is a property-list object; raises `NSInvalidArgumentException`
        /// otherwise, as UIKit does: the system keeps shortcut items outside the app, as property lists.
        static func checkedPropertyList(_ userInfo: [String: any NSSecureCoding]?) -> [String: any NSSecureCoding]? {
            if let userInfo, let key = userInfo.first(where: { !isPropertyList($0.value) })?.key {
                raiseUIKitException(
                    "NSInvalidArgumentException",
                    reason:
                        "UIApplicationShortcutItem userInfo must contain only property list objects; '\(key)' does not")
            }
            return userInfo
        }

        private static func isPropertyList(_ value: Any) -> Bool {
            switch value {
            case is NSString, is NSNumber, is NSDate, is NSData: true
            case let array as NSArray: array.allSatisfy(isPropertyList)
            case let dictionary as NSDictionary:
                dictionary.allSatisfy { $0.key is NSString && isPropertyList($0.value) }
            default: false
            }
        }

        /// Creates a shortcut item with a type and a title.
        public convenience init(type: String, localizedTitle: String) {
            self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
        }

        /// The app-defined type that identifies the action.
        open var type: String { storedType }
        /// The title shown on the home screen.
        open var localizedTitle: String { storedLocalizedTitle }
        /// The subtitle shown on the home screen.
        open var localizedSubtitle: String? { storedLocalizedSubtitle }
        /// The icon.
        open var icon: UIApplicationShortcutIcon? { storedIcon }
        /// App data attached to the item.
        open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
        /// The identifier of the content the action targets; a ``UIMutableApplicationShortcutItem`` sets it.
        open var targetContentIdentifier: Any? { storedTargetContentIdentifier }

        /// Returns an immutable copy.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = UIApplicationShortcutItem(
                type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
                userInfo: userInfo)
            copy.storedTargetContentIdentifier = targetContentIdentifier
            return copy
        }

        /// Returns a mutable copy.
        open func mutableCopy(with zone: NSZone? = nil) -> Any {
            let copy = UIMutableApplicationShortcutItem(
                type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
                userInfo: userInfo)
            copy.storedTargetContentIdentifier = targetContentIdentifier
            return copy
        }
    }

    /// A shortcut item whose properties can change.
    open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
        /// The app-defined type that identifies the action.
        open override var type: String {
            get { storedType }
            set { storedType = newValue }
        }
        /// The title shown on the home screen.
        open override var localizedTitle: String {
            get { storedLocalizedTitle }
            set { storedLocalizedTitle = newValue }
        }
        /// The subtitle shown on the home screen.
        open override var localizedSubtitle: String? {
            get { storedLocalizedSubtitle }
            set { storedLocalizedSubtitle = newValue }
        }
        /// The icon.
        open override var icon: UIApplicationShortcutIcon? {
            get { storedIcon }
            set { storedIcon = newValue }
        }
        /// App data attached to the item.
        open override var userInfo: [String: any NSSecureCoding]? {
            get { storedUserInfo }
            set { storedUserInfo = Self.checkedPropertyList(newValue) }
        }
        /// The identifier of the content the action targets.
        open override var targetContentIdentifier: Any? {
            get { storedTargetContentIdentifier }
            set { storedTargetContentIdentifier = newValue }
        }
    }

    /// The icon of a shortcut item.
    open class UIApplicationShortcutIcon: NSObject, NSCopying {
        let name: String

        /// Creates an icon from a system symbol.
        public init(systemImageName: String) {
            name = systemImageName
            super.init()
        }

        /// Returns this icon: icons are immutable.
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }
#endif
