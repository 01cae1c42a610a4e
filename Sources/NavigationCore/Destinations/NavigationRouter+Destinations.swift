extension NavigationRouter {
    // MARK: Opening destinations

    /// Shows `destination` where the current flow declares it, or holds it for the next flows.
    ///
    /// The request waits behind any running transition, whoever started it. When it runs, the current
    /// flow's modules are asked, a tab branch asking its tabs in order; the plan of the first that can
    /// show it is checked (a plan that cannot run moves nothing), anything presented over the flow is
    /// dismissed, the module is brought on screen (its tab selected) and:
    /// - if its top screen already shows the destination, nothing moves and the screen is told to refresh;
    /// - if a screen further down shows it, the stack pops back to that screen;
    /// - otherwise the module's ``DestinationPlan`` runs.
    ///
    /// When no module of the current flow can show it (a splash or sign-in flow), the router holds it
    /// and offers it again after every request that finishes (a flow change once its transition is
    /// over, a replaced tab, any other); the first time the flow on screen can show it, it does, and it
    /// is then gone. Only one destination is held: **a newer request replaces
    /// an older held one**, which is dropped with a ``DestinationEvent/replaced(_:by:)`` event; asking
    /// again for the destination already held keeps it (a second ``DestinationEvent/held(_:)``, nothing
    /// dropped), and it is shown once. Clear
    /// it with ``clearPendingDestination()`` (on sign-out, say). Every outcome is also reported to the
    /// observers of ``observeDestinations(_:)``.
    ///
    /// - Parameters:
    ///   - destination: Where to go.
    ///   - completion: The outcome when the request runs: shown, already showing, popped back, held, or failed.
    public func open(
        _ destination: some NavigationDestination, completion: (@MainActor (DestinationOutcome) -> Void)? = nil
    ) {
        open(destination, link: nil, completion: completion)
    }

    /// ``open(_:completion:)`` for the destination `link` led to, when a link did: a plan that hands
    /// it off or refuses it reports the link.
    func open(
        _ destination: some NavigationDestination, link: DeepLinkInput?,
        completion: (@MainActor (DestinationOutcome) -> Void)?
    ) {
        let destination = AnyNavigationDestination(destination)
        let order = nextRequestOrder()
        // The newer request stops the link still resolving; the held destination waits for it.
        cancelLinkResolution(.superseded, offeringHeld: false)
        requests.submit(
            NavigationRequestQueue.Request(
                run: { [weak self] done in
                    guard let self else {
                        completion?(.failed(.routerReleased))
                        return done()
                    }
                    self.show(destination, order: order, link: link, requestDone: done) { outcome in
                        completion?(outcome)
                    }
                },
                fail: { [weak self] error in
                    self?.emit(.dropped(destination, reason: .failed(error)))
                    completion?(.failed(error))
                }))
    }

    /// Shows `destination`, or holds it, and returns the outcome once the request has run.
    public func open(_ destination: some NavigationDestination) async -> DestinationOutcome {
        await withCheckedContinuation { (continuation: CheckedContinuation<DestinationOutcome, Never>) in
            open(destination) { continuation.resume(returning: $0) }
        }
    }

    /// The destination held until a flow can show it, if any.
    public var pendingDestination: AnyNavigationDestination? { pending.destination }

    /// Drops the held destination, reporting ``DestinationEvent/dropped(_:reason:)``, and returns it;
    /// stops a link that is still resolving too (``ResolutionCancellation/cleared``).
    ///
    /// Call it on sign-out: nothing the signed-out user asked for is shown to the next one.
    @discardableResult
    public func clearPendingDestination() -> AnyNavigationDestination? {
        // Taken first: stopping the link offers what is held.
        let cleared = pending.take()
        cancelLinkResolution(.cleared)
        guard let cleared else { return nil }
        emit(.dropped(cleared, reason: .cleared))
        return cleared
    }

    // MARK: Observing

    /// Calls `observer` with every ``DestinationEvent``, until the returned observation is cancelled.
    ///
    /// The observer stays registered as long as the router lives, whether or not the observation is kept.
    @discardableResult
    public func observeDestinations(_ observer: @escaping @MainActor (DestinationEvent) -> Void)
        -> DestinationObservation
    {
        let identifier = destinationObservers.add(observer)
        return NavigationObservation { [weak self] in self?.destinationObservers.remove(identifier) }
    }

    /// Reports an input that mapped to no destination, so observers see rejected deep links too.
    ///
    /// - Parameters:
    ///   - input: What was refused: a URL, a shortcut, a notification response.
    ///   - reason: Why.
    public func reportRejectedInput(_ input: DeepLinkInput, reason: DeepLinkError) {
        emit(.rejected(input, reason: reason))
    }

    // MARK: Internal

    func emit(_ event: DestinationEvent) {
        destinationObservers.emit(event)
    }

    /// Offers the held destination to the flow now on screen; calls `next` when that is done.
    ///
    /// The router runs this after every request (a flow change, a replaced tab, a push...), so a held
    /// destination is shown as soon as any change makes it showable, and exactly once: it leaves the
    /// slot before its plan runs. It waits for running transitions first; should that fail, the
    /// destination stays held.
    func offerPendingDestination(then next: @escaping @MainActor () -> Void) {
        guard let held = pending.destination, let heldRoute = route(for: held) else { return next() }
        // One link resolves at a time: a held destination whose plan resolves waits for the link
        // resolving now to end, rather than stopping it (it is offered again after the request that
        // answer makes, unless the destination that answer shows replaced it).
        if case .resolving = heldRoute.plan.kind, linkResolution != nil { return next() }
        // A newer request whose plan resolves now replaces it once that plan has shown: it waits.
        if linkResolution != nil, held == heldReplacedByResolution { return next() }
        waitForRunningTransitions { [weak self] result in
            guard let self, case .success = result, let destination = self.pending.destination,
                let route = self.route(for: destination)
            else { return next() }
            let order = self.pending.order
            _ = self.pending.take()
            // Shown after a request has ended, as a request's own work: what it moves is code's.
            self.requests.runAsRequest { done in
                self.perform(route, for: destination, order: order, requestDone: done) { _ in }
            } then: {
                next()
            }
        }
    }

    /// Shows `destination` or holds it; `requestDone` frees the queue, `completion` hears the outcome
    /// (after a resolving plan has answered, when the queue has long moved on).
    private func show(
        _ destination: AnyNavigationDestination, order: Int, link: DeepLinkInput? = nil,
        requestDone: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (DestinationOutcome) -> Void
    ) {
        guard let route = route(for: destination) else {
            if let replaced = pending.hold(destination, order: order), replaced != destination {
                emit(.replaced(replaced, by: destination))
            }
            emit(.held(destination))
            completion(.held)
            return requestDone()
        }
        // Asked for while another is held that the flow on screen could show too (a flow change queued
        // before this request let the held one wait): once the newer request is on screen, it replaces
        // the held one, as it would were it held itself, so that no later offer covers it with an
        // older ask, or shows the same destination a second time. One the flow on screen cannot show
        // (a signed-in destination while sign-in shows its own) stays held, and so does the held one
        // when the newer request shows nothing (its plan refuses, fails or hands the link off).
        var replacing: AnyNavigationDestination?
        if pending.isHolding, let held = pending.destination, held == destination || self.route(for: held) != nil {
            replacing = held
        }
        perform(
            route, for: destination, order: order, link: link, replacingHeld: replacing, requestDone: requestDone,
            completion: completion)
    }

    /// Runs a resolving plan's resolver while the queue is free, then shows the destination with the
    /// plan it returned, in a request of its own.
    private func resolvePlan(
        _ resolve: @escaping @MainActor () async throws -> DestinationPlan, of route: DestinationRoute,
        for destination: AnyNavigationDestination, order: Int, replacingHeld replacedHeld: AnyNavigationDestination?,
        completion: @escaping @MainActor (DestinationOutcome) -> Void
    ) {
        let input = DeepLinkInput.destination(destination)
        let began = beginResolution(of: input, order: order, completion: completion, resolve: resolve) {
            [weak self] result, completion in
            guard let self else { return completion(.cancelled(.routerReleased)) }
            let plan: DestinationPlan
            switch result {
            case .success(let resolved): plan = resolved
            case .failure(let error):
                return completion(self.reject(input, reason: DeepLinkError(describing: error)))
            }
            self.requests.submit(
                NavigationRequestQueue.Request(
                    run: { [weak self] done in
                        guard let self else {
                            completion(.failed(.routerReleased))
                            return done()
                        }
                        // The user may have moved meanwhile: the plan runs in its module while that
                        // module is still in the flow; otherwise the flow is asked anew.
                        guard self.isInCurrentFlow(route.module), !route.module.isFlowEnded else {
                            return self.show(destination, order: order, requestDone: done, completion: completion)
                        }
                        var resolvedRoute = DestinationRoute(module: route.module, plan: plan)
                        for step in route.steps.reversed() { resolvedRoute = resolvedRoute.preceded(by: step) }
                        self.perform(
                            resolvedRoute, for: destination, order: order, replacingHeld: replacedHeld,
                            requestDone: done, completion: completion)
                    },
                    fail: { [weak self] error in
                        self?.emit(.dropped(destination, reason: .failed(error)))
                        completion(.failed(error))
                    }))
        }
        // Set once the resolution has begun: beginning it stops an earlier one, which clears the mark.
        if began { heldReplacedByResolution = replacedHeld }
    }

    /// Where `destination` goes: asked top-down, the modules presented over what is on screen first
    /// (the topmost first), then the flow's own modules.
    private func route(for destination: AnyNavigationDestination) -> DestinationRoute? {
        for module in visiblePresentedModules().reversed() {
            if let route = module.destinationRoute(for: destination) { return route }
        }
        return currentModule?.destinationRoute(for: destination)
    }

    /// The chain of presented modules on screen, bottom first: whichever module of the flow presents
    /// them, a tab that code has since unselected included, since its presentation still covers the
    /// window. A module that a full-screen presentation above it covers counts (a module's, or a
    /// controller's the app presented itself): UIKit takes its views out of the window while it is
    /// covered, but the top of its chain is on screen.
    private func visiblePresentedModules() -> [NavigationModule] {
        let onScreen = (currentModule?.moduleTree ?? []).filter { module in
            guard module.presentation?.isPresented == true else { return false }
            var top = module.containerViewController
            while let above = top.presentedViewController { top = above }
            return top.viewIfLoaded?.window != nil
        }
        return onScreen.sorted { $0.presentationDepth < $1.presentationDepth }
    }

    /// Brings the route's module on screen and shows the destination there.
    ///
    /// Everything that can fail is checked before anything moves: the plan's models, and the screens it
    /// needs, which are made and checked against the stack first. Then whatever is presented over the
    /// flow is dismissed, the route's steps select the tabs on the way, and the plan runs. A refused
    /// plan or dismissal leaves the screen as it was.
    private func perform(
        _ route: DestinationRoute, for destination: AnyNavigationDestination, order: Int, link: DeepLinkInput? = nil,
        replacingHeld replacedHeld: AnyNavigationDestination? = nil,
        requestDone: @escaping @MainActor () -> Void, completion: @escaping @MainActor (DestinationOutcome) -> Void
    ) {
        // The plan's transition does not keep the router alive: released meanwhile, it has no
        // observer left, and the request fails as the waiting ones did.
        let report: @MainActor (DestinationOutcome, DestinationEvent) -> Void = { [weak self] outcome, event in
            guard let router = self else { return completion(.failed(.routerReleased)) }
            if let replacedHeld, router.pending.destination == replacedHeld {
                switch outcome {
                case .shown, .alreadyShowing, .poppedBack:
                    _ = router.pending.take()
                    router.emit(.replaced(replacedHeld, by: destination))
                default:
                    break
                }
            }
            router.emit(event)
            completion(outcome)
        }
        let finish: @MainActor (DestinationOutcome, DestinationEvent) -> Void = { outcome, event in
            report(outcome, event)
            requestDone()
        }
        let requests = self.requests
        let fail: @MainActor (NavigationError) -> Void = { error in
            finish(.failed(error), .dropped(destination, reason: .failed(error)))
        }
        // A plan that cannot be shown fails before anything moves.
        switch route.plan.kind {
        case .stack(let models), .push(let models):
            guard !models.contains(where: \.isModuleModel) else { return fail(.moduleModelInStack) }
        case .present(let presenting):
            guard !presenting.models.contains(where: \.isModuleModel) else { return fail(.moduleModelInStack) }
            if presenting.models.isEmpty { return fail(.emptyModelList) }
        case .custom, .resolving, .handOff, .reject:
            break
        }
        // A plan never runs for a destination a screen shows already: that screen is uncovered, or its
        // stack pops back to it.
        if let (shower, screen) = presentedScreen(showing: destination, atOrAbove: route.module) {
            return showPresented(screen, in: shower, for: destination, finish: finish, fail: fail)
        }
        let module = route.module.stackModule
        let initialStep = Self.step(for: route.plan, in: module, showing: destination)
        if case .answer = initialStep {
            answer(
                route, for: destination, order: order, link: link, replacingHeld: replacedHeld, completion: completion)
            return requestDone()
        }
        // The screens a plan shows, made once and checked against the stack they join: before anything
        // moves, and again once the dismissal and the steps may have moved it.
        var prepared: [UIViewController]?
        let checkedScreens = {
            (models: [NavigationModel], keepsStack: Bool, stackMayHaveMoved: Bool) throws(NavigationError) in
            let stack = module.loadedNavigationController.viewControllers
            let base = keepsStack ? stack : Array(stack.prefix(1))
            let screens = if let prepared { prepared } else { try module.makeScreens(from: models) }
            if prepared == nil || stackMayHaveMoved, let error = NavigationModule.problem(with: screens, joining: base)
            {
                throw error
            }
            prepared = screens
            return base + screens
        }
        if case .showPlan(let models, let keepsStack) = initialStep {
            do throws(NavigationError) { _ = try checkedScreens(models, keepsStack, false) } catch {
                return fail(error)
            }
        }
        // A screen that already shows the destination on top of its stack is `.alreadyShowing` only
        // while it is on screen and nothing has to move: not in a tab to select, nor under a modal.
        let topWasShowing = if case .refresh(let top) = initialStep { top.viewIfLoaded?.window != nil } else { false }
        dismissAbove(module, unless: route.plan.keepsPresentations) { [weak self] result in
            let dismissed: Bool
            switch result {
            case .failure(let error): return fail(error)
            case .success(let outcome): dismissed = outcome == .dismissed
            }
            for step in route.steps { step() }
            let navigationController = module.loadedNavigationController
            // Nothing dismissed: the stack is as it was looked at a moment ago.
            switch dismissed ? Self.step(for: route.plan, in: module, showing: destination) : initialStep {
            case .answer:
                // The screen that showed the destination has gone meanwhile: the plan answers now.
                self?.answer(
                    route, for: destination, order: order, link: link, replacingHeld: replacedHeld,
                    completion: completion)
                requestDone()
            case .refresh(let top):
                top.refresh(for: destination.base)
                guard topWasShowing, !dismissed, top.viewIfLoaded?.window != nil else {
                    return finish(.shown, .shown(destination))
                }
                finish(.alreadyShowing, .alreadyShowing(destination))
            case .popBack(let target):
                navigationController.popToViewController(target, animated: true)
                module.whenTransitionEnds(in: navigationController) { finish(.poppedBack, .poppedBack(destination)) }
            case .runCustom(let run):
                // The plan's own requests (a push it waits for) run inside it, before it ends.
                requests.runPlan(
                    endingTurn: requestDone,
                    ended: { result in
                        guard case .failure(let error) = result else { return report(.shown, .shown(destination)) }
                        report(.failed(error), .dropped(destination, reason: .failed(error)))
                    }, steps: { done in run(route.module, done) })
            case .showPlan(let models, let keepsStack):
                do throws(NavigationError) {
                    navigationController.setViewControllers(
                        try checkedScreens(models, keepsStack, dismissed), animated: true)
                } catch {
                    return fail(error)
                }
                module.whenTransitionEnds(in: navigationController) { finish(.shown, .shown(destination)) }
            case .presentPlan(let presenting):
                do throws(NavigationError) {
                    try module.startPresentation(
                        presentation: presenting.presentation, animated: true, receiver: presenting.receiver,
                        then: { finish(.shown, .shown(destination)) },
                        makeModule: { () throws(NavigationError) in
                            try NavigationModule(models: presenting.models, destinations: presenting.destinations)
                        })
                } catch {
                    fail(error)
                }
            }
        }
    }

    /// Answers `destination` with its route's plan that moves nothing itself: it resolves (in requests
    /// of its own, once it has an answer), hands the link off, or refuses it.
    private func answer(
        _ route: DestinationRoute, for destination: AnyNavigationDestination, order: Int, link: DeepLinkInput?,
        replacingHeld replacedHeld: AnyNavigationDestination?,
        completion: @escaping @MainActor (DestinationOutcome) -> Void
    ) {
        switch route.plan.kind {
        case .resolving(let resolve):
            resolvePlan(
                resolve, of: route, for: destination, order: order, replacingHeld: replacedHeld, completion: completion)
        case .handOff(let url):
            handOff(url, for: link ?? .destination(destination))
            completion(.handedOff(url))
        case .reject(let error):
            completion(reject(link ?? .destination(destination), reason: error))
        case .stack, .push, .custom, .present:
            break
        }
    }

    /// The topmost presented module on screen, no lower than `routeModule`, with a screen that shows
    /// `destination`, and that screen (the highest in its stack that shows it).
    private func presentedScreen(
        showing destination: AnyNavigationDestination, atOrAbove routeModule: NavigationModule
    ) -> (NavigationModule, NavigationModuleViewController)? {
        let lowest = max(routeModule.presentationDepth, 1)
        for module in visiblePresentedModules().reversed() where module.presentationDepth >= lowest {
            if let screen = Self.highestScreen(in: module.viewControllers[...], showing: destination) {
                return (module, screen)
            }
        }
        return nil
    }

    /// Shows `destination` where a presented module's stack already has it, as a tab's stack would:
    /// what covers the module is dismissed, then its top screen refreshes, or the stack pops back to it.
    private func showPresented(
        _ screen: NavigationModuleViewController, in module: NavigationModule,
        for destination: AnyNavigationDestination,
        finish: @escaping @MainActor (DestinationOutcome, DestinationEvent) -> Void,
        fail: @escaping @MainActor (NavigationError) -> Void
    ) {
        dismissAbove(module) { result in
            let dismissed: Bool
            switch result {
            case .failure(let error): return fail(error)
            case .success(let outcome): dismissed = outcome == .dismissed
            }
            guard module.viewControllers.last !== screen, module.hasNavigationStack else {
                screen.refresh(for: destination.base)
                // Uncovered by the dismissal, the screen is shown; only one nothing covered already showed it.
                return dismissed
                    ? finish(.shown, .shown(destination)) : finish(.alreadyShowing, .alreadyShowing(destination))
            }
            let navigationController = module.loadedNavigationController
            navigationController.popToViewController(screen, animated: true)
            module.whenTransitionEnds(in: navigationController) { finish(.poppedBack, .poppedBack(destination)) }
        }
    }

    /// Dismisses what is presented above `module`, for a destination it is about to show: for a
    /// presented module, everything its container presents (its modules and any controller app code
    /// presented over it); for a module of the flow, everything presented over the flow. The modules
    /// dismissed are cancelled with ``ModalCancellation/destination``.
    private func dismissAbove(
        _ module: NavigationModule, unless keepsPresentations: Bool = false,
        then next: @escaping @MainActor (Result<DismissalOutcome, NavigationError>) -> Void
    ) {
        guard !keepsPresentations else { return next(.success(.nothingDismissed)) }
        let isPresented = module.presentingModule != nil
        let container = isPresented ? module.containerViewController : window.rootViewController
        // Besides what is presented over the flow (or over the presented module): what a module's
        // stack presents over its own context (a tab's stack defines one in UIKit), and what is
        // presented over a screen of the stack that shows the destination (a search controller up).
        // Screens of other tabs are not looked at: the look costs the modules and the stack the
        // destination moves, not every screen of every tab.
        let flow = isPresented ? nil : currentModule
        let stack = module.stackModule.containerViewController
        let host = { @MainActor (container: UIViewController) -> UIViewController? in
            if container.presentedViewController != nil { return container }
            if let flow, let host = Self.contextHost(amongModulesOf: flow) { return host }
            return Self.contextHost(among: stack)
        }
        // Nothing presented, the usual case: nothing to end, nothing to bring up to date.
        guard let container, host(container) != nil else { return next(.success(.nothingDismissed)) }
        let leaving = isPresented ? module.presentedModule : currentModule
        leaving?.markPresentationsEnding(.destination)
        dismissPresentations(of: container, hosts: host) { [weak self] result in
            if case .failure(let error) = result {
                leaving?.clearPresentationEnds()
                return next(.failure(error))
            }
            self?.currentModule?.reconcilePresentations()
            next(.success(.dismissed))
        }
    }

    /// The container of a module nested in `flow` (a tab's stack) that presents over its own
    /// context, while the flow's root presents nothing: a module it presented, or a controller of
    /// the app's (an overlay over the tab).
    private static func contextHost(amongModulesOf flow: NavigationModule) -> UIViewController? {
        // A flow that nests no module, the usual one: no list to make.
        guard !flow.nestedModules.isEmpty else { return nil }
        // A nested module's container exists once its parent's does (a tab bar holds its tabs'), and
        // the flow shows a destination only once it is on screen.
        var pending = flow.nestedModules
        while let module = pending.popLast() {
            let container = module.containerViewController
            if container.definesPresentationContext, container.presentedViewController != nil { return container }
            pending += module.nestedModules
        }
        return nil
    }

    /// What ``dismissAbove(_:unless:then:)`` did: whether anything moved while it ran.
    private enum DismissalOutcome {
        case nothingDismissed
        case dismissed
    }

    /// What showing a destination in a module takes, given the module's stack now.
    private enum DestinationStep {
        /// Nothing shows it, and the plan answers before anything moves: it resolves, hands off or refuses.
        case answer
        /// The top screen shows it: refresh that screen.
        case refresh(NavigationModuleViewController)
        /// A screen further down shows it: pop back to that screen.
        case popBack(UIViewController)
        /// Run the app's own steps.
        case runCustom((NavigationModule, _ done: @escaping @MainActor () -> Void) -> Void)
        /// Show the plan's screens, above the whole stack or above its root alone.
        case showPlan([NavigationModel], keepsStack: Bool)
        /// Present the plan's module.
        case presentPlan(DestinationPlan.Presenting)
    }

    private static func step(
        for plan: DestinationPlan, in module: NavigationModule, showing destination: AnyNavigationDestination
    ) -> DestinationStep {
        let stack = module.loadedNavigationController.viewControllers
        if let top = stack.last as? NavigationModuleViewController, shows(top, destination) { return .refresh(top) }
        if let target = highestScreen(in: stack.dropLast(), showing: destination) { return .popBack(target) }
        switch plan.kind {
        case .custom(let run): return .runCustom(run)
        case .stack(let models): return .showPlan(models, keepsStack: false)
        case .push(let models): return .showPlan(models, keepsStack: true)
        case .present(let presenting): return .presentPlan(presenting)
        case .resolving, .handOff, .reject: return .answer
        }
    }

    /// The highest screen of `screens` that shows `destination`.
    private static func highestScreen(
        in screens: ArraySlice<UIViewController>, showing destination: AnyNavigationDestination
    ) -> NavigationModuleViewController? {
        screens.last { shows($0, destination) } as? NavigationModuleViewController
    }

    private static func shows(_ controller: UIViewController, _ destination: AnyNavigationDestination) -> Bool {
        guard let screen = controller as? NavigationModuleViewController, let shown = screen.shownDestination else {
            return false
        }
        return AnyHashable(shown) == AnyHashable(destination.base)
    }
}
