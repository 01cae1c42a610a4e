// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The orientation of the app's user interface.
    public enum UIInterfaceOrientation: Int, @unchecked Sendable {
        /// Unknown.
        case unknown = 0
        /// Portrait, home indicator at the bottom.
        case portrait = 1
        /// Portrait, upside down.
        case portraitUpsideDown = 2
        /// Landscape, home indicator on the left.
        case landscapeLeft = 4
        /// Landscape, home indicator on the right.
        case landscapeRight = 3
    }
#endif
