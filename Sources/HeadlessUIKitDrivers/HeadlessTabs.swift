public import HeadlessUIKit

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
    /// A tap while a push, a pop or a presentation animates anywhere under the tab bar controller is
    /// ignored too, and returns `false`: UIKit ignores touches while its transitions run. That rule is
    /// not verified for the tab bar, which lies outside the animating views, so the
    /// ``HeadlessBehaviors/Alternatives/tabTapsDuringTransitions`` alternative lets such a tap through.
    @discardableResult
    public static func tapTab(at index: Int, in tabBarController: UITabBarController) -> Bool {
        guard let controllers = tabBarController.viewControllers, controllers.indices.contains(index),
            controllers[index].tabBarItem.isEnabled, tabBarController.viewIfLoaded?.window != nil,
            tabBarController.presentedViewController == nil,
            HeadlessBehaviors.alternatives.contains(.tabTapsDuringTransitions)
                || !HeadlessReach.isTransitionRunning(under: tabBarController)
        else { return false }
        tabBarController.runUserTap(at: index)
        return true
    }
}
