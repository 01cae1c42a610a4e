// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// What the user does to a tab bar controller without the app's code: tapping a tab.
    @MainActor
    public enum HeadlessTabs {
        /// The user taps the tab at `index`.
        ///
        /// The delegate's `shouldSelect` is asked first; if it agrees, the tab is selected (a re-tap of
        /// the selected navigation controller pops it to its root instead), then `didSelect` is told,
        /// even on a re-tap (S4.2). Returns `false`, changing nothing, when there is no such tab on the bar
        /// (of more than five tabs, UIKit's bar shows the first four and a More item, which HeadlessUIKit
        /// does not model: the others cannot be tapped), its item is disabled, the tab bar is not on screen
        /// or hidden (its `isHidden`, or a controller of the
        /// selected tab's navigation stack with `hidesBottomBarWhenPushed`: S4), or something presented
        /// modally covers it (S3: a sheet dims and covers its presenter, tab bar included, on iPhone), or
        /// its view, or a view it lies in, takes no touch (hidden, all but transparent, or taking part in
        /// an animation without `.allowUserInteraction`, such as a new flow sliding in).
        ///
        /// A tap while a push, a pop or a presentation animates anywhere under the tab bar controller is
        /// ignored too, and returns `false`: UIKit ignores touches while its transitions run. That rule is
        /// not verified for the tab bar, which lies outside the animating views, so the
        /// ``HeadlessBehaviors/Alternatives/tabTapsDuringTransitions`` alternative lets such a tap through.
        @discardableResult
        public static func tapTab(at index: Int, in tabBarController: UITabBarController) -> Bool {
            guard let controllers = tabBarController.viewControllers, controllers.indices.contains(index),
                controllers.count <= 5 || index < 4,
                controllers[index].tabBarItem.isEnabled, let view = tabBarController.viewIfLoaded, view.window != nil,
                HeadlessReach.takesTouches(view),
                tabBarController.presentedViewController == nil, showsTabBar(tabBarController),
                HeadlessBehaviors.alternatives.contains(.tabTapsDuringTransitions)
                    || !HeadlessReach.isTransitionRunning(under: tabBarController)
            else { return false }
            tabBarController.runUserTap(at: index)
            return true
        }

        /// Whether the tab bar shows: the app has not hidden it, and the selected tab's navigation stack
        /// does not hide it (S4; which controllers of the stack count is ``HeadlessBehaviors/Alternatives/bottomBarFollowsTopOnly``).
        private static func showsTabBar(_ tabBarController: UITabBarController) -> Bool {
            guard !tabBarController.tabBar.isHidden else { return false }
            guard let stack = tabBarController.selectedViewController as? UINavigationController else { return true }
            if HeadlessBehaviors.alternatives.contains(.bottomBarFollowsTopOnly) {
                return stack.topViewController?.hidesBottomBarWhenPushed != true
            }
            for controller in stack.viewControllers where controller.hidesBottomBarWhenPushed { return false }
            return true
        }
    }
#endif
