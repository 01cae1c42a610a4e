extension NavigationModule {
    /// Pushes a screen of the given type and returns once the push has finished.
    ///
    /// - Throws: The ``NavigationError`` that kept the push from running; nothing changed then.
    @_disfavoredOverload
    public func pushViewController(
        _ type: NavigationModuleViewController.Type, object: Any? = nil, animated: Bool = true
    ) async throws(NavigationError) {
        try await awaitCompletion { pushViewController(type, object: object, animated: animated, completion: $0) }
    }

    /// A screen that declares its input type is pushed with ``pushViewController(_:input:animated:)``.
    ///
    /// The compiler warns at such a push without its input; when the push runs anyway, it throws
    /// ``NavigationError/unusableScreen(typeName:problem:)`` (``NavigationError/ScreenProblem/missingInput``).
    @available(*, deprecated, message: "this screen declares its input: push it with pushViewController(_:input:)")
    public func pushViewController<Screen: NavigationInputScreen>(
        _ type: Screen.Type, object: Any? = nil, animated: Bool = true
    ) async throws(NavigationError) {
        try await awaitCompletion {
            pushViewController(
                type as NavigationModuleViewController.Type, object: object, animated: animated, completion: $0)
        }
    }

    /// Pushes a screen that declares its input type and returns once the push has finished.
    ///
    /// - Throws: The ``NavigationError`` that kept the push from running; nothing changed then.
    public func pushViewController<Screen: NavigationInputScreen>(
        _ type: Screen.Type, input: Screen.Input, animated: Bool = true
    ) async throws(NavigationError) {
        try await awaitCompletion { pushViewController(type, input: input, animated: animated, completion: $0) }
    }

    /// Pushes a screen that a closure makes, for screens that need dependencies, and returns once the
    /// push has finished.
    ///
    /// - Parameters:
    ///   - animated: Whether the push animates.
    ///   - builder: Makes the screen; it receives this module.
    /// - Throws: The ``NavigationError`` that kept the push from running (a screen UIKit cannot push is
    ///   ``NavigationError/unusableScreen(typeName:problem:)``); nothing changed then.
    public func pushViewController(
        animated: Bool = true, builder: @escaping @MainActor (NavigationModule) -> UIViewController
    ) async throws(NavigationError) {
        try await awaitCompletion { pushViewController(animated: animated, completion: $0, builder: builder) }
    }

    /// Pops the top screen and returns once the pop has finished.
    ///
    /// - Throws: ``NavigationError/cannotPopRoot`` on the root, or another reason the pop did not run.
    public func popViewController(animated: Bool = true) async throws(NavigationError) {
        try await awaitCompletion { popViewController(animated: animated, completion: $0) }
    }

    /// Pops to the root screen and returns once the pop has finished.
    ///
    /// - Throws: The ``NavigationError`` that kept the pop from running.
    public func popToRootViewController(animated: Bool = true) async throws(NavigationError) {
        try await awaitCompletion { popToRootViewController(animated: animated, completion: $0) }
    }

    /// Ends this flow and returns once the new flow is on screen and this one released.
    ///
    /// - Throws: The ``NavigationError`` that kept the flow from changing; nothing changed then.
    public func endFlow(with navigationModels: [NavigationModel], transition: FlowTransition = .automatic)
        async throws(NavigationError)
    {
        try await awaitCompletion { endFlow(with: navigationModels, transition: transition, completion: $0) }
    }
}

/// Runs a completion-handler request and turns its result into a return or a typed throw.
@MainActor
package func awaitCompletion<Value: Sendable>(
    _ start: (@escaping @MainActor (Result<Value, NavigationError>) -> Void) -> Void
) async throws(NavigationError) -> Value {
    let result = await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<Value, NavigationError>, Never>) in
        start { continuation.resume(returning: $0) }
    }
    return try result.get()
}
