// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// An object that can respond to and handle events: the base of views, view controllers and scenes.
    ///
    /// HeadlessUIKit keeps only the responder-chain surface that navigation code touches; first-responder
    /// status is tracked, but no event is ever delivered.
    @preconcurrency @MainActor
    open class UIResponder: NSObject {
        private var firstResponderFlag = false

        /// The next responder in the chain, or `nil` when there is none.
        open var next: UIResponder? { nil }

        /// Whether this object can become the first responder. Default `false`.
        open var canBecomeFirstResponder: Bool { false }

        /// Asks this object to become the first responder; returns whether it did.
        @discardableResult
        open func becomeFirstResponder() -> Bool {
            guard canBecomeFirstResponder else { return false }
            firstResponderFlag = true
            return true
        }

        /// Whether this object is willing to give up first-responder status. Default `true`.
        open var canResignFirstResponder: Bool { true }

        /// Asks this object to give up first-responder status; returns whether it did.
        @discardableResult
        open func resignFirstResponder() -> Bool {
            guard canResignFirstResponder else { return false }
            firstResponderFlag = false
            return true
        }

        /// Whether this object is the first responder.
        open var isFirstResponder: Bool { firstResponderFlag }
    }
#endif
