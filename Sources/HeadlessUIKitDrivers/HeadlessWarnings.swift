// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    import HeadlessUIKit

    /// The log of UIKit misuse warnings HeadlessUIKit has recorded in this process.
    ///
    /// Tests assert on it to prove code never triggers what UIKit warns about. The log is shared by the
    /// whole process; ``recorded(during:)`` isolates what one synchronous block caused.
    @MainActor
    public enum HeadlessWarnings {
        /// Every warning recorded so far, oldest first.
        public static var all: [HeadlessUIKitWarning] { MisuseLog.entries.map(HeadlessUIKitWarning.init) }

        /// Forgets every recorded warning.
        public static func removeAll() {
            MisuseLog.removeAll()
        }

        /// Runs `body` and returns the warnings it caused, oldest first.
        public static func recorded(during body: () throws -> Void) rethrows -> [HeadlessUIKitWarning] {
            let start = MisuseLog.entries.count
            try body()
            let entries = MisuseLog.entries
            return entries[min(start, entries.count)...].map(HeadlessUIKitWarning.init)
        }
    }
#endif
