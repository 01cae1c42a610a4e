/// The log of UIKit misuse warnings HeadlessUIKit has recorded in this process.
///
/// Tests assert on it to prove code never triggers what UIKit warns about. The log is shared by the
/// whole process; ``recorded(during:)`` isolates what one synchronous block caused.
@MainActor
public enum HeadlessWarnings {
    private static var log: [HeadlessUIKitWarning] = []

    /// Every warning recorded so far, oldest first.
    public static var all: [HeadlessUIKitWarning] { log }

    /// Forgets every recorded warning.
    public static func removeAll() {
        log.removeAll()
    }

    /// Runs `body` and returns the warnings it caused, oldest first.
    public static func recorded(during body: () throws -> Void) rethrows -> [HeadlessUIKitWarning] {
        let start = log.count
        try body()
        return Array(log[min(start, log.count)...])
    }

    static func record(_ kind: HeadlessUIKitWarning.Kind, _ message: String) {
        log.append(HeadlessUIKitWarning(kind: kind, message: message))
    }
}
