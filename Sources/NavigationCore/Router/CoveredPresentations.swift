/// The top of the flow's chain of full-screen presentations: the one module of that chain on screen.
///
/// When a flow's modules present one another full screen, one above the other, only the top of that
/// chain is on screen: UIKit takes each presenter's views out of the window once the presentation
/// above it has settled, and nothing under it animates, or is dismissed without the presentations
/// above it going too. So before a request the router looks for running transitions from that top,
/// and brings presentations up to date from there, instead of going through the whole chain: a
/// request atop such a chain costs the same whatever its depth.
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
