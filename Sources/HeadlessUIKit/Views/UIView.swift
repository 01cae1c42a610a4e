// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// An object that manages the content of a rectangular area: here, a node in an in-memory view tree.
    ///
    /// Views keep UIKit's hierarchy rules: a view has at most one superview, adding it elsewhere moves it,
    /// and the `willMove`/`didMove` hooks run in UIKit's order. Nothing is drawn.
    @preconcurrency @MainActor
    open class UIView: UIResponder {
        /// The view's traits: an iPhone's in portrait (compact width, regular height).
        open var traitCollection: UITraitCollection { .phonePortrait }

        private var storedFrame: CGRect {
            didSet { if UIView.viewsChangedByAnimation != nil, storedFrame != oldValue { noteAnimatedChange() } }
        }
        private var storedBoundsOrigin: CGPoint = .zero
        private var storedSubviews: [UIView] = []
        private weak var storedSuperview: UIView?

        /// The view controller whose root view this is, if any. UIKit does not retain it from the view.
        package weak var owningViewController: UIViewController? {
            didSet { isSomeControllersView = owningViewController != nil }
        }
        /// Whether a controller has taken this view as its own: the views that are no controller's, most of
        /// a hierarchy, skip the weak reference's load as they move.
        private var isSomeControllersView = false
        /// Whether the controller began an appearance transition as this view started to move between
        /// windows (S5.7), to end once it has moved: the usual move, which begins none, loads no controller.
        private var controllerAppearanceFollowsMove = false

        /// Creates a view with the given frame.
        public init(frame: CGRect) {
            storedFrame = frame
            super.init()
        }

        /// Creates a view from an archive. HeadlessUIKit has no archives, so the view starts empty.
        public required init?(coder: NSCoder) {
            storedFrame = .zero
            super.init()
        }

        /// Creates a view with a zero frame.
        public override convenience init() {
            self.init(frame: .zero)
        }

        // MARK: Geometry

        /// The view's rectangle in its superview's coordinates.
        open var frame: CGRect {
            get { storedFrame }
            set { storedFrame = newValue }
        }

        /// The view's rectangle in its own coordinates.
        open var bounds: CGRect {
            get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
            set {
                let center = self.center
                storedBoundsOrigin = newValue.origin
                storedFrame = CGRect(
                    x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                    width: newValue.width, height: newValue.height)
            }
        }

        /// The center of the frame, in the superview's coordinates.
        open var center: CGPoint {
            get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
            set {
                storedFrame.origin = CGPoint(
                    x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            }
        }

        // MARK: Hierarchy

        /// The view that contains this one, or `nil`.
        open var superview: UIView? { storedSuperview }

        /// The views this view contains, back to front.
        open var subviews: [UIView] { storedSubviews }

        /// The window this view is in, or `nil` when it is not in a window.
        open var window: UIWindow? {
            var current: UIView? = self
            while let view = current {
                if let window = view as? UIWindow { return window }
                current = view.storedSuperview
            }
            return nil
        }

        /// The responder after a view: its view controller for a root view, otherwise its superview.
        open override var next: UIResponder? { owningViewController ?? storedSuperview }

        /// Removes this view from its superview.
        open func removeFromSuperview() {
            guard let parent = storedSuperview else { return }
            let oldWindow = window
            parent.willRemoveSubview(self)
            willMove(toSuperview: nil)
            if oldWindow != nil { propagateWillMove(toWindow: nil) }
            parent.storedSubviews.removeAll { $0 === self }
            storedSuperview = nil
            didMoveToSuperview()
            if oldWindow != nil { propagateDidMoveToWindow(joinedWindow: false) }
        }

        /// Inserts a view at the given index of the subviews, moving it from any other superview.
        open func insertSubview(_ view: UIView, at index: Int) {
            guard view !== self else { return }
            if view.storedSuperview === self {
                storedSubviews.removeAll { $0 === view }
                storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
                return
            }
            let newWindow = window
            // A move within one window (or between views in none) changes no view's window: nothing is
            // told of one ("its window object is about to change": `willMove(toWindow:)`).
            let windowChanges = view.window !== newWindow
            if let formerSuperview = view.storedSuperview {
                if windowChanges {
                    view.removeFromSuperview()
                } else {
                    formerSuperview.willRemoveSubview(view)
                    formerSuperview.storedSubviews.removeAll { $0 === view }
                    view.storedSuperview = nil
                }
            }
            view.willMove(toSuperview: self)
            if windowChanges, newWindow != nil { view.propagateWillMove(toWindow: newWindow) }
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            view.storedSuperview = self
            didAddSubview(view)
            view.didMoveToSuperview()
            if windowChanges, newWindow != nil { view.propagateDidMoveToWindow(joinedWindow: true) }
        }

        /// Adds a view on top of the subviews, moving it from any other superview.
        open func addSubview(_ view: UIView) {
            insertSubview(view, at: storedSubviews.count)
        }

        /// Inserts a view just below a sibling; when `siblingSubview` is not a subview, adds it on top.
        open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
            guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
                addSubview(view)
                return
            }
            let adjusted = view.storedSuperview === self && (storedSubviews.firstIndex { $0 === view } ?? index) < index
            insertSubview(view, at: adjusted ? index - 1 : index)
        }

        /// Inserts a view just above a sibling; when `siblingSubview` is not a subview, adds it on top.
        open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
            guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
                addSubview(view)
                return
            }
            let adjusted = view.storedSuperview === self && (storedSubviews.firstIndex { $0 === view } ?? index) < index
            insertSubview(view, at: adjusted ? index : index + 1)
        }

        /// Moves a subview to the front.
        open func bringSubviewToFront(_ view: UIView) {
            guard view.storedSuperview === self else { return }
            storedSubviews.removeAll { $0 === view }
            storedSubviews.append(view)
        }

        /// Moves a subview to the back.
        open func sendSubviewToBack(_ view: UIView) {
            guard view.storedSuperview === self else { return }
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: 0)
        }

        /// Called after a subview was added. Default does nothing.
        open func didAddSubview(_ subview: UIView) {}
        /// Called before a subview is removed. Default does nothing.
        open func willRemoveSubview(_ subview: UIView) {}
        /// Called before the superview changes. Default does nothing.
        open func willMove(toSuperview newSuperview: UIView?) {}
        /// Called after the superview changed. Default does nothing.
        open func didMoveToSuperview() {}
        /// Called before the window changes. Default does nothing.
        open func willMove(toWindow newWindow: UIWindow?) {}
        /// Called after the window changed. Default does nothing.
        open func didMoveToWindow() {}

        /// Whether this view is `view` or lies inside it.
        open func isDescendant(of view: UIView) -> Bool {
            var current: UIView? = self
            while let candidate = current {
                if candidate === view { return true }
                current = candidate.storedSuperview
            }
            return false
        }

        /// The first view in this subtree (this view included, depth first) with the given tag.
        @discardableResult
        open func viewWithTag(_ tag: Int) -> UIView? {
            if self.tag == tag { return self }
            for subview in storedSubviews {
                if let match = subview.viewWithTag(tag) { return match }
            }
            return nil
        }

        /// Marks the layout as needing an update. Layout is immediate in HeadlessUIKit, so this does nothing.
        open func setNeedsLayout() {}
        /// Lays out the view now: calls `layoutSubviews()`.
        open func layoutIfNeeded() { layoutSubviews() }
        /// Lays out subviews. Default does nothing.
        open func layoutSubviews() {}

        // MARK: Rendering

        /// The background color. Default `nil`.
        open var backgroundColor: UIColor? {
            didSet { if UIView.viewsChangedByAnimation != nil, backgroundColor != oldValue { noteAnimatedChange() } }
        }
        /// The opacity, from 0 to 1. Default 1.
        open var alpha: CGFloat = 1 {
            didSet { if UIView.viewsChangedByAnimation != nil, alpha != oldValue { noteAnimatedChange() } }
        }
        /// Whether the view is hidden. Default `false`.
        open var isHidden: Bool = false
        /// Whether user events reach the view. Default `true`.
        open var isUserInteractionEnabled: Bool = true
        /// An integer that identifies the view. Default 0.
        open var tag: Int = 0
        /// Whether subviews are clipped to the bounds. Default `false`.
        open var clipsToBounds: Bool = false

        /// How the view resizes when its superview's bounds change.
        public struct AutoresizingMask: OptionSet, Sendable {
            /// The raw value.
            public let rawValue: UInt
            /// Creates a mask from its bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The left margin stretches.
            public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
            /// The width stretches.
            public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
            /// The right margin stretches.
            public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
            /// The top margin stretches.
            public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
            /// The height stretches.
            public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
            /// The bottom margin stretches.
            public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
        }

        /// How the view resizes with its superview. HeadlessUIKit does no layout and only keeps it.
        open var autoresizingMask: UIView.AutoresizingMask = []

        /// A new view that looks like this one now, for animations; it does not follow later changes.
        ///
        /// HeadlessUIKit draws nothing, so the snapshot is a plain view with this view's frame and alpha.
        open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
            let snapshot = UIView(frame: frame)
            snapshot.alpha = alpha
            return snapshot
        }

        // MARK: Animation

        /// Animates changes to views; the completion runs on a later main-queue turn.
        ///
        /// HeadlessUIKit applies `animations` at once and delivers `completion(true)` through
        /// `HeadlessAnimations`: never after a wall-clock delay. Until then the views whose frame, alpha or
        /// background color the block changed take no touch, unless `options` holds
        /// `.allowUserInteraction` (UIKit: "During an animation, user interactions are temporarily
        /// disabled for all views involved in the animation"); a duration of 0 or less animates nothing.
        open class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval,
            options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            runAnimation(animations, duration: duration, options: options, completion: completion)
        }

        /// Animates changes to views with no delay and default options.
        open class func animate(
            withDuration duration: TimeInterval,
            animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            runAnimation(animations, duration: duration, completion: completion)
        }

        /// Animates changes to views with no delay, default options and no completion.
        open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            runAnimation(animations, duration: duration, completion: nil)
        }

        /// Animates changes to views with a spring timing curve.
        open class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval,
            usingSpringWithDamping dampingRatio: CGFloat,
            initialSpringVelocity velocity: CGFloat,
            options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            runAnimation(animations, duration: duration, options: options, completion: completion)
        }

        /// Runs a transition animation for a container view.
        open class func transition(
            with view: UIView, duration: TimeInterval,
            options: UIView.AnimationOptions = [],
            animations: (() -> Void)?,
            completion: ((Bool) -> Void)? = nil
        ) {
            runAnimation(
                animations ?? {}, duration: duration, options: options, involving: [view], completion: completion)
        }

        /// Replaces `fromView` with `toView` in `fromView`'s superview, as an animated transition.
        ///
        /// `toView` joins `fromView.superview` and `fromView` leaves it at once (or is hidden, with
        /// `.showHideTransitionViews`); the completion runs on a later main-queue turn.
        open class func transition(
            from fromView: UIView, to toView: UIView,
            duration: TimeInterval,
            options: UIView.AnimationOptions = [],
            completion: ((Bool) -> Void)? = nil
        ) {
            runAnimation(
                {
                    if options.contains(.showHideTransitionViews) {
                        fromView.isHidden = true
                        toView.isHidden = false
                    } else {
                        if let container = fromView.superview {
                            container.insertSubview(toView, aboveSubview: fromView)
                        }
                        fromView.removeFromSuperview()
                    }
                }, duration: duration, options: options, involving: [fromView, toView], completion: completion)
        }

        /// Runs `actionsWithoutAnimation` with animations disabled.
        open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
            let previous = AnimationEngine.shared.animationsEnabled
            AnimationEngine.shared.animationsEnabled = false
            actionsWithoutAnimation()
            AnimationEngine.shared.animationsEnabled = previous
        }

        /// Turns animations on or off for the whole app.
        open class func setAnimationsEnabled(_ enabled: Bool) {
            AnimationEngine.shared.animationsEnabled = enabled
        }

        /// Whether animations are on.
        open class var areAnimationsEnabled: Bool { AnimationEngine.shared.animationsEnabled }

        // MARK: Internal

        private static func runAnimation(
            _ animations: () -> Void, duration: TimeInterval, options: UIView.AnimationOptions = [],
            involving views: [UIView] = [], completion: ((Bool) -> Void)?
        ) {
            // An animation inside another's block takes its options, unless it overrides them.
            let enclosingOptions = optionsInEffect
            let inherited = options.contains(.overrideInheritedOptions) ? [] : (enclosingOptions ?? [])
            let effectiveOptions = options.union(inherited)
            optionsInEffect = effectiveOptions
            defer { optionsInEffect = enclosingOptions }
            // A duration of 0 or less makes the changes without animating them.
            guard duration > 0, !effectiveOptions.contains(.allowUserInteraction),
                AnimationEngine.shared.animationsEnabled
            else {
                // What an animation that allows interaction changes is not part of an enclosing one that
                // does not: its views keep their touches.
                let enclosing = viewsChangedByAnimation
                if effectiveOptions.contains(.allowUserInteraction) { viewsChangedByAnimation = nil }
                animations()
                viewsChangedByAnimation = enclosing
                AnimationEngine.shared.schedule { completion?(true) }
                return
            }
            // The views the block changes take part in the animation: touches ignore them until it ends.
            let enclosing = viewsChangedByAnimation
            viewsChangedByAnimation = views
            animations()
            var involved: [UIView] = []
            for view in viewsChangedByAnimation ?? [] where !involved.contains(where: { $0 === view }) {
                involved.append(view)
            }
            viewsChangedByAnimation = enclosing
            for view in involved { view.runningNonInteractiveAnimations += 1 }
            AnimationEngine.shared.schedule {
                for view in involved { view.runningNonInteractiveAnimations -= 1 }
                completion?(true)
            }
        }

        /// The views the animation block running now has changed, while one runs that takes touches
        /// away from them; `nil` otherwise. A property set to the value it has animates nothing.
        @exclusivity(unchecked) private static var viewsChangedByAnimation: [UIView]?
        /// The options of the animation whose block runs now, which an animation inside it inherits
        /// (UIKit's `.overrideInheritedOptions` makes one "not inherit ... any options"); `nil` outside one.
        @exclusivity(unchecked) private static var optionsInEffect: UIView.AnimationOptions?

        /// How many animations without `.allowUserInteraction` this view takes part in now (its frame,
        /// alpha or background color changed in their block, or it is their transition's view). UIKit
        /// ignores touches on it until they end: "During an animation, user interactions are temporarily
        /// disabled for all views involved in the animation, regardless of the value in this property"
        /// (`isUserInteractionEnabled`; `UIView.AnimationOptions.allowUserInteraction` keeps them).
        package private(set) var runningNonInteractiveAnimations = 0

        /// Notes that an animatable property of this view changed, for the animation block running now.
        private func noteAnimatedChange() {
            guard UIView.viewsChangedByAnimation != nil, AnimationEngine.shared.animationsEnabled else { return }
            UIView.viewsChangedByAnimation?.append(self)
        }

        /// How many of HeadlessUIKit's own view moves are running: a container's, a presentation's or a
        /// window's, which drive their controllers' appearance themselves (S5.7).
        private static var movesForUIKit = 0

        /// Runs `move`, a view move HeadlessUIKit makes for a container, a presentation or a window: the
        /// controllers whose views it moves are not told of it as a child an app's container adds is (S5.7).
        package static func movingForUIKit(_ move: () -> Void) {
            movesForUIKit += 1
            defer { movesForUIKit -= 1 }
            move()
        }

        /// The controller of the nearest view, this one or above it, that is a controller's view: the
        /// controller a child's view placed here must have as its parent (S5.8).
        var nearestOwningController: UIViewController? {
            var current: UIView? = self
            while let view = current {
                if view.isSomeControllersView, let owner = view.owningViewController, owner.viewIfLoaded === view {
                    return owner
                }
                current = view.storedSuperview
            }
            return nil
        }

        private func propagateWillMove(toWindow newWindow: UIWindow?) {
            willMove(toWindow: newWindow)
            if isSomeControllersView, Self.movesForUIKit == 0 {
                controllerAppearanceFollowsMove = owningViewController?.viewWillMove(toWindow: newWindow) == true
            }
            for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
        }

        private func propagateDidMoveToWindow(joinedWindow: Bool) {
            didMoveToWindow()
            if joinedWindow, isSomeControllersView { checkControllerHierarchy() }
            if controllerAppearanceFollowsMove {
                controllerAppearanceFollowsMove = false
                owningViewController?.endAppearanceTransition()
            }
            for subview in storedSubviews { subview.propagateDidMoveToWindow(joinedWindow: joinedWindow) }
        }

        /// A child's view that has joined a window must lie in its parent's views (S5.8): UIKit checks as
        /// the view moves to the window, and raises when the nearest controller above it is another
        /// controller, or none.
        private func checkControllerHierarchy() {
            guard let child = owningViewController, child.viewIfLoaded === self, let parent = child.parent else {
                return
            }
            let owner = storedSuperview?.nearestOwningController
            guard owner !== parent else { return }
            raiseUIKitException(
                "UIViewControllerHierarchyInconsistency",
                reason: "child view controller:\(child.headlessDescription) should have parent view "
                    + "controller:\(owner?.headlessDescription ?? "(null)") but actual parent is:\(parent.headlessDescription)"
            )
        }
    }
#endif
