// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// An object that manages a view and its place in the app's hierarchy of view controllers.
    ///
    /// HeadlessUIKit reproduces UIKit's rules for the navigation subset: lazy view loading (S1),
    /// containment (S5), presentation chains (S3), appearance callbacks and ancestor lookup (S6).
    @preconcurrency @MainActor
    open class UIViewController: UIResponder {
        enum AppearanceState { case disappeared, appearing, appeared, disappearing }

        private var storedView: UIView?
        private let storedNibName: String?
        private let storedNibBundle: Bundle?
        private var storedNavigationItem: UINavigationItem?
        private var storedTabBarItem: UITabBarItem?
        private weak var storedParent: UIViewController?
        var storedChildren: [UIViewController] = []

        /// The controller this one presents (strong, as in UIKit).
        package var storedPresented: UIViewController?
        /// The controller that presents this one.
        package weak var storedPresenting: UIViewController?
        /// Whether a presentation or dismissal hosted by this controller is running.
        package var isRunningPresentationTransition = false

        /// The coordinator of the animated transition this controller is running, if any.
        var activeTransitionCoordinator: HeadlessTransitionCoordinator?
        /// The coordinator of the animated presentation or dismissal this controller hosts, if any (F3.1).
        var hostedPresentationCoordinator: HeadlessTransitionCoordinator?
        var appearanceState: AppearanceState = .disappeared
        private(set) var appearanceAnimated = false
        private var appearanceForwardees: [UIViewController] = []
        var beingPresented = false
        var beingDismissed = false
        /// Whether a dismissal under way takes this controller away (it or a presenter below it runs
        /// one that reaches it), whatever the controller itself reports.
        private var isLeavingInDismissal = false
        /// While a presentation that covers this presenter (full screen, or over its current context) is
        /// up, where its view goes back when that presentation is dismissed (S3.3): a superview, held
        /// weakly, and a place among its subviews; no superview once the container that showed this
        /// controller shows another child (an unselected tab, a screen pushed over).
        private var coveredViewPlacement: (superview: WeakView, index: Int)?
        /// Where this controller's view goes back when the container that hid the context it is
        /// presented over shows that context again.
        private var hiddenContextPlacement: (superview: WeakView, index: Int)?
        var movingToParent = false
        var movingFromParent = false
        private var storedModalPresentationStyle: UIModalPresentationStyle = .automatic

        /// Creates a view controller; with no nib in HeadlessUIKit, its view is built in code.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            storedNibName = nibNameOrNil
            storedNibBundle = nibBundleOrNil
            super.init()
            storedDefinesPresentationContext = isStackOrTabContainer
        }

        /// Creates a view controller from an archive. HeadlessUIKit has no archives, so it starts empty.
        public required init?(coder: NSCoder) {
            storedNibName = nil
            storedNibBundle = nil
            super.init()
            storedDefinesPresentationContext = isStackOrTabContainer
        }

        /// Creates a view controller with no nib.
        public override convenience init() {
            self.init(nibName: nil, bundle: nil)
        }

        // MARK: View loading (S1)

        /// The root view, loaded on first access by `loadView()` then `viewDidLoad()` (S1.1).
        ///
        /// A view another controller holds as its view raises `UIViewControllerHierarchyInconsistency`, as
        /// UIKit does, and stops the process here (S1.5).
        open var view: UIView! {
            get {
                loadViewIfNeeded()
                return storedView
            }
            set {
                if let newValue, let owner = newValue.owningViewController, owner !== self,
                    owner.storedView === newValue
                {
                    raiseUIKitException(
                        "UIViewControllerHierarchyInconsistency",
                        reason: "A view can only be associated with at most one view controller at a time! View "
                            + "\(newValue) is associated with \(owner.headlessDescription). Clear this association "
                            + "before associating this view with \(headlessDescription).")
                }
                storedView?.owningViewController = nil
                storedView = newValue
                newValue?.owningViewController = self
            }
        }

        /// Creates the root view. The default makes a plain, screen-sized `UIView` (S1.3).
        open func loadView() {
            view = UIView(frame: UIScreen.main.bounds)
        }

        /// Loads the view now if it is not loaded yet.
        open func loadViewIfNeeded() {
            guard storedView == nil else { return }
            loadView()
            if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
            viewDidLoad()
        }

        /// The view if it is loaded, without loading it (S1.2).
        open var viewIfLoaded: UIView? { storedView }
        /// Called once, after the view loaded. Default does nothing.
        open func viewDidLoad() {}
        /// Whether the view is loaded; reading it never loads the view (S1.2).
        open var isViewLoaded: Bool { storedView != nil }
        /// The nib name given at creation.
        open var nibName: String? { storedNibName }
        /// The nib bundle given at creation.
        open var nibBundle: Bundle? { storedNibBundle }

        // MARK: Appearance

        /// Called before the view joins the visible hierarchy. Default does nothing.
        ///
        /// UIKit calls it; code that calls it directly records UIKit's warning (S5.6).
        open func viewWillAppear(_ animated: Bool) { noteAppearanceCallback(.viewWillAppear) }
        /// Called when the view is joining the visible hierarchy, after `viewWillAppear`. Default does nothing.
        open func viewIsAppearing(_ animated: Bool) {}
        /// Called after the view joined the visible hierarchy. Default does nothing.
        ///
        /// UIKit calls it; code that calls it directly records UIKit's warning (S5.6).
        open func viewDidAppear(_ animated: Bool) { noteAppearanceCallback(.viewDidAppear) }
        /// Called before the view leaves the visible hierarchy. Default does nothing.
        ///
        /// UIKit calls it; code that calls it directly records UIKit's warning (S5.6).
        open func viewWillDisappear(_ animated: Bool) { noteAppearanceCallback(.viewWillDisappear) }
        /// Called after the view left the visible hierarchy. Default does nothing.
        ///
        /// UIKit calls it; code that calls it directly records UIKit's warning (S5.6).
        open func viewDidDisappear(_ animated: Bool) { noteAppearanceCallback(.viewDidDisappear) }

        /// The appearance methods UIKit calls, and code must not call itself.
        private enum AppearanceMethod: String {
            case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        }

        /// The controller UIKit is calling an appearance method of, and that method, while it does.
        @exclusivity(unchecked) private static var appearanceCall: (callee: ObjectIdentifier, method: AppearanceMethod)?

        /// Calls `method` of this controller as UIKit does, through `callback`.
        private func deliverAppearanceCallback(_ method: AppearanceMethod, _ callback: () -> Void) {
            let outer = Self.appearanceCall
            Self.appearanceCall = (ObjectIdentifier(self), method)
            callback()
            Self.appearanceCall = outer
        }

        /// Records UIKit's warning when app code, not UIKit, calls the appearance method `method` (UIKit:
        /// "Calling -viewWillAppear: directly on a view controller is not supported"; Apple's
        /// `beginAppearanceTransition(_:animated:)`: "Do not invoke viewWillAppear:, … directly").
        private func noteAppearanceCallback(_ method: AppearanceMethod) {
            if let call = Self.appearanceCall, call.callee == ObjectIdentifier(self), call.method == method { return }
            let name = method.rawValue
            MisuseLog.record(
                .appearanceMethodCalledDirectly,
                "Calling -\(name): directly on a view controller is not supported, and may result in out-of-order "
                    + "callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and "
                    + "-endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks "
                    + "instead. View controller: \(headlessDescription)")
        }
        /// Called before the view lays out its subviews. Default does nothing.
        open func viewWillLayoutSubviews() {}
        /// Called after the view laid out its subviews. Default does nothing.
        open func viewDidLayoutSubviews() {}

        /// The controller's title; setting it also updates its navigation item's title (S4.6).
        open var title: String? {
            didSet {
                storedNavigationItem?.title = title
                storedTabBarItem?.title = title
            }
        }

        /// Called when memory runs low. Default does nothing.
        open func didReceiveMemoryWarning() {}

        // MARK: Relationships

        /// The containing view controller, or `nil`. Held weakly.
        open var parent: UIViewController? { storedParent }

        /// The controller presented by this controller or its nearest ancestor (S3.6).
        open var presentedViewController: UIViewController? {
            storedPresented ?? storedParent?.presentedViewController
        }

        /// The controller that presented this controller or its farthest presented ancestor (S3.6).
        open var presentingViewController: UIViewController? {
            storedPresenting ?? storedParent?.presentingViewController
        }

        /// Whether this controller's view is covered when a descendant presents over the current context.
        ///
        /// `false` by default; "some system-provided view controllers, such as UINavigationController,
        /// change the default value to true" (Apple's documentation): HeadlessUIKit's navigation and tab
        /// bar controllers do.
        open var definesPresentationContext: Bool {
            get { storedDefinesPresentationContext }
            set { storedDefinesPresentationContext = newValue }
        }
        /// Set in the initializers: `true` for a navigation or tab bar controller.
        private var storedDefinesPresentationContext = false
        /// Whether this controller supplies the transition style for current-context presentations.
        open var providesPresentationContextTransitionStyle: Bool = false
        /// Whether the controller is being presented: true inside its appear callbacks (S3.9).
        open var isBeingPresented: Bool { beingPresented }
        /// Whether the controller is being dismissed: true inside its disappear callbacks (S3.9).
        open var isBeingDismissed: Bool { beingDismissed }
        /// Whether the controller is joining a parent: true inside its appear callbacks when pushed.
        open var isMovingToParent: Bool { movingToParent }
        /// Whether the controller is leaving a parent: true inside its disappear callbacks when popped.
        open var isMovingFromParent: Bool { movingFromParent }

        // MARK: Presentation (S3)

        /// Presents a view controller modally.
        ///
        /// The presenter is the farthest ancestor (S3.5), or for current-context styles the nearest one
        /// that defines the presentation context. As in UIKit, presenting from a controller that is
        /// already presenting, is mid-transition, or is not in a window presents nothing and never calls
        /// `completion`; HeadlessUIKit records the warning UIKit logs (S3.8).
        open func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            let presented = viewControllerToPresent
            let host = presentationHost(for: presented.modalPresentationStyle)
            // Made only for a message: a presentation that goes through needs no text.
            let names = {
                "\(presented.headlessDescription) on \(host.headlessDescription) (from \(self.headlessDescription))"
            }
            if let presenter = presented.storedPresenting {
                raiseUIKitException(
                    "NSInvalidArgumentException",
                    reason: "Application tried to present modally a view controller \(presented.headlessDescription) "
                        + "that is already being presented by \(presenter.headlessDescription).")
            }
            // A child, the host itself, or a controller that presents one is active (F2.3): presenting the
            // controller that presents you would close a cycle of presentations.
            if presented.storedParent != nil || presented === host || presented.storedPresented != nil {
                raiseUIKitException(
                    "NSInvalidArgumentException",
                    reason:
                        "Application tried to present modally an active controller \(presented.headlessDescription).")
            }
            // The host's own presentation counts too: a controller still appearing as it is presented (its
            // `viewWillAppear`, its animation) cannot present yet; from `viewDidAppear` on, it can.
            if host.isRunningPresentationTransition || (host.beingPresented && host.appearanceState == .appearing) {
                MisuseLog.record(
                    .presentWhileTransitionInProgress,
                    "Attempt to present \(names()) while a presentation is in progress.")
                return
            }
            // A controller on its way out presents nothing: from its `viewWillDisappear`, or while the
            // dismissal animates (UIKit logs and presents nothing; community-observed).
            if host.isInsideLeavingPresentation {
                MisuseLog.record(
                    .presentWhileTransitionInProgress,
                    "Attempt to present \(names()) while a presentation is in progress.")
                return
            }
            if let current = host.storedPresented {
                MisuseLog.record(
                    .presentWhileAlreadyPresenting,
                    "Attempt to present \(names()) which is already presenting \(current.headlessDescription).")
                return
            }
            guard let window = host.viewIfLoaded?.window else {
                MisuseLog.record(
                    .presentNotInWindowHierarchy,
                    "Attempt to present \(names()) whose view is not in the window hierarchy.")
                return
            }
            presented.presentationController?.presentationWillBegin(presenting: host)
            let adaptedStyle = presented.presentationController?.adaptedStyle(in: window.traitCollection)
            // Only a popover shown as one needs an anchor: one that a compact width adapts to a sheet
            // does not (an activity sheet without a source view works on an iPhone, and raises on an iPad).
            if adaptedStyle == nil, let popover = presented.popoverPresentationController, !popover.hasAnchor {
                raiseUIKitException(
                    "NSGenericException",
                    reason: "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or "
                        + "barButtonItem set before the presentation occurs.")
            }
            presented.adaptedPresentationStyle = adaptedStyle
            host.storedPresented = presented
            presented.storedPresenting = host
            host.isRunningPresentationTransition = true
            presented.beingPresented = true
            presented.loadViewIfNeeded()
            // Over a context a container shows (a tab's stack, a screen of a stack), the presented view
            // shows where that context shows, above it: it goes and comes back with it (S3.3). Anything
            // else is presented over the window.
            if presented.modalPresentationStyle.isCurrentContext,
                let hostView = host.viewIfLoaded, let superview = hostView.superview, superview !== window
            {
                presented.view.frame = hostView.frame
                UIView.movingForUIKit { superview.insertSubview(presented.view, aboveSubview: hostView) }
            } else {
                presented.view.frame = window.bounds
                UIView.movingForUIKit { window.addSubview(presented.view) }
            }
            let coversHost = presented.modalPresentationStyle.coversPresenter
            // The coordinator exists before the will-callbacks, which can use it (F3.1).
            let deferred = !flag && RuleSwitches.alternatives.contains(.nonAnimatedNextTurn)
            let coordinator =
                flag || deferred
                ? HeadlessTransitionCoordinator(
                    from: host, to: presented, containerView: window,
                    presentationStyle: presented.modalPresentationStyle, animated: flag) : nil
            presented.activeTransitionCoordinator = coordinator
            host.hostedPresentationCoordinator = coordinator
            if coversHost { host.beginAppearanceTransition(false, animated: flag) }
            presented.beginAppearanceTransition(true, animated: flag)
            coordinator?.startAnimations()
            let finish = {
                presented.endAppearanceTransition()
                if coversHost {
                    // Out of the window before `viewDidDisappear`, which tells that the view was removed.
                    host.takeViewOutWhileCovered()
                    host.endAppearanceTransition()
                }
                presented.beingPresented = false
                presented.activeTransitionCoordinator = nil
                host.hostedPresentationCoordinator = nil
                host.isRunningPresentationTransition = false
                coordinator?.end(cancelled: false)
                completion?()
            }
            if flag || deferred { AnimationEngine.shared.schedule(finish) } else { finish() }
        }

        /// Dismisses the controller this one (or an ancestor) presents, or else the one that presents it.
        ///
        /// Dismissing lower in a chain dismisses everything above it; only the top controller gets
        /// disappear callbacks (S3.7). HeadlessUIKit's choices where UIKit is unverified: with nothing
        /// to dismiss, `completion` is called at once (§3.6); the cross-order is the top's
        /// `viewWillDisappear`, the presenter's will/did-appear, then the top's `viewDidDisappear` (S3.4).
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            let host: UIViewController
            if let owner = presentationOwner() {
                host = owner
            } else if let presenter = presentingViewController {
                host = presenter
            } else {
                // Nothing to dismiss: whether UIKit still runs the completion is not documented (§3.6).
                if !RuleSwitches.alternatives.contains(.emptyDismissalSkipsCompletion) { completion?() }
                return
            }
            host.dismissPresentedChain(animated: flag, completion: completion)
        }

        /// The coordinator of the animated transition that involves this controller or an ancestor, if any.
        ///
        /// During an animated presentation or dismissal both the presented controller and its presenter
        /// vend the coordinator, and so do the presenter's children through it (F3.1: "When a
        /// presentation or dismissal is in progress, this method returns the transition coordinator …
        /// UIKit checks the view controller's ancestors").
        open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
            activeTransitionCoordinator ?? hostedPresentationCoordinator ?? storedParent?.transitionCoordinator
        }

        /// The transition style for a modal presentation. Default `.coverVertical`.
        open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

        /// The presentation style; reading it never returns `.automatic` (S3.1).
        ///
        /// `.automatic` resolves by the iOS version HeadlessUIKit follows (`HeadlessBehaviors.iOSMajorVersion`):
        /// `.pageSheet` on iOS 15 to 17, `.formSheet` from iOS 18, for standard view controllers.
        open var modalPresentationStyle: UIModalPresentationStyle {
            get {
                guard storedModalPresentationStyle == .automatic else { return storedModalPresentationStyle }
                return RuleSwitches.iOSMajorVersion >= 18 ? .formSheet : .pageSheet
            }
            set { storedModalPresentationStyle = newValue }
        }

        /// Whether the user is kept from swiping the presented sheet away. Default `false`.
        open var isModalInPresentation: Bool = false

        /// The controller's traits: an iPhone's in portrait (compact width, regular height).
        open var traitCollection: UITraitCollection { .phonePortrait }

        /// The style UIKit shows this presented controller in after adapting its `modalPresentationStyle`
        /// to a compact width, when it did: a popover on an iPhone shows as a sheet (`.formSheet`), unless
        /// the presentation controller's delegate asks for `.none`. `nil` when nothing adapted.
        package var adaptedPresentationStyle: UIModalPresentationStyle?

        /// The style the presentation looks and behaves like: the adapted one, else `modalPresentationStyle`.
        package var effectivePresentationStyle: UIModalPresentationStyle {
            adaptedPresentationStyle ?? modalPresentationStyle
        }

        /// The presentation controller of this controller's presentation, made on first access for the
        /// `modalPresentationStyle` of that moment: a sheet's, a popover's, or a plain one.
        ///
        /// UIKit keeps the one it made: "Always set the value of that property before accessing any of the
        /// presentation controller properties." A style set afterwards does not replace it, so
        /// `popoverPresentationController` stays `nil` on a controller whose sheet controller was read first.
        /// A child controller answers its nearest ancestor's: "If the view controller or one of its
        /// ancestors is managed by a presentation controller, this property contains that object."
        open var presentationController: UIPresentationController? {
            if let storedPresentationController { return storedPresentationController }
            if storedPresenting == nil, let parent = storedParent { return parent.presentationController }
            let made: UIPresentationController
            switch modalPresentationStyle {
            case .pageSheet, .formSheet:
                made = UISheetPresentationController(presentedViewController: self, presenting: storedPresenting)
            case .popover:
                made = UIPopoverPresentationController(presentedViewController: self, presenting: storedPresenting)
            default:
                made = UIPresentationController(presentedViewController: self, presenting: storedPresenting)
            }
            storedPresentationController = made
            return made
        }

        /// The sheet presentation controller, when the controller is presented (or set up) as a page or form sheet.
        open var sheetPresentationController: UISheetPresentationController? {
            presentationController as? UISheetPresentationController
        }

        /// The popover presentation controller, when the controller is presented (or set up) as a popover.
        open var popoverPresentationController: UIPopoverPresentationController? {
            presentationController as? UIPopoverPresentationController
        }

        private var storedPresentationController: UIPresentationController?

        /// Shows a controller in the primary context: pushed in a navigation controller, else presented.
        open func show(_ vc: UIViewController, sender: Any?) {
            if let navigationController {
                navigationController.show(vc, sender: sender)
            } else {
                present(vc, animated: true)
            }
        }

        /// Shows a controller in the detail context; without a split view, this presents it.
        open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
            present(vc, animated: true)
        }

        /// The preferred size of the content. Default zero.
        open var preferredContentSize: CGSize = .zero

        // MARK: Containment (S5)

        /// Whether appearance callbacks are forwarded to children automatically. Default `true`.
        open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

        /// Called before the controller joins or leaves a parent. Default does nothing.
        open func willMove(toParent parent: UIViewController?) {}
        /// Called after the controller joined or left a parent. Default does nothing.
        open func didMove(toParent parent: UIViewController?) {}

        /// The child view controllers.
        open var children: [UIViewController] { storedChildren }

        /// Adds a child: calls its `willMove(toParent:)` first; the caller calls `didMove(toParent:)` (S5.1).
        ///
        /// A child whose view lies in the views of another controller (shown in another container) raises
        /// `UIViewControllerHierarchyInconsistency`, as UIKit does, and stops the process (S5.8).
        open func addChild(_ childController: UIViewController) {
            guard childController !== self, childController.storedParent !== self else { return }
            if let owner = childController.storedView?.superview?.nearestOwningController, owner !== self {
                raiseUIKitException(
                    "UIViewControllerHierarchyInconsistency",
                    reason: "child view controller:\(childController.headlessDescription) should have parent view "
                        + "controller:\(owner.headlessDescription) but requested parent is:\(headlessDescription)")
            }
            if let formerParent = childController.storedParent {
                childController.removeFromParent()
                formerParent.childLeft(childController)
            }
            childController.willMove(toParent: self)
            storedChildren.append(childController)
            childController.storedParent = self
        }

        /// Leaves the parent and then calls `didMove(toParent: nil)`; the caller calls `willMove` first (S5.2).
        open func removeFromParent() {
            guard let parent = storedParent else { return }
            parent.storedChildren.removeAll { $0 === self }
            storedParent = nil
            didMove(toParent: nil)
        }

        /// Called on the former parent once another parent has taken `child` from it: a container whose
        /// own list holds its children (a navigation controller's stack) drops it there too.
        func childLeft(_ child: UIViewController) {}

        /// Whether this is a navigation or tab bar controller, which no navigation stack can hold, and
        /// which defines the presentation context by default.
        var isStackOrTabContainer: Bool { false }

        /// This controller's view is about to join a window (`newWindow`) or leave it (`nil`) (S5.7);
        /// whether an appearance transition began, which the view ends once it has moved.
        ///
        /// A child of a custom container that is on screen, settled, and forwards appearance automatically
        /// appears as its view joins the window and disappears as it leaves, without animation: what a
        /// container does by adding or removing a child's view after it appeared. Navigation and tab bar
        /// controllers, presentations and windows drive their controllers' appearance themselves, before
        /// the views move, so their controllers are already appearing or disappearing here.
        func viewWillMove(toWindow newWindow: UIWindow?) -> Bool {
            // A controller whose appearance a container drives is already appearing or disappearing here.
            let appearing = newWindow != nil
            guard appearanceState == (appearing ? .disappeared : .appeared), let parent = storedParent,
                !parent.isStackOrTabContainer, parent.shouldAutomaticallyForwardAppearanceMethods
            else { return false }
            switch parent.appearanceState {
            case .appeared:
                break
            case .appearing where appearing:
                // Added while its container appears: it appears with the container, whose end ends it too.
                beginAppearanceTransition(true, animated: parent.appearanceAnimated)
                parent.appearanceForwardees.append(self)
                return false
            case .disappearing where !appearing:
                // Taken out while its container disappears: its view leaves the window now.
                break
            default:
                return false
            }
            beginAppearanceTransition(appearing, animated: false)
            return true
        }

        /// Swaps the views of two children, driving their appearance callbacks (S5.5).
        ///
        /// Both must be children of the receiver, and the receiver must forward appearance callbacks to
        /// its children automatically; otherwise UIKit raises `NSInvalidArgumentException` (UIViewController.h),
        /// and HeadlessUIKit stops the process. `toView` joins `fromView`'s superview at once, above it;
        /// `fromView` leaves it once the transition completes, as the header says, just before the
        /// completion, which runs on a later main-queue turn.
        open func transition(
            from fromViewController: UIViewController, to toViewController: UIViewController,
            duration: TimeInterval, options: UIView.AnimationOptions = [],
            animations: (() -> Void)?,
            completion: ((Bool) -> Void)? = nil
        ) {
            guard fromViewController.storedParent === self, toViewController.storedParent === self else {
                raiseUIKitException(
                    "NSInvalidArgumentException",
                    reason: "Children view controllers \(fromViewController.headlessDescription) and "
                        + "\(toViewController.headlessDescription) must have a common parent view controller "
                        + "when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
                )
            }
            if !shouldAutomaticallyForwardAppearanceMethods {
                raiseUIKitException(
                    "NSInvalidArgumentException",
                    reason: "\(headlessDescription) forwards appearance callbacks to its children explicitly: "
                        + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] "
                        + "is not supported")
            }
            let visible = appearanceState == .appeared
            toViewController.loadViewIfNeeded()
            if visible {
                fromViewController.beginAppearanceTransition(false, animated: duration > 0)
                toViewController.beginAppearanceTransition(true, animated: duration > 0)
            }
            let fromView = fromViewController.viewIfLoaded
            let container = fromView?.superview
            if let fromView, let container {
                UIView.movingForUIKit { container.insertSubview(toViewController.view, aboveSubview: fromView) }
            }
            animations?()
            AnimationEngine.shared.schedule {
                // The header: the from view leaves its superview after the transition completes.
                if let fromView, let container, fromView.superview === container {
                    UIView.movingForUIKit { fromView.removeFromSuperview() }
                }
                if visible {
                    fromViewController.endAppearanceTransition()
                    toViewController.endAppearanceTransition()
                }
                completion?(true)
            }
        }

        /// Starts an appearance transition: calls `viewWillAppear` (loading the view) or `viewWillDisappear`.
        ///
        /// With automatic forwarding, children whose views are in this view receive it too. Beginning
        /// while a transition is running is unbalanced: HeadlessUIKit records UIKit's warning (S5.4).
        open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
            if appearanceState == .appearing || appearanceState == .disappearing {
                MisuseLog.record(
                    .unbalancedAppearanceTransition,
                    "Unbalanced calls to begin/end appearance transitions for \(headlessDescription).")
            }
            appearanceAnimated = animated
            appearanceForwardees = []
            if isAppearing {
                appearanceState = .appearing
                loadViewIfNeeded()
                deliverAppearanceCallback(.viewWillAppear) { viewWillAppear(animated) }
                viewIsAppearing(animated)
            } else {
                appearanceState = .disappearing
                deliverAppearanceCallback(.viewWillDisappear) { viewWillDisappear(animated) }
            }
            // A child the callback added whose view joined the window has begun already, with this
            // transition (S5.7): it is not begun twice.
            let joined = appearanceForwardees
            let forwarded =
                shouldAutomaticallyForwardAppearanceMethods ? childrenReceivingAppearance(appearing: isAppearing) : []
            appearanceForwardees = forwarded
            for child in joined where !forwarded.contains(where: { $0 === child }) {
                appearanceForwardees.append(child)
            }
            for child in forwarded where !joined.contains(where: { $0 === child }) {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }

        /// Ends an appearance transition: calls `viewDidAppear` or `viewDidDisappear`.
        ///
        /// Ending with no transition running is unbalanced: HeadlessUIKit records UIKit's warning (S5.4).
        open func endAppearanceTransition() {
            let appearing: Bool
            switch appearanceState {
            case .appearing: appearing = true
            case .disappearing: appearing = false
            case .appeared, .disappeared:
                MisuseLog.record(
                    .unbalancedAppearanceTransition,
                    "Unbalanced calls to begin/end appearance transitions for \(headlessDescription).")
                return
            }
            appearanceState = appearing ? .appeared : .disappeared
            let animated = appearanceAnimated
            if appearing {
                deliverAppearanceCallback(.viewDidAppear) { viewDidAppear(animated) }
            } else {
                deliverAppearanceCallback(.viewDidDisappear) { viewDidDisappear(animated) }
            }
            let forwardees = appearanceForwardees
            appearanceForwardees = []
            for child in forwardees { child.endAppearanceTransition() }
        }

        // MARK: Navigation and tab items

        /// The item a navigation bar shows for this controller, created on demand.
        open var navigationItem: UINavigationItem {
            if let storedNavigationItem { return storedNavigationItem }
            let item = UINavigationItem(title: title ?? "")
            item.title = title
            storedNavigationItem = item
            return item
        }

        /// Whether the bottom bar hides while this controller is on top of a navigation stack. Default `false`.
        open var hidesBottomBarWhenPushed: Bool = false

        /// The nearest ancestor that is a navigation controller (S6.1).
        open var navigationController: UINavigationController? {
            nearestAncestor(of: UINavigationController.self)
        }

        /// The item a tab bar shows for this controller, created lazily with the controller's title (S4.6).
        open var tabBarItem: UITabBarItem! {
            get {
                if let storedTabBarItem { return storedTabBarItem }
                let item = UITabBarItem(title: title, image: nil, tag: 0)
                storedTabBarItem = item
                return item
            }
            set { storedTabBarItem = newValue }
        }

        /// The nearest ancestor that is a tab bar controller (S6.2).
        open var tabBarController: UITabBarController? {
            nearestAncestor(of: UITabBarController.self)
        }

        /// The items a navigation controller's toolbar shows for this controller.
        open var toolbarItems: [UIBarButtonItem]?

        /// Sets the toolbar items.
        open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
            self.toolbarItems = toolbarItems
        }

        /// The responder after a view controller: its view's superview, else its parent or presenter.
        open override var next: UIResponder? {
            storedView?.superview ?? storedParent ?? storedPresenting
        }

        // MARK: Internal

        /// The children that receive this controller's appearance transitions. Containers override it.
        func childrenReceivingAppearance(appearing: Bool) -> [UIViewController] {
            guard let ownView = storedView else { return [] }
            return storedChildren.filter { child in
                guard let childView = child.viewIfLoaded else { return false }
                return childView.isDescendant(of: ownView)
            }
        }

        /// Puts a child's view into this controller's view, sized to it, below `sibling` (when it is a
        /// subview) or on top. Does nothing when the child's view is already there; a child that a
        /// presentation covers stays out, to come back there when that presentation ends (S3.3).
        func installChildView(of child: UIViewController, below sibling: UIView? = nil) {
            let ownView: UIView = view
            let childView: UIView = child.view
            guard childView.superview !== ownView else { return }
            let siblingIndex = sibling.flatMap { sibling in ownView.subviews.firstIndex { $0 === sibling } }
            defer { showContextPresentations(of: child) }
            guard child.coveredViewPlacement == nil else {
                child.coveredViewPlacement = (WeakView(ownView), siblingIndex ?? ownView.subviews.count)
                return
            }
            childView.frame = ownView.bounds
            if let siblingIndex {
                UIView.movingForUIKit { ownView.insertSubview(childView, at: siblingIndex) }
            } else {
                UIView.movingForUIKit { ownView.addSubview(childView) }
            }
        }

        /// The nearest strict ancestor of the given type, by the parent chain only (S6).
        func nearestAncestor<Ancestor: UIViewController>(of type: Ancestor.Type) -> Ancestor? {
            var current = storedParent
            while let candidate = current {
                if let match = candidate as? Ancestor { return match }
                current = candidate.storedParent
            }
            return nil
        }

        /// Whether this controller or any descendant hosts a presentation.
        var hostsPresentationInSubtree: Bool {
            storedPresented != nil || storedChildren.contains { $0.hostsPresentationInSubtree }
        }

        /// UIKit-style description used in warnings: `<TypeName: 0xADDRESS>`.
        var headlessDescription: String {
            let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
            return "<\(type(of: self)): 0x\(address)>"
        }

        /// Runs the running appearance transition backwards, as a cancelled interactive transition does.
        ///
        /// An appearing controller gets `viewWillDisappear` then `viewDidDisappear`; a disappearing one
        /// gets `viewWillAppear` then `viewDidAppear`. Forwarded children are reversed with it.
        func reverseAppearanceTransition() {
            let forwardees = appearanceForwardees
            appearanceForwardees = []
            switch appearanceState {
            case .appearing:
                let animated = appearanceAnimated
                deliverAppearanceCallback(.viewWillDisappear) { viewWillDisappear(animated) }
                appearanceState = .disappeared
                deliverAppearanceCallback(.viewDidDisappear) { viewDidDisappear(animated) }
            case .disappearing:
                let animated = appearanceAnimated
                deliverAppearanceCallback(.viewWillAppear) { viewWillAppear(animated) }
                viewIsAppearing(animated)
                appearanceState = .appeared
                deliverAppearanceCallback(.viewDidAppear) { viewDidAppear(animated) }
            case .appeared, .disappeared:
                return
            }
            for child in forwardees { child.reverseAppearanceTransition() }
        }

        /// Gives a controller that is passed over a will/did-appear pair, as
        /// `HeadlessBehaviors.Alternatives.intermediatesAppear` has it.
        func runAppearancePair(animated: Bool) {
            guard appearanceState != .appearing, appearanceState != .disappearing else { return }
            appearanceState = .disappeared
            beginAppearanceTransition(true, animated: animated)
            endAppearanceTransition()
        }

        /// Forgets appearance state without callbacks, for controllers removed without ever being told.
        func resetAppearanceSilently() {
            appearanceState = .disappeared
            let forwardees = appearanceForwardees
            appearanceForwardees = []
            for child in forwardees + storedChildren { child.resetAppearanceSilently() }
        }

        private func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
            var host: UIViewController = self
            if style == .currentContext || style == .overCurrentContext {
                var candidate: UIViewController? = self
                while let current = candidate {
                    if current.definesPresentationContext { return current }
                    candidate = current.storedParent
                }
            }
            while let parent = host.storedParent { host = parent }
            return host
        }

        /// This controller or its nearest ancestor that hosts a presentation.
        private func presentationOwner() -> UIViewController? {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.storedPresented != nil { return candidate }
                current = candidate.storedParent
            }
            return nil
        }

        /// Dismisses this presented controller as the system does for the user: animated, interactive for a
        /// sheet's swipe (its coordinator reports `initiallyInteractive`), not for a tap outside a popover.
        ///
        /// `willBegin` runs once the dismissal's coordinator exists and before any appearance callback:
        /// where UIKit tells the presentation controller's delegate, which "can use the transition
        /// coordinator" of the dismissal.
        package func dismissForUser(interactive: Bool, willBegin: () -> Void, completion: (() -> Void)?) {
            guard let presenter = storedPresenting else { return }
            presenter.dismissPresentedChain(
                animated: true, interactive: interactive, willBegin: willBegin, completion: completion)
        }

        /// Starts the user's interactive dismissal of this top presented controller, then lets go: the
        /// sheet settles back. It gets `viewWillDisappear`, then (the transition running backwards)
        /// `viewWillAppear` and `viewDidAppear`; the coordinator's context reports `isCancelled`, and the
        /// controller stays presented. `willBegin` runs as for ``dismissForUser(interactive:willBegin:completion:)``.
        package func runCancelledInteractiveDismissal(willBegin: () -> Void) {
            guard let presenter = storedPresenting, storedPresented == nil else { return }
            let coordinator = HeadlessTransitionCoordinator(
                from: self, to: presenter, containerView: presenter.viewIfLoaded?.window ?? presenter.view,
                presentationStyle: modalPresentationStyle, interactive: true, animated: true)
            presenter.isRunningPresentationTransition = true
            beingDismissed = true
            activeTransitionCoordinator = coordinator
            presenter.hostedPresentationCoordinator = coordinator
            willBegin()
            beginAppearanceTransition(false, animated: true)
            coordinator.startAnimations()
            let coversPresenter = modalPresentationStyle.coversPresenter
            if coversPresenter { presenter.putViewBackAfterCover(below: viewIfLoaded) }
            AnimationEngine.shared.schedule {
                coordinator.endInteraction(cancelled: true)
                self.activeTransitionCoordinator = nil
                presenter.hostedPresentationCoordinator = nil
                self.beingDismissed = false
                if coversPresenter { presenter.takeViewOutWhileCovered() }
                self.reverseAppearanceTransition()
                presenter.isRunningPresentationTransition = false
                coordinator.end(cancelled: true)
            }
        }

        /// Takes this presenter's view out of its superview once a presentation that covers it (full
        /// screen, or over the current context) has completed, remembering where it was (S3.3).
        func takeViewOutWhileCovered() {
            let view = viewIfLoaded
            let superview = view?.superview
            let index = superview?.subviews.firstIndex { $0 === view } ?? 0
            coveredViewPlacement = (WeakView(superview), index)
            UIView.movingForUIKit { view?.removeFromSuperview() }
        }

        /// Puts this presenter's view back where it was before a presentation covered it: just below the
        /// presented view when that is in the same superview, else at its old place (S3.3).
        func putViewBackAfterCover(below presentedView: UIView?) {
            guard let placement = coveredViewPlacement else { return }
            coveredViewPlacement = nil
            guard let superview = placement.superview.view, let view = viewIfLoaded, view.superview == nil else {
                return
            }
            if let presentedView, presentedView.superview === superview {
                UIView.movingForUIKit { superview.insertSubview(view, belowSubview: presentedView) }
            } else {
                UIView.movingForUIKit {
                    superview.insertSubview(view, at: min(placement.index, superview.subviews.count))
                }
            }
        }

        /// Takes a child's view out of this container, which shows another child now (S2, S4.1): a child
        /// that a presentation covers will not come back here when that presentation ends. What the child
        /// (or a controller inside it) presents over its own context goes with it.
        func hideChildView(of child: UIViewController) {
            child.leaveCoveredViewOut()
            UIView.movingForUIKit { child.viewIfLoaded?.removeFromSuperview() }
            Self.forEachContextPresentation(inside: child) { presented in
                guard let view = presented.viewIfLoaded, let superview = view.superview else { return }
                presented.hiddenContextPlacement = (
                    WeakView(superview), superview.subviews.firstIndex { $0 === view } ?? 0
                )
                UIView.movingForUIKit { view.removeFromSuperview() }
            }
        }

        /// Puts back what `child` (or a controller inside it) presents over its own context, once this
        /// container shows the child again.
        private func showContextPresentations(of child: UIViewController) {
            Self.forEachContextPresentation(inside: child, shownOnly: true) { presented in
                guard let placement = presented.hiddenContextPlacement else { return }
                presented.hiddenContextPlacement = nil
                guard let superview = placement.superview.view, let view = presented.viewIfLoaded else { return }
                if let childView = child.viewIfLoaded, childView.superview === superview {
                    UIView.movingForUIKit { superview.insertSubview(view, aboveSubview: childView) }
                } else {
                    UIView.movingForUIKit {
                        superview.insertSubview(view, at: min(placement.index, superview.subviews.count))
                    }
                }
            }
        }

        /// Calls `body` with each controller presented over a context that `controller` or a controller
        /// inside it defines, outermost first, and over the contexts those define in turn. With
        /// `shownOnly`, children the container does not show (a screen a push covers) are passed over,
        /// and so is what is presented over them.
        private static func forEachContextPresentation(
            inside controller: UIViewController, shownOnly: Bool = false, _ body: (UIViewController) -> Void
        ) {
            if let presented = controller.storedPresented, presented.storedPresenting === controller,
                presented.modalPresentationStyle.isCurrentContext
            {
                body(presented)
                forEachContextPresentation(inside: presented, shownOnly: shownOnly, body)
            }
            for child in controller.storedChildren {
                if shownOnly, let ownView = controller.viewIfLoaded {
                    let place = child.coveredViewPlacement?.superview.view ?? child.viewIfLoaded?.superview
                    guard let place, place === ownView || place.isDescendant(of: ownView) else { continue }
                }
                forEachContextPresentation(inside: child, shownOnly: shownOnly, body)
            }
        }

        /// Whatever shows this controller shows another one now: if a presentation covers it, its view
        /// stays out when that presentation ends.
        func leaveCoveredViewOut() {
            if coveredViewPlacement != nil { coveredViewPlacement = (WeakView(nil), 0) }
        }

        /// Makes this controller's view the window's lowest, or, while a presentation covers it, the place
        /// it goes when that presentation ends.
        func showAsRoot(in window: UIWindow) {
            guard coveredViewPlacement == nil else {
                coveredViewPlacement = (WeakView(window), 0)
                return
            }
            UIView.movingForUIKit { window.insertSubview(view, at: 0) }
        }

        /// Whether this controller, or a parent of it, is taken away by a dismissal under way.
        private var isInsideLeavingPresentation: Bool {
            var current: UIViewController? = self
            while let controller = current {
                if controller.isLeavingInDismissal || controller.beingDismissed { return true }
                current = controller.storedParent
            }
            return false
        }

        private func dismissPresentedChain(
            animated: Bool, interactive: Bool = false, willBegin: () -> Void = {}, completion: (() -> Void)?
        ) {
            guard let first = storedPresented else {
                completion?()
                return
            }
            var chain = [first]
            while let next = chain[chain.count - 1].storedPresented { chain.append(next) }
            if isRunningPresentationTransition || chain.contains(where: { $0.isRunningPresentationTransition }) {
                MisuseLog.record(
                    .dismissWhileTransitionInProgress,
                    "Attempt to dismiss from view controller \(headlessDescription) "
                        + "while a presentation or dismiss is in progress!")
                return
            }
            let top = chain[chain.count - 1]
            for intermediate in chain.dropLast() {
                if RuleSwitches.alternatives.contains(.intermediatesAppear) {
                    intermediate.runAppearancePair(animated: animated)
                }
                intermediate.coveredViewPlacement = nil
                UIView.movingForUIKit { intermediate.viewIfLoaded?.removeFromSuperview() }
                intermediate.resetAppearanceSilently()
            }
            let coversHost = first.modalPresentationStyle.coversPresenter
            // The presenter's view is back in place before the dismissal starts, so that it shows as the
            // presented view leaves (S3.3).
            putViewBackAfterCover(below: first.viewIfLoaded)
            isRunningPresentationTransition = true
            for controller in chain { controller.isLeavingInDismissal = true }
            let topReports = chain.count == 1 || !RuleSwitches.alternatives.contains(.chainDismissalOnPresenterOnly)
            top.beingDismissed = topReports
            // The coordinator exists before the will-callbacks, which can use it (F3.1).
            let deferred = !animated && RuleSwitches.alternatives.contains(.nonAnimatedNextTurn)
            let coordinator =
                animated || deferred
                ? HeadlessTransitionCoordinator(
                    from: top, to: self, containerView: viewIfLoaded?.window ?? view,
                    presentationStyle: first.modalPresentationStyle, interactive: interactive, animated: animated) : nil
            if topReports { top.activeTransitionCoordinator = coordinator }
            hostedPresentationCoordinator = coordinator
            willBegin()
            top.beginAppearanceTransition(false, animated: animated)
            if coversHost { beginAppearanceTransition(true, animated: animated) }
            coordinator?.startAnimations()
            let finish = {
                top.activeTransitionCoordinator = nil
                self.hostedPresentationCoordinator = nil
                if coversHost { self.endAppearanceTransition() }
                // Out of the window before `viewDidDisappear`, which tells that the view was removed.
                UIView.movingForUIKit { top.viewIfLoaded?.removeFromSuperview() }
                top.endAppearanceTransition()
                top.beingDismissed = false
                for controller in chain {
                    controller.storedPresenting = nil
                    controller.storedPresented = nil
                    controller.adaptedPresentationStyle = nil
                    controller.isLeavingInDismissal = false
                    controller.hiddenContextPlacement = nil
                }
                self.storedPresented = nil
                self.isRunningPresentationTransition = false
                coordinator?.end(cancelled: false)
                completion?()
            }
            if animated || deferred { AnimationEngine.shared.schedule(finish) } else { finish() }
        }
    }

    /// A view held without being kept alive.
    struct WeakView {
        weak var view: UIView?

        init(_ view: UIView?) {
            self.view = view
        }
    }
#endif
