// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// A container that manages a stack of view controllers, one on top at a time.
    ///
    /// HeadlessUIKit reproduces the stack rules of S2: every entry is a child, the stack changes
    /// synchronously when a push or pop returns, appearance callbacks run in UIKit's observed order, and
    /// an offscreen stack changes without any callback. Misuse UIKit raises on (pushing an instance twice
    /// or a navigation controller, as the root too, popping to a controller not in the stack) stops the
    /// process, and so does pushing a tab bar controller (whether UIKit raises is not verified); misuse
    /// UIKit only logs (starting a transition during another) is recorded as a warning. Non-animated transitions finish inside the call; animated ones finish on a
    /// later main-queue turn (see `HeadlessAnimations`).
    @preconcurrency @MainActor
    open class UINavigationController: UIViewController {
        /// A stack change whose appearance callbacks have begun and not yet ended.
        final class StackTransition {
            let outgoing: [UIViewController]
            /// Controllers of the change that another parent took while it ran: theirs now, not to undo.
            var takenAway: [ObjectIdentifier] = []
            /// Whether it is a non-animated change UIKit finishes on a later turn: a new change finishes it
            /// first, as UIKit coalesces deferred changes, with no nested-transition warning.
            let isDeferredNonAnimated: Bool
            private var work: (() -> Void)?

            init(outgoing: [UIViewController], isDeferredNonAnimated: Bool = false) {
                self.outgoing = outgoing
                self.isDeferredNonAnimated = isDeferredNonAnimated
            }

            func setWork(_ work: @escaping () -> Void) { self.work = work }

            /// Finishes the transition once; later calls do nothing.
            func finish() {
                let pending = work
                work = nil
                pending?()
            }
        }

        private var stack: [UIViewController] = []
        private(set) var runningTransition: StackTransition?
        /// The top controller the delegate was last told `didShow` of; kept under
        /// `delegateShowsOnAppearance` only.
        private weak var topShownToDelegate: UIViewController?
        /// The top the delegate was told `willShow` of as this controller began to appear, under
        /// `delegateShowsOnAppearance`: it hears `didShow` once the appearance ends.
        private weak var topShowingOnAppearance: UIViewController?
        private let storedNavigationBar = UINavigationBar(frame: .zero)
        private let storedToolbar: UIToolbar = {
            let toolbar = UIToolbar(frame: .zero)
            toolbar.isHidden = true
            return toolbar
        }()
        private lazy var storedPopGesture = InteractivePopGestureRecognizer(navigationController: self)

        /// Creates an empty navigation controller with custom bar classes (ignored by HeadlessUIKit).
        public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates a navigation controller whose stack holds `rootViewController`, pushed without animation.
        ///
        /// Apple documents it as a push of the root: a navigation or tab bar controller as the root is
        /// refused as a push of one is (it stops the process). The root's view is not loaded until the
        /// navigation controller appears (S1.4).
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
            Self.checkPushable(rootViewController)
            changeStack(to: [rootViewController], animated: false)
        }

        /// Creates a navigation controller with an empty stack (S2.11).
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// Creates a navigation controller from an archive. HeadlessUIKit has no archives: the stack is empty.
        public required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        // MARK: Stack

        /// Pushes a view controller on top of the stack (S2.2).
        ///
        /// Pushing an instance already in the stack, a navigation controller or a tab bar controller
        /// raises `NSInvalidArgumentException` in UIKit and stops the process here too (S2.6, F2.1, F2.2).
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            if stack.contains(where: { $0 === viewController }) {
                raiseUIKitException(
                    "NSInvalidArgumentException",
                    reason: "Pushing the same view controller instance (\(viewController.headlessDescription)) "
                        + "more than once is not supported")
            }
            Self.checkPushable(viewController)
            changeStack(to: stack + [viewController], animated: animated)
        }

        /// Stops the process where UIKit raises for a controller no stack can hold: a navigation
        /// controller, or a tab bar controller.
        private static func checkPushable(_ viewController: UIViewController) {
            // Most controllers are neither: asked of the class, without a cast that walks its superclasses.
            guard viewController.isStackOrTabContainer else { return }
            if viewController is UINavigationController {
                raiseUIKitException(
                    "NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
            }
            if viewController is UITabBarController {
                // Apple: a pushed controller "cannot be a tab bar controller" (S2.6). Whether UIKit raises
                // or only misbehaves is not verified; raising is the reading that cannot hide a bug.
                raiseUIKitException(
                    "NSInvalidArgumentException", reason: "Pushing a tab bar controller is not supported")
            }
        }

        /// Pops the top view controller and returns it; on a one-element stack does nothing and returns `nil` (S2.7).
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard stack.count > 1, let top = stack.last else { return nil }
            changeStack(to: Array(stack.dropLast()), animated: animated)
            return top
        }

        /// Pops until `viewController` is on top; returns the popped controllers in stack order (S2.8).
        ///
        /// When `viewController` is already on top, returns an empty array (HeadlessUIKit's choice, §3.4).
        /// A controller that is not in the stack raises `NSInternalInconsistencyException` in UIKit and stops
        /// the process here too (crash reports: "Tried to pop to a view controller that doesn't exist.").
        @discardableResult
        open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = stack.firstIndex(where: { $0 === viewController }) else {
                raiseUIKitException(
                    "NSInternalInconsistencyException", reason: "Tried to pop to a view controller that doesn't exist.")
            }
            let popped = Array(stack[(index + 1)...])
            guard !popped.isEmpty else { return [] }
            changeStack(to: Array(stack[...index]), animated: animated)
            return popped
        }

        /// Pops to the root view controller; returns the popped controllers in stack order (S2.8).
        @discardableResult
        open func popToRootViewController(animated: Bool) -> [UIViewController]? {
            guard let root = stack.first else { return nil }
            return popToViewController(root, animated: animated)
        }

        /// The controller on top of the stack.
        open var topViewController: UIViewController? { stack.last }

        /// The modally presented controller if there is one, otherwise the top controller (S2.12).
        open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

        /// The stack, root first. Setting it is `setViewControllers(_:animated: false)` (S2.9).
        open var viewControllers: [UIViewController] {
            get { stack }
            set { setViewControllers(newValue, animated: false) }
        }

        /// Replaces the whole stack with one transition (S2.9).
        ///
        /// Controllers that leave the stack stop being children. A list that holds one instance twice, or a
        /// navigation or tab bar controller, raises `NSInvalidArgumentException` as a push of it does and
        /// stops the process here too (for a tab bar controller, whether UIKit raises is not verified).
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            let identities = Set(viewControllers.map(ObjectIdentifier.init))
            guard identities.count == viewControllers.count else {
                raiseUIKitException(
                    "NSInvalidArgumentException",
                    reason: "Pushing the same view controller instance more than once is not supported")
            }
            if viewControllers.contains(where: { $0 is UINavigationController }) {
                raiseUIKitException(
                    "NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
            }
            if viewControllers.contains(where: { $0 is UITabBarController }) {
                // As for a push (S2.6): raising is the reading that cannot hide a bug.
                raiseUIKitException(
                    "NSInvalidArgumentException", reason: "Pushing a tab bar controller is not supported")
            }
            changeStack(to: viewControllers, animated: animated)
        }

        /// The stack plus, while a transition runs, the controllers leaving it (S2.1).
        /// A controller of the stack taken by another parent (pushed onto another stack, added as
        /// another container's child) leaves this stack too: UIKit's stack is its child list (S2.1).
        override func childLeft(_ child: UIViewController) {
            // A controller a running change is taking out or putting in: the change leaves it alone.
            if let runningTransition { runningTransition.takenAway.append(ObjectIdentifier(child)) }
            guard let index = stack.firstIndex(where: { $0 === child }) else { return }
            stack.remove(at: index)
        }

        override var isStackOrTabContainer: Bool { true }

        open override var children: [UIViewController] {
            // The stack itself while nothing leaves it, the usual case: no array to make.
            guard let outgoing = runningTransition?.outgoing, !outgoing.isEmpty else { return stack }
            return stack + outgoing
        }

        /// Pushes `vc`: a navigation controller interprets `show` as a push.
        open override func show(_ vc: UIViewController, sender: Any?) {
            pushViewController(vc, animated: true)
        }

        // MARK: Bars and delegate

        /// Whether the navigation bar is hidden. Default `false`.
        ///
        /// Setting it shows or hides the bar itself: `navigationBar.isHidden` follows (S2.10).
        open var isNavigationBarHidden: Bool = false {
            didSet { storedNavigationBar.isHidden = isNavigationBarHidden }
        }
        /// Hides or shows the navigation bar.
        open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
        /// The navigation bar.
        open var navigationBar: UINavigationBar { storedNavigationBar }
        /// Whether the toolbar is hidden. Default `true`.
        ///
        /// Setting it shows or hides the toolbar itself: `toolbar.isHidden` follows (S2.10).
        open var isToolbarHidden: Bool = true {
            didSet { storedToolbar.isHidden = isToolbarHidden }
        }
        /// Hides or shows the toolbar.
        open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
        /// The toolbar.
        open var toolbar: UIToolbar! { storedToolbar }
        /// The delegate, held weakly.
        ///
        /// UIKit calls the object last set here, whatever a subclass's override of the getter answers
        /// (UIKit reads its own storage, as Objective-C code reads an instance variable).
        weak open var delegate: (any UINavigationControllerDelegate)? {
            willSet { calledDelegate = newValue }
        }
        /// The delegate UIKit calls: the object last set through ``delegate``.
        private weak var calledDelegate: (any UINavigationControllerDelegate)?
        /// The recognizer of the back swipe; disabling it stops `HeadlessNavigation.swipeBack(in:completes:)`.
        ///
        /// Its delegate is the navigation controller's own, which allows the swipe only where a back button
        /// shows (see `showsSystemBackButton`), until the app sets one.
        open var interactivePopGestureRecognizer: UIGestureRecognizer? { storedPopGesture }
        /// Whether a swipe hides the bars. Default `false`.
        open var hidesBarsOnSwipe: Bool = false
        /// Whether a tap hides the bars. Default `false`.
        open var hidesBarsOnTap: Bool = false
        /// Whether the keyboard hides the bars. Default `false`.
        open var hidesBarsWhenKeyboardAppears: Bool = false
        /// Whether a compact height hides the bars. Default `false`.
        open var hidesBarsWhenVerticallyCompact: Bool = false

        // MARK: Internal

        override func childrenReceivingAppearance(appearing: Bool) -> [UIViewController] {
            guard let top = stack.last else { return [] }
            if appearing {
                // A stack changed while it was off screen moved no view: only the top's is shown (S2).
                for controller in stack.dropLast() where controller.viewIfLoaded?.superview === viewIfLoaded {
                    hideChildView(of: controller)
                }
                installChildView(of: top)
                if runningTransition == nil, top !== topShownToDelegate,
                    RuleSwitches.alternatives.contains(.delegateShowsOnAppearance)
                {
                    topShowingOnAppearance = top
                    calledDelegate?.navigationController(self, willShow: top, animated: appearanceAnimated)
                }
            }
            return [top]
        }

        /// Ends an appearance transition; under `delegateShowsOnAppearance`, a top the delegate was told
        /// `willShow` of as this controller began to appear is then shown (`didShow`).
        open override func endAppearanceTransition() {
            guard RuleSwitches.alternatives.contains(.delegateShowsOnAppearance) else {
                return super.endAppearanceTransition()
            }
            let announced = appearanceState == .appearing ? topShowingOnAppearance : nil
            topShowingOnAppearance = nil
            super.endAppearanceTransition()
            guard let announced, announced === stack.last, appearanceState == .appeared else { return }
            topShownToDelegate = announced
            calledDelegate?.navigationController(self, didShow: announced, animated: appearanceAnimated)
        }

        /// Whether the system's back gesture or back button can pop now.
        /// Whether the navigation bar shows a back button a person can tap: the bar is shown, the stack
        /// holds more than one controller, and the top's item neither hides the back button nor replaces it
        /// with leading items of its own (Apple: "the presence of custom left bar button items causes the
        /// Back button to be removed in favor of the custom items", unless `leftItemsSupplementBackButton`).
        package var showsSystemBackButton: Bool {
            guard !isNavigationBarHidden, stack.count > 1, let item = stack.last?.navigationItem, !item.hidesBackButton
            else { return false }
            return item.leftItemsSupplementBackButton || (item.leftBarButtonItems ?? []).isEmpty
        }

        package var canSystemPop: Bool {
            runningTransition == nil && stack.count > 1 && appearanceState == .appeared
        }

        /// Runs a completed back swipe: an interactive, animated pop of the top controller.
        package func runInteractivePop() {
            guard canSystemPop else { return }
            changeStack(to: Array(stack.dropLast()), animated: true, interactive: true)
        }

        /// Runs a back swipe that the user abandons: the previous controller starts to appear, then the
        /// transition runs backwards and the stack is unchanged. `didShow` is not called.
        package func runCancelledInteractivePop() {
            guard canSystemPop, let top = stack.last else { return }
            let previous = stack[stack.count - 2]
            installChildView(of: previous, below: top.viewIfLoaded)
            let coordinator = HeadlessTransitionCoordinator(
                from: top, to: previous, containerView: view, interactive: true)
            activeTransitionCoordinator = coordinator
            calledDelegate?.navigationController(self, willShow: previous, animated: true)
            top.movingFromParent = true
            top.beginAppearanceTransition(false, animated: true)
            previous.beginAppearanceTransition(true, animated: true)
            coordinator.startAnimations()
            let transition = StackTransition(outgoing: [])
            transition.setWork { [self] in
                coordinator.endInteraction(cancelled: true)
                activeTransitionCoordinator = nil
                previous.reverseAppearanceTransition()
                top.reverseAppearanceTransition()
                top.movingFromParent = false
                hideChildView(of: previous)
                if runningTransition === transition { runningTransition = nil }
                coordinator.end(cancelled: true)
            }
            runningTransition = transition
            AnimationEngine.shared.schedule { transition.finish() }
        }

        /// Moves the stack to `newStack` with at most one visible transition (S2.2, S2.3, S2.5, S2.9).
        ///
        /// Delegate order, HeadlessUIKit's choice where UIKit is unverified (§3.1): `willMove(toParent:)`
        /// of joining controllers, the new top's view load, `willShow`, the will-callbacks, the
        /// did-callbacks, `didMove(toParent:)`, then `didShow`.
        private func changeStack(to newStack: [UIViewController], animated: Bool, interactive: Bool = false) {
            if let running = runningTransition {
                if !running.isDeferredNonAnimated {
                    MisuseLog.record(
                        .nestedNavigationTransition,
                        "Nested navigation transition: \(headlessDescription) was asked to change its stack "
                            + "while a transition is still running; the navigation bar can end up corrupted.")
                }
                running.finish()
            }
            let oldStack = stack
            let oldTop = oldStack.last
            let newTop = newStack.last
            let added = newStack.filter { candidate in !oldStack.contains { $0 === candidate } }
            let removed = oldStack.filter { candidate in !newStack.contains { $0 === candidate } }
            for controller in added { addChild(controller) }
            for controller in removed { controller.willMove(toParent: nil) }
            stack = newStack

            let topChanges = appearanceState == .appeared && oldTop !== newTop
            // The coordinator exists before the will-callbacks, which can use it.
            let deferred = topChanges && !animated && RuleSwitches.alternatives.contains(.nonAnimatedNextTurn)
            let coordinator =
                topChanges && (animated || deferred)
                ? HeadlessTransitionCoordinator(
                    from: oldTop, to: newTop, containerView: view, interactive: interactive, animated: animated)
                : nil
            activeTransitionCoordinator = coordinator
            if topChanges {
                if let newTop {
                    newTop.movingToParent = added.contains { $0 === newTop }
                    installChildView(of: newTop)
                    calledDelegate?.navigationController(self, willShow: newTop, animated: animated)
                }
                if let oldTop { oldTop.movingFromParent = removed.contains { $0 === oldTop } }
                oldTop?.beginAppearanceTransition(false, animated: animated)
                newTop?.beginAppearanceTransition(true, animated: animated)
            }
            coordinator?.startAnimations()
            let transition = StackTransition(outgoing: removed, isDeferredNonAnimated: deferred)
            transition.setWork { [self] in
                coordinator?.endInteraction(cancelled: false)
                if runningTransition === transition { runningTransition = nil }
                if activeTransitionCoordinator === coordinator { activeTransitionCoordinator = nil }
                let takenAway = transition.takenAway
                if topChanges {
                    if let oldTop, !takenAway.contains(ObjectIdentifier(oldTop)) { hideChildView(of: oldTop) }
                    oldTop?.endAppearanceTransition()
                    newTop?.endAppearanceTransition()
                    oldTop?.movingFromParent = false
                    newTop?.movingToParent = false
                }
                // A controller another parent took meanwhile (pushed onto another stack while it left
                // this one) is that parent's now: nothing of it is this controller's to undo.
                for controller in removed where !takenAway.contains(ObjectIdentifier(controller)) {
                    if topChanges, controller !== oldTop, RuleSwitches.alternatives.contains(.intermediatesAppear) {
                        controller.runAppearancePair(animated: animated)
                    }
                    hideChildView(of: controller)
                    controller.resetAppearanceSilently()
                    controller.removeFromParent()
                }
                for controller in added where !takenAway.contains(ObjectIdentifier(controller)) {
                    controller.didMove(toParent: self)
                }
                if topChanges, let newTop {
                    if RuleSwitches.alternatives.contains(.delegateShowsOnAppearance) { topShownToDelegate = newTop }
                    calledDelegate?.navigationController(self, didShow: newTop, animated: animated)
                }
                coordinator?.end(cancelled: false)
            }
            if topChanges && (animated || deferred) {
                runningTransition = transition
                AnimationEngine.shared.schedule { transition.finish() }
            } else {
                transition.finish()
            }
        }
    }

    extension UINavigationController {
        /// The kind of transition a navigation controller runs.
        public enum Operation: Int, @unchecked Sendable {
            /// No transition.
            case none = 0
            /// A push.
            case push = 1
            /// A pop.
            case pop = 2
        }

        /// How long the bars take to hide or show, in seconds.
        public static let hideShowBarDuration: CGFloat = 0.2
    }
#endif
