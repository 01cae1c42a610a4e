/// A screen of a reported stack: which controller, and its type name for events.
package struct ReportedScreen: Equatable {
    let identifier: ObjectIdentifier
    /// The screen's class: with the identifier, it tells a screen from a later one at the same address.
    let controllerType: UIViewController.Type

    init(_ controller: UIViewController) {
        identifier = ObjectIdentifier(controller)
        controllerType = type(of: controller)
    }

    /// The class's name, made only for the screens an event names.
    var typeName: String { String(describing: controllerType) }

    package static func == (lhs: ReportedScreen, rhs: ReportedScreen) -> Bool {
        lhs.identifier == rhs.identifier && lhs.controllerType == rhs.controllerType
    }
}

extension NavigationModule {
    /// The router this module reports navigation events to: the first router up its delegates.
    package var eventRouter: NavigationRouter? {
        var delegate = self.delegate
        while let current = delegate {
            if let router = current as? NavigationRouter { return router }
            guard let module = current as? NavigationModule, module !== self else { return nil }
            delegate = module.delegate
        }
        return nil
    }

    /// What events say about this module now.
    package var eventSummary: NavigationModuleSummary {
        NavigationModuleSummary(
            typeName: String(describing: type(of: self)), tabIdentifier: tabIdentifier,
            screens: viewControllers.map { String(describing: type(of: $0)) })
    }

    /// Takes the stack as it is now as reported, without an event: for the initial screens.
    package func markStackReported() {
        reportedStack = viewControllers.map(ReportedScreen.init)
        stackMayHaveChanged = false
    }

    /// UIKit is about to show a new top controller: notes whether the user drives the transition.
    package func stackTransitionWillShow() {
        stackTransitionIsInteractive = navigationController.transitionCoordinator?.initiallyInteractive == true
    }

    /// Reports how the stack changed since it was last reported, if it did: one push, pop or
    /// replacement event.
    ///
    /// - Parameter source: Who made the change; `nil` infers it: a request that is running made it;
    ///   otherwise a pop is the back swipe when UIKit ran it interactively, the move a container
    ///   announced (a re-tapped tab), or else the back button; any other change is app code.
    package func reportStackChanges(source: NavigationEventSource? = nil) {
        guard hasLoadedInitialScreens, stackMayHaveChanged else { return }
        stackMayHaveChanged = false
        let current = viewControllers.map(ReportedScreen.init)
        let previous = reportedStack
        guard current != previous else { return }
        reportedStack = current
        let kept = zip(previous, current).prefix { $0 == $1 }.count
        let removed = previous[kept...].map(\.typeName)
        let added = current[kept...].map(\.typeName)
        let source = source ?? inferredSource(isPop: added.isEmpty)
        stackTransitionIsInteractive = false
        expectedUserMove = nil
        guard let router = eventRouter else { return }
        let summary = eventSummary
        if removed.isEmpty {
            router.report(.pushed(added, in: summary, source: source))
        } else if added.isEmpty {
            router.report(.popped(removed, in: summary, source: source))
        } else {
            router.report(.stackReplaced(removed: removed, added: added, in: summary, source: source))
        }
    }

    /// Reports the stack changes of this module and every module shown in or over it.
    package func reportStackChangesInTree(source: NavigationEventSource? = nil) {
        var pending: [NavigationModule] = [self]
        while let module = pending.popLast() {
            module.reportStackChanges(source: source)
            pending += module.childModules.reversed()
        }
    }

    private func inferredSource(isPop: Bool) -> NavigationEventSource {
        if requests.isRunningRequest { return .code }
        guard isPop else { return .code }
        if stackTransitionIsInteractive { return .backSwipe }
        return expectedUserMove ?? .backButton
    }
}
