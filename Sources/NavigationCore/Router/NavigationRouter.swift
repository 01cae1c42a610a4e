/// The owner of the window: it shows one flow at a time and replaces whole flows with an animated transition.
///
/// Create it in your scene delegate with the window, then start the first flow:
///
/// ```swift
/// let window = UIWindow(windowScene: windowScene)
/// router = NavigationRouter(in: window)
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
    public private(set) var currentModule: NavigationModule?

    /// The transition of flow changes that ask for ``FlowTransition/automatic``. Default: a 0.3 s cross-dissolve.
    public var defaultTransition: FlowTransition = .crossDissolve()

    /// Told about every failure of a request made without a completion handler.
    ///
    /// Requests with a completion handler, and the `async` forms, report their own failures instead.
    public var onUnhandledError: (@MainActor (NavigationError) -> Void)?

    let requests = NavigationRequestQueue()
    var pending = PendingDestinationSlot()
    var destinationObservers: [Int: @MainActor (DestinationEvent) -> Void] = [:]
    var nextDestinationObserverID = 0

    /// Creates a router that owns `window`. Nothing is shown until a flow starts.
    ///
    /// - Parameter window: The window to show flows in; the router holds it strongly.
    public init(in window: UIWindow) {
        self.window = window
    }

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
    /// - Parameters:
    ///   - navigationModels: The new flow's initial stack, root first, or one module model.
    ///   - transition: The animation; ``FlowTransition/automatic`` for ``defaultTransition``.
    ///   - completion: Called once the new flow is on screen and the old one released, or with the reason it is not.
    public func startNextNavigationModule(
        with navigationModels: [NavigationModel], transition: FlowTransition,
        completion: NavigationModule.Completion?
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
        requests.submit { [weak self] done in
            guard let self else { return done() }
            if let requester, requester !== self.currentModule || requester.isFlowEnded {
                self.report(.failure(.flowEnded), to: completion)
                return done()
            }
            let module: NavigationModule
            do throws(NavigationError) {
                module = try NavigationModule.make(from: models)
            } catch {
                self.report(.failure(error), to: completion)
                return done()
            }
            self.swap(to: module, transition: self.resolve(transition)) {
                self.report(.success(()), to: completion)
                self.offerPendingDestination(then: done)
            }
        }
    }

    /// Dismisses what the old flow presents, installs `module`, animates, then releases the old flow.
    ///
    /// The animation runs on a snapshot of the old flow, so no object of the old flow stays in the
    /// window after the swap; the old module is kept only until the transition ends.
    private func swap(to module: NavigationModule, transition: FlowTransition, completion: @escaping () -> Void) {
        let oldModule = currentModule
        let oldContainer = window.rootViewController
        dismissPresentations(of: oldContainer) { [self] in
            let snapshot = oldContainer?.viewIfLoaded?.snapshotView(afterScreenUpdates: false)
            module.delegate = self
            module.requests = requests
            currentModule = module
            oldModule?.markFlowEnded()
            let container = module.containerViewController
            window.rootViewController = container
            if window.isHidden { window.makeKeyAndVisible() }
            FlowTransitionAnimator.run(transition, in: window, from: snapshot, to: container.view) {
                withExtendedLifetime(oldModule) {}
                completion()
            }
        }
    }

    /// Dismisses everything `container` presents, waiting for a running presentation to end first.
    func dismissPresentations(of container: UIViewController?, then next: @escaping @MainActor () -> Void) {
        guard let container, let presented = container.presentedViewController else { return next() }
        if let coordinator = presented.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [self] _ in
                dismissPresentations(of: container, then: next)
            }
            return
        }
        container.dismiss(animated: false, completion: next)
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
