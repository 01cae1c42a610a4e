/// A container the SDK makes for a module (a navigation, tab bar or single-screen container): it
/// calls ``CoveredPresenters/noteAppearanceChange()`` first thing in `viewWillAppear` and
/// `viewWillDisappear` (before its own and its children's code runs) and in `viewDidDisappear`.
@MainActor
package protocol AppearanceNotingContainer: UIViewController {}

/// Where the look for running transitions starts: above the presenters that completed full-screen
/// presentations cover, so that a request costs what is on screen, not how many modules are presented
/// below it.
///
/// A presenter whose full-screen (or current-context) presentation has completed has its view out of
/// the window: Apple documents that UIKit removes the presenter's views once such a presentation ends
/// its transition. Nothing under it can animate then: a navigation or tab bar controller off screen
/// changes without a transition, nothing presents from a view out of the window, and the presenter
/// already presents. It can run a transition again only by dismissing what it presents (on the app's
/// call from any of its screens, or one from a presenter below it). UIKit then sends the top of the
/// chain `viewWillDisappear` and the presenter `viewWillAppear`, in an order Apple does not document,
/// and the presenter below may be the only one that tells of the dismissal (it vends the coordinator).
/// So presenters are skipped only while the top of the chain is one of the SDK's containers, which
/// notes `viewWillDisappear` before any code of the app's runs in it or its screens; the presenters
/// skipped are the SDK's containers too, which note `viewWillAppear`; and the start is found again
/// after any of them noted a change, once something is presented above that top, or once that top is
/// no longer presented (UIKit passes over an intermediate of a dismissal without a callback).
///
/// A presenter is skipped only when everything below it is skipped too, its view is loaded and out of
/// the window, it presents something, it is one of the SDK's containers, and no controller inside it
/// presents in a context of its own (such a presentation is not covered by the container's, and could
/// present again).
@MainActor
package struct CoveredPresenters {
    /// How many times one of the SDK's containers started to appear or disappear, or ended disappearing.
    private static var appearanceChanges = 0

    /// Notes that one of the SDK's containers started to appear or disappear, or ended disappearing:
    /// a presenter skipped may be about to run a dismissal, or one more may now be covered.
    package static func noteAppearanceChange() {
        appearanceChanges &+= 1
    }

    /// The root and the count of appearance changes the start below was found for.
    private var root: ObjectIdentifier?
    private var changes = -1
    /// Whether the look starts at the root itself until the next change: the usual case, answered
    /// with no weak reference to load.
    private var startsAtRoot = false
    private weak var start: UIViewController?
    /// The top of the presentation chain when the start was found: one of the SDK's containers.
    private weak var top: UIViewController?
    /// Whether ``start`` and ``top`` were set since they were last cleared: most requests clear
    /// nothing, and clearing a weak reference costs as much as reading one.
    private var holdsStart = false

    package init() {}

    /// What runs in the hierarchy under `root` (see ``RunningTransitions/state(in:)``), looked for
    /// above the presenters full-screen presentations cover.
    ///
    /// The covered presenters are looked for only once a second request finds the hierarchy as the
    /// one before it did: where every request changes what is presented, looking for them would cost
    /// as much as the look for transitions they spare.
    ///
    /// `root` is taken as the caller's own reference (the window's root as just read), which spares a
    /// retain and a release per request.
    package mutating func transitionState(under root: consuming UIViewController?) -> RunningTransitions.State {
        guard let root else { return .idle }
        let changes = Self.appearanceChanges
        guard changes == self.changes, ObjectIdentifier(root) == self.root else {
            self.changes = changes
            self.root = ObjectIdentifier(root)
            startsAtRoot = false
            if holdsStart {
                holdsStart = false
                start = nil
                top = nil
            }
            return RunningTransitions.state(in: root)
        }
        if startsAtRoot { return RunningTransitions.state(in: root) }
        // Something presented above the top (an alert, a sheet of the app's) need not tell the top, and
        // a top UIKit passed over in a dismissal (an intermediate) hears nothing: both are looked at.
        if let start, let top, top.presentedViewController == nil, top.presentingViewController != nil {
            return RunningTransitions.state(in: start)
        }
        let found = Self.lowestUncovered(from: root)
        var top = found
        while let presented = top.presentedViewController { top = presented }
        startsAtRoot = found === root || !(top is any AppearanceNotingContainer)
        guard !startsAtRoot else { return RunningTransitions.state(in: root) }
        start = found
        self.top = top
        holdsStart = true
        return RunningTransitions.state(in: found)
    }

    private static func lowestUncovered(from root: UIViewController) -> UIViewController {
        var level = root
        while let view = level.viewIfLoaded, view.superview == nil, let presented = level.presentedViewController,
            level is any AppearanceNotingContainer, !presentsInChildContext(under: level)
        {
            level = presented
        }
        return level
    }

    /// Whether a controller inside `container` presents in a context it defines itself.
    private static func presentsInChildContext(under container: UIViewController) -> Bool {
        let presented = container.presentedViewController
        for child in container.children {
            if child.definesPresentationContext, let own = child.presentedViewController, own !== presented {
                return true
            }
            if !child.children.isEmpty, presentsInChildContext(under: child) { return true }
        }
        return false
    }
}
