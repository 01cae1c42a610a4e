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
    /// The module's flow has ended: it was replaced, or the module was presented and its presentation
    /// has ended, so it no longer changes anything on screen.
    case flowEnded
    /// The module has no delegate to end its flow: it was never started by a router.
    case noDelegate
    /// A pop was asked for while the stack holds only its root.
    case cannotPopRoot
    /// A tab branch was asked to show no tabs.
    case noTabs
    /// Two tabs of a tab branch share an identifier.
    case duplicateTabIdentifier(String)
    /// A tab branch was asked for more tabs than an iPhone tab bar shows; UIKit would move the rest
    /// into a More list, where a tab's module could not know it is on screen.
    case tooManyTabs(count: Int, maximum: Int)
    /// No tab has this identifier.
    case unknownTab(identifier: String)
    /// No tab has this index.
    case tabIndexOutOfRange(index: Int, tabCount: Int)
    /// UIKit did not carry out the change (for example, it declined to dismiss, or a transition never ended).
    case rejectedByUIKit(reason: String)
    /// The router that was to run the request was released before the request ended: it never ran,
    /// or its transition was still running (what it moved is in a window the app has let go of).
    case routerReleased
    /// A model or builder made a screen that a navigation stack cannot hold: UIKit would stop the app,
    /// so the SDK refused before asking it. `typeName` is the screen's class.
    case unusableScreen(typeName: String, problem: ScreenProblem)

    /// The module cannot present: something is already presented over it. Dismiss that first.
    case alreadyPresenting
    /// The module cannot present: it is not on screen, with nothing presented over it (a tab that is
    /// not selected, say).
    case notOnScreen
    /// The module is not presented, so it cannot finish or be cancelled (it may have ended already).
    case notPresented
    /// The module presents nothing, so there is nothing to dismiss.
    case nothingPresented
    /// A popover was asked for with nothing to point at.
    ///
    /// UIKit stops the app wherever it shows the popover as one (an iPad's regular width); an iPhone
    /// adapts it to a sheet and needs no anchor. The SDK refuses it everywhere, so that a presentation
    /// that works on an iPhone does not stop the app on an iPad.
    case popoverWithoutAnchor
    /// A presented module finished with a value of another type than its presenter expects.
    case resultTypeMismatch(expected: String, actual: String)
    /// The module shows one screen with no navigation stack (``NavigationModule/present(screen:returning:presentation:animated:completion:)``),
    /// so nothing can be pushed on it or popped from it.
    case noNavigationStack

    /// Why a navigation stack cannot hold a screen.
    public enum ScreenProblem: Sendable, Hashable, CustomStringConvertible {
        /// The screen is a navigation controller: UIKit raises "Pushing a navigation controller is not supported".
        case navigationController
        /// The screen is a tab bar controller, which UIKit does not support inside a navigation stack.
        case tabBarController
        /// The screen instance is already in the stack, or twice in the same request: UIKit raises.
        case alreadyInStack
        /// The screen already has a parent container.
        case hasParent
        /// The screen is presented, or being presented: UIKit raises when it is presented again.
        case presented
        /// The screen declares its input type (``NavigationInputScreen``) and was made without a value of it.
        case missingInput
        /// The screen declares its input type and was made with a value of another type.
        case inputOfAnotherType(expected: String, given: String)
        /// The screen is made only by a builder (``NavigationBuilderOnlyScreen``) and was named by type:
        /// the SDK did not make it.
        case builderOnly

        /// A phrase that explains the problem.
        public var description: String {
            switch self {
            case .navigationController: "it is a navigation controller, which a stack cannot hold"
            case .tabBarController: "it is a tab bar controller, which a stack cannot hold"
            case .alreadyInStack: "the same instance is already in the stack"
            case .hasParent: "it already belongs to another container"
            case .presented: "it is presented modally"
            case .missingInput: "it declares its input and was made without one"
            case .inputOfAnotherType(let expected, let given):
                "it declares its input of type \(expected) and was made with a value of type \(given)"
            case .builderOnly:
                "it is made only by a builder (NavigationBuilderOnlyScreen) and was named by type: describe "
                    + "it with NavigationModel { module in ... }"
            }
        }
    }

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
        case .tooManyTabs(let count, let maximum):
            "A tab branch shows at most \(maximum) tabs; \(count) were given."
        case .unknownTab(let identifier):
            "No tab has the identifier \"\(identifier)\"."
        case .tabIndexOutOfRange(let index, let tabCount):
            "No tab has index \(index); the branch has \(tabCount) tabs."
        case .rejectedByUIKit(let reason):
            "UIKit did not carry out the change: \(reason)"
        case .routerReleased:
            "The NavigationRouter that was to run the request was released before the request ended."
        case .alreadyPresenting:
            "The module already presents something; dismiss it before presenting another."
        case .notOnScreen:
            "The module is not on screen, so it cannot present."
        case .notPresented:
            "The module is not presented, so it cannot finish or be cancelled."
        case .nothingPresented:
            "The module presents nothing; there is nothing to dismiss."
        case .popoverWithoutAnchor:
            "A popover needs an anchor: a view or a bar button item to point at."
        case .resultTypeMismatch(let expected, let actual):
            "The presenter expects a result of type \(expected), not \(actual)."
        case .noNavigationStack:
            "The module shows one screen without a navigation stack, so nothing can be pushed or popped."
        case .unusableScreen(let typeName, let problem):
            "A navigation stack cannot hold the screen \(typeName): \(problem)."
        }
    }
}
