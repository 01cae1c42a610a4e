/// The object a module asks to replace its whole flow: the router, or a module that nests it.
@MainActor
public protocol NavigationRouterDelegate: AnyObject {
    /// Replaces the current flow with one built from `navigationModels`, using the default transition.
    ///
    /// - Parameter navigationModels: The new flow's models: its initial stack, root first, or one module model.
    func startNextNavigationModule(with navigationModels: [NavigationModel])

    /// Replaces the flow of `module` with one built from `navigationModels`, and reports the outcome.
    ///
    /// The default implementation calls ``startNextNavigationModule(with:)`` and reports success.
    ///
    /// - Parameters:
    ///   - module: The module whose flow ends.
    ///   - navigationModels: The new flow's models.
    ///   - transition: The animation; ``FlowTransition/automatic`` for the delegate's default.
    ///   - completion: Called once the new flow is on screen, or with the reason it is not.
    func navigationModule(
        _ module: NavigationModule, didEndFlowWith navigationModels: [NavigationModel],
        transition: FlowTransition, completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void)

    /// Told when a request made without a completion handler failed, so that no failure goes unseen.
    ///
    /// The default implementation does nothing.
    func navigationModule(_ module: NavigationModule, didFailWith error: NavigationError)
}

extension NavigationRouterDelegate {
    /// Calls ``startNextNavigationModule(with:)`` and reports success.
    public func navigationModule(
        _ module: NavigationModule, didEndFlowWith navigationModels: [NavigationModel],
        transition: FlowTransition, completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
    ) {
        startNextNavigationModule(with: navigationModels)
        completion(.success(()))
    }

    /// Does nothing.
    public func navigationModule(_ module: NavigationModule, didFailWith error: NavigationError) {}
}
