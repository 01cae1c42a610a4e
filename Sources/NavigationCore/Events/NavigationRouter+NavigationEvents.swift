extension NavigationRouter {
    /// Calls `observer` with every ``NavigationEvent``, until the returned observation is cancelled.
    ///
    /// Every change to what the router shows is reported once, in the order it happened, whoever made
    /// it: flow changes, pushes and pops (by a request, the back button or the back swipe), stack
    /// replacements, presentations, dismissals (by code or by the user) and tab selections (by code or
    /// by a tap). The observer stays registered as long as the router lives, whether or not the
    /// observation is kept.
    ///
    /// ```swift
    /// router.observeNavigation { event in analytics.log(event.description) }
    /// ```
    @discardableResult
    public func observeNavigation(_ observer: @escaping @MainActor (NavigationEvent) -> Void)
        -> NavigationObservation
    {
        // Stacks are compared only while someone observes: the first observer starts from what is shown.
        if navigationObservers.isEmpty { currentModule?.markStacksReportedInTree() }
        // A first observer while a new flow comes on screen hears of the flow as it is now, then of
        // what it does from here on.
        if heldEventsOfNewFlow != nil, newFlowAsShown == nil, let currentModule {
            newFlowAsShown = currentModule.stackModule.eventSummary
        }
        let identifier = navigationObservers.add(observer)
        return NavigationObservation { [weak self] in self?.navigationObservers.remove(identifier) }
    }

    /// Whether anyone observes navigation events: without observers, stacks are not compared.
    package var isObservingNavigation: Bool { !navigationObservers.isEmpty }

    /// Tells every navigation observer about `event`, which is made only when someone observes: with
    /// no observer, events cost nothing.
    package func report(_ event: @autoclosure () -> NavigationEvent) {
        guard !navigationObservers.isEmpty else { return }
        // What the new flow does while it comes on screen follows the flow change, reported once the
        // flow is on screen.
        if heldEventsOfNewFlow != nil {
            heldEventsOfNewFlow?.append(event())
            return
        }
        navigationObservers.emit(event())
    }

    /// Holds the events reported from now on until ``reportFlowChange(_:)``: the new flow is about to
    /// go on screen, and what it does meanwhile (a restored tab that its first screen selects as it
    /// appears, a tab the user taps while it fades in) happens in it, after the flow change. An
    /// observer that starts meanwhile hears them after the flow change too; with none, nothing is
    /// made (an empty list allocates nothing).
    ///
    /// The flow change names the new flow as it is now, while someone observes (or as it is when the
    /// first observer starts, meanwhile): what it does from then on is its own event, not part of the change.
    func holdEventsOfNewFlow(showing module: NavigationModule) {
        if heldEventsOfNewFlow == nil { heldEventsOfNewFlow = [] }
        guard !navigationObservers.isEmpty else { return }
        newFlowAsShown = module.stackModule.eventSummary
    }

    /// Reports a flow change, then the events the new flow made while it came on screen (or, with no
    /// flow change to report, those events alone).
    ///
    /// `event` reads the new flow as it was shown (``newFlowAsShown``), which goes with the report.
    func reportFlowChange(_ event: @autoclosure () -> NavigationEvent?) {
        defer { if newFlowAsShown != nil { newFlowAsShown = nil } }
        // Made only when someone observes, as every event is.
        guard !navigationObservers.isEmpty else {
            heldEventsOfNewFlow = nil
            return
        }
        var pending = heldEventsOfNewFlow ?? []
        if let event = event() { pending.insert(event, at: 0) }
        heldEventsOfNewFlow = nil
        // Emitted together: what an observer does as it hears the flow change follows them all.
        navigationObservers.emit(contentsOf: pending)
    }
}
