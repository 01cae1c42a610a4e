/// Why a navigation request did not run: every refused request reports one of these.
///
/// A refused request changes nothing on screen: no half-done navigation.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A flow was asked to start from an empty list of models.
    case emptyModelList
    /// A model that builds a whole module (such as a tab branch) was mixed with other models; it must stand alone.
    case moduleModelMustStandAlone(moduleModelIndex: Int)
    /// A stack was asked to contain a model that builds a whole module.
    case moduleModelInStack
    /// The module's flow has ended: it was replaced, so it no longer changes anything on screen.
    case flowEnded
    /// The module has no delegate to end its flow: it was never started by a router.
    case noDelegate
    /// A pop was asked for while the stack holds only its root.
    case cannotPopRoot
    /// A tab branch was asked to show no tabs.
    case noTabs
    /// Two tabs of a tab branch share an identifier.
    case duplicateTabIdentifier(String)
    /// No tab has this identifier.
    case unknownTab(identifier: String)
    /// No tab has this index.
    case tabIndexOutOfRange(index: Int, tabCount: Int)
    /// UIKit did not carry out the change (for example, it declined to dismiss, or a transition never ended).
    case rejectedByUIKit(reason: String)
    /// The router that was to run the request was released first; the request never ran.
    case routerReleased

    /// A sentence that explains the error.
    public var description: String {
        switch self {
        case .emptyModelList:
            "A flow needs at least one NavigationModel; the list was empty."
        case .moduleModelMustStandAlone(let index):
            "The model at index \(index) builds a whole module and must be the only model of its flow."
        case .moduleModelInStack:
            "A model that builds a whole module cannot be a screen in a navigation stack."
        case .flowEnded:
            "The module's flow has ended; it no longer changes anything on screen."
        case .noDelegate:
            "The module has no NavigationRouterDelegate to end its flow; start it from a NavigationRouter."
        case .cannotPopRoot:
            "The stack holds only its root screen; there is nothing to pop."
        case .noTabs:
            "A tab branch needs at least one tab; the list was empty."
        case .duplicateTabIdentifier(let identifier):
            "Two tabs share the identifier \"\(identifier)\"; each tab needs its own."
        case .unknownTab(let identifier):
            "No tab has the identifier \"\(identifier)\"."
        case .tabIndexOutOfRange(let index, let tabCount):
            "No tab has index \(index); the branch has \(tabCount) tabs."
        case .rejectedByUIKit(let reason):
            "UIKit did not carry out the change: \(reason)"
        case .routerReleased:
            "The NavigationRouter that was to run the request was released before the request ran."
        }
    }
}
