internal import Foundation

#if canImport(os)
    internal import os
#endif

/// Where a failure nobody handles is written by default: the unified log on Apple platforms (it shows
/// in Xcode's console and in Console.app, subsystem `ModuleNavigation`), standard error elsewhere.
enum UnhandledErrorLog {
    /// The sentence written for `error`.
    static func message(for error: NavigationError) -> String {
        "A navigation request made without a completion handler failed, and nothing handled it: \(error) "
            + "(set NavigationRouter.onUnhandledError to handle such failures, or to nil to silence them)"
    }

    /// Writes the sentence for `error`.
    static func write(_ error: NavigationError) {
        let message = message(for: error)
        #if canImport(os)
            os_log(
                "%{public}@", log: OSLog(subsystem: "ModuleNavigation", category: "NavigationRouter"), type: .error,
                message as NSString)
        #else
            FileHandle.standardError.write(Data("ModuleNavigation: \(message)\n".utf8))
        #endif
    }
}
