/// A module's stack as its events last told it, and what tells who moves it next.
///
/// One invariant: once every change has been told, ``reportedStack`` is the stack the module shows.
/// The module notes here what UIKit and its requests tell it as the stack moves, and asks for the
/// change to report (``takeChange(to:)``) and who made it (``source(ofChangePopping:requestIsRunning:barIsOnScreen:)``),
/// which depend on nothing else.
@MainActor
package struct StackEvents {
    /// The stack as last reported to the router's navigation observers, root first.
    package var reportedStack: [ReportedScreen] = []
    /// Whether the stack may differ from ``reportedStack``: code asked to change it, or UIKit showed a
    /// new top controller, since it was last compared.
    package var mayHaveChanged: Bool {
        get { changeOrder != nil }
        set {
            guard newValue else {
                changeOrder = nil
                return
            }
            guard changeOrder == nil else { return }
            Self.changesNoted += 1
            changeOrder = Self.changesNoted
        }
    }
    /// When the stack began to differ from ``reportedStack``, among every module's changes: the stacks
    /// that changed are reported in the order they changed. `nil` while it matches.
    package private(set) var changeOrder: Int? = 0
    /// How many stacks began to differ from what was reported, in this process: the next one's order.
    private static var changesNoted = 0
    /// Whether the module is putting its initial screens in: they are taken as reported, not pushed.
    package var isInstallingInitialScreens = false
    /// A user move a container saw begin that will change this stack (a re-tapped tab), until reported.
    package var expectedUserMove: NavigationEventSource?
    /// Whether the stack transition UIKit is running began interactively (a back swipe).
    package var transitionIsInteractive = false
    /// The coordinator of the stack's own transition UIKit told the delegate it will show, until the
    /// delegate hears `didShow` (or the user abandons the swipe, which shows nothing): while that
    /// transition runs, its change is `didShow`'s to report.
    package var showCoordinator: (any UIViewControllerTransitionCoordinator)?
    /// Whether a request of the module is calling UIKit to push or pop right now: the `willShow`
    /// UIKit sends meanwhile is that call's, which no user drives, and which the request reports itself.
    package var isMovingForRequest = false

    /// Whether a change UIKit told the delegate it will show awaits its `didShow`.
    package var showIsPending: Bool { showCoordinator != nil }

    /// A change of the stack: what went and what came, past the screens both stacks share from the root.
    package struct Change {
        /// The screens that went, bottom first.
        package let removed: ArraySlice<ReportedScreen>
        /// The screens that came, bottom first.
        package let added: ArraySlice<ReportedScreen>
        /// Whether the change only took screens away.
        package var isPop: Bool { added.isEmpty }
    }

    /// Takes `current` as the stack reported, and returns how it differs from the stack reported
    /// before, or `nil` when it does not. The marks of who moved the stack end with a change.
    package mutating func takeChange(to current: [ReportedScreen]) -> Change? {
        let previous = reportedStack
        guard current != previous else { return nil }
        reportedStack = current
        let kept = zip(previous, current).prefix { $0 == $1 }.count
        return Change(removed: previous[kept...], added: current[kept...])
    }

    /// Who made a change: only the user drives a pop interactively (a back swipe, even while a
    /// request runs: a flow change's cross-dissolve leaves the new flow's stack to the user's
    /// touches); a running request made anything else, as app code made every change but a pop; a
    /// pop is the move a container announced (a re-tapped tab), or the back button when the bar is on
    /// screen (no one taps Back on a bar that is not: an unselected tab, a stack a full-screen
    /// presentation covers), or else app code calling UIKit.
    package func source(
        ofChangePopping isPop: Bool, requestIsRunning: Bool, barIsOnScreen: () -> Bool
    ) -> NavigationEventSource {
        if isPop, transitionIsInteractive { return .backSwipe }
        guard isPop, !requestIsRunning else { return .code }
        if let expectedUserMove { return expectedUserMove }
        return barIsOnScreen() ? .backButton : .code
    }

    /// Forgets who moved the stack: the change they were for has been reported, or nobody observes.
    package mutating func forgetMover() {
        transitionIsInteractive = false
        expectedUserMove = nil
    }
}
