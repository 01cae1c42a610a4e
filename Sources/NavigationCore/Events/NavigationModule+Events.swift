/// A screen of a reported stack: which controller, and its type name for events.
package struct ReportedScreen: Equatable {
    let identifier: ObjectIdentifier
    /// The screen's class: with the identifier, it tells a screen from a later one at the same address.
    let controllerType: UIViewController.Type

    init(_ controller: UIViewController) {
        identifier = ObjectIdentifier(controller)
        controllerType = type(of: controller)
    }

    /// The class's name, made once per class and only for the screens an event names.
    @MainActor var typeName: String { TypeNames.name(of: controllerType) }

    package static func == (lhs: ReportedScreen, rhs: ReportedScreen) -> Bool {
        lhs.identifier == rhs.identifier && lhs.controllerType == rhs.controllerType
    }
}

extension NavigationModule {
    /// The router this module reports navigation events to: the first router up its delegates.
    package var eventRouter: NavigationRouter? {
        var module = self
        while true {
            switch module.delegate {
            case let router as NavigationRouter:
                return router
            case let next as NavigationModule:
                guard next !== self else { return nil }
                module = next
            default:
                return nil
            }
        }
    }

    /// What events say about this module now.
    package var eventSummary: NavigationModuleSummary {
        NavigationModuleSummary(
            typeName: TypeNames.name(of: type(of: self)), tabIdentifier: tabIdentifier,
            screens: viewControllers.map { TypeNames.name(of: type(of: $0)) })
    }

    /// Takes the stack as it is now as reported, without an event: for the initial screens.
    package func markStackReported() {
        stackEvents.reportedStack = viewControllers.map(ReportedScreen.init)
        stackEvents.mayHaveChanged = false
    }

    /// UIKit is about to show a new top controller: notes whether the user drives the transition.
    func stackWillShow() {
        stackEvents.mayHaveChanged = true
        // A push or pop a request is calling UIKit for: no user drives it, and the request reports
        // it once it ends (its coordinator need not be looked up).
        if stackEvents.isMovingForRequest {
            stackEvents.showCoordinator = nil
            stackEvents.transitionIsInteractive = false
            return
        }
        // The stack's own transition (the controller it shows is one of the stack's), not one it
        // inherits from an ancestor or a presentation over it (a sheet the user swipes down).
        let navigationController = self.navigationController
        let coordinator = navigationController.transitionCoordinator.flatMap {
            $0.viewController(forKey: .to)?.parent === navigationController ? $0 : nil
        }
        stackEvents.showCoordinator = coordinator
        guard let coordinator, coordinator.initiallyInteractive else {
            stackEvents.transitionIsInteractive = false
            return
        }
        stackEvents.transitionIsInteractive = true
        // A swipe the user abandons shows nothing, and UIKit calls no `didShow` for it: the marks end
        // with it, or a later pop made by code would pass for a swipe.
        coordinator.whenEnded(
            { [weak self] context in
                guard context.isCancelled, let self, self.stackEvents.showCoordinator === coordinator else { return }
                self.stackEvents.transitionIsInteractive = false
                self.stackEvents.showCoordinator = nil
            }, otherwise: {})
    }

    /// Whether a change of this stack is still to be told by the delegate's `didShow`: UIKit said it
    /// will show a new top, and the stack's own transition for it still runs.
    private func awaitsDidShow(in navigationController: UINavigationController) -> Bool {
        guard let pending = stackEvents.showCoordinator else { return false }
        return navigationController.transitionCoordinator === pending
    }

    /// Reports, now, the stack changes app code made through UIKit that no delegate call tells of,
    /// unless a request is running (it reports what moved when it ends) or a move that changes more
    /// than one thing holds them (they follow it).
    package func reportUnseenStackChanges() {
        guard !requests.isRunningRequest, !requests.holdsUnseenStackChanges else { return }
        eventRouter?.reportStackChangesNoOneReported()
    }

    /// Code outside a request has called UIKit to change the stack, and UIKit has returned: a change
    /// UIKit made at once, which no delegate call reports (a stack off screen, or screens below the
    /// top), is reported now, in the order it happened. One that still animates is reported by the
    /// delegate's `didShow` when it ends; a request reports what it moved itself.
    func stackCallReturned(in navigationController: UINavigationController) {
        guard stackEvents.mayHaveChanged, !requests.isRunningRequest, !stackEvents.isInstallingInitialScreens,
            !requests.holdsUnseenStackChanges, !awaitsDidShow(in: navigationController)
        else { return }
        stackDidShow()
    }

    /// UIKit has shown a new top controller: reports the change.
    func stackDidShow() {
        stackEvents.mayHaveChanged = true
        stackEvents.showCoordinator = nil
        // During a tab switch (a new tab's screen that pushes as it appears), the change follows the
        // selection: it is reported once the switch has been.
        guard !requests.holdsUnseenStackChanges else { return }
        // A dismissal UIKit carried out unseen is the older change: it is reported first. A request
        // that is running brought the presentations up to date before it moved the stack.
        if !requests.isRunningRequest { reconcileFlowPresentations() }
        reportStackChanges()
    }

    /// Reports how the stack changed since it was last reported, if it did: one push, pop or
    /// replacement event.
    ///
    /// - Parameter source: Who made the change; `nil` infers it (see ``StackEvents``).
    package func reportStackChanges(source: NavigationEventSource? = nil) {
        guard hasLoadedInitialScreens, stackEvents.mayHaveChanged else { return }
        // A change UIKit still runs in this stack (the user's swipe while a flow change cross-dissolves
        // and its request ends) is the delegate's `didShow`'s to report, with who made it.
        if stackEvents.showIsPending, isNavigationControllerBuilt, awaitsDidShow(in: navigationController) { return }
        stackEvents.mayHaveChanged = false
        let router = eventRouter
        // Nobody observes: nothing to compare. The first observer takes every stack as it is then.
        if let router, !router.isObservingNavigation { return stackEvents.forgetMover() }
        guard let change = stackEvents.takeChange(to: viewControllers.map(ReportedScreen.init)) else { return }
        let source =
            source
            ?? stackEvents.source(ofChangePopping: change.isPop, requestIsRunning: requests.isRunningRequest) {
                [self] in isNavigationControllerBuilt && navigationController.viewIfLoaded?.window != nil
            }
        stackEvents.forgetMover()
        router?.report(
            {
                let removed = change.removed.map(\.typeName)
                let added = change.added.map(\.typeName)
                if removed.isEmpty { return .pushed(added, in: eventSummary, source: source) }
                if added.isEmpty { return .popped(removed, in: eventSummary, source: source) }
                return .stackReplaced(removed: removed, added: added, in: eventSummary, source: source)
            }())
    }

    /// Takes the stacks of this module and every module shown in or over it as reported, without events.
    package func markStacksReportedInTree() {
        if hasLoadedInitialScreens { markStackReported() }
        for module in nestedModules { module.markStacksReportedInTree() }
        presentedModule?.markStacksReportedInTree()
    }
}
