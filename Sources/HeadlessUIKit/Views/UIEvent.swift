// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// An input event. HeadlessUIKit never delivers one; the type exists for `sendEvent(_:)`.
    @preconcurrency @MainActor
    open class UIEvent: NSObject {}
#endif
