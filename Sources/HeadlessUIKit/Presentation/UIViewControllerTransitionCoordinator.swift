// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// Keys for the view controllers of a running transition.
    public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, @unchecked Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The controller that is leaving the screen.
        public static let from = UITransitionContextViewControllerKey(
            rawValue: "UITransitionContextFromViewControllerKey")
        /// The controller that is coming on screen.
        public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
    }

    /// Keys for the views of a running transition.
    public struct UITransitionContextViewKey: RawRepresentable, Hashable, @unchecked Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The view that is leaving the screen.
        public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
        /// The view that is coming on screen.
        public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
    }

    /// What is known about a running view controller transition.
    @preconcurrency @MainActor
    public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
        /// Whether the transition is animated.
        var isAnimated: Bool { get }
        /// The presentation style of a modal transition.
        var presentationStyle: UIModalPresentationStyle { get }
        /// Whether the transition started as an interactive one.
        var initiallyInteractive: Bool { get }
        /// Whether the transition can be interrupted.
        var isInterruptible: Bool { get }
        /// Whether the user is driving the transition now.
        var isInteractive: Bool { get }
        /// Whether the transition was cancelled (an abandoned back swipe).
        var isCancelled: Bool { get }
        /// The transition's duration in seconds.
        var transitionDuration: TimeInterval { get }
        /// How far the transition has gone, from 0 to 1.
        var percentComplete: CGFloat { get }
        /// The speed at which an interactive transition completes.
        var completionVelocity: CGFloat { get }
        /// The timing curve with which an interactive transition completes.
        var completionCurve: UIView.AnimationCurve { get }
        /// One of the transition's view controllers.
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
        /// One of the transition's views.
        func view(forKey key: UITransitionContextViewKey) -> UIView?
        /// The view in which the transition runs.
        var containerView: UIView { get }
        /// The rotation the transition applies; the identity for navigation transitions.
        var targetTransform: CGAffineTransform { get }
    }

    /// The object that lets code run alongside a view controller transition and learn when it ends.
    ///
    /// A controller's `transitionCoordinator` is non-`nil` only while an animated transition that involves
    /// it runs. In HeadlessUIKit, non-animated transitions finish inside the call and have none.
    @preconcurrency @MainActor
    public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
        /// Runs `animation` alongside the transition and `completion` after it; returns `false` once it has ended.
        @discardableResult
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool
        /// Runs `animation` in a view outside the container alongside the transition, and `completion` after it.
        @discardableResult
        func animateAlongsideTransition(
            in view: UIView?,
            animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool
        /// Calls `handler` when an interactive transition stops being interactive (deprecated in iOS 10).
        @available(iOS, introduced: 7.0, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
        func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
        /// Calls `handler` when an interactive transition stops or resumes being interactive.
        func notifyWhenInteractionChanges(
            _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    }

    extension UIViewControllerTransitionCoordinator {
        /// Runs `animation` alongside the transition, with no completion.
        @discardableResult
        public func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            animate(alongsideTransition: animation, completion: nil)
        }
    }

    /// HeadlessUIKit's coordinator for one animated push, pop, present or dismiss (or a non-animated one
    /// that finishes on a later turn, under `HeadlessBehaviors.Alternatives.nonAnimatedNextTurn`).
    @MainActor
    final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
        private let fromViewController: UIViewController?
        private let toViewController: UIViewController?
        let containerView: UIView
        let presentationStyle: UIModalPresentationStyle
        let initiallyInteractive: Bool
        private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private(set) var isCancelled = false
        private(set) var isInteractive: Bool
        private(set) var percentComplete: CGFloat = 0
        private var hasEnded = false
        /// Whether the transition's animations have started: the will-callbacks have all run.
        private var animationsStarted = false
        /// Alongside animations asked for before the transition's animations started, oldest first.
        private var pendingAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

        init(
            from: UIViewController?, to: UIViewController?, containerView: UIView,
            presentationStyle: UIModalPresentationStyle = .none, interactive: Bool = false, animated: Bool = true
        ) {
            fromViewController = from
            toViewController = to
            self.containerView = containerView
            self.presentationStyle = presentationStyle
            initiallyInteractive = interactive
            isInteractive = interactive
            isAnimated = animated
            super.init()
        }

        /// Whether the transition animates; `false` only for a non-animated transition that UIKit finishes
        /// on a later turn (`HeadlessBehaviors.Alternatives.nonAnimatedNextTurn`).
        let isAnimated: Bool
        var isInterruptible: Bool { false }
        var transitionDuration: TimeInterval { 0.35 }
        var completionVelocity: CGFloat { 1 }
        var completionCurve: UIView.AnimationCurve { .easeInOut }
        var targetTransform: CGAffineTransform { .identity }

        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
            key == .from ? fromViewController : key == .to ? toViewController : nil
        }

        func view(forKey key: UITransitionContextViewKey) -> UIView? {
            key == .from ? fromViewController?.viewIfLoaded : key == .to ? toViewController?.viewIfLoaded : nil
        }

        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            guard !hasEnded else {
                // "The completions may be run even if the animations are not" (F3): one plausible reading.
                if RuleSwitches.alternatives.contains(.coordinatorCompletesAfterEnd) { completion?(self) }
                return false
            }
            // Queued to run with the transition's animations (the header: "returns YES if the animations
            // are successfully queued to run"), which start once every will-callback has run.
            if let animation {
                if animationsStarted { animation(self) } else { pendingAnimations.append(animation) }
            }
            if let completion { completions.append(completion) }
            return true
        }

        /// The transition's animations start, every will-callback having run: the alongside animations
        /// asked for so far run now, and any asked for later run at once.
        func startAnimations() {
            guard !animationsStarted else { return }
            animationsStarted = true
            while !pendingAnimations.isEmpty { pendingAnimations.removeFirst()(self) }
        }

        func animateAlongsideTransition(
            in view: UIView?,
            animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            animate(alongsideTransition: animation, completion: completion)
        }

        func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
        {
            interactionHandlers.append(handler)
        }

        func notifyWhenInteractionChanges(
            _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
        ) {
            interactionHandlers.append(handler)
        }

        /// The user lets go of an interactive transition: the interaction-change handlers run now, before
        /// UIKit finishes or reverses the appearance callbacks (F3.2). Does nothing for a transition that
        /// is not interactive, or a second time.
        func endInteraction(cancelled: Bool) {
            guard isInteractive, !hasEnded else { return }
            isCancelled = cancelled
            isInteractive = false
            for handler in interactionHandlers { handler(self) }
        }

        /// Ends the transition: the interaction first (for an interactive one still running), then completions.
        func end(cancelled: Bool) {
            guard !hasEnded else { return }
            startAnimations()
            endInteraction(cancelled: cancelled)
            isCancelled = cancelled
            percentComplete = cancelled ? 0 : 1
            hasEnded = true
            let pending = completions
            completions = []
            for completion in pending { completion(self) }
        }
    }
#endif
