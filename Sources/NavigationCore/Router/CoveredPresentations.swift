/// The top of the flow's chain of full-screen presentations: the module that chain ends with.
///
/// When a flow's modules present one another full screen, one above the other, and UIKit still
/// presents the top of that chain, every module below it is presented too: UIKit takes every
/// presentation above one it dismisses. None of them can have ended unseen, and none shows a sheet or
/// a popover the user could have dismissed, or modules nested in it: so before a request the router
/// brings presentations up to date from that top, instead of going through the whole chain. (It still
/// looks for running transitions at every level: a presenter low in the chain vends the coordinator
/// of a dismissal it runs.)
///
/// The top is looked for again only after a module of the flow presents or stops presenting. Only a
/// chain of stack modules that nest no others counts; for any other flow the router goes through
/// everything, as before.
@MainActor
struct CoveredPresentations {
    /// The flow the top was found in, and the queue's count of presentation changes then.
    private var flow: UnretainedReference<NavigationModule>?
    private var changes = 0
    private var top: UnretainedReference<NavigationModule>?

    /// The highest module presented full screen above `flow`, every module below it presented full
    /// screen too; `nil` when the flow presents nothing that way. Found again only when `changes`
    /// (the flow's count of presentation changes) or the flow is not what it was.
    mutating func top(of flow: NavigationModule, changes: Int) -> NavigationModule? {
        if changes != self.changes || self.flow?.object !== flow {
            self.flow = flow.reference
            self.changes = changes
            top = Self.findTop(of: flow)?.reference
        }
        return top?.object
    }

    private static func findTop(of flow: NavigationModule) -> NavigationModule? {
        guard flow.nestedModules.isEmpty else { return nil }
        var top: NavigationModule?
        var module = flow
        while let presented = module.presentedModule, presented.nestedModules.isEmpty,
            presented.presentationRecord?.coversPresenter == true
        {
            top = presented
            module = presented
        }
        return top
    }
}
