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
/// Only a chain of stack modules that nest no others counts; for any other flow the router goes
/// through everything.
@MainActor
enum CoveredPresentations {
    /// The highest module presented full screen above `flow`, every module below it presented full
    /// screen too; `nil` when the flow presents nothing that way.
    static func top(of flow: NavigationModule) -> NavigationModule? {
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
