import Testing

@testable import NavigationCore

/// The pieces a module is made of, each tested alone: its stack's events and a presentation.
@MainActor
@Suite("A module's pieces, alone: stack events and a presentation")
struct ModulePiecesTests {
    private let root = UIViewController()
    private let detail = UIViewController()
    private let settings = UIViewController()

    private func stack(_ screens: UIViewController...) -> [ReportedScreen] { screens.map(ReportedScreen.init) }

    @Test("A change is what went and what came past the screens both stacks share; no change is nil")
    func changeIsTheDifferencePastTheSharedRoot() throws {
        var events = StackEvents()
        #expect(events.takeChange(to: stack(root))?.added.count == 1)
        let pushed = events.takeChange(to: stack(root, detail))
        let push = try #require(pushed)
        #expect(push.removed.isEmpty && push.added.elementsEqual(stack(detail)) && !push.isPop)
        #expect(events.takeChange(to: stack(root, detail)) == nil)
        let replaced = events.takeChange(to: stack(root, settings))
        let replacement = try #require(replaced)
        #expect(replacement.removed.elementsEqual(stack(detail)) && replacement.added.elementsEqual(stack(settings)))
        let popped = events.takeChange(to: stack(root))
        let pop = try #require(popped)
        #expect(pop.isPop && pop.removed.elementsEqual(stack(settings)))
        #expect(events.reportedStack == stack(root))
    }

    @Test("Who moved the stack: a swipe, a running request, an announced move, the back button, or code")
    func sourceOfAChange() {
        var events = StackEvents()
        let barShown = { true }
        let barHidden = { false }
        #expect(events.source(ofChangePopping: true, requestIsRunning: false, barIsOnScreen: barShown) == .backButton)
        #expect(events.source(ofChangePopping: true, requestIsRunning: false, barIsOnScreen: barHidden) == .code)
        #expect(events.source(ofChangePopping: true, requestIsRunning: true, barIsOnScreen: barShown) == .code)
        #expect(events.source(ofChangePopping: false, requestIsRunning: false, barIsOnScreen: barShown) == .code)
        events.expectedUserMove = .tabBar
        #expect(events.source(ofChangePopping: true, requestIsRunning: false, barIsOnScreen: barHidden) == .tabBar)
        #expect(events.source(ofChangePopping: false, requestIsRunning: false, barIsOnScreen: barShown) == .code)
        // Only the user drives a pop interactively, even while a request runs.
        events.transitionIsInteractive = true
        #expect(events.source(ofChangePopping: true, requestIsRunning: true, barIsOnScreen: barHidden) == .backSwipe)
        events.forgetMover()
        #expect(events.source(ofChangePopping: true, requestIsRunning: false, barIsOnScreen: barHidden) == .code)
    }

    @Test("A presentation hands its presenter one outcome, and ends each waiting request once")
    func presentationDeliversOnce() {
        var outcomes: [Int?] = []
        let receiver = PresentationReceiver { (result: Result<ModalOutcome<Int>, NavigationError>) in
            if case .success(.finished(let value)) = result { outcomes.append(value) } else { outcomes.append(nil) }
        }
        let presentation = ModulePresentation(
            container: UIViewController(), receiver: receiver, keepsPopoverInCompactWidth: false,
            extendsCoveredChain: false)
        #expect(presentation.accepts(3) && !presentation.accepts("3"))
        var ended: [String] = []
        presentation.whenPresented = { ended.append("presented") }
        presentation.whenDismissed = { result in
            if case .success = result { ended.append("dismissed") } else { ended.append("declined") }
        }
        presentation.presentationDidComplete()
        presentation.presentationDidComplete()
        presentation.dismissalDidEnd(.success(()))
        presentation.dismissalDidEnd(.failure(.notPresented))
        #expect(ended == ["presented", "dismissed"])
        presentation.deliver(.finished(3))
        presentation.deliver(.cancelled(.dismissedByUser))
        #expect(outcomes == [3])
        #expect(!presentation.isPresented && !presentation.isEndedByUser)
    }
}
