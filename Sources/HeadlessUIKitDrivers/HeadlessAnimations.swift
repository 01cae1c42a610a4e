// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    import Dispatch
    import HeadlessUIKit

    /// Test and driver control over the animation clock: settle, step, or hold animated work open.
    ///
    /// Animated UIKit work in HeadlessUIKit finishes on a later main-queue turn, never after a wall-clock
    /// delay. Code that runs on the main queue sees completions arrive by themselves; a synchronous test
    /// settles them with ``finishAll()``, and a test that wants to act in the middle of a transition
    /// calls ``hold()`` first. The clock is shared by the whole process, as UIKit's is.
    ///
    /// The navigation SDK runs on this clock too what it continues on a later main-queue turn (a
    /// request that waited for a transition goes on once the main queue turns after it ends): such a
    /// continuation counts in ``pendingCount``, waits while the clock is held, and takes one
    /// ``finishNext()`` of its own, after the completion that ended the transition.
    @MainActor
    public enum HeadlessAnimations {
        /// How many animation completions (and continuations queued on the clock) are waiting to run.
        public static var pendingCount: Int { AnimationEngine.shared.pendingCount }

        /// Whether completions are held open by ``hold()``.
        public static var isHolding: Bool { AnimationEngine.shared.isHolding }

        /// Runs every pending completion now, in order, including those they schedule; ignores any hold.
        public static func finishAll() {
            AnimationEngine.shared.finishAll()
        }

        /// Runs only the oldest pending completion; returns `false` when none was pending.
        @discardableResult
        public static func finishNext() -> Bool {
            AnimationEngine.shared.runNext()
        }

        /// Keeps completions from running on their own until a matching ``release()``.
        public static func hold() {
            AnimationEngine.shared.hold()
        }

        /// Ends one ``hold()``; when none is left, pending completions run on later main-queue turns.
        public static func release() {
            AnimationEngine.shared.release()
        }

        /// Waits one main-queue turn at a time until no completion is pending.
        ///
        /// Completions run on their own turns, as they would in an app; a held clock is finished
        /// directly so that this always returns.
        public static func settle() async {
            while pendingCount > 0 {
                await nextMainQueueTurn()
                if isHolding { finishAll() }
            }
        }

        private static func nextMainQueueTurn() async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
    }
#endif
