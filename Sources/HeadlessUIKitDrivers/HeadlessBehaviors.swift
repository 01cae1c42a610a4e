// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    import HeadlessUIKit

    /// Which iOS version's rules HeadlessUIKit follows, and which plausible behaviour it reproduces where
    /// the reference leaves a UIKit rule unverified.
    ///
    /// Both are read once from the environment, the first time they are needed, so that a whole test
    /// run sees one UIKit:
    /// - `HEADLESS_UIKIT_IOS_VERSION`: the iOS major version whose rules apply, 15 or later (default 18).
    ///   It decides what `.automatic` presentation resolves to.
    /// - `HEADLESS_UIKIT_ALTERNATIVES`: `all`, or a comma-separated list of the names of
    ///   ``Alternatives`` members (`nonAnimatedNextTurn,firstAppearanceNextTurn`, say). Unset, every
    ///   rule takes its default: the first behaviour each member describes.
    ///
    /// Code that must be right on a device must pass under the defaults and under every alternative:
    /// this package's CI runs the SDK's tests under each.
    public enum HeadlessBehaviors {
        /// The unverified rules whose other plausible behaviour HeadlessUIKit can reproduce.
        public struct Alternatives: OptionSet, Sendable, CustomStringConvertible {
            /// The option's bits.
            public let rawValue: Int

            /// Creates a set of alternatives from its bits.
            public init(rawValue: Int) { self.rawValue = rawValue }

            /// Non-animated push, pop, present and dismiss (§3.3, F4): by default the callbacks and the
            /// completion run inside the call. With this, the stack or presentation changes at once but
            /// the callbacks, the delegate's `didShow` and the completion run on a later main-queue turn,
            /// with a transition coordinator whose `isAnimated` is `false` until then.
            public static let nonAnimatedNextTurn = Alternatives(RuleSwitches.Alternatives.nonAnimatedNextTurn)
            /// The root's first appearance (S7.2, F4): by default inside `makeKeyAndVisible()`. With this,
            /// on a later main-queue turn.
            public static let firstAppearanceNextTurn = Alternatives(RuleSwitches.Alternatives.firstAppearanceNextTurn)
            /// The release of a replaced root (S7.3, F4): by default when the window lets go of it. With
            /// this, the window keeps it until a later main-queue turn.
            public static let rootReleaseNextTurn = Alternatives(RuleSwitches.Alternatives.rootReleaseNextTurn)
            /// Controllers between the top and the destination of a chain dismissal or a multi-level pop
            /// (§3.5, F4): by default they get no appearance callbacks. With this, each gets a
            /// will/did-appear pair as it goes.
            public static let intermediatesAppear = Alternatives(RuleSwitches.Alternatives.intermediatesAppear)
            /// A tab tap while a push, a pop or a presentation animates in the tab bar controller's
            /// hierarchy: by default the tap is ignored, as UIKit ignores touches during its own
            /// transitions (not verified for the tab bar, which lies outside the animating views). With
            /// this, the tap goes through and selects (or pops to the root) in the middle of the transition.
            public static let tabTapsDuringTransitions = Alternatives(
                RuleSwitches.Alternatives.tabTapsDuringTransitions)
            /// A transition coordinator asked to run code alongside a transition that has already ended
            /// (F3, `UIViewControllerTransitionCoordinator.h`: "The completions may be run even if the
            /// animations are not"): by default `animate(alongsideTransition:completion:)` returns `false`
            /// and runs nothing. With this, it still returns `false`, and runs the completion at once.
            public static let coordinatorCompletesAfterEnd = Alternatives(
                RuleSwitches.Alternatives.coordinatorCompletesAfterEnd)
            /// A chain of presentations dismissed by a presenter below its top (S3.7, F4): by default the
            /// top reports the dismissal (`isBeingDismissed` and its own `transitionCoordinator` in its
            /// disappear callbacks), as the presenter does. With this, only the presenter that runs the
            /// dismissal tells of it, through the coordinator it vends (Apple: "the presenting view
            /// controller is responsible for dismissing"); the controllers that leave report nothing.
            public static let chainDismissalOnPresenterOnly = Alternatives(
                RuleSwitches.Alternatives.chainDismissalOnPresenterOnly)
            /// A navigation controller that appears with a top controller its delegate has not been shown
            /// (its first appearance, or after its stack changed while it was off screen; S2.10, F4): by
            /// default the delegate hears nothing, as the header lists only a push, a pop and setting the
            /// stack. With this, the delegate gets `willShow` before the top's will-callbacks and
            /// `didShow` after its did-callbacks, as apps observe UIKit doing for a root.
            public static let delegateShowsOnAppearance = Alternatives(
                RuleSwitches.Alternatives.delegateShowsOnAppearance)
            /// The order of the appearance callbacks when a tab bar controller on screen switches tabs
            /// (§3.2, F4): by default the tab that leaves hears `viewWillDisappear` before the new one
            /// hears `viewWillAppear`, as a push orders them. With this, the new tab's `viewWillAppear`
            /// comes first, then the old tab's `viewWillDisappear` and `viewDidDisappear`, then the new
            /// tab's `viewDidAppear`, as a log developers published shows.
            public static let tabSwitchAppearsFirst = Alternatives(RuleSwitches.Alternatives.tabSwitchAppearsFirst)
            /// `dismiss(animated:completion:)` on a controller that neither presents nor is presented
            /// (§3.6, F4): by default the completion runs at once. With this, nothing happens and the
            /// completion never runs (Apple documents neither).
            public static let emptyDismissalSkipsCompletion = Alternatives(
                RuleSwitches.Alternatives.emptyDismissalSkipsCompletion)
            /// Which controllers of a tab's navigation stack hide the tab bar through
            /// `hidesBottomBarWhenPushed` (S4, F4): by default any controller in the stack does, so the
            /// bar stays hidden until that controller is popped, as Apple's earlier documentation put it
            /// and developers report. With this, only the top
            /// controller's value counts, as Apple's documentation words it ("The value of this property on
            /// the topmost view controller determines whether the toolbar is visible").
            public static let bottomBarFollowsTopOnly = Alternatives(RuleSwitches.Alternatives.bottomBarFollowsTopOnly)

            /// Every alternative.
            public static let all = Alternatives(RuleSwitches.Alternatives.all)

            /// The members' names, comma-separated; `defaults` when empty.
            public var description: String { RuleSwitches.Alternatives(rawValue: rawValue).description }

            init(_ switches: RuleSwitches.Alternatives) { self.init(rawValue: switches.rawValue) }
        }

        /// The alternatives in force for this process, from `HEADLESS_UIKIT_ALTERNATIVES`.
        public static var alternatives: Alternatives { Alternatives(RuleSwitches.alternatives) }

        /// The iOS major version whose rules apply, from `HEADLESS_UIKIT_IOS_VERSION` (default 18, at least 15).
        public static var iOSMajorVersion: Int { RuleSwitches.iOSMajorVersion }
    }
#endif
