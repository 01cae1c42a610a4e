// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The name, role and delegate class a scene is created with.
    @preconcurrency @MainActor
    open class UISceneConfiguration: NSObject {
        /// Creates a configuration.
        public init(name: String?, sessionRole: UISceneSession.Role) {
            self.name = name
            role = sessionRole
            super.init()
        }

        /// The configuration's name.
        open private(set) var name: String?
        /// The role of sessions made with this configuration.
        open private(set) var role: UISceneSession.Role
        /// The class of the scene's delegate.
        open var delegateClass: AnyClass?
    }
#endif
