// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The system's record of a scene: its role, configuration and state. Apps never create these.
    @preconcurrency @MainActor
    open class UISceneSession: NSObject {
        /// The kind of scene a session is for.
        public struct Role: RawRepresentable, Hashable, Sendable {
            /// The role's name.
            public let rawValue: String
            /// Creates a role.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An interactive window on the device's screen.
            public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        }

        weak var storedScene: UIScene?
        private let storedRole: Role
        private let storedConfiguration: UISceneConfiguration
        private let storedIdentifier: String

        package init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
            storedRole = role
            storedConfiguration = configuration
            storedIdentifier = persistentIdentifier
            super.init()
        }

        /// The scene, while one is connected.
        open var scene: UIScene? { storedScene }
        /// The session's role.
        open var role: UISceneSession.Role { storedRole }
        /// The configuration the scene was created with.
        open var configuration: UISceneConfiguration { storedConfiguration }
        /// A string that identifies the session across launches.
        open var persistentIdentifier: String { storedIdentifier }
        /// The activity to restore state from.
        open var stateRestorationActivity: NSUserActivity?
        /// App data stored with the session.
        open var userInfo: [String: Any]?
    }
#endif
