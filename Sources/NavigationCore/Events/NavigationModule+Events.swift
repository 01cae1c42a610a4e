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
        reportedStack = viewControllers.map(ReportedScreen.init)
        stackMayHaveChanged = false
    }

    /// UIKit is about to show a new top controller: notes whether the user drives the transition.
    func stackWillShow() {
        stackMayHaveChanged = true
        // A push or pop a request is calling UIKit for: no user drives it, and the request reports
        // it once it ends (its coordinator need not be looked up).
        if isMovingStackForRequest {
            stackShowCoordinator = nil
            stackTransitionIsInteractive = false
            return
        }
        // The stack's own transition (the controller it shows is one of the stack's), not one it
        // inherits from an ancestor or a presentation over it (a sheet the user swipes down).
        let navigationController = self.navigationController
        let coordinator = navigationController.transitionCoordinator.flatMap {
            $0.viewController(forKey: .to)?.parent === navigationController ? $0 : nil
        }
        stackShowCoordinator = coordinator
        guard let coordinator, coordinator.initiallyInteractive else {
            stackTransitionIsInteractive = false
            return
        }
        stackTransitionIsInteractive = true
        // A swipe the user abandons shows nothing, and UIKit calls no `didShow` for it: the marks end
        // with it, or a later pop made by code would pass for a swipe.
        coordinator.whenEnded(
            { [weak self] context in
                guard context.isCancelled, let self, self.stackShowCoordinator === coordinator else { return }
                self.stackTransitionIsInteractive = false
                self.stackShowCoordinator = nil
            }, otherwise: {})
    }

    /// Whether a change of this stack is still to be told by the delegate's `didShow`: UIKit said it
    /// will show a new top, and the stack's own transition for it still runs.
    private func awaitsDidShow(in navigationController: UINavigationController) -> Bool {
        guard let pending = stackShowCoordinator else { return false }
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
        guard stackMayHaveChanged, !requests.isRunningRequest, !isInstallingInitialScreens,
            !requests.holdsUnseenStackChanges, !awaitsDidShow(in: navigationController)
        else { return }
        stackDidShow()
    }

    /// UIKit has shown a new top controller: reports the change.
    func stackDidShow() {
        stackMayHaveChanged = true
        stackShowCoordinator = nil
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
    /// - Parameter source: Who made the change; `nil` infers it: a request that is running made it;
    ///   otherwise a pop is the back swipe when UIKit ran it interactively, the move a container
    ///   announced (a re-tapped tab), or else the back button; any other change is app code.
    package func reportStackChanges(source: NavigationEventSource? = nil) {
        guard hasLoadedInitialScreens, stackMayHaveChanged else { return }
        // A change UIKit still runs in this stack (the user's swipe while a flow change cross-dissolves
        // and its request ends) is the delegate's `didShow`'s to report, with who made it.
        if stackShowCoordinator != nil, isNavigationControllerBuilt, awaitsDidShow(in: navigationController) { return }
        stackMayHaveChanged = false
        let router = eventRouter
        if let router, !router.isObservingNavigation {
            // Nobody observes: nothing to compare. The first observer takes every stack as it is then.
            stackTransitionIsInteractive = false
            expectedUserMove = nil
            return
        }
        let current = viewControllers.map(ReportedScreen.init)
        let previous = reportedStack
        guard current != previous else { return }
        reportedStack = current
        let kept = zip(previous, current).prefix { $0 == $1 }.count
        let source = source ?? inferredSource(isPop: current.count == kept)
        stackTransitionIsInteractive = false
        expectedUserMove = nil
        guard let router else { return }
        router.report(
            {
                let removed = previous[kept...].map(\.typeName)
                let added = current[kept...].map(\.typeName)
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

    private func inferredSource(isPop: Bool) -> NavigationEventSource {
        // Only the user drives a pop interactively: even while a request runs (a flow change's
        // cross-dissolve leaves the new flow's stack to the user's touches).
        if isPop, stackTransitionIsInteractive { return .backSwipe }
        if requests.isRunningRequest { return .code }
        guard isPop else { return .code }
        if let expectedUserMove { return expectedUserMove }
        // No one taps Back on a navigation bar that is not on screen (an unselected tab, a stack a
        // full-screen presentation covers): such a pop is the app's code calling UIKit.
        guard isNavigationControllerBuilt, navigationController.viewIfLoaded?.window != nil else { return .code }
        return .backButton
    }
}
