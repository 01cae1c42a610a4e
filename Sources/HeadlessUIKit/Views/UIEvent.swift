public import Foundation

/// An input event. HeadlessUIKit never delivers one; the type exists for `sendEvent(_:)`.
@preconcurrency @MainActor
open class UIEvent: NSObject {}
