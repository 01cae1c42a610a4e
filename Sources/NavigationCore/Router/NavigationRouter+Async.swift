extension NavigationRouter {
    /// Shows a flow built from `models` and returns once it is on screen.
    ///
    /// - Throws: The ``NavigationError`` that kept the flow from starting; nothing changed then.
    public func startNavigationModuleFrom(_ models: [NavigationModel], transition: FlowTransition = .none)
        async throws(NavigationError)
    {
        try await awaitCompletion { startNavigationModuleFrom(models, transition: transition, completion: $0) }
    }

    /// Replaces the current flow and returns once the new flow is on screen and the old one released.
    ///
    /// - Throws: The ``NavigationError`` that kept the flow from changing; nothing changed then.
    public func startNextNavigationModule(
        with navigationModels: [NavigationModel], transition: FlowTransition = .automatic
    )
        async throws(NavigationError)
    {
        try await awaitCompletion {
            startNextNavigationModule(with: navigationModels, transition: transition, completion: $0)
        }
    }
}
