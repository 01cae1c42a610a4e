/// What the user does to a tab bar controller without the app's code: tapping a tab.
@MainActor
public enum HeadlessTabs {
    /// The user taps the tab at `index`.
    ///
    /// The delegate's `shouldSelect` is asked first; if it agrees, the tab is selected (a re-tap of
    /// the selected navigation controller pops it to its root instead), then `didSelect` is told,
    /// even on a re-tap (S4.2). Returns `false`, changing nothing, when there is no such tab, its item
    /// is disabled, the tab bar is not on screen, or something presented modally covers it (S3: a
    /// sheet dims and covers its presenter, tab bar included, on iPhone).
    ///
    /// A tap while a push or pop animates inside a tab is let through: whether UIKit ignores it is not
    /// verified, and letting it through is the harder case for the code under test.
    @discardableResult
    public static func tapTab(at index: Int, in tabBarController: UITabBarController) -> Bool {
        guard let controllers = tabBarController.viewControllers, controllers.indices.contains(index),
            controllers[index].tabBarItem.isEnabled, tabBarController.viewIfLoaded?.window != nil,
            tabBarController.presentedViewController == nil
        else { return false }
        tabBarController.runUserTap(at: index)
        return true
    }
}
