// The headless sample runs on HeadlessUIKit, where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation
    import NavigationCore
    import SampleApp

    /// The sample's prompt: a person's moves typed as commands, each answered with the screen it leads to.
    ///
    /// Commands are one per line; a bad one gets a one-line error and the prompt again. `help` lists them.
    @MainActor
    public final class SampleInteractive {
        /// The running app.
        public let session: SampleSession
        /// Whether `quit` was typed.
        public private(set) var hasQuit = false

        /// What `help` prints.
        public static let help = """
            Commands:
              tap <title>          tap the button, bar button, row or tab that shows <title>
              type <field> = <text> type into the field whose placeholder is <field>, replacing its text
              back                 tap the back button
              swipe-back           swipe back from the leading edge
              swipe-down           swipe the sheet on top down
              tab <title>          tap the tab titled <title>
              open <url>           open a sample:// link or an https://sample.example universal link
              shortcut             pick the "New Message" home-screen shortcut
              screen               show the screen again
              tree                 show the router's module tree
              events               show the navigation events so far
              help                 show this list
              quit                 leave
            """

        /// A prompt for `session`.
        public init(session: SampleSession) {
            self.session = session
        }

        /// Runs one command line; returns what to print.
        public func handle(_ line: String) async -> String {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return "" }
            let (command, argument) = Self.split(trimmed)
            do {
                switch command {
                case "tap", "tab":
                    guard !argument.isEmpty else { return "error: \(command) needs a title, as in “\(command) Inbox”" }
                    try await session.tap(argument)
                case "type":
                    guard let separator = argument.range(of: "=") else {
                        return "error: type needs a field and a text, as in “type Email = you@sample.example”"
                    }
                    let field = argument[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
                    let text = argument[separator.upperBound...].trimmingCharacters(in: .whitespaces)
                    try await session.type(text, into: field)
                case "back":
                    try await session.back()
                case "swipe-back":
                    try await session.swipeBack()
                case "swipe-down":
                    try await session.swipeDownSheet()
                case "open":
                    guard let url = URL(string: argument), url.scheme != nil else {
                        return "error: “\(argument)” is not a URL"
                    }
                    let rejectedBefore = session.app.rejectedInputs.count
                    await session.open(url)
                    if let rejection = session.app.rejectedInputs.dropFirst(rejectedBefore).first {
                        return "error: the app does not open this link: \(rejection)"
                    }
                    if let held = session.router?.pendingDestination {
                        return "Held until the user is in: \(held)\n" + session.screen
                    }
                case "shortcut":
                    _ = await session.performShortcut(type: "com.example.sample.new-message")
                case "screen":
                    break
                case "tree":
                    return session.hierarchy
                case "events":
                    return session.navigationLog.joined(separator: "\n")
                case "help":
                    return Self.help
                case "quit", "exit":
                    hasQuit = true
                    return "Bye."
                default:
                    return "error: unknown command “\(command)”; type help for the list"
                }
            } catch {
                return "error: \(error)"
            }
            return session.screen
        }

        /// Reads commands with `readLine` until `quit` or the end of input, writing each answer to `write`.
        public func run(prompt: String = "sample> ", readLine: () -> String?, write: (String) -> Void) async {
            write(session.screen)
            write(Self.help)
            while !hasQuit {
                write(prompt)
                guard let line = readLine() else {
                    // The end of input (Ctrl-D): the shell's prompt starts on a line of its own.
                    write("\n")
                    break
                }
                let answer = await handle(line)
                if !answer.isEmpty { write(answer) }
            }
        }

        private static func split(_ line: String) -> (String, String) {
            guard let space = line.firstIndex(of: " ") else { return (line.lowercased(), "") }
            return (
                line[..<space].lowercased(), line[line.index(after: space)...].trimmingCharacters(in: .whitespaces)
            )
        }
    }
#endif
