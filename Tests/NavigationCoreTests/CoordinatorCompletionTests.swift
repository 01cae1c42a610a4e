import Foundation
import Testing

@testable import NavigationCore

/// A coordinator whose transition has ended: it refuses new work, as UIKit's does, and under the
/// reading `coordinatorCompletesAfterEnd` names ("the completions may be run even if the animations
/// are not") runs the completion anyway, inside the call.
@MainActor
private final class EndedCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let runsCompletionAnyway: Bool
    init(runsCompletionAnyway: Bool) { self.runsCompletionAnyway = runsCompletionAnyway }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if runsCompletionAnyway { completion?(self) }
        return false
    }
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool { animate(alongsideTransition: animation, completion: completion) }
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }
    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0.35 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var containerView: UIView { UIView() }
    var targetTransform: CGAffineTransform { .identity }
}

@Suite("Waiting for a transition to end runs its continuation exactly once, however UIKit reads its own rule")
@MainActor
struct CoordinatorCompletionTests {
    @Test("An ended coordinator that still runs the completion continues once, through the completion")
    func endedCoordinatorRunningTheCompletionContinuesOnce() {
        var continued: [String] = []
        EndedCoordinator(runsCompletionAnyway: true).whenEnded(
            { _ in continued.append("ended") }, otherwise: { continued.append("not queued") })
        #expect(continued == ["ended"])
    }

    @Test("An ended coordinator that runs nothing continues once, at once")
    func endedCoordinatorRunningNothingContinuesOnce() {
        var continued: [String] = []
        EndedCoordinator(runsCompletionAnyway: false).whenEnded(
            { _ in continued.append("ended") }, otherwise: { continued.append("not queued") })
        #expect(continued == ["not queued"])
    }
}
