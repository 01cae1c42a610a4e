public import Foundation

/// A recognizer of touches. HeadlessUIKit drives the system's gestures through its `Headless…` drivers;
/// a recognizer only reports whether it is enabled.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Whether the recognizer handles touches. Default `true`.
    open var isEnabled: Bool = true
}
