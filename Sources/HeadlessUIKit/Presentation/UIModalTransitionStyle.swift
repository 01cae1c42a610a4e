// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The animation a modal presentation uses.
    public enum UIModalTransitionStyle: Int, @unchecked Sendable {
        /// Slides up from the bottom (the default).
        case coverVertical = 0
        /// Flips horizontally.
        case flipHorizontal = 1
        /// Cross-dissolves.
        case crossDissolve = 2
        /// Curls up a corner.
        case partialCurl = 3
    }
#endif
