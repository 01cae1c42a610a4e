import NavigationChecker
import Testing

@Suite("Model-based checker: programs, shrinking, regressions, stress", .serialized)
@MainActor
struct NavigationCheckerTests {
    @Test("The same seed always makes the same program, and seeds differ")
    func programsAreReproducible() {
        #expect(ProgramGenerator.program(seed: 42, length: 50) == ProgramGenerator.program(seed: 42, length: 50))
        #expect(ProgramGenerator.program(seed: 42, length: 50) != ProgramGenerator.program(seed: 43, length: 50))
        #expect(ProgramGenerator.program(seed: 1, length: 7).count == 7)
    }

    @Test("Three hundred fixed-seed programs keep every invariant")
    func fixedSeedsPass() async {
        for seed in UInt64(1)...300 {
            let failure = await ProgramRunner.run(ProgramGenerator.program(seed: seed, length: 50))
            #expect(failure == nil, "seed \(seed): \(String(describing: failure))")
        }
    }

    @Test("The shrinker keeps only the steps the failure needs, and prints a test that runs them")
    func shrinkerFindsTheMinimalProgram() async {
        // A stand-in invariant that breaks whenever a hold is followed, later, by an animated pop.
        let check: @MainActor ([Step]) async -> CheckFailure? = { program in
            guard let hold = program.firstIndex(of: .hold),
                program[hold...].contains(.pop(animated: true))
            else { return nil }
            return CheckFailure(invariant: "stand-in", detail: "hold then pop", afterStep: nil)
        }
        let program =
            ProgramGenerator.program(seed: 7, length: 40) + [.hold, .turn, .settle, .pop(animated: true), .turn]
        let failure = await check(program)
        #expect(failure != nil)
        guard let failure else { return }
        let (shrunk, _) = await ProgramShrinker.shrink(program, failing: failure, using: check)
        #expect(shrunk == [.hold, .pop(animated: true)])
        let test = ProgramShrinker.swiftTest(named: "regression", for: shrunk, failure: failure)
        #expect(test.contains("func regression() async"))
        #expect(test.contains(".hold,\n") && test.contains(".pop(animated: true),\n"))
    }

    // Regressions the checker found, shrunk and pasted as it printed them.

    @Test("Regression: a destination asked for again behind a flow change ends once per ask, and is held no longer")
    func destinationAskedAgainBehindFlowChanges() async {
        let failure = await ProgramRunner.run([
            .pushBuilder(animated: true), .open(.message(1)), .showTabs, .open(.message(1)), .finishNextAnimation,
            .showSplash, .open(.message(1)),
        ])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test(
        "Regression: a push waiting behind an abandoned swipe-down is not held back by the next swipe's coordinator taken for the ended one"
    )
    func pushBehindAbandonedSwipeThenSwipe() async {
        let failure = await ProgramRunner.run([
            .present(.sheet, animated: false), .abandonedSwipeDown, .push(animated: false), .finishNextAnimation,
            .swipeDownSheet, .turn, .releaseRouter,
        ])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("Regression: asking twice for the destination already held shows it once and drops nothing")
    func heldDestinationAskedTwice() async {
        let failure = await ProgramRunner.run([.open(.compose), .open(.compose)])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("Regression: replacing a tab while it presents a module ends that module exactly once")
    func replaceTabWhilePresenting() async {
        let failure = await ProgramRunner.run([
            .showTabs, .present(.singleScreen, animated: true), .replaceTab(0), .showTabs,
        ])
        #expect(failure == nil, "\(String(describing: failure))")
        let popover = await ProgramRunner.run([.showTabs, .present(.popover, animated: false), .replaceTab(0)])
        #expect(popover == nil, "\(String(describing: popover))")
    }

    @Test("Regression: a sheet cannot be swiped away while a push animates inside it")
    func swipeDownDuringPushInSheet() async {
        let failure = await ProgramRunner.run([
            .present(.sheet, animated: false), .push(animated: true), .swipeDownSheet,
        ])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("Regression: a presentation that ends at once, with a flow change queued behind it, has one outcome")
    func instantPresentationThenFlowChange() async {
        let failure = await ProgramRunner.run([
            .push(animated: true), .finishNextAnimation, .abandonedBackSwipe,
            .present(.fullScreen, animated: false), .showSplash,
        ])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test(
        "The router released while a module animates in and requests wait: each completion and outcome comes once, nothing leaks"
    )
    func releasedRouterMidTransition() async {
        let failure = await ProgramRunner.run([
            .showTabs, .present(.sheet, animated: false), .hold, .presentFrom(0, .fullScreen, animated: true),
            .push(animated: true), .open(.compose), .releaseRouter, .showTabs,
        ])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("App code presenting its own controller over a module and dismissing from the root keeps the tree right")
    func appCodeCallingUIKit() async {
        let failure = await ProgramRunner.run([
            .showTabs, .present(.sheet, animated: false), .appPresentsPlainController(animated: true), .settle,
            .appDismissesFromRoot(animated: true), .abandonedSwipeDown, .present(.popover, animated: true),
        ])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("Regression: a popover whose delegate the app set, dismissed by app code from the root, is not the user's")
    func popoverWithAppDelegateDismissedFromRoot() async {
        let failure = await ProgramRunner.run([
            .present(.popover, animated: false), .appSetsPresentationDelegate, .appDismissesFromRoot(animated: false),
        ])
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("Stress: a thousand requests queued in one transition all run in order; a released router fails each")
    func stressCorrectness() async {
        let queued = await StressRuns.queuedDuringOneTransition(count: 1_000)
        #expect(queued.passed, "\(queued.summary)")
        let released = await StressRuns.releasedWithQueuedRequests(count: 200)
        #expect(released.passed, "\(released.summary)")
    }
}
