extension UIViewControllerTransitionCoordinator {
    /// Calls `ended` once the transition has ended, or `notQueued` at once when the coordinator takes
    /// no completion because its transition has already ended: exactly one of the two, exactly once.
    ///
    /// UIKit answers `false` from `animate(alongsideTransition:completion:)` once the transition has
    /// ended, and "the completions may be run even if the animations are not" (F3): the completion may
    /// run as well, inside the call. Whichever comes first wins; the other is ignored.
    func whenEnded(
        _ ended: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void,
        otherwise notQueued: () -> Void
    ) {
        let claim = OnceClaim()
        let queued = animate(
            alongsideTransition: nil,
            completion: { context in
                if claim.take() { ended(context) }
            })
        if !queued, claim.take() { notQueued() }
    }
}

/// A claim that can be taken once: the first ``take()`` answers `true`, every later one `false`.
@MainActor
final class OnceClaim {
    private var isTaken = false

    /// Takes the claim; `true` the first time only.
    func take() -> Bool {
        guard !isTaken else { return false }
        isTaken = true
        return true
    }
}
