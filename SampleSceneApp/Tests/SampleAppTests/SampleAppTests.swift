// The sample's headless tests run where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import NavigationCore
    import SampleApp
    import SampleHeadless
    import Testing

    /// The sample app driven end to end, headless, the way a person uses it.
    @Suite("Sample app: launches, deep links, the tour, Compose, sign-out", .serialized)
    @MainActor
    struct SampleAppTests {
        private func launch(_ launch: SampleSession.Launch) async throws -> SampleSession {
            let session = await SampleSession.launch(
                SampleSession.Launch(
                    url: launch.url, shortcutType: launch.shortcutType, notification: launch.notification,
                    signedIn: launch.signedIn, restoreDelay: 0.02))
            try await session.waitForLaunch()
            return session
        }

        private func signIn(_ session: SampleSession) async throws {
            try await session.type("you@sample.example", into: "Email")
            try await session.type("correct horse", into: "Password")
            try await session.tap("Sign In")
            try await session.waitUntil("the tabs") { session.topScreenName != "SignInViewController" }
        }

        @Test(
            "Cold start with each kind of link, signed out: held through splash and sign-in, then shown once",
            arguments: [
                ("sample://messages/42", "MessageViewController"),
                ("https://sample.example/messages/42", "MessageViewController"),
                ("sample://activity", "ActivityViewController"),
                ("sample://inbox", "InboxViewController"),
                ("sample://compose?to=42", "RecipientsViewController"),
            ])
        func coldStartSignedOut(link: String, screen: String) async throws {
            let session = try await launch(SampleSession.Launch(url: URL(string: link)))
            #expect(session.topScreenName == "SignInViewController")
            #expect(session.router?.pendingDestination != nil || link == "sample://inbox")
            try await signIn(session)
            #expect(session.topScreenName == screen)
            #expect(session.router?.pendingDestination == nil)
            #expect(session.destinationLog.filter { $0.hasPrefix("shown") || $0.hasPrefix("already") }.count == 1)
        }

        @Test("Cold start signed out from the shortcut or a notification: held through sign-in, then shown once")
        func coldStartSignedOutShortcutAndNotification() async throws {
            let shortcut = try await launch(SampleSession.Launch(shortcutType: ShortcutType.newMessage))
            #expect(shortcut.topScreenName == "SignInViewController")
            try await signIn(shortcut)
            #expect(shortcut.topScreenName == "RecipientsViewController")
            let notification = try await launch(SampleSession.Launch(notification: ["type": "message", "id": "42"]))
            #expect(notification.router?.pendingDestination != nil)
            try await signIn(notification)
            #expect(notification.topScreenName == "MessageViewController")
            #expect(notification.screen.contains("From: Ana"))
            #expect(notification.router?.pendingDestination == nil)
        }

        @Test("Cold start signed in: a link, a shortcut and a notification each land on their screen")
        func coldStartSignedIn() async throws {
            let link = try await launch(SampleSession.Launch(url: URL(string: "sample://messages/7"), signedIn: true))
            #expect(link.topScreenName == "MessageViewController")
            #expect(link.screen.contains("From: Ben"))
            let shortcut = try await launch(SampleSession.Launch(shortcutType: ShortcutType.newMessage, signedIn: true))
            #expect(shortcut.topScreenName == "RecipientsViewController")
            let notification = try await launch(
                SampleSession.Launch(notification: ["type": "message", "id": "3"], signedIn: true))
            #expect(notification.topScreenName == "MessageViewController")
            #expect(notification.screen.contains("From: Chloé"))
            let compose = try await launch(
                SampleSession.Launch(url: URL(string: "sample://compose?to=42"), signedIn: true))
            #expect(compose.screen.contains("[ana@example.com]"))
        }

        @Test("A second compose link while Compose is up keeps the draft: nothing moves, nothing is re-presented")
        func secondComposeLinkKeepsTheDraft() async throws {
            let session = try await launch(
                SampleSession.Launch(url: URL(string: "sample://compose?to=42"), signedIn: true))
            try await session.tap("Next")
            try await session.type("Half a thought", into: "Message")
            await session.open(try #require(URL(string: "sample://compose?to=42")))
            #expect(session.topScreenName == "BodyViewController")
            #expect(session.screen.contains("[Half a thought]"))
        }

        @Test("Bad links are rejected with nothing moved, at launch and while running")
        func badLinksMoveNothing() async throws {
            let session = try await launch(
                SampleSession.Launch(url: URL(string: "sample://messages/abc"), signedIn: true))
            #expect(session.topScreenName == "InboxViewController")
            #expect(session.app.rejectedInputs.count == 1)
            let before = session.hierarchy
            for text in [
                "sample://nowhere", "https://evil.example/messages/42", "other://inbox", "sample://messages/4x",
            ] {
                await session.open(try #require(URL(string: text)))
            }
            #expect(session.hierarchy == before)
            #expect(session.app.rejectedInputs.count == 5)
            #expect(await !session.performShortcut(type: "com.example.unknown"))
            #expect(session.hierarchy == before)
            #expect(session.router?.pendingDestination == nil)
            await session.open(try #require(URL(string: "sample://messages/999")))
            #expect(session.screen.contains("This message is gone."))
        }

        @Test("Sign-in shows its errors on the screen; Forgot password is pushed with the address typed")
        func signInErrors() async throws {
            let session = try await launch(SampleSession.Launch())
            try await session.type("ana", into: "Email")
            try await session.tap("Sign In")
            #expect(session.screen.contains("Enter a valid email address."))
            try await session.type("ana@example.com", into: "Email")
            #expect(!session.screen.contains("Enter a valid email address."))
            try await session.type("short", into: "Password")
            try await session.tap("Sign In")
            #expect(session.screen.contains("The password needs at least 8 characters."))
            try await session.tap("Forgot password?")
            #expect(session.topScreenName == "ForgotPasswordViewController")
            #expect(session.screen.contains("[ana@example.com]"))
            try await session.tap("Send Link")
            #expect(session.screen.contains("Check ana@example.com for the link."))
        }

        @Test("Compose finishes with a Draft the Inbox sends; with unsaved text the swipe-down is refused")
        func composeWithResultAndRefusedSwipe() async throws {
            let session = try await launch(SampleSession.Launch(signedIn: true))
            try await session.tap("Compose")
            try await session.tap("Next")
            #expect(session.screen.contains("Enter the recipient's email address."))
            try await session.type("ben@example.com", into: "To")
            try await session.tap("Next")
            #expect(session.topScreenName == "BodyViewController")
            try await session.type("See you", into: "Message")
            await #expect(throws: SampleMoveError.self) { try await session.swipeDownSheet() }
            #expect(session.topScreenName == "BodyViewController")
            try await session.tap("Send")
            #expect(session.topScreenName == "InboxViewController")
            #expect(session.app.mail.sent == [Draft(to: "ben@example.com", body: "See you")])
            #expect(session.screen.contains("Sent to ben@example.com"))
            try await session.tap("Compose")
            try await session.swipeDownSheet()
            #expect(session.topScreenName == "InboxViewController")
            #expect(session.app.mail.sent.count == 1)
        }

        @Test("Reply is one screen in a sheet; its text comes back to the message")
        func replySheet() async throws {
            let session = try await launch(SampleSession.Launch(signedIn: true))
            try await session.tap("Lunch on Friday?")
            try await session.tap("Reply")
            #expect(session.topScreenName == "ReplyViewController")
            try await session.type("Yes!", into: "Reply")
            try await session.tap("Send")
            #expect(session.topScreenName == "MessageViewController")
            #expect(session.screen.contains("You replied: Yes!"))
        }

        @Test("Log out from Profile: back to sign-in, the held link cleared, every signed-in screen released")
        func signOutReleasesEverything() async throws {
            let session = try await launch(SampleSession.Launch(signedIn: true))
            weak var inbox: UIViewController?
            weak var settings: UIViewController?
            do {
                try await session.tap("Lunch on Friday?")
                inbox = session.router?.currentModule?.stackModule.viewControllers.first
                try await session.tap("Profile")
                try await session.tap("Settings")
                settings = session.router?.currentModule?.stackModule.viewControllers.last
                try await session.back()
                try await session.tap("Log Out")
            }
            await session.settle()
            #expect(session.topScreenName == "SignInViewController")
            #expect(session.app.session.currentUser == nil)
            #expect(inbox == nil)
            #expect(settings == nil)
            #expect(
                session.navigationLog.last == "flow changed from profile: ProfileViewController to SignInViewController"
            )
        }

        @Test("The whole tour runs, step by step, and ends back at sign-in")
        func wholeTour() async throws {
            var output: [String] = []
            let succeeded = await SampleTour(output: { output.append($0) }).run(
                SampleSession.Launch(restoreDelay: 0.02))
            #expect(succeeded)
            let text = output.joined(separator: "\n")
            #expect(text.contains("━━ Step 20: Log out"))
            #expect(text.contains("Refused, as it should be"))
            #expect(!text.contains("✗"))
            #expect(text.contains("flow changed from profile: ProfileViewController to SignInViewController"))
        }

        @Test("The prompt takes commands line by line; bad ones get a one-line error and the prompt again")
        func interactivePrompt() async throws {
            let session = try await launch(SampleSession.Launch(signedIn: true))
            var lines = [
                "tap Lunch on Friday?", "fly", "tap Nothing", "back", "back", "type Email", "open nope", "tree", "quit",
                "tap Inbox",
            ]
            var written: [String] = []
            await SampleInteractive(session: session).run(
                readLine: { lines.isEmpty ? nil : lines.removeFirst() }, write: { written.append($0) })
            let errors = written.filter { $0.hasPrefix("error:") }
            #expect(errors.count == 5)
            #expect(errors.allSatisfy { !$0.contains("\n") })
            #expect(written.contains { $0.contains("‹ Inbox | Lunch on Friday?") })
            #expect(written.last == "Bye.")
            #expect(lines == ["tap Inbox"])
        }

        @Test("Titles typed at the prompt ignore case, as its commands do")
        func titlesIgnoreCase() async throws {
            let session = try await launch(SampleSession.Launch(signedIn: true))
            try await session.tap("lunch on friday?")
            #expect(session.screen.contains("‹ Inbox | Lunch on Friday?"))
            try await session.tap("REPLY")
            try await session.type("Sure", into: "reply")
            #expect(session.screen.contains("[Sure]"))
        }

        @Test("A link opened at the prompt while signed out says it is held")
        func linkWhileSignedOutSaysHeld() async throws {
            let session = try await launch(SampleSession.Launch())
            var lines = ["open sample://messages/42", "quit"]
            var written: [String] = []
            await SampleInteractive(session: session).run(
                readLine: { lines.isEmpty ? nil : lines.removeFirst() }, write: { written.append($0) })
            #expect(written.contains { $0.hasPrefix("Held until the user is in: the message 42\n") })
        }

        @Test("The end of input (Ctrl-D) ends the prompt on a line of its own")
        func endOfInputEndsTheLine() async throws {
            let session = try await launch(SampleSession.Launch(signedIn: true))
            var written: [String] = []
            await SampleInteractive(session: session).run(readLine: { nil }, write: { written.append($0) })
            #expect(written.suffix(2) == ["sample> ", "\n"])
        }
    }

    /// The `sample` executable itself, driven through standard input as a person in a terminal would.
    @Suite("Sample executable")
    struct SampleExecutableTests {
        private var executable: URL {
            Bundle.main.bundleURL.appendingPathComponent("sample")
        }

        private func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let stdin = Pipe()
            let stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = stdout
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            let data = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        @Test("--interactive reads commands from standard input, answers bad ones, and quits")
        func interactiveThroughStandardInput() throws {
            let result = try run(
                ["--interactive", "--signed-in", "--splash-delay", "0"], input: "tap Compose\nbogus\nswipe-down\nquit\n"
            )
            #expect(result.status == 0)
            #expect(result.output.contains("═══ presented: pageSheet ═══"))
            #expect(result.output.contains("error: unknown command “bogus”"))
            #expect(result.output.contains("Bye."))
        }

        @Test("The tour exits 0; a bad option exits non-zero with a one-line reason")
        func tourAndBadOptions() throws {
            let tour = try run(["--splash-delay", "0"])
            #expect(tour.status == 0)
            #expect(tour.output.contains("Step 20"))
            let bad = try run(["--open", "not a url"])
            #expect(bad.status != 0)
            #expect(bad.output.contains("--open needs a URL"))
        }
    }
#endif
