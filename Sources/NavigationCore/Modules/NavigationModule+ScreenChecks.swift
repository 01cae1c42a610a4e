extension NavigationModule {
    /// Why a navigation stack that holds `stack` cannot also hold `screens`, or `nil` when it can.
    ///
    /// UIKit raises an exception, and the app stops, for a navigation controller or an instance that is
    /// already in the stack (or twice in one change), and for presenting a controller that is already
    /// presented. The SDK checks every screen a model or builder makes against these rules before it
    /// hands the screen to UIKit, and refuses the request with ``NavigationError/unusableScreen(typeName:problem:)``.
    /// A tab bar controller, a screen that already has a parent, or one that is presented are refused
    /// too: UIKit does not support them in a stack.
    package static func problem(with screens: [UIViewController], joining stack: [UIViewController])
        -> NavigationError?
    {
        // Stacks are short and a request adds one screen or a few: a look along the stack costs less
        // than building a set of it.
        for (index, screen) in screens.enumerated() {
            if let error = problem(with: screen, joining: stack, after: screens[..<index]) { return error }
        }
        return nil
    }

    /// Why a navigation stack that holds `stack` cannot also hold `screen`, added after `earlier`
    /// screens of the same change, or `nil` when it can; see ``problem(with:joining:)``.
    package static func problem(
        with screen: UIViewController, joining stack: [UIViewController], after earlier: ArraySlice<UIViewController>
    ) -> NavigationError? {
        let problem: NavigationError.ScreenProblem?
        let kind = ScreenClassKinds.kind(of: screen)
        if kind == .navigationController {
            problem = .navigationController
        } else if kind == .tabBarController {
            problem = .tabBarController
        } else if contains(screen, in: stack) || contains(screen, in: earlier) {
            problem = .alreadyInStack
        } else if screen.parent != nil {
            problem = .hasParent
        } else if screen.presentingViewController != nil {
            problem = .presented
        } else if kind == .inputScreen, let inputScreen = screen as? any NavigationInputScreen, !inputScreen.hasInput {
            problem = .missingInput
        } else {
            problem = nil
        }
        guard let problem else { return nil }
        return .unusableScreen(typeName: String(describing: type(of: screen)), problem: problem)
    }

    /// Whether `screens` holds `screen` itself.
    ///
    /// A loop, not `contains(where:)`: a closure the main actor hands to a nonisolated algorithm checks
    /// its executor each time it is called, once per screen of the stack.
    private static func contains(_ screen: UIViewController, in screens: some Sequence<UIViewController>) -> Bool {
        for candidate in screens where candidate === screen { return true }
        return false
    }
}

/// What a screen's class alone says about whether a stack can hold it, remembered for the classes
/// checked last: a class's answer never changes, and looking it up costs more than the rest of the check.
@MainActor
private enum ScreenClassKinds {
    /// What a screen's class is, as far as the checks go.
    enum Kind {
        case navigationController
        case tabBarController
        /// A ``NavigationInputScreen``: its instance must hold its input.
        case inputScreen
        case other
    }

    /// How many classes are remembered.
    private static let capacity = 8
    private static var classes: [ObjectIdentifier] = []
    private static var kinds: [Kind] = []
    /// Where the next class looked up replaces one, once the memory is full.
    private static var nextReplaced = 0

    static func kind(of screen: UIViewController) -> Kind {
        let screenClass = ObjectIdentifier(type(of: screen))
        if let index = classes.firstIndex(of: screenClass) { return kinds[index] }
        let kind: Kind =
            if screen is UINavigationController {
                .navigationController
            } else if screen is UITabBarController {
                .tabBarController
            } else if screen is any NavigationInputScreen {
                .inputScreen
            } else {
                .other
            }
        if classes.count < capacity {
            classes.append(screenClass)
            kinds.append(kind)
        } else {
            classes[nextReplaced] = screenClass
            kinds[nextReplaced] = kind
            nextReplaced = (nextReplaced + 1) % capacity
        }
        return kind
    }
}
