import Dispatch

/// Finds the UIKit transitions running in a window's hierarchy, whoever started them, and waits them out.
///
/// The request queue must not start a push, a pop, a dismissal or a flow change while UIKit is still
/// animating something, whether the SDK started it or not: a back swipe, a Back tap, a re-tapped tab
/// popping to its root, a sheet the user swipes down, or a presentation the app made itself. UIKit
/// logs a nested transition (the navigation bar can corrupt), refuses a dismissal while another
/// presentation runs, or unbalances appearance callbacks.
///
/// A transition is found through the public API only: `transitionCoordinator` on every controller of
/// the hierarchy on screen that can run one of its own (a navigation controller's top screen, a tab
/// bar controller's selected tab, other containers' children whose view is in the hierarchy, and
/// everything presented, to the top of each presentation chain; not a child with no children and no
/// presentation context, such as a screen, whose coordinator UIKit answers from its ancestors), and
/// `isBeingPresented`/`isBeingDismissed`. A container is asked only when none of its children is: a
/// child's coordinator answers for its ancestors. Apple documents that the presenter vends the
/// coordinator of a presentation and that the presented controller's ancestors are checked;
/// HeadlessUIKit vends it on the presented controller. Visiting every controller finds it under either
/// behaviour.
///
/// Before a module's own request atop a chain of full-screen presentations, the router starts the
/// look at that module's container: nothing under it can animate until a dismissal takes it away,
/// which its container hears begin.
@MainActor
package enum RunningTransitions {
    /// What is running in a hierarchy.
    package enum State {
        /// Nothing is animating.
        case idle
        /// A transition with a coordinator: its completion tells when it ends.
        case coordinated(any UIViewControllerTransitionCoordinator)
        /// A controller is being presented or dismissed, but no coordinator says when that ends.
        case uncoordinated
    }

    /// How long to keep looking at a transition that has no coordinator before giving up, and how often.
    package struct PollingLimits: Sendable {
        /// The time between two looks.
        package var interval: DispatchTimeInterval = .milliseconds(16)
        /// How many looks before the request fails.
        package var maximumPolls = 120

        /// The longest the looks take in all: `interval` times `maximumPolls`.
        package var total: DispatchTimeInterval {
            let nanoseconds: Int
            switch interval {
            case .seconds(let value): nanoseconds = value * 1_000_000_000
            case .milliseconds(let value): nanoseconds = value * 1_000_000
            case .microseconds(let value): nanoseconds = value * 1_000
            case .nanoseconds(let value): nanoseconds = value
            case .never: return .never
            @unknown default: return .never
            }
            let (product, overflow) = nanoseconds.multipliedReportingOverflow(by: maximumPolls)
            return overflow ? .never : .nanoseconds(product)
        }

        /// Limits of about two seconds: a transition with no coordinator is a non-animated one that
        /// UIKit may finish in its next layout pass, never one that lasts.
        package init() {}
    }

    /// What runs in the hierarchy under `root`, including everything it presents.
    package static func state(in root: UIViewController?) -> State {
        guard let root else { return .idle }
        var walk = Walk()
        if let coordinator = coordinator(under: root, walk: &walk) { return .coordinated(coordinator) }
        return walk.sawUncoordinated ? .uncoordinated : .idle
    }

    /// What a walk of the hierarchy has seen so far.
    private struct Walk {
        /// Whether a controller is presented or dismissed without a coordinator.
        var sawUncoordinated = false
    }

    /// The first transition coordinator under `controller`; notes a presentation that runs without one.
    ///
    /// `parent` is the container the walk came from, or `nil` for the window's root and presented
    /// controllers, which have none. The walk asks a child before its container: a child's coordinator
    /// answers for its ancestors too (UIKit checks them when the child runs no transition of its own),
    /// so a container is asked itself only when the walk asks none of its children.
    private static func coordinator(
        under controller: UIViewController, parent: UIViewController? = nil, walk: inout Walk
    ) -> (any UIViewControllerTransitionCoordinator)? {
        if controller.isBeingPresented || controller.isBeingDismissed { walk.sawUncoordinated = true }
        var askedChild = false
        // A navigation controller shows its top screen and a tab bar controller its selected tab; a
        // transition between their children is their own, which the child's coordinator answers too.
        if let navigationController = controller as? UINavigationController {
            if let top = navigationController.topViewController, canRunOwnTransition(top) {
                askedChild = true
                if let coordinator = coordinator(under: top, parent: controller, walk: &walk) { return coordinator }
            }
        } else if let tabBarController = controller as? UITabBarController {
            if let selected = tabBarController.selectedViewController, canRunOwnTransition(selected) {
                askedChild = true
                if let coordinator = coordinator(under: selected, parent: controller, walk: &walk) {
                    return coordinator
                }
            }
        } else {
            for child in controller.children where isWalked(child, in: controller) {
                askedChild = true
                if let coordinator = coordinator(under: child, parent: controller, walk: &walk) { return coordinator }
            }
        }
        if !askedChild, let coordinator = controller.transitionCoordinator { return coordinator }
        // A child presents in its own context only when it defines one; otherwise it answers its
        // context's presentation, which the walk reaches from there. A child that defines a context
        // but presents nothing itself answers its parent's (UIKit asks up the parents): the walk
        // reached that one from the parent, so each presented controller is walked once.
        if let parent {
            guard presentsInOwnContext(controller, parent: parent), let presented = controller.presentedViewController
            else { return nil }
            return coordinator(under: presented, walk: &walk)
        }
        guard let presented = controller.presentedViewController else { return nil }
        return coordinator(under: presented, walk: &walk)
    }

    /// Whether `child` can run a transition of its own. A child with no children of its own and no
    /// presentation context runs none: UIKit answers its coordinator from its ancestors, and what it
    /// presents is presented by its context. A screen in a stack is such a child: the walk costs a
    /// look at it, not a walk through it.
    ///
    /// A navigation controller's top and a tab bar controller's selected tab are walked whenever they
    /// can run one, with no look at their views: they are the children those containers show, and
    /// while a container is off screen nothing in it animates, so the walk finds nothing there.
    private static func canRunOwnTransition(_ child: UIViewController) -> Bool {
        // (The context is asked first: it is the cheaper look, and a navigation controller defines one.)
        if child.definesPresentationContext { return true }
        // A screen of the SDK's that never had a child has none: UIKit is not asked for the list.
        return !child.children.isEmpty
    }

    /// Whether the walk goes into `child` of `parent`, a container of another kind: a child that can
    /// run a transition of its own, on screen.
    private static func isWalked(_ child: UIViewController, in parent: UIViewController) -> Bool {
        guard canRunOwnTransition(child) else { return false }
        // Only children on screen can animate: an unselected tab or a screen below the top of a stack
        // has its view taken out of the hierarchy, so a request costs what is shown, not what is held.
        // (The walk starts from the window's root, so a view in a superview is in the window.) A child
        // that presents over its own context has its view taken out too, once that presentation
        // completes: what it presents is on screen in its place.
        return child.viewIfLoaded?.superview != nil || presentsInOwnContext(child, parent: parent)
    }

    /// Whether `child` presents a controller in the context it defines, not its parent's presentation.
    private static func presentsInOwnContext(_ child: UIViewController, parent: UIViewController) -> Bool {
        guard child.definesPresentationContext, let presented = child.presentedViewController else { return false }
        return presented !== parent.presentedViewController
    }

    /// Calls `next` once nothing animates under `root()`: at once when nothing does.
    ///
    /// A coordinated transition is waited for through its completion. Should UIKit still report a
    /// coordinator that has ended (its `animate` returns `false`, or the same one is found again from
    /// its own completion), the hierarchy is looked at again on a later main-queue turn. A transition
    /// with no coordinator is looked at again every `limits.interval`; after `limits.maximumPolls` looks
    /// `next` receives ``NavigationError/rejectedByUIKit(reason:)``, so a request never waits forever.
    package static func waitUntilIdle(
        in root: @escaping @MainActor () -> UIViewController?, limits: PollingLimits,
        then next: @escaping @MainActor (Result<Void, NavigationError>) -> Void
    ) {
        wait(in: root, limits: limits, polls: 0, endedCoordinator: nil, then: next)
    }

    private static func wait(
        in root: @escaping @MainActor () -> UIViewController?, limits: PollingLimits, polls: Int,
        endedCoordinator: (any UIViewControllerTransitionCoordinator)?,
        then next: @escaping @MainActor (Result<Void, NavigationError>) -> Void
    ) {
        let lookAgainLater = { (delay: DispatchTimeInterval, polls: Int) in
            guard polls <= limits.maximumPolls else {
                return next(.failure(.rejectedByUIKit(reason: "a UIKit transition did not end")))
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                MainActor.assumeIsolated {
                    wait(in: root, limits: limits, polls: polls, endedCoordinator: nil, then: next)
                }
            }
        }
        switch state(in: root()) {
        case .idle:
            next(.success(()))
        case .coordinated(let coordinator):
            // The ended coordinator is held until this look, so that a new one UIKit made meanwhile,
            // which may take its memory once it is released, is never taken for it.
            guard coordinator !== endedCoordinator else { return lookAgainLater(limits.interval, polls + 1) }
            // Looked at again once the main queue turns: UIKit may run the completion blocks of the
            // presentation or push that ended after the coordinator's, and what app code starts in
            // them (an alert presented from a sheet's completion) must be seen before a request
            // moves anything, or the request would take away the controller it presents from.
            coordinator.whenEnded(
                { [weak coordinator] _ in
                    // Alive while it runs its completions: held from here until the next look.
                    let ended = coordinator
                    MainQueue.nextTurn {
                        wait(in: root, limits: limits, polls: polls, endedCoordinator: ended, then: next)
                    }
                }, otherwise: { lookAgainLater(limits.interval, polls + 1) })
        case .uncoordinated:
            lookAgainLater(limits.interval, polls + 1)
        }
    }
}
