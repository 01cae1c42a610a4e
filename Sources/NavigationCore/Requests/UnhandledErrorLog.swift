internal import Foundation

#if canImport(os)
    internal import os
#endif

/// Where a failure nobody handles is written by default: the unified log on Apple platforms (it shows
/// in Xcode's console and in Console.app, subsystem `ModuleNavigation`), standard error elsewhere.
enum UnhandledErrorLog {
    /// Who could have heard of a failure before it reached the log.
    enum Origin {
        /// The router's default ``NavigationRouter/onUnhandledError``: the app can set its own.
        case routersDefaultHandler
        /// No router: it was released, or the module was never shown. No handler could hear of it.
        case noRouter
    }

    /// The sentence written for `error`.
    static func message(for error: NavigationError, from origin: Origin) -> String {
        switch origin {
        case .routersDefaultHandler:
            "A navigation request made without a completion handler failed, and nothing handled it: \(error) "
                + "(set NavigationRouter.onUnhandledError to handle such failures, or to nil to silence them)"
        case .noRouter:
            "A navigation request made without a completion handler failed with no router to report it to "
                + "(released, or never shown): \(error) (pass a completion handler to hear of such failures)"
        }
    }

    /// Writes the sentence for `error`.
    static func write(_ error: NavigationError, from origin: Origin) {
        write(message(for: error, from: origin))
    }

    /// Writes `message` where developers look, from any thread.
    static func write(_ message: String) {
        #if canImport(os)
            os_log(
                "%{public}@", log: OSLog(subsystem: "ModuleNavigation", category: "NavigationRouter"), type: .error,
                message as NSString)
        #else
            FileHandle.standardError.write(Data("ModuleNavigation: \(message)\n".utf8))
        #endif
    }
}
