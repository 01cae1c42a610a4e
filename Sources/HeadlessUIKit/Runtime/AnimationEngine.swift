// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Dispatch

    /// The queue of animation completions that HeadlessUIKit owes: UIKit's animation clock, made deterministic.
    ///
    /// Every animated piece of work (a `UIView.animate` call, an animated push, pop, present or dismiss)
    /// schedules its completion here. Each completion runs on a later main-queue turn, in order, unless
    /// completions are held; `HeadlessAnimations` is the public face of this engine.
    @MainActor
    package final class AnimationEngine {
        package static let shared = AnimationEngine()

        var animationsEnabled = true
        private var pending: [() -> Void] = []
        private var holdCount = 0

        package var pendingCount: Int { pending.count }
        package var isHolding: Bool { holdCount > 0 }

        /// Queues a completion and asks the main queue for a turn to run it.
        package func schedule(_ completion: @escaping () -> Void) {
            pending.append(completion)
            requestTurn()
        }

        package func hold() { holdCount += 1 }

        package func release() {
            guard holdCount > 0 else { return }
            holdCount -= 1
            guard holdCount == 0 else { return }
            for _ in pending { requestTurn() }
        }

        /// Runs every pending completion now, including the ones they schedule, ignoring any hold.
        package func finishAll() {
            while runNext() {}
        }

        /// Runs the oldest pending completion; returns `false` when there was none.
        @discardableResult
        package func runNext() -> Bool {
            guard !pending.isEmpty else { return false }
            let completion = pending.removeFirst()
            completion()
            return true
        }

        private func requestTurn() {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let engine = AnimationEngine.shared
                    if !engine.isHolding { engine.runNext() }
                }
            }
        }
    }
#endif
