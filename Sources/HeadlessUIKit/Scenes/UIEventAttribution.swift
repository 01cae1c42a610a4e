// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The attribution of a user event (UIKit's type; HeadlessUIKit has no events, so nothing makes one).
    open class UIEventAttribution: NSObject {}
#endif
