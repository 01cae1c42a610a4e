// The headless sample is a terminal program on HeadlessUIKit, where UIKit does not exist; where it does
// (an iOS build of every target), the program only says so.
#if !canImport(UIKit)
    import ArgumentParser
    import Foundation
    import SampleHeadless

    /// `sample`: the sample app, headless, in a terminal.
    @main
    struct SampleCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sample",
            abstract: "Runs the sample mail app headless: a scripted tour, or a prompt to drive it yourself.",
            discussion: """
                The app is the same code as the iOS app: splash, sign-in, the Inbox/Activity/Profile tabs, \
                Compose and Reply sheets, deep links. Here it runs against HeadlessUIKit and prints each \
                screen as text.

                Examples:
                  sample
                      the whole tour
                  sample --open sample://messages/42
                      a cold start with a link, held through sign-in, then shown
                  sample --open https://sample.example/messages/42 --signed-in
                      a universal link at launch, already signed in
                  sample --interactive
                      type commands; "help" lists them
                """)

        @Option(
            name: .long,
            help: ArgumentHelp(
                "Launch with this link: sample://... or an https://sample.example universal link.", valueName: "url"))
        var open: String?

        @Flag(name: .long, help: "Launch with the \"New Message\" home-screen shortcut.")
        var shortcut = false

        @Option(
            name: .long, help: ArgumentHelp("Launch from a notification about this message.", valueName: "message-id"))
        var notification: Int?

        @Flag(name: .long, help: "The launch check finds a saved session: no sign-in.")
        var signedIn = false

        @Option(name: .long, help: ArgumentHelp("How long the launch check takes.", valueName: "milliseconds"))
        var splashDelay = 300

        @Flag(name: .long, help: "Drive the app yourself from a prompt instead of the tour.")
        var interactive = false

        func validate() throws {
            if let open, URL(string: open)?.scheme == nil {
                throw ValidationError("--open needs a URL such as sample://messages/42, not “\(open)”.")
            }
            guard splashDelay >= 0 else { throw ValidationError("--splash-delay cannot be negative.") }
        }

        @MainActor
        func run() async throws {
            let launch = SampleSession.Launch(
                url: open.flatMap(URL.init(string:)), shortcutType: shortcut ? "com.example.sample.new-message" : nil,
                notification: notification.map { ["type": "message", "id": String($0)] }, signedIn: signedIn,
                restoreDelay: TimeInterval(splashDelay) / 1000)
            if interactive {
                let session = await SampleSession.launch(launch)
                try? await session.waitForLaunch()
                await SampleInteractive(session: session).run(
                    readLine: { Swift.readLine() },
                    write: { text in
                        // The prompt stays on its line; everything else ends with a newline.
                        let line = text.hasSuffix("> ") ? text : text + "\n"
                        FileHandle.standardOutput.write(Data(line.utf8))
                    })
                return
            }
            let succeeded = await SampleTour(output: { print($0) }).run(launch)
            if !succeeded { throw ExitCode.failure }
        }
    }
#else
    /// `sample` where UIKit exists: the headless sample runs only where it does not.
    @main
    enum SampleCommand {
        static func main() {
            print("sample: the headless sample runs where UIKit does not exist; on iOS, run SampleSceneApp")
        }
    }
#endif
