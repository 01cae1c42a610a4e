public import NavigationCore

#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
#endif

/// The moves a person makes without the app's code: Back, the back swipe, tab taps, sheet swipes.
///
/// UIKit has no public API that makes these moves as a person does (its own methods are the app's
/// moves, with the app's delegate calls), so they exist against HeadlessUIKit only; a test that makes
/// them carries the `.headlessOnly` trait. Each returns `false`, changing nothing, when a person could
/// not make the move at that moment (the rules are HeadlessUIKit's drivers').
@MainActor
public enum UserMoves {
    /// Taps the back button of `navigationController`.
    @discardableResult
    public static func tapBackButton(in navigationController: UINavigationController) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("tapBackButton(in:)")
        #else
            HeadlessNavigation.tapBackButton(in: navigationController)
        #endif
    }

    /// Swipes back from the leading edge of `navigationController`; lets go early when `completes` is `false`.
    @discardableResult
    public static func swipeBack(in navigationController: UINavigationController, completes: Bool = true) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("swipeBack(in:completes:)")
        #else
            HeadlessNavigation.swipeBack(in: navigationController, completes: completes)
        #endif
    }

    /// Taps the tab at `index` of `tabBarController`.
    @discardableResult
    public static func tapTab(at index: Int, in tabBarController: UITabBarController) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("tapTab(at:in:)")
        #else
            HeadlessTabs.tapTab(at: index, in: tabBarController)
        #endif
    }

    /// Swipes down the sheet `presented` is in; lets go early, so that the sheet settles back, when
    /// `completes` is `false`.
    @discardableResult
    public static func swipeDownSheet(_ presented: UIViewController, completes: Bool = true) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("swipeDownSheet(_:completes:)")
        #else
            HeadlessPresentation.swipeDownSheet(presented, completes: completes)
        #endif
    }

    /// Taps outside the popover `presented` is in.
    @discardableResult
    public static func tapOutsidePopover(_ presented: UIViewController) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("tapOutsidePopover(_:)")
        #else
            HeadlessPresentation.tapOutsidePopover(presented)
        #endif
    }
}

/// Control over the animation clock, for tests that act in the middle of a transition.
///
/// Only HeadlessUIKit's clock can be held: a test that uses it carries the `.headlessOnly` trait.
@MainActor
public enum AnimationClock {
    /// Keeps animations from ending until a matching ``release()``.
    public static func hold() {
        #if canImport(UIKit)
            headlessOnlyDriver("AnimationClock.hold()")
        #else
            HeadlessAnimations.hold()
        #endif
    }

    /// Ends one ``hold()``.
    public static func release() {
        #if canImport(UIKit)
            headlessOnlyDriver("AnimationClock.release()")
        #else
            HeadlessAnimations.release()
        #endif
    }

    /// Waits one main-queue turn at a time until no animation is left, each ending on its own turn as in an app.
    public static func settleTurnByTurn() async {
        #if canImport(UIKit)
            headlessOnlyDriver("AnimationClock.settleTurnByTurn()")
        #else
            await HeadlessAnimations.settle()
        #endif
    }
}
