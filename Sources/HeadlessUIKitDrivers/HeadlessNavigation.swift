// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// What the user does to a navigation controller without the app's code: the back button and the back swipe.
    @MainActor
    public enum HeadlessNavigation {
        /// The user taps the back button: the top controller is popped with animation, as UIKit does.
        ///
        /// Returns `false`, changing nothing, when there is no back button a person could tap: the stack
        /// holds one controller, the navigation bar is hidden, the top hides its back button or replaces it
        /// with leading items of its own (without `leftItemsSupplementBackButton`), the navigation
        /// controller is not on screen, a transition is running, something presented modally covers it
        /// (S3: a sheet dims and covers its presenter, which takes no taps until it is dismissed), or the
        /// navigation controller's view takes no touch (hidden, all but transparent, or taking part in an
        /// animation without `.allowUserInteraction`).
        @discardableResult
        public static func tapBackButton(in navigationController: UINavigationController) -> Bool {
            guard navigationController.canSystemPop, navigationController.presentedViewController == nil,
                navigationController.showsSystemBackButton, HeadlessReach.takesTouches(navigationController.view)
            else { return false }
            navigationController.popViewController(animated: true)
            return true
        }

        /// The user swipes back from the leading edge.
        ///
        /// When `completes` is `true` the top controller is popped as an interactive, animated pop. When
        /// `false` the user lets go early: the previous controller starts to appear, the transition runs
        /// backwards on a later main-queue turn, the stack does not change, and the delegate gets
        /// `willShow` without `didShow`. Returns `false`, changing nothing, when the swipe cannot start:
        /// one controller in the stack, the gesture disabled or its delegate declining (the navigation
        /// controller's own declines where no back button shows: the bar hidden, the back button hidden or
        /// replaced by leading items; an app sets the delegate to `nil` or to its own to allow it), not on
        /// screen, a transition running, something presented modally covering it, or the navigation
        /// controller's view taking no touch (as for ``tapBackButton(in:)``).
        @discardableResult
        public static func swipeBack(in navigationController: UINavigationController, completes: Bool = true) -> Bool {
            guard navigationController.canSystemPop, navigationController.presentedViewController == nil,
                navigationController.interactivePopGestureRecognizer?.allowsGestureToBegin == true,
                HeadlessReach.takesTouches(navigationController.view)
            else { return false }
            if completes {
                navigationController.runInteractivePop()
            } else {
                navigationController.runCancelledInteractivePop()
            }
            return true
        }
    }
#endif
