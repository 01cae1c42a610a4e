import Dispatch

extension NavigationModule {
    /// What a presentation's completion handler receives: how the presented module ended, or why it was never shown.
    public typealias PresentationCompletion<Value> = @MainActor (Result<ModalOutcome<Value>, NavigationError>) -> Void

    // MARK: Presenting

    /// Presents a module whose navigation stack is built from `models`, and reports how it ended.
    ///
    /// The request waits behind any running transition. When it runs, the module is built (its screens
    /// checked as a flow's are) and presented over this module's screens with UIKit's `presentation`
    /// style. Its screens reach it as their `navigationModule`: they push, pop, present further modules
    /// and end it with ``finish(with:animated:completion:)`` or ``cancel(animated:completion:)``.
    ///
    /// `completion` is called exactly once: with ``ModalOutcome/finished(_:)`` and the value the module
    /// finished with, with ``ModalOutcome/cancelled(_:)`` when it ended any other way (the user swiped
    /// it down, a presenter or a module below dismissed it, the flow changed, a destination needed the
    /// screen below), or with the ``NavigationError`` that kept it from being presented: this module's
    /// flow has ended, something is already presented over it (``NavigationError/alreadyPresenting``),
    /// it is not on screen (``NavigationError/notOnScreen``), a popover has no anchor, or a screen
    /// cannot be held.
    ///
    /// ```swift
    /// navigationModule?.present([NavigationModel(initialViewControllerType: ComposeViewController.self)],
    ///                           returning: Draft.self, presentation: .sheet(detents: [.medium, .large])) { result in
    ///     if case .success(.finished(let draft)) = result { outbox.send(draft) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - models: The presented module's initial stack, root first; screen models only.
    ///   - resultType: The type of the value the module finishes with; the completion's type tells it
    ///     when it is written out.
    ///   - presentation: UIKit's style, and what a sheet or a popover needs. Default: UIKit's choice.
    ///   - destinations: The destinations the presented module shows itself while it is up: they are
    ///     offered to it before the modules below it (a link while Settings is up pushes inside Settings).
    ///   - animated: Whether the presentation animates.
    ///   - completion: How the module ended, or why it was not presented.
    @inlinable
    public func present<Value>(
        _ models: [NavigationModel], returning resultType: Value.Type = Value.self,
        presentation: ModalPresentation = .automatic, destinations: DestinationHandler? = nil, animated: Bool = true,
        completion: @escaping PresentationCompletion<Value>
    ) {
        presentModule(
            models, presentation: presentation, destinations: destinations, animated: animated,
            receiver: PresentationReceiver(completion))
    }

    /// ``present(_:returning:presentation:destinations:animated:completion:)``, with the completion wrapped.
    @usableFromInline
    func presentModule(
        _ models: [NavigationModel], presentation: ModalPresentation, destinations: DestinationHandler?,
        animated: Bool, receiver: PresentationReceiver
    ) {
        guard !models.isEmpty else { return receiver.fail(.emptyModelList) }
        guard !models.contains(where: \.isModuleModel) else { return receiver.fail(.moduleModelInStack) }
        submitPresentation(presentation: presentation, animated: animated, receiver: receiver) {
            () throws(NavigationError) in try NavigationModule(models: models, destinations: destinations)
        }
    }

    /// Presents a module whose navigation stack is built from `models`, without waiting for how it ends.
    ///
    /// For a presentation whose outcome no one needs (an About screen, a photo): the module may
    /// finish with any value, or be cancelled. A failure to present goes to the router's
    /// `onUnhandledError`. Everything ``present(_:returning:presentation:destinations:animated:completion:)``
    /// says about the presented module holds.
    ///
    /// ```swift
    /// navigationModule?.present([NavigationModel(initialViewControllerType: AboutViewController.self)])
    /// ```
    ///
    /// - Parameters:
    ///   - models: The presented module's initial stack, root first; screen models only.
    ///   - presentation: UIKit's style, and what a sheet or a popover needs. Default: UIKit's choice.
    ///   - destinations: The destinations the presented module shows itself while it is up.
    ///   - animated: Whether the presentation animates.
    public func present(
        _ models: [NavigationModel], presentation: ModalPresentation = .automatic,
        destinations: DestinationHandler? = nil, animated: Bool = true
    ) {
        present(models, presentation: presentation, destinations: destinations, animated: animated) {
            [weak self] (result: Result<ModalOutcome<Any>, NavigationError>) in
            if case .failure(let error) = result { self?.report(.failure(error), to: nil) }
        }
    }

    /// Presents one screen, with no navigation stack around it, without waiting for how it ends.
    ///
    /// The screen may finish with any value, or be cancelled; a failure to present goes to the
    /// router's `onUnhandledError`. Everything ``present(screen:returning:presentation:animated:completion:)``
    /// says holds.
    ///
    /// ```swift
    /// navigationModule?.present(screen: NavigationModel(initialViewControllerType: PhotoViewController.self),
    ///                           presentation: .fullScreen)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The screen: a type, a type with its input, or a builder; not a module model.
    ///   - presentation: UIKit's style, and what a sheet or a popover needs. Default: UIKit's choice.
    ///   - animated: Whether the presentation animates.
    public func present(
        screen model: NavigationModel, presentation: ModalPresentation = .automatic, animated: Bool = true
    ) {
        present(screen: model, presentation: presentation, animated: animated) {
            [weak self] (result: Result<ModalOutcome<Any>, NavigationError>) in
            if case .failure(let error) = result { self?.report(.failure(error), to: nil) }
        }
    }

    /// Presents one screen, with no navigation stack around it, and reports how it ended.
    ///
    /// Everything ``present(_:returning:presentation:destinations:animated:completion:)`` says holds, but the
    /// presented module shows only the screen `model` makes: no navigation bar, nothing to push or pop
    /// (its requests fail with ``NavigationError/noNavigationStack``). The screen reaches its module as
    /// its `navigationModule` and ends it with ``finish(with:animated:completion:)`` or
    /// ``cancel(animated:completion:)``; it may present further modules. UIKit presents a plain container
    /// that holds the screen as its only child, so the screen's `navigationController` is `nil`; set
    /// `isModalInPresentation` on the screen or through `presentation`.
    ///
    /// ```swift
    /// navigationModule?.present(screen: NavigationModel(initialViewControllerType: PhotoViewController.self),
    ///                           returning: Bool.self, presentation: .fullScreen) { result in
    ///     if case .success(.finished(true)) = result { library.reload() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - model: The screen: a type, a type with its input, or a builder; not a module model.
    ///   - resultType: The type of the value the screen finishes with; the completion's type tells it
    ///     when it is written out.
    ///   - presentation: UIKit's style, and what a sheet or a popover needs. Default: UIKit's choice.
    ///   - animated: Whether the presentation animates.
    ///   - completion: How the module ended, or why it was not presented.
    @inlinable
    public func present<Value>(
        screen model: NavigationModel, returning resultType: Value.Type = Value.self,
        presentation: ModalPresentation = .automatic, animated: Bool = true,
        completion: @escaping PresentationCompletion<Value>
    ) {
        presentScreen(
            model, presentation: presentation, animated: animated, receiver: PresentationReceiver(completion))
    }

    /// ``present(screen:returning:presentation:animated:completion:)``, with the completion wrapped.
    @usableFromInline
    func presentScreen(
        _ model: NavigationModel, presentation: ModalPresentation, animated: Bool,
        receiver: PresentationReceiver
    ) {
        guard !model.isModuleModel else { return receiver.fail(.moduleModelInStack) }
        submitPresentation(presentation: presentation, animated: animated, receiver: receiver) {
            () throws(NavigationError) in try ScreenModule(screen: model)
        }
    }

    /// Presents one screen, with no navigation stack around it, and returns how it ended.
    ///
    /// - Returns: ``ModalOutcome/finished(_:)`` with the module's value, or ``ModalOutcome/cancelled(_:)``.
    /// - Throws: The ``NavigationError`` that kept the screen from being presented; nothing was shown.
    public func present<Value: Sendable>(
        screen model: NavigationModel, returning resultType: Value.Type = Value.self,
        presentation: ModalPresentation = .automatic, animated: Bool = true
    ) async throws(NavigationError) -> ModalOutcome<Value> {
        try await awaitCompletion {
            present(screen: model, presentation: presentation, animated: animated, completion: $0)
        }
    }

    /// Queues the presentation of the module `makeModule` builds when the request runs.
    private func submitPresentation(
        presentation: ModalPresentation, animated: Bool, receiver: PresentationReceiver,
        makeModule: @escaping @MainActor () throws(NavigationError) -> NavigationModule
    ) {
        if presentation.style == .popover, presentation.popoverAnchor == nil {
            return receiver.fail(.popoverWithoutAnchor)
        }
        requests.submit(
            NavigationRequestQueue.Request(
                run: { [self] done in
                    do throws(NavigationError) {
                        try startPresentation(
                            presentation: presentation, animated: animated, receiver: receiver, then: done,
                            makeModule: makeModule)
                    } catch {
                        receiver.fail(error)
                        done()
                    }
                },
                fail: { error in receiver.fail(error) }))
    }

    /// Presents a module built from `models` and returns how it ended.
    ///
    /// The result type is `Sendable`, since the outcome crosses into the awaiting task.
    ///
    /// - Returns: ``ModalOutcome/finished(_:)`` with the module's value, or ``ModalOutcome/cancelled(_:)``.
    /// - Throws: The ``NavigationError`` that kept the module from being presented; nothing was shown.
    public func present<Value: Sendable>(
        _ models: [NavigationModel], returning resultType: Value.Type = Value.self,
        presentation: ModalPresentation = .automatic, destinations: DestinationHandler? = nil, animated: Bool = true
    ) async throws(NavigationError) -> ModalOutcome<Value> {
        try await awaitCompletion {
            present(models, presentation: presentation, destinations: destinations, animated: animated, completion: $0)
        }
    }

    // MARK: Ending a presentation

    /// Ends this presented module with `value`: it is dismissed, with anything it presents, and its
    /// presenter receives ``ModalOutcome/finished(_:)``.
    ///
    /// Fails with ``NavigationError/notPresented`` when the module is not presented (it has already
    /// ended, or the user swiped it away first: the presenter got that outcome instead), and with
    /// ``NavigationError/resultTypeMismatch(expected:actual:)`` when the presenter expects another type.
    /// Modules it presents receive ``ModalCancellation/dismissedByPresenter`` first, top first.
    ///
    /// - Parameters:
    ///   - value: The result.
    ///   - animated: Whether the dismissal animates.
    ///   - completion: Called once the module is dismissed, or with the reason it was not.
    public func finish<Value>(with value: Value, animated: Bool = true, completion: Completion? = nil) {
        end(self, with: .finished(value), animated: animated, completion: completion)
    }

    /// Ends this presented module without a result: it is dismissed, with anything it presents, and its
    /// presenter receives ``ModalCancellation/cancelledByModule``.
    ///
    /// Fails with ``NavigationError/notPresented`` when the module is not presented.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal animates.
    ///   - completion: Called once the module is dismissed, or with the reason it was not.
    public func cancel(animated: Bool = true, completion: Completion? = nil) {
        end(self, with: .cancelled(.cancelledByModule), animated: animated, completion: completion)
    }

    /// Dismisses the module this one presents, with anything above it; each receives
    /// ``ModalCancellation/dismissedByPresenter``, top first.
    ///
    /// Fails with ``NavigationError/nothingPresented`` when this module presents no module.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal animates.
    ///   - completion: Called once the modules are dismissed, or with the reason they were not.
    public func dismissPresentedModule(animated: Bool = true, completion: Completion? = nil) {
        enqueue(completion) { [self] _, finish in
            flowBase.reconcilePresentations()
            guard let presented = presentedModule else { return finish(.failure(.nothingPresented)) }
            dismiss(presented, with: .cancelled(.dismissedByPresenter), animated: animated, then: finish)
        }
    }

    // MARK: Package

    /// Marks every presented module in this module's tree to end for `reason` when it is dismissed.
    package func markPresentationsEnding(_ reason: ModalCancellation) {
        for module in moduleTree {
            if let presentation = module.presentation, presentation.pendingEnd == nil {
                presentation.pendingEnd = .cancelled(reason)
            }
        }
    }

    /// Ends every presentation in this module's tree at once, top first, without asking UIKit: each
    /// presenter receives the end the SDK already set, or a cancellation for `reason`.
    ///
    /// For a tree whose router is gone: nothing will dismiss these modules or tell the SDK of it, and
    /// every presenter is still owed its one outcome. A dismissal the SDK asked for still ends its
    /// request as UIKit completes it, or once UIKit is seen to have declined it.
    package func endPresentationsWithoutUIKit(_ reason: ModalCancellation) {
        let presented = moduleTree.filter { $0.presentation != nil }
        for module in presented.sorted(by: { $0.presentationDepth > $1.presentationDepth }) {
            module.presentingModule?.presentedModule = nil
            module.endPresentation(fallback: reason)
        }
    }

    /// Forgets the ends ``markPresentationsEnding(_:)`` set, when the dismissal they were for did not happen.
    package func clearPresentationEnds() {
        for module in moduleTree { module.presentation?.pendingEnd = nil }
    }

    /// Delivers the outcome of every presented module in this module's tree that UIKit no longer presents.
    ///
    /// For each chain, the first module no longer presented and every module above it end, top first,
    /// with the end the SDK set for them or else: ``ModalCancellation/dismissedByUser`` when only the
    /// top one went and its dismissal was the user's (an interactive swipe, a popover's tap outside),
    /// ``ModalCancellation/dismissedByPresenter`` otherwise (app code dismissing through UIKit).
    package func reconcilePresentations() {
        // Recursive and allocation-free where nothing is presented: every request runs this.
        if presentedModule != nil { reconcileOwnChain() }
        for module in nestedModules { module.reconcilePresentations() }
    }

    /// ``reconcilePresentations()`` for the chain this module presents, and the modules nested in it,
    /// from the bottom: the modules UIKit still presents adopt their delegates and look at what they
    /// nest; the first it no longer presents ends, with every module above it, top first.
    private func reconcileOwnChain() {
        var next = presentedModule
        while let presented = next, let presentation = presented.presentation, presentation.isPresented {
            presentation.adoptPresentationDelegate()
            for module in presented.nestedModules { module.reconcilePresentations() }
            next = presented.presentedModule
        }
        guard let firstGone = next else { return }
        // Only the top module can have gone by the user's hand: UIKit takes what is above a dismissal.
        let byUser = firstGone.presentedModule == nil && firstGone.presentation?.isEndedByUser == true
        var gone: [NavigationModule] = []
        while let module = next {
            gone.append(module)
            next = module.presentedModule
        }
        firstGone.presentingModule?.presentedModule = nil
        for module in gone.reversed() {
            module.endPresentation(fallback: byUser ? .dismissedByUser : .dismissedByPresenter)
        }
    }

    /// Delivers the outcome of every module presented in this module's flow that UIKit no longer
    /// presents, from the bottom of this module's chain of presentations.
    package func reconcileFlowPresentations() {
        flowBase.reconcilePresentations()
    }

    /// Code is calling `dismiss(animated:completion:)` on this module's container: while UIKit carries
    /// it out, no dismissal in this chain of presentations is the user's; the closure returned brings
    /// the tree up to date once UIKit has. `nil` while the SDK itself dismisses for a request: every
    /// module it ends has its reason, and its completion brings the tree up to date.
    package func dismissWillBeCalled() -> (@MainActor () -> Void)? {
        guard !requests.isDismissingForRequest else { return nil }
        // The flow's base as it is now: the dismissal may take this module out of the chain.
        let base = flowBase
        Self.markCodeIsCallingDismiss(true, in: base)
        return { [weak base] in
            guard let base else { return }
            base.reconcilePresentations()
            Self.markCodeIsCallingDismiss(false, in: base)
        }
    }

    /// Notes, on every presented module of the flow whose base is `base`, whether code is calling
    /// `dismiss` now.
    private static func markCodeIsCallingDismiss(_ isCalling: Bool, in base: NavigationModule) {
        for module in base.moduleTree where module.presentation != nil {
            module.presentation?.codeIsCallingDismiss = isCalling
        }
    }

    /// UIKit has started to dismiss this module's container: once it has, the tree is brought up to date.
    package func presentationIsEnding() {
        let presentation = self.presentation
        // A dismissal the SDK asked for (it set the module's end) is never the user's, and brings the
        // tree up to date in its own completion: there is nothing to note or to set up.
        guard presentation?.pendingEnd == nil else { return }
        let coordinator = containerViewController.transitionCoordinator
        presentation?.dismissalBegan(under: coordinator)
        reconcileFlow(after: coordinator) { presentation?.dismissalWasCancelled() }
    }

    /// Brings this module's flow up to date once `coordinator`'s transition ends, or on the next
    /// main-queue turn when there is none (or it has ended already); `cancelled` runs instead when the
    /// user lets go of the transition.
    private func reconcileFlow(
        after coordinator: (any UIViewControllerTransitionCoordinator)?,
        cancelled: @escaping @MainActor () -> Void = {}
    ) {
        let reconcile = { [weak flowBase] in flowBase?.reconcilePresentations() }
        let reconcileNextTurn = { DispatchQueue.main.async { MainActor.assumeIsolated { reconcile() } } }
        guard let coordinator else { return reconcileNextTurn() }
        coordinator.whenEnded(
            { context in
                if context.isCancelled { cancelled() } else { reconcile() }
            }, otherwise: reconcileNextTurn)
    }

    /// UIKit has started to take this presented module's container away without reporting a
    /// dismissal on it (it presents nothing, so nothing covers it): a presenter below may be
    /// dismissing the chain, which only that presenter may report, through the coordinator it vends.
    /// The tree is brought up to date once that transition ends (on the next main-queue turn when
    /// none runs); a dismissal the SDK asked for brings it up to date itself.
    package func presentationMayBeEnding() {
        guard let presentation, presentation.pendingEnd == nil else { return }
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        var presenter = presentation.container.presentingViewController
        while coordinator == nil, let candidate = presenter {
            coordinator = candidate.transitionCoordinator
            presenter = candidate.presentingViewController
        }
        reconcileFlow(after: coordinator)
    }

    /// How many presentations this module sits above: 0 for a module of the flow.
    package var presentationDepth: Int {
        var depth = 0
        var module = presentingModule
        while let presenter = module {
            depth += 1
            module = presenter.presentingModule
        }
        return depth
    }

    // MARK: Private

    /// The module at the bottom of this module's chain of presentations: itself when not presented.
    private var flowBase: NavigationModule {
        var base: NavigationModule = self
        while let presenter = base.presentingModule { base = presenter }
        return base
    }

    /// Presents a module built from `models` now, inside a request that is already running; `then` is
    /// called once the presentation has ended its transition. Throws, presenting nothing, when it cannot.
    package func startPresentation(
        presentation modalPresentation: ModalPresentation, animated: Bool, receiver: PresentationReceiver,
        then done: @escaping @MainActor () -> Void, makeModule: () throws(NavigationError) -> NavigationModule
    ) throws(NavigationError) {
        // A running request brought the presentations up to date before it started.
        if !requests.isRunningRequest { flowBase.reconcilePresentations() }
        guard !isFlowEnded else { throw .flowEnded }
        let host = containerViewController
        // Asked first, whatever the window says: a presentation over the module's context (its own,
        // or its container's) answers the same whether it covers the module full screen, which takes
        // the module's views out of the window, or shows it below as a sheet does.
        guard presentedModule == nil, host.presentedViewController == nil else { throw .alreadyPresenting }
        guard let hostView = host.viewIfLoaded, Self.isInWindow(hostView) else { throw .notOnScreen }
        let module = try makeModule()
        try module.ensureInitialScreens(leavingOutUnusable: false)
        let container = module.containerViewController
        try Self.configure(container, for: modalPresentation)
        let presentation = ModulePresentation(
            container: container, receiver: receiver,
            keepsPopoverInCompactWidth: modalPresentation.keepsPopoverInCompactWidth,
            extendsCoveredChain: module.nestedModules.isEmpty && nestedModules.isEmpty
                && (self.presentation?.extendsCoveredChain ?? (delegate is NavigationRouter))
                && NavigationRouter.contextHost(among: host) == nil)
        module.presentation = presentation
        module.delegate = delegate
        module.requests = requests
        module.presentingModule = self
        presentedModule = module
        // The request runs, and this presenter lives, until UIKit completes the presentation.
        presentation.whenPresented = { [self, weak module] in
            guard let module else { return done() }
            // The screens may have set the app's delegate as they loaded.
            module.presentation?.adoptPresentationDelegate()
            eventRouter?.report(
                .presented(module.eventSummary, style: "\(container.modalPresentationStyle)", over: eventSummary))
            done()
        }
        host.present(container, animated: animated) { presentation.presentationDidComplete() }
        // A presentation that ended at once has run its completion, and the requests queued behind it may
        // already have run inside it (a flow change that dismissed it again): only a presentation that
        // neither completed nor started was declined.
        guard presentation.whenPresented != nil, container.presentingViewController == nil else { return }
        // UIKit declined without a word (it logs, and never calls the completion): undo the links.
        presentation.whenPresented = nil
        module.presentation = nil
        presentedModule = nil
        module.presentingModule = nil
        module.markFlowEnded()
        throw .rejectedByUIKit(reason: "UIKit did not present the module")
    }

    /// Whether `view` is in a window. A flow's root view sits in its window directly: its superview
    /// answers, and `window`, which looks up through every superview, is asked only for the others
    /// (a presented container's view, which UIKit puts in a view of its own).
    private static func isInWindow(_ view: UIView) -> Bool {
        view.superview is UIWindow || view.window != nil
    }

    private static func configure(_ container: UIViewController, for presentation: ModalPresentation)
        throws(NavigationError)
    {
        container.modalPresentationStyle = presentation.style
        container.isModalInPresentation = presentation.isModalInPresentation
        // UIKit makes a sheet presentation controller for a page or form sheet only (`.automatic`
        // resolves to one of them): for any other style there is nothing to ask for.
        if presentation.usesSheet, let sheet = container.sheetPresentationController {
            if !presentation.detents.isEmpty {
                sheet.detents = presentation.detents.map { $0 == .medium ? .medium() : .large() }
            }
            sheet.prefersGrabberVisible = presentation.prefersGrabberVisible
        }
        if presentation.style == .popover {
            guard let anchor = presentation.popoverAnchor, let popover = container.popoverPresentationController
            else { throw .popoverWithoutAnchor }
            switch anchor {
            case .view(let view, let rect):
                popover.sourceView = view
                popover.sourceRect = rect ?? view.bounds
            case .barButtonItem(let item):
                popover.barButtonItem = item
            }
        }
    }

    /// Queues the end of `target`'s presentation. A module that is no longer presented (it ended, or
    /// the user swiped it away) fails with ``NavigationError/notPresented``, not `flowEnded`.
    ///
    /// Its own request, not a work closure inside ``enqueue(_:refusingEndedFlow:_:)``'s: every
    /// presented module ends through here. The dismissal asks UIKit whether it still presents the
    /// module, and brings the flow up to date when it does not.
    private func end(_ target: NavigationModule, with end: ModalEnd, animated: Bool, completion: Completion?) {
        requests.submit(
            NavigationRequestQueue.Request(
                run: { [self] done in
                    let finish = Self.requestEnd(
                        stackModule: stackModule, owner: self, completion: completion, done: done)
                    dismiss(target, with: end, animated: animated, then: finish)
                },
                fail: { [self] error in report(.failure(error), to: completion) }))
    }

    /// Dismisses `target` and everything above it now, inside a request that is already running;
    /// `target` ends with `end`, the modules above it with `above`: by default
    /// ``ModalCancellation/dismissedByPresenter``, or the reason the whole chain goes (a flow change,
    /// a destination), which every module of it is told.
    package func dismiss(
        _ target: NavigationModule, with end: ModalEnd, above: ModalCancellation = .dismissedByPresenter,
        animated: Bool, then finish: @escaping RequestEnd
    ) {
        // A running request brought the presentations up to date before it started.
        if !requests.isRunningRequest { flowBase.reconcilePresentations() }
        guard let presentation = target.presentation, let presenter = target.presentingModule,
            let host = presentation.container.presentingViewController
        else {
            // Ended without the SDK hearing of it yet (the gate may have left it to this look): the
            // presenter has its outcome before this request fails.
            if target.presentation != nil { target.flowBase.reconcilePresentations() }
            return finish(.failure(.notPresented))
        }
        if case .finished(let finished) = end, !presentation.accepts(finished) {
            return finish(
                .failure(
                    .resultTypeMismatch(
                        expected: String(describing: presentation.resultType),
                        actual: String(describing: type(of: finished)))))
        }
        presentation.pendingEnd = end
        target.presentedModule?.markPresentationsEnding(above)
        // Every module this dismissal ends has its reason already: the containers need not tell
        // the tree that code calls `dismiss` on them, and the completion brings it up to date. The
        // presenter lives until the dismissal completes, or the SDK sees UIKit declined it.
        presentation.whenDismissed = { result in
            if case .success = result { presenter.endDismissedPresentation(of: target) }
            finish(result)
        }
        requests.isDismissingForRequest = true
        host.dismiss(animated: animated) { presentation.dismissalDidEnd(.success(())) }
        requests.isDismissingForRequest = false
        // The completion ends the wait: a dismissal that completed inside the call is done.
        guard presentation.whenDismissed != nil, presentation.isPresented else { return }
        // A dismissal under way shows on the presenter that runs it, which vends its coordinator (as
        // Apple documents), or on the chain's top (not verified). Either may show another transition
        // instead, which UIKit declined this dismissal for (app code dismissing what it presented over
        // the module in a tab off screen, which the look before the request does not walk): once
        // nothing runs there, a module UIKit still presents was not dismissed.
        let dismissalMayRun =
            host.transitionCoordinator != nil
            || sequence(first: presentation.container, next: { $0.presentedViewController }).contains {
                $0.isBeingDismissed
            }
        guard dismissalMayRun else { return declineDismissal(of: target, presented: presentation) }
        confirmDismissal(of: target, presented: presentation, from: host)
    }

    /// Fails the dismissal of `target` the SDK asked for, which UIKit declined without a word: nothing
    /// moved, and the module is still presented (or its router is gone, and the request fails with
    /// ``NavigationError/routerReleased``).
    private func declineDismissal(of target: NavigationModule, presented presentation: ModulePresentation) {
        target.clearPresentationEnds()
        presentation.pendingEnd = nil
        let error = requests.closingError ?? .rejectedByUIKit(reason: "UIKit did not dismiss the presented module")
        presentation.dismissalDidEnd(.failure(error))
    }

    /// Waits until no transition runs under `host` (or the polling limits have passed), then fails the
    /// dismissal of `target` the SDK asked for when its completion has not come and UIKit still
    /// presents the module, or the router's release ended the module's presentation meanwhile.
    private func confirmDismissal(
        of target: NavigationModule, presented presentation: ModulePresentation, from host: UIViewController
    ) {
        let limits = eventRouter?.transitionPollingLimits ?? RunningTransitions.PollingLimits()
        RunningTransitions.waitUntilIdle(
            in: { [weak host] in host }, limits: limits,
            then: { [self] _ in
                guard presentation.whenDismissed != nil, target.presentation?.isPresented != false else { return }
                declineDismissal(of: target, presented: presentation)
            })
    }

    /// Brings the tree up to date once UIKit has completed the dismissal of `target`, which this module
    /// presented: a completed dismissal takes the module away, and with it what it presents.
    private func endDismissedPresentation(of target: NavigationModule) {
        // The usual case, the top of a chain over a module that nests none, ends without a look at UIKit.
        guard presentedModule === target, target.presentedModule == nil, nestedModules.isEmpty else {
            return reconcilePresentations()
        }
        presentedModule = nil
        target.endPresentation(fallback: .dismissedByPresenter)
    }

    /// Ends this module's presentation: the presenter receives its outcome, and the module stops moving.
    private func endPresentation(fallback: ModalCancellation) {
        let presentation = self.presentation
        self.presentation = nil
        let router = eventRouter
        // The stack does not change below; the summary is made only when someone observes.
        presentingModule = nil
        presentedModule = nil
        markFlowEnded(reportingTo: router)
        guard let presentation else { return }
        let end = presentation.pendingEnd ?? .cancelled(fallback)
        presentation.pendingEnd = nil
        let cancellation: ModalCancellation? = if case .cancelled(let cancellation) = end { cancellation } else { nil }
        router?.report(
            .dismissed(
                eventSummary, cancellation: cancellation,
                source: cancellation == .dismissedByUser ? .userDismissal : .code))
        presentation.deliver(end)
    }
}
