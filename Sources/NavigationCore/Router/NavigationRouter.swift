/// The owner of the window: it shows one flow at a time and replaces whole flows with an animated transition.
///
/// Create it in your scene delegate with the window, then start the first flow:
///
/// ```swift
/// let window = UIWindow(windowScene: windowScene)
/// let router = NavigationRouter(in: window)
/// router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: SplashViewController.self))
/// ```
///
/// The window's `rootViewController` is always the current flow's container itself. Replacing a flow
/// dismisses anything the old flow presents, installs the new container, runs the transition, and
/// then releases every object of the old flow. Flow changes, pushes, pops and destinations share one
/// queue: a request made while a transition runs waits and runs after it, in order.
///
/// ``open(_:completion:)`` shows a ``NavigationDestination`` wherever the current flow declares it, or
/// holds it until a flow that can show it has finished its transition.
@MainActor
public final class NavigationRouter: NavigationRouterDelegate {
    /// The window the router owns.
    public let window: UIWindow

    /// The flow on screen; `nil` before the first flow starts.
    ///
    /// A flow change makes the new flow current as it puts it in the window, before the transition
    /// that takes the old one out has ended.
    public private(set) var currentModule: NavigationModule?

    /// The transition of flow changes that ask for ``FlowTransition/automatic``. Default: a 0.3 s cross-dissolve.
    public var defaultTransition: FlowTransition = .crossDissolve()

    /// Told about every failure of a request made without a completion handler.
    ///
    /// Requests with a completion handler, and the `async` forms, report their own failures instead.
    /// By default the failure is written where developers look: the unified log on Apple platforms
    /// (Xcode's console, Console.app, subsystem `ModuleNavigation`), standard error elsewhere. Set your
    /// own handler to report it your way, or `nil` to ignore such failures.
    public var onUnhandledError: (@MainActor (NavigationError) -> Void)? = NavigationRouter.logUnhandledError

    /// The default ``onUnhandledError``: writes the failure to the unified log on Apple platforms,
    /// to standard error elsewhere.
    public static let logUnhandledError: @MainActor @Sendable (NavigationError) -> Void = { error in
        UnhandledErrorLog.write(error, from: .routersDefaultHandler)
    }

    /// How long a link's resolver may take, in seconds, before the router stops it and reports
    /// ``ResolutionCancellation/timedOut(after:)``. Default: 10 seconds.
    ///
    /// The limit is wall-clock time, in the app and in tests alike: `settle()` does not advance it.
    public var linkResolutionTimeLimit: TimeInterval = 10

    /// Whether a flow change stops a link that is still resolving. Default: `true`.
    ///
    /// A link resolved for the flow the user left (a sign-out, say) rarely belongs in the next one.
    /// Set it to `false` when links arrive while a splash or sign-in flow is up, to be shown once the
    /// next flow is: the link then resolves across the change, and its destination is shown or held
    /// as usual. (``clearPendingDestination()``, called on sign-out, stops it either way.)
    public var cancelsLinkResolutionOnFlowChange = true

    /// What the router does with a link handed off to another app: a resolver answered
    /// ``RouteResolution/handOff`` or a plan was ``DestinationPlan/handOff(to:)``.
    ///
    /// By default it calls ``openExternally(_:)``, which asks the window's scene to open the URL
    /// (Safari, for a web link). Set your own closure to open it in an in-app browser instead. The
    /// router keeps the closure and is the one to call it, so capture the router `weak` in it.
    public lazy var onHandOff: @MainActor (URL) -> Void = { [weak self] url in self?.openExternally(url) }

    let requests = NavigationRequestQueue()
    var linkResolution: LinkResolution?
    /// The notification a cold launch carried, while a copy of it may still come through the
    /// notification center's delegate (see ``openDestinations(from:using:)-(UIScene.ConnectionOptions,_)``).
    var launchNotification: LaunchNotification?
    /// How long after a launch the notification center's copy of the launch notification is taken
    /// for it.
    package static var launchNotificationCopyWindow: DispatchTimeInterval = .seconds(10)
    var pending = PendingDestinationSlot()
    /// How many destinations and links the app has asked for: each request's place in that order,
    /// which tells a newer request from an older one.
    private var requestsMade = 0
    /// The held destination a newer request replaces once its resolving plan has answered and shown:
    /// not offered while that resolution runs.
    var heldReplacedByResolution: AnyNavigationDestination?
    /// The first flow's wait for its first appearance, while it waits: ended when the router is released.
    private var firstAppearanceWait: SingleOutcome?
    let destinationObservers = ObserverList<DestinationEvent>()
    let navigationObservers = ObserverList<NavigationEvent>()
    /// The events held while a new flow comes on screen; `nil` while none is held.
    var heldEventsOfNewFlow: [NavigationEvent]?
    /// The new flow as it was when it went into the window (or when the first observer started, while
    /// it came on screen), made only while someone observes; `nil` otherwise.
    var newFlowAsShown: NavigationModuleSummary?

    /// Creates a router that owns `window`. Nothing is shown until a flow starts.
    ///
    /// - Parameter window: The window to show flows in; the router holds it strongly.
    public init(in window: UIWindow) {
        self.window = window
        MainQueue.markCurrent()
        requests.belong(to: self)
        requests.gate = { [weak self] request in
            guard let self else { return .fail(.routerReleased) }
            // Most requests find nothing animating: they go on at once, with no waiting set up. Every
            // level of the hierarchy that can animate is looked at: a presenter low in a chain vends
            // the coordinator of a dismissal it runs, as Apple documents. Atop a chain of full-screen
            // presentations, the look starts at its top (see `coveredRequester(of:)`).
            let covered = Self.coveredRequester(of: request)
            let root = covered?.presentation?.container ?? self.window.rootViewController
            if case .idle = RunningTransitions.state(in: root) {
                self.catchUpBeforeRequest(from: covered)
                return .proceed
            }
            return .wait { [weak self] proceed in
                guard let self else { return proceed(.failure(.routerReleased)) }
                self.waitForRunningTransitions { [weak self] result in
                    self?.catchUpBeforeRequest(from: Self.coveredRequester(of: request))
                    proceed(result)
                }
            }
        }
        requests.epilogue = { [weak self] in
            guard let self else { return nil }
            // What the request changed where UIKit told no delegate (a stack off screen) is its own.
            self.reportFlowStackChanges(source: .code)
            // A held destination is offered once the requests queued with this one have run: a tab
            // replacement or a flow change queued behind it could take away the module that would
            // show it, and a destination reported shown must be on screen.
            guard self.pending.isHolding, !self.requests.hasWaitingRequests else { return nil }
            return { [weak self] done in
                guard let self else { return done() }
                self.offerPendingDestination(then: done)
            }
        }
    }

    /// Fails every request still waiting in the queue with ``NavigationError/routerReleased``, and
    /// ends every module the flow presents with ``ModalCancellation/flowChanged`` (top first, one that
    /// is still animating in included), and stops a link that is still resolving
    /// (``ResolutionCancellation/routerReleased``), so that every completion runs and every `async`
    /// form returns.
    ///
    /// Like the window it owns, the router is released on the main thread, as it is in an app; the
    /// failures are then reported at once. A router released on another thread (a task held it last)
    /// reports them on the main queue's next turn, and debug builds write a warning: UIKit requires
    /// that its controllers be released on the main thread.
    deinit {
        let requests = self.requests
        let flow = currentModule
        let resolution = linkResolution
        let firstAppearance = firstAppearanceWait
        weak let window = self.window
        MainQueue.run(releasing: "NavigationRouter") {
            // A window a transition still animates is held by that animation, not by the app: only a
            // router released between its transitions (or as its first flow waits to appear) is looked at.
            let watchesWindow = !requests.isBusy || firstAppearance != nil
            // A first flow waiting to appear never will, in a window that goes with the router: it
            // ends now, with routerReleased, before the requests queued behind it fail.
            firstAppearance?.finish(.success(()))
            resolution?.end(with: .cancelled(.routerReleased))
            requests.close(failingWith: .routerReleased)
            // The flow as its root screen names it, and its container, which the window shows unless the
            // app has put something else there (a new router's flow) by the next turn.
            let flowName = flow.map { flow in
                flow.stackModule.viewControllers.first.map { TypeNames.name(of: type(of: $0)) }
                    ?? TypeNames.name(of: type(of: flow))
            }
            weak let container = flow?.containerViewController
            flow?.endPresentationsWithoutUIKit(.flowChanged)
            // A window the app still shows after the flow's release was kept without its router.
            if watchesWindow {
                MainQueue.nextTurn { Self.warnIfShownWithoutRouter(window, showing: container, flowName: flowName) }
            }
        }
    }

    /// Says, once, that the app kept `window`, still visible and showing the released router's flow
    /// (`container`), after letting the router go: the screens stay on screen, but every request they
    /// make does nothing.
    private static func warnIfShownWithoutRouter(
        _ window: UIWindow?, showing container: UIViewController?, flowName: String?
    ) {
        guard let window, !window.isHidden, let container, window.rootViewController === container, let flowName
        else { return }
        UnhandledErrorLog.write(
            "The NavigationRouter that showed the flow of \(flowName) was released while its window still shows it: "
                + "the screens stay, but their navigationModule is nil and nothing they ask for happens. Keep "
                + "the router as long as its window, beside it (a property of your scene delegate)")
    }

    /// Brings the flow's bookkeeping up to date before a request moves anything: presentations UIKit
    /// ended without telling the SDK in time are accounted for first, and any stack change no one
    /// reported yet is reported. The presentations are looked at from `covered`, when the request
    /// is such a module's (see ``coveredRequester(of:)``), or else from the flow's base.
    private func catchUpBeforeRequest(from covered: NavigationModule?) {
        if !requests.presenters.isEmpty {
            // Presenters that present nothing any more are forgotten first: when none is left, the
            // SDK records no presentation, and none can have ended unseen.
            requests.forgetIdlePresenters()
            if !requests.presenters.isEmpty { (covered ?? currentModule)?.reconcilePresentations() }
        }
        reportFlowStackChanges(source: nil)
    }

    /// The module that made `request`, when UIKit presents it full screen, atop a chain of full-screen
    /// presentations of stack modules from the flow's base, and it presents nothing and is not leaving
    /// the screen: nothing below it can animate or end until a dismissal takes it away, which its
    /// container hears begin (`viewWillDisappear`), whoever runs it. The look before the request
    /// starts there, so a request costs the same atop one presented module as atop eight.
    private static func coveredRequester(of request: NavigationRequestQueue.Request) -> NavigationModule? {
        guard let module = request.requester, !module.isFlowEnded, let presentation = module.presentation,
            presentation.extendsCoveredChain, presentation.isPresented,
            let container = presentation.container as? ModuleNavigationController,
            container.presentedViewController == nil, !container.isDisappearing
        else { return nil }
        return module
    }

    /// Reports the stack changes no one reported yet: those app code made through UIKit while a move
    /// that changes more than one thing (a tab switch) held them.
    package func reportStackChangesNoOneReported() {
        reportFlowStackChanges(source: nil)
    }

    /// Reports the stack changes of the flow's modules whose stacks may have changed, while someone
    /// observes: nobody observing, a request costs nothing here. (A module of an ended flow reports
    /// nothing: it has no router any more.)
    private func reportFlowStackChanges(source: NavigationEventSource?) {
        // Stacks are compared only while someone observes.
        guard isObservingNavigation, let flow = currentModule else { return }
        // In the order the stacks changed, not the tree's: a tab switch holds an old tab's pop and the
        // new tab's push, which are told as they happened.
        let changed = flow.moduleTree.filter { $0.stackEvents.mayHaveChanged }
        for module in changed.sorted(by: { ($0.stackEvents.changeOrder ?? 0) < ($1.stackEvents.changeOrder ?? 0) }) {
            module.reportStackChanges(source: source)
        }
    }

    /// How long a request waits for a transition that has no coordinator before it fails.
    package var transitionPollingLimits = RunningTransitions.PollingLimits()

    /// Whether a request (a flow change, push, pop, tab selection or destination) is running or waiting.
    public var isProcessingRequests: Bool { requests.isBusy }

    // MARK: Starting and replacing flows

    /// Shows the first flow, built from one model, and makes the window key and visible.
    ///
    /// - Parameter model: The first flow's root screen, or one module model.
    public func startNavigationModuleFrom(_ model: NavigationModel) {
        startNavigationModuleFrom([model])
    }

    /// Shows a flow built from `models` and makes the window key and visible.
    ///
    /// The first flow appears without animation; called again later, it replaces the flow with
    /// `transition` (default: none).
    ///
    /// - Parameters:
    ///   - models: The flow's initial stack, root first, or one module model.
    ///   - transition: The animation when a flow is already on screen.
    ///   - completion: Called once the flow is on screen, or with the reason it is not.
    public func startNavigationModuleFrom(
        _ models: [NavigationModel], transition: FlowTransition = .none,
        completion: NavigationModule.Completion? = nil
    ) {
        replaceFlow(with: models, transition: transition, requester: nil, completion: completion)
    }

    /// Replaces the current flow with one built from `navigationModels`, with the default transition.
    ///
    /// - Parameter navigationModels: The new flow's initial stack, root first, or one module model.
    public func startNextNavigationModule(with navigationModels: [NavigationModel]) {
        replaceFlow(with: navigationModels, transition: .automatic, requester: nil, completion: nil)
    }

    /// Replaces the current flow with one built from `navigationModels`.
    ///
    /// Called from synchronous code (a button's action) without a completion handler, the request
    /// runs in its turn and nothing waits for it; a failure goes to ``onUnhandledError``. In `async`
    /// code, `try await` the other form to wait for the new flow.
    ///
    /// - Parameters:
    ///   - navigationModels: The new flow's initial stack, root first, or one module model.
    ///   - transition: The animation; ``FlowTransition/automatic`` (the default) for ``defaultTransition``.
    ///   - completion: Called once the new flow is on screen and the SDK has let go of the old one, or with
    ///     the reason it is not: the old module is released by then unless your code holds it (UIKit may
    ///     release the old container and its screens at the end of the main-queue turn).
    public func startNextNavigationModule(
        with navigationModels: [NavigationModel], transition: FlowTransition = .automatic,
        completion: NavigationModule.Completion? = nil
    ) {
        replaceFlow(with: navigationModels, transition: transition, requester: nil, completion: completion)
    }

    /// Replaces `module`'s flow, provided it is still the current one when the request runs.
    public func navigationModule(
        _ module: NavigationModule, didEndFlowWith navigationModels: [NavigationModel],
        transition: FlowTransition, completion: @escaping NavigationModule.Completion
    ) {
        replaceFlow(with: navigationModels, transition: transition, requester: module, completion: completion)
    }

    /// Passes the failure to ``onUnhandledError``.
    public func navigationModule(_ module: NavigationModule, didFailWith error: NavigationError) {
        onUnhandledError?(error)
    }

    // MARK: Describing

    /// The flow, its stack and anything presented, as indented text.
    public var hierarchyDescription: String {
        var lines = ["NavigationRouter (window \(window.isHidden ? "hidden" : "visible"))"]
        if let currentModule {
            lines.append("  flow: \(type(of: currentModule))")
            if let root = window.rootViewController {
                lines += HierarchyDescription.lines(for: root, depth: 2)
            }
        } else {
            lines.append("  no flow")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Private

    private func replaceFlow(
        with models: [NavigationModel], transition: FlowTransition, requester: NavigationModule?,
        completion: NavigationModule.Completion?
    ) {
        do throws(NavigationError) {
            try NavigationModule.validateFlow(models)
        } catch {
            return report(.failure(error), to: completion)
        }
        // The module that ended its flow, when one did, is held weakly: the flow it leaves is
        // released before the completion runs.
        let hasRequester = requester != nil
        requests.submit(
            NavigationRequestQueue.Request(
                run: { [weak self, weak requester] done in
                    guard let self else {
                        completion?(.failure(.routerReleased))
                        return done()
                    }
                    // A requester released meanwhile was in no flow on screen any more.
                    if hasRequester, !self.isCurrentFlowRequester(requester) {
                        self.report(.failure(.flowEnded), to: completion)
                        return done()
                    }
                    self.runFlowReplacement(with: models, transition: transition, completion: completion, done: done)
                },
                fail: { [weak self] error in
                    if let self {
                        self.report(.failure(error), to: completion)
                    } else {
                        completion?(.failure(error))
                    }
                }))
    }

    /// Builds the flow `models` describe and swaps it in, in the request's turn; calls `done` once the
    /// swap has ended.
    private func runFlowReplacement(
        with models: [NavigationModel], transition: FlowTransition, completion: NavigationModule.Completion?,
        done: @escaping @MainActor () -> Void
    ) {
        let module: NavigationModule
        do throws(NavigationError) {
            module = try NavigationModule.make(fromValidated: models)
            try module.stackModule.ensureInitialScreens(leavingOutUnusable: false)
        } catch {
            report(.failure(error), to: completion)
            return done()
        }
        // An ended flow's stack no longer moves: its summary is read when the event is made. No
        // local holds the old module: the swap lets it go before the completion runs.
        if currentModule != nil, linkResolution != nil, cancelsLinkResolutionOnFlowChange {
            cancelLinkResolution(.flowChanged)
        }
        swap(
            FlowSwap(
                oldModule: currentModule, module: module, transition: resolve(transition), completion: completion,
                done: done))
    }

    /// Whether `requester` is still alive, its flow not ended, and in the current flow.
    private func isCurrentFlowRequester(_ requester: NavigationModule?) -> Bool {
        guard let module = requester else { return false }
        return !module.isFlowEnded && isInCurrentFlow(module)
    }

    /// Whether `module` is the current flow's module or a module nested in it (a tab, at any depth).
    /// The place of a destination or link asked for now: later than every one asked for before.
    func nextRequestOrder() -> Int {
        requestsMade += 1
        return requestsMade
    }

    func isInCurrentFlow(_ module: NavigationModule) -> Bool {
        currentModule?.moduleTree.contains { $0 === module } == true
    }

    /// A flow swap under way: the flows it swaps, how, and whom it tells once it has ended.
    ///
    /// The steps of the swap hand it on; one that waits (for a dismissal, an animation, the first
    /// appearance) holds the router weakly: a router released meanwhile ends the swap with
    /// ``NavigationError/routerReleased``. The swap lets go of the old module as it ends, before the
    /// completion runs, and ends once.
    @MainActor
    private final class FlowSwap {
        private(set) var oldModule: NavigationModule?
        let module: NavigationModule
        let transition: FlowTransition
        private let completion: NavigationModule.Completion?
        /// The request's own `done`.
        private let done: @MainActor () -> Void
        private var hasEnded = false

        init(
            oldModule: NavigationModule?, module: NavigationModule, transition: FlowTransition,
            completion: NavigationModule.Completion?, done: @escaping @MainActor () -> Void
        ) {
            self.oldModule = oldModule
            self.module = module
            self.transition = transition
            self.completion = completion
            self.done = done
        }

        /// Ends the swap, once: `router` hears of `result` (or the completion, once the router has
        /// gone), with the old flow let go of first.
        func end(with result: Result<Void, NavigationError>, reportingTo router: NavigationRouter?) {
            guard !hasEnded else { return }
            hasEnded = true
            oldModule = nil
            if let router {
                router.report(result, to: completion)
            } else {
                completion?(result)
            }
            done()
        }
    }

    /// Dismisses what the old flow presents, installs the new module, animates, then releases the old flow.
    ///
    /// The animation runs on a snapshot of the old flow, so no object of the old flow stays in the
    /// window after the swap; the old module is kept only until the transition ends. When UIKit does
    /// not dismiss what the old flow presents, nothing is swapped and the completion gets the error.
    private func swap(_ flowSwap: FlowSwap) {
        flowSwap.oldModule?.markPresentationsEnding(.flowChanged)
        // The usual case, nothing presented: the swap runs now.
        guard let oldContainer = window.rootViewController, Self.presentationHost(under: oldContainer) != nil else {
            return install(flowSwap, snapshot: Self.snapshot(of: window.rootViewController, for: flowSwap))
        }
        // Held weakly meanwhile: the window holds the old container until the new one replaces it.
        dismissPresentations(of: oldContainer, hosts: Self.presentationHost(under:)) {
            [weak self, weak oldContainer] result in
            guard let self else { return flowSwap.end(with: .failure(.routerReleased), reportingTo: nil) }
            if case .failure = result {
                flowSwap.oldModule?.clearPresentationEnds()
                return self.end(flowSwap, with: result)
            }
            self.install(flowSwap, snapshot: Self.snapshot(of: oldContainer, for: flowSwap))
        }
    }

    /// The rest of ``swap(_:)``, once nothing of the old flow is presented.
    ///
    /// `snapshot` is the picture of the old flow an animated transition runs on: nothing here holds
    /// the old container, which the completion finds released.
    private func install(_ flowSwap: FlowSwap, snapshot: UIView?) {
        let module = flowSwap.module
        flowSwap.oldModule?.reconcilePresentations()
        module.delegate = self
        module.requests = requests
        currentModule = module
        flowSwap.oldModule?.markFlowEnded(reportingTo: self)
        // The events the new flow makes as it comes on screen wait for its flow change.
        holdEventsOfNewFlow(showing: module)
        window.rootViewController = module.containerViewController
        let isFirstFlow = window.isHidden
        if isFirstFlow { window.makeKeyAndVisible() }
        // With no animation, the old module goes as soon as the new flow is in place.
        guard let snapshot else { return finishShowing(flowSwap, isFirstFlow: isFirstFlow) }
        // The old module is kept until the transition ends.
        let newView: UIView = module.containerViewController.view
        FlowTransitionAnimator.run(flowSwap.transition, in: window, from: snapshot, to: newView) { [weak self] in
            guard let self else { return flowSwap.end(with: .failure(.routerReleased), reportingTo: nil) }
            self.finishShowing(flowSwap, isFirstFlow: isFirstFlow)
        }
    }

    /// The picture of `oldContainer` the swap's transition runs on; `nil` for a transition with no
    /// animation, which needs none.
    private static func snapshot(of oldContainer: UIViewController?, for flowSwap: FlowSwap) -> UIView? {
        guard flowSwap.transition.animates else { return nil }
        return oldContainer?.viewIfLoaded?.snapshotView(afterScreenUpdates: false)
    }

    /// Ends a swap once its transition has ended: the first flow waits for its first appearance.
    private func finishShowing(_ flowSwap: FlowSwap, isFirstFlow: Bool) {
        guard isFirstFlow else { return end(flowSwap, with: .success(())) }
        waitForFirstAppearance(of: flowSwap.module) { [weak self] in
            guard let self else { return flowSwap.end(with: .failure(.routerReleased), reportingTo: nil) }
            self.end(flowSwap, with: .success(()))
        }
    }

    /// Reports how a swap ended, lets go of the old flow, and ends its request.
    private func end(_ flowSwap: FlowSwap, with result: Result<Void, NavigationError>) {
        let succeeded = if case .success = result { true } else { false }
        reportFlowChange(
            succeeded
                ? .flowChanged(
                    from: flowSwap.oldModule?.stackModule.eventSummary,
                    to: newFlowAsShown ?? flowSwap.module.stackModule.eventSummary)
                : nil)
        // Whoever hears of the change finds the old flow released (when nothing of the app's holds it).
        flowSwap.end(with: result, reportingTo: self)
    }

    /// Calls `next` once the first flow's top screen has appeared.
    ///
    /// Whether UIKit runs the root's first appearance inside `makeKeyAndVisible()` or on a later turn is
    /// not verified (iOS 18 changed the order there), so the first flow change, and the destination a
    /// cold start holds for it, waits for the top screen's `viewDidAppear` (the navigation controller's,
    /// for a screen that is not a ``NavigationModuleViewController``), whenever that is. A screen whose
    /// override forgets `super` never tells it: the wait ends on the turn after its navigation
    /// controller appeared, and debug builds name the screen. Should nothing come within the polling
    /// limits (a window hidden again), the flow change ends anyway.
    private func waitForFirstAppearance(of module: NavigationModule, then next: @escaping @MainActor () -> Void) {
        guard let navigationController = module.stackModule.navigationController as? ModuleNavigationController
        else { return next() }
        let outcome = SingleOutcome { [weak self] _ in
            self?.firstAppearanceWait = nil
            next()
        }
        firstAppearanceWait = outcome
        let appeared: @MainActor () -> Void = { outcome.finish(.success(())) }
        guard let screen = navigationController.topViewController as? NavigationModuleViewController else {
            guard navigationController.appearance.waitForAppearance(appeared) else { return appeared() }
            return finishAfterPollingLimits(outcome)
        }
        guard screen.appearance.waitForAppearance(appeared) else { return appeared() }
        // UIKit tells the screen in the same pass as its container, which the SDK owns and which hears
        // its own appearance whatever the app's code does: a screen that has not told its own by the
        // next turn overrode `viewDidAppear` without calling `super`, and is on screen all the same.
        let containerAppeared = Self.confirmAppearanceNextTurn(of: screen, in: navigationController, outcome: outcome)
        if !navigationController.appearance.waitForAppearance(containerAppeared) { containerAppeared() }
        finishAfterPollingLimits(outcome)
    }

    /// ``confirmAppearance(of:in:outcome:)`` on the next main-queue turn, holding neither controller.
    private static func confirmAppearanceNextTurn(
        of screen: NavigationModuleViewController, in navigationController: UINavigationController,
        outcome: SingleOutcome
    ) -> @MainActor () -> Void {
        { [weak screen, weak navigationController] in
            MainQueue.nextTurn {
                guard let screen, let navigationController else { return }
                confirmAppearance(of: screen, in: navigationController, outcome: outcome)
            }
        }
    }

    /// Ends `outcome` for `screen`, on screen in `navigationController` after the turn its container
    /// appeared on, that has not told its own appearance: it overrode `viewDidAppear` without calling
    /// `super`. A screen a transition still brings in (the root pushed it as it appeared) is looked at
    /// again once that transition has ended.
    private static func confirmAppearance(
        of screen: NavigationModuleViewController, in navigationController: UINavigationController,
        outcome: SingleOutcome
    ) {
        guard !outcome.isFinished, !screen.appearance.hasAppeared, screen.viewIfLoaded?.window != nil else { return }
        if let coordinator = navigationController.transitionCoordinator {
            let lookAgain = confirmAppearanceNextTurn(of: screen, in: navigationController, outcome: outcome)
            return coordinator.whenEnded({ _ in lookAgain() }, otherwise: lookAgain)
        }
        #if DEBUG
            UnhandledErrorLog.write(
                "\(type(of: screen)) overrides viewDidAppear(_:) without calling super: call "
                    + "super.viewDidAppear(animated) first (the router went on once its navigation "
                    + "controller appeared)")
        #endif
        outcome.finish(.success(()))
    }

    /// Finishes `outcome` once the polling limits have passed, should nothing else have by then: a
    /// window hidden again never shows its root.
    private func finishAfterPollingLimits(_ outcome: SingleOutcome) {
        DispatchQueue.main.asyncAfter(deadline: .now() + transitionPollingLimits.total) {
            MainActor.assumeIsolated { outcome.finish(.success(())) }
        }
    }

    /// Calls `next` once no UIKit transition runs in the window, whoever started it.
    func waitForRunningTransitions(then next: @escaping @MainActor (Result<Void, NavigationError>) -> Void) {
        RunningTransitions.waitUntilIdle(
            in: { [weak self] in self?.window.rootViewController }, limits: transitionPollingLimits,
            then: { [weak self] result in next(self == nil ? .failure(.routerReleased) : result) })
    }

    /// Dismisses everything `container` presents, once every running transition has ended.
    ///
    /// UIKit declines a dismissal without calling its completion (while another presentation runs,
    /// say), and may finish a non-animated one in a later pass rather than inside the call. So when
    /// the completion has not come by the time `dismiss` returns, the outcome is read from the
    /// hierarchy, every ``transitionPollingLimits`` interval: the presentation gone means done; still
    /// there with no transition running once the limit is reached means UIKit refused, and `next`
    /// receives ``NavigationError/rejectedByUIKit(reason:)``. `next` is called exactly once.
    ///
    /// `host` names the next controller to dismiss from, or `nil` once nothing is left: `container`
    /// itself while it presents, and then any controller inside it that presents in a context of its
    /// own (UIKit's navigation and tab bar controllers define one by default), one after the other.
    func dismissPresentations(
        of container: UIViewController?,
        hosts host: @escaping @MainActor (UIViewController) -> UIViewController? = {
            $0.presentedViewController != nil ? $0 : nil
        },
        then next: @escaping @MainActor (Result<Void, NavigationError>) -> Void
    ) {
        // Nothing presented: nothing to wait for (a request has passed the gate, which waited already).
        guard let container, host(container) != nil else { return next(.success(())) }
        waitForRunningTransitions { [weak self] result in
            guard case .success = result else { return next(result) }
            guard let self, let presenter = host(container) else { return next(result) }
            // Once this one presents nothing, the next one is looked for.
            let outcome = SingleOutcome { [weak self] result in
                guard case .success = result, let self else { return next(result) }
                self.dismissPresentations(of: container, hosts: host, then: next)
            }
            presenter.dismiss(animated: false) { outcome.finish(.success(())) }
            guard !outcome.isFinished else { return }
            self.confirmDismissal(of: presenter, polls: 1, outcome: outcome)
        }
    }

    /// The controller that presents in `root`'s hierarchy, if any: `root` itself when it presents (a
    /// presentation over the whole flow), otherwise the first controller inside it that presents in
    /// a context of its own (a tab's stack, a screen with a search controller up). Dismissing its
    /// presentation takes everything above it too. It looks at every controller of the hierarchy:
    /// for a flow that goes.
    static func presentationHost(under root: UIViewController) -> UIViewController? {
        root.presentedViewController != nil ? root : contextHost(among: root)
    }

    /// The first child of `container`, or of its children, that presents in a context of its own.
    ///
    /// Only a controller that defines a presentation context hosts one (UIKit's navigation and tab
    /// bar controllers do by default); every ancestor looked at before presents nothing, so a child
    /// that answers a presented controller presents it itself.
    static func contextHost(among container: UIViewController) -> UIViewController? {
        for child in container.children {
            if child.definesPresentationContext, child.presentedViewController != nil { return child }
            if !child.children.isEmpty, let host = contextHost(among: child) { return host }
        }
        return nil
    }

    /// Reads whether UIKit carried out a dismissal whose completion has not come; see ``dismissPresentations(of:then:)``.
    private func confirmDismissal(of container: UIViewController, polls: Int, outcome: SingleOutcome) {
        DispatchQueue.main.asyncAfter(deadline: .now() + transitionPollingLimits.interval) {
            [weak self, weak container] in
            MainActor.assumeIsolated {
                guard !outcome.isFinished else { return }
                guard let self else { return outcome.finish(.failure(.routerReleased)) }
                guard let container else { return outcome.finish(.success(())) }
                // The wait does not keep the router alive: released meanwhile, it reports so.
                self.waitForRunningTransitions { [weak self] result in
                    guard !outcome.isFinished else { return }
                    guard case .success = result else { return outcome.finish(result) }
                    guard let self else { return outcome.finish(.failure(.routerReleased)) }
                    guard container.presentedViewController != nil else { return outcome.finish(.success(())) }
                    guard polls >= self.transitionPollingLimits.maximumPolls else {
                        return self.confirmDismissal(of: container, polls: polls + 1, outcome: outcome)
                    }
                    outcome.finish(.failure(.rejectedByUIKit(reason: "UIKit did not dismiss what the flow presents")))
                }
            }
        }
    }

    /// The transition to run: `transition`, or the default for ``FlowTransition/automatic``.
    private func resolve(_ transition: FlowTransition) -> FlowTransition {
        guard transition.isAutomatic else { return transition }
        return defaultTransition.isAutomatic ? .crossDissolve() : defaultTransition
    }

    private func report(_ result: Result<Void, NavigationError>, to completion: NavigationModule.Completion?) {
        if let completion {
            completion(result)
        } else if case .failure(let error) = result {
            onUnhandledError?(error)
        }
    }
}
