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
        let problem: NavigationError.ScreenProblem? =
            if screen is UINavigationController {
                .navigationController
            } else if screen is UITabBarController {
                .tabBarController
            } else if stack.contains(where: { $0 === screen }) || earlier.contains(where: { $0 === screen }) {
                .alreadyInStack
            } else if screen.parent != nil {
                .hasParent
            } else if screen.presentingViewController != nil {
                .presented
            } else if let inputScreen = screen as? any NavigationInputScreen, !inputScreen.hasInput {
                inputScreen.object.map {
                    .inputOfAnotherType(
                        expected: String(describing: inputScreen.inputType), given: String(describing: type(of: $0)))
                } ?? .missingInput
            } else {
                nil
            }
        guard let problem else { return nil }
        return .unusableScreen(typeName: String(describing: type(of: screen)), problem: problem)
    }
}
