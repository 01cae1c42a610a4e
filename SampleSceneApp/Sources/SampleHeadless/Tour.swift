// The headless sample runs on HeadlessUIKit, where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation
    import NavigationCore
    import SampleApp

    /// The scripted tour of the sample: each step a person's move, printed as the screen it leads to.
    @MainActor
    public struct SampleTour {
        /// Where the tour writes, a line or a block at a time.
        public let output: (String) -> Void
        /// Steps slower than this say how long they took.
        public var slowStep: Duration = .seconds(1)

        /// A tour that writes to `output`.
        public init(output: @escaping (String) -> Void) {
            self.output = output
        }

        /// Runs the tour for `launch`; returns `false` after the first step that failed, which it reports.
        ///
        /// A plain launch tours the whole app: sign-in with a refused address, Forgot password, the tabs,
        /// a message and its reply sheet, Compose with a refused swipe-down, a warm deep link, Settings,
        /// and sign-out. A launch with a link, a shortcut or a notification shows it being held through
        /// sign-in and shown once.
        public func run(_ launch: SampleSession.Launch) async -> Bool {
            var step = 0
            let session = await SampleSession.launch(launch)
            let clock = ContinuousClock()

            func show(_ title: String, note: String? = nil) {
                step += 1
                var block = "━━ Step \(step): \(title) ━━"
                if let note { block += "\n" + note }
                output(block + "\n" + session.screen + "\n")
            }

            func attempt(_ title: String, _ move: @MainActor () async throws -> String?) async -> Bool {
                let start = clock.now
                do {
                    var note = try await move()
                    let elapsed = clock.now - start
                    if elapsed > slowStep {
                        note = [
                            note,
                            "(this step took \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))))",
                        ]
                        .compactMap { $0 }.joined(separator: "\n")
                    }
                    show(title, note: note)
                    return true
                } catch {
                    output("✗ Step \(step + 1) failed: \(title): \(error)\n\n" + session.screen)
                    return false
                }
            }

            show("Launch: the splash screen checks for a saved session")
            let hasLink = launch.url != nil || launch.shortcutType != nil || launch.notification != nil
            guard
                await attempt(
                    launch.signedIn ? "A saved session: straight to the tabs" : "No saved session: sign in",
                    {
                        try await session.waitForLaunch()
                        if !session.app.rejectedInputs.isEmpty {
                            return "The launch input moved nothing: "
                                + session.app.rejectedInputs.joined(separator: "; ")
                        }
                        return session.router?.pendingDestination.map {
                            "Held until the user is in: \($0), from \(launch.inputDescription)"
                        }
                    })
            else { return false }

            if !launch.signedIn {
                let held = session.router?.pendingDestination.map { "\($0)" }
                guard await signIn(session, attempt: attempt, showsErrors: !hasLink, held: held) else { return false }
            }
            if hasLink {
                output("Hierarchy:\n" + session.hierarchy + "\n")
                return true
            }
            guard await browse(session, attempt: attempt) else { return false }
            output("Navigation events, in order:\n" + session.navigationLog.map { "  " + $0 }.joined(separator: "\n"))
            output("Hierarchy:\n" + session.hierarchy + "\n")
            return true
        }

        private typealias Attempt = @MainActor (String, @MainActor () async throws -> String?) async -> Bool

        /// Signs in; `held` names the destination a launch link left waiting, which the tabs then show.
        private func signIn(_ session: SampleSession, attempt: Attempt, showsErrors: Bool, held: String?) async -> Bool
        {
            if showsErrors {
                guard
                    await attempt(
                        "A wrong address is refused on the screen",
                        {
                            try await session.type("ana", into: "Email")
                            try await session.type("secret", into: "Password")
                            try await session.tap("Sign In")
                            return nil
                        }),
                    await attempt(
                        "Forgot password? is pushed, with the address typed so far",
                        {
                            try await session.tap("Forgot password?")
                            return nil
                        }),
                    await attempt(
                        "Back to sign-in",
                        {
                            try await session.back()
                            return nil
                        })
                else { return false }
            }
            let title =
                held.map { "Signed in: the tabs appear, and the held link shows \($0)" }
                ?? "Signed in: the tabs appear with a cross-dissolve"
            return await attempt(
                title,
                {
                    try await session.type("you@sample.example", into: "Email")
                    try await session.type("correct horse", into: "Password")
                    try await session.tap("Sign In")
                    try await session.waitUntil("the tabs") { session.topScreenName != "SignInViewController" }
                    guard held != nil else { return nil }
                    return session.router?.pendingDestination == nil
                        ? "The held link was delivered once; nothing is held any more."
                        : "The link is still held."
                })
        }

        private func browse(_ session: SampleSession, attempt: Attempt) async -> Bool {
            let steps: [(String, @MainActor () async throws -> String?)] = [
                (
                    "A message, pushed with its identifier",
                    {
                        try await session.tap("Lunch on Friday?")
                        return nil
                    }
                ),
                (
                    "Reply: one screen presented as a sheet",
                    {
                        try await session.tap("Reply")
                        return nil
                    }
                ),
                (
                    "Send: the sheet finishes with the reply's text",
                    {
                        try await session.type("Friday works!", into: "Reply")
                        try await session.tap("Send")
                        return nil
                    }
                ),
                (
                    "Back to the Inbox",
                    {
                        try await session.back()
                        return nil
                    }
                ),
                (
                    "Compose: a module with its own stack, as a sheet",
                    {
                        try await session.tap("Compose")
                        return nil
                    }
                ),
                (
                    "Recipients, then the body",
                    {
                        try await session.type("ben@example.com", into: "To")
                        try await session.tap("Next")
                        try await session.type("See you at noon", into: "Message")
                        return nil
                    }
                ),
                (
                    "Swiping the sheet down is refused: the text is not sent yet",
                    {
                        do {
                            try await session.swipeDownSheet()
                        } catch let error as SampleMoveError {
                            guard case .refused(let reason) = error else { throw error }
                            return "Refused, as it should be: \(reason)"
                        }
                        throw SampleMoveError.notPossible("the sheet went away with its unsaved text")
                    }
                ),
                (
                    "Send: Compose finishes with a Draft",
                    {
                        try await session.tap("Send")
                        return nil
                    }
                ),
                (
                    "A deep link while running: sample://activity selects the Activity tab",
                    {
                        guard let url = URL(string: "sample://activity") else { return nil }
                        await session.open(url)
                        return nil
                    }
                ),
                (
                    "Profile",
                    {
                        try await session.tap("Profile")
                        return nil
                    }
                ),
                (
                    "Settings, a VIPER module, pushed",
                    {
                        try await session.tap("Settings")
                        return nil
                    }
                ),
                (
                    "About, pushed by the Settings router",
                    {
                        try await session.tap("About")
                        return nil
                    }
                ),
                (
                    "Back twice, to Profile",
                    {
                        try await session.back()
                        try await session.back()
                        return nil
                    }
                ),
                (
                    "Log out: back to sign-in with a slide, every signed-in screen released",
                    {
                        try await session.tap("Log Out")
                        return nil
                    }
                ),
            ]
            for (title, move) in steps {
                guard await attempt(title, move) else { return false }
            }
            return true
        }
    }
#endif
