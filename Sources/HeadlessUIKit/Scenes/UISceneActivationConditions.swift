// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// Conditions under which the system activates a scene for an event.
    @preconcurrency @MainActor
    open class UISceneActivationConditions: NSObject {
        /// The target content identifiers the scene accepts.
        open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
        /// The target content identifiers the scene prefers.
        open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
    }
#endif
