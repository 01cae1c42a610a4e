// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// Stops the process as an uncaught Objective-C exception stops an app, with UIKit's exception name and reason.
    ///
    /// HeadlessUIKit is never more forgiving than UIKit: where UIKit raises (F2 and S2 of the reference),
    /// a test that reaches the call dies here too, and Swift Testing's exit tests can observe the message.
    ///
    /// - Parameters:
    ///   - name: The exception's name, such as `NSInvalidArgumentException`.
    ///   - reason: The reason UIKit gives.
    func raiseUIKitException(_ name: String, reason: String) -> Never {
        fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
    }
#endif
