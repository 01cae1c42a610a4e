// The one place the SDK's behaviour tests learn which UIKit they run against. Everything a test needs
// that differs between HeadlessUIKit and a real UIKit (waiting for animations, windows, the moves a
// person makes, the misuse log) goes through this module, so the same test files compile and run in
// both worlds. On Apple platforms this code builds against real UIKit and is not run by this
// package's Linux CI: see the README's "Testing" section for what is proven where.

#if canImport(Testing)
    public import Testing
#endif

#if !canImport(UIKit)
    import HeadlessUIKit
#endif

/// Which UIKit the tests run against.
public enum TestWorld: Sendable {
    /// HeadlessUIKit: a deterministic animation clock and drivers for every move a person makes.
    case headless
    /// Real UIKit on a simulator or device: animations take real time and there are no drivers.
    case uikit

    /// The world this build runs in.
    public static var current: TestWorld {
        #if canImport(UIKit)
            .uikit
        #else
            .headless
        #endif
    }

    /// Whether this build runs against HeadlessUIKit.
    public static var isHeadless: Bool { current == .headless }
}

#if canImport(Testing)
    extension Trait where Self == ConditionTrait {
        /// Runs a test only against HeadlessUIKit: the one condition for tests that need a driver
        /// UIKit lacks (the user's taps and swipes, a held animation clock, a connected scene, the
        /// misuse log's contents).
        public static var headlessOnly: Self {
            .enabled(if: TestWorld.isHeadless, "needs a HeadlessUIKit driver that UIKit lacks")
        }
    }
#endif

/// Stops a test that called a headless-only driver in the UIKit world, naming the missing condition.
func headlessOnlyDriver(_ name: String) -> Never {
    preconditionFailure("\(name) needs HeadlessUIKit: mark the test `.headlessOnly`")
}
