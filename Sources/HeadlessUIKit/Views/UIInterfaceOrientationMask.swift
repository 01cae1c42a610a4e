// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// A set of interface orientations.
    public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Portrait.
        public static var portrait: UIInterfaceOrientationMask { .init(rawValue: 1 << 1) }
        /// Landscape, home indicator on the left.
        public static var landscapeLeft: UIInterfaceOrientationMask { .init(rawValue: 1 << 4) }
        /// Landscape, home indicator on the right.
        public static var landscapeRight: UIInterfaceOrientationMask { .init(rawValue: 1 << 3) }
        /// Portrait, upside down.
        public static var portraitUpsideDown: UIInterfaceOrientationMask { .init(rawValue: 1 << 2) }
        /// Both landscape orientations.
        public static var landscape: UIInterfaceOrientationMask { [.landscapeLeft, .landscapeRight] }
        /// Every orientation.
        public static var all: UIInterfaceOrientationMask { [.portrait, .landscape, .portraitUpsideDown] }
        /// Every orientation but upside down.
        public static var allButUpsideDown: UIInterfaceOrientationMask { [.portrait, .landscape] }
    }
#endif
