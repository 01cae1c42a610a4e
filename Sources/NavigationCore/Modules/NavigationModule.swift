/// A flow: a navigation stack built lazily from ``NavigationModel`` values, and the requests that move it.
///
/// A module wraps a `UINavigationController` that it builds the first time it is needed; the screens
/// of its models (root first) are created when that controller's view loads, which UIKit does when
/// it first shows it, or when a request needs the stack. A module that is never shown creates no
/// screen. Screens push the next screen by type, pop, and end the whole flow with
/// ``endFlow(with:transition:completion:)``, which reaches the module's ``NavigationRouterDelegate``.
///
/// Every request is queued behind any transition that is running (shared with the router once the
/// module is shown), and runs in order. Each has a completion form and an `async` form; a refused
/// request reports a ``NavigationError`` and changes nothing. The module keeps no copy of the stack:
/// it reads `navigationController.viewControllers`, so it stays right when the user pops with the
/// back button or the back swipe. The navigation controller's `delegate` is the app's to set: the
/// module listens through a proxy that passes every call on to it (reading `delegate` returns the app's).
///
/// Subclass it to make other kinds of flow: override ``containerViewController`` to show another
/// container, and make the module from a ``NavigationModel/module(_:)`` model.
@MainActor
open class NavigationModule {
    /// What a completion handler receives: success, or why the request did not run.
    public typealias Completion = @MainActor (Result<Void, NavigationError>) -> Void

    /// The object that replaces this module's flow: the router, or a module that nests this one.
    public weak var delegate: (any NavigationRouterDelegate)?

    /// The destinations this module can show, and how; `nil` when it shows none.
    public var destinations: DestinationHandler?

    /// Whether the module's flow has ended: it was replaced (or, for a presented module, its presentation
    /// ended), and its requests now fail with ``NavigationError/flowEnded``.
    public private(set) var isFlowEnded = false

    /// The router the module reported to before its flow ended: where failures of requests made
    /// afterwards without a completion handler go.
    private weak var endedFlowRouter: NavigationRouter?

    /// The models the stack is built from, root first.
    public let initialModels: [NavigationModel]

    /// The queue that serializes this module's requests; the router shares its own when it shows the
    /// module, and nested modules always share their parent's.
    ///
    /// A module that never gets a queue of its own (most are shown at once) makes none.
    package var requests: NavigationRequestQueue {
        get {
            if let sharedRequests { return sharedRequests }
            let requests = NavigationRequestQueue()
            sharedRequests = requests
            return requests
        }
        set {
            sharedRequests = newValue
            if presentedModule != nil { newValue.notePresenter(self) }
            for module in nestedModules { module.requests = newValue }
        }
    }
    private var sharedRequests: NavigationRequestQueue?

    /// Modules shown inside this one (a tab branch's tabs): they share its queue and end with it.
    package var nestedModules: [NavigationModule] = [] {
        didSet {
            for module in nestedModules { module.requests = requests }
        }
    }

    /// The module this one presents, if any. It is shown over this module, shares its queue, and ends
    /// when this module's flow ends; ``ModalOutcome`` tells the presenter how it ended.
    public package(set) var presentedModule: NavigationModule? {
        didSet {
            if presentedModule != nil {
                requests.notePresenter(self)
            } else if oldValue != nil {
                requests.notePresentationEnded()
            }
        }
    }

    /// The module that presents this one, held weakly; `nil` when this module is not presented.
    public package(set) weak var presentingModule: NavigationModule?

    /// This module's presentation while the SDK takes it as presented: from its start until the
    /// presenter has its outcome; `nil` for a module that is not presented.
    package var presentation: ModulePresentation?

    /// Every module shown inside or over this one: nested modules, then the presented module.
    package var childModules: [NavigationModule] {
        guard let presentedModule else { return nestedModules }
        return nestedModules + CollectionOfOne(presentedModule)
    }

    /// This module and every module shown inside or over it, at any depth, each before those it shows.
    package var moduleTree: [NavigationModule] {
        var tree: [NavigationModule] = []
        var pending = [self]
        while let module = pending.popLast() {
            tree.append(module)
            pending += module.childModules
        }
        return tree
    }

    /// The identifier of the tab this module is, when a tab branch shows it; events name it.
    package var tabIdentifier: String?

    /// The stack as events last told it, and what tells who moves it next.
    package var stackEvents = StackEvents()

    /// Whether the initial screens are being made (their initializers run): a stack change they make
    /// through UIKit lands on the empty stack, under which the initial screens then go.
    private var isMakingInitialScreens = false

    private var builtNavigationController: ModuleNavigationController?
    private var loadedInitialScreens = false

    /// Creates a module whose stack will be built from `models`, root first. Nothing is created yet.
    ///
    /// - Parameters:
    ///   - models: The screens of the initial stack, root first.
    ///   - destinations: The destinations the module can show, and how.
    /// - Throws: ``NavigationError/emptyModelList`` for no models, ``NavigationError/moduleModelInStack``
    ///   for a model that describes a whole module.
    public init(models: [NavigationModel], destinations: DestinationHandler? = nil) throws(NavigationError) {
        guard !models.isEmpty else { throw .emptyModelList }
        guard !models.contains(where: \.isModuleModel) else { throw .moduleModelInStack }
        initialModels = models
        self.destinations = destinations
    }

    /// Creates a module for `models`, already known to describe a stack.
    private init(validatedStack models: [NavigationModel]) {
        initialModels = models
    }

    /// Creates a module with no screen models, for subclasses that build another container.
    public init() {
        initialModels = []
    }

    /// A module is released on the main thread, with the UIKit controllers it owns; debug builds warn
    /// of one released elsewhere (a task held it last), which the SDK survives but UIKit does not
    /// promise to.
    deinit {
        // A module made and released before any router tagged the main queue is on the main thread.
        if !MainQueue.isCurrent, !Thread.isMainThread {
            MainQueue.warnOfReleaseOffMainQueue(String(describing: type(of: self)))
        }
    }

    /// Makes the module a list of models describes: a stack module, or the one module a module model makes.
    package static func make(from models: [NavigationModel]) throws(NavigationError) -> NavigationModule {
        try validateFlow(models)
        return try make(fromValidated: models)
    }

    /// ``make(from:)`` for models ``validateFlow(_:)`` has accepted: they are not checked again.
    package static func make(fromValidated models: [NavigationModel]) throws(NavigationError) -> NavigationModule {
        if let first = models.first, case .module(let makeModule) = first.content { return try makeModule() }
        // Accepted models that do not start with a module model describe a stack.
        return NavigationModule(validatedStack: models)
    }

    /// Checks that `models` can describe a flow, without building anything.
    package static func validateFlow(_ models: [NavigationModel]) throws(NavigationError) {
        guard !models.isEmpty else { throw .emptyModelList }
        if models.count > 1, let index = models.firstIndex(where: \.isModuleModel) {
            throw .moduleModelMustStandAlone(moduleModelIndex: index)
        }
    }

    // MARK: Containers

    /// The navigation controller, made on first access; its screens are made when its view loads.
    ///
    /// A module that shows one presented screen without a stack (``present(screen:returning:presentation:animated:completion:)``)
    /// has none on screen: this returns one UIKit never shows. Use ``containerViewController`` there.
    ///
    /// To configure the controller (its bar's appearance, say), set it up through this property once
    /// the module is made. An override that returns a controller of its own is not supported: the
    /// module tracks the controller it built, so ``viewControllers`` would stay empty and the moves UIKit
    /// makes in the other controller (a back swipe) would go unreported. To show another container,
    /// override ``containerViewController``.
    open var navigationController: UINavigationController {
        if let builtNavigationController { return builtNavigationController }
        let navigationController = ModuleNavigationController()
        navigationController.attach(to: self)
        builtNavigationController = navigationController
        return navigationController
    }

    /// The router that shows this module's flow: the first router up its delegates (a tab's branch,
    /// a presented module's presenter, and so on). `nil` before the module is shown, once its flow has
    /// ended, and once the router is released. A screen reaches it as `navigationModule?.router`, to
    /// open a destination or clear a held one on sign-out.
    public var router: NavigationRouter? { eventRouter }

    /// Whether the navigation controller exists yet: `false` until something needs it.
    public var isNavigationControllerBuilt: Bool { builtNavigationController != nil }

    /// Whether the screens of ``initialModels`` have been made.
    public var hasLoadedInitialScreens: Bool { loadedInitialScreens }

    /// The module whose stack this module's pushes, pops and destination plans move. Default: `self`.
    ///
    /// A module that nests others overrides it: a tab branch answers its selected tab's module (at any
    /// depth), so a screen pushed through the branch belongs to the tab whose stack holds it. Requests
    /// read it when they run, not when they are made.
    open var stackModule: NavigationModule { self }

    /// The view controller the router puts in the window for this flow. Default: ``navigationController``.
    open var containerViewController: UIViewController { navigationController }

    /// The screens of the stack, root first; empty until the initial screens are made.
    ///
    /// A module that shows one screen without a stack answers that screen.
    public var viewControllers: [UIViewController] { screens }

    /// The screens the module shows, root first: its navigation controller's.
    package var screens: [UIViewController] { builtNavigationController?.viewControllers ?? [] }

    /// Whether the module has a navigation stack to push on and pop from; a single presented screen has none.
    package var hasNavigationStack: Bool { true }

    // MARK: Destinations

    /// Where `destination` goes in this module, or `nil` when the module cannot show it.
    ///
    /// The default asks ``destinations``. Modules that nest others override it to ask their children
    /// and add the steps that bring the chosen child on screen.
    open func destinationRoute(for destination: AnyNavigationDestination) -> DestinationRoute? {
        guard let plan = destinations?.plan(destination) else { return nil }
        return DestinationRoute(module: self, plan: plan)
    }

    // MARK: Requests

    /// Pushes a screen of the given type on top of the stack.
    ///
    /// - Parameters:
    ///   - type: The screen's class; the module creates it.
    ///   - object: A value the screen reads as ``NavigationModuleViewController/object``.
    ///   - animated: Whether the push animates.
    ///   - completion: Called when the push has finished, or with the reason it did not run.
    @_disfavoredOverload
    public func pushViewController(
        _ type: NavigationModuleViewController.Type, object: Any? = nil, animated: Bool = true,
        completion: Completion? = nil
    ) {
        push(
            NavigationModel(initialViewControllerType: type, object: object), animated: animated, completion: completion
        )
    }

    /// A screen that declares its input type is pushed with ``pushViewController(_:input:animated:completion:)``.
    ///
    /// The compiler warns at such a push without its input; when the push runs anyway, it fails with
    /// ``NavigationError/unusableScreen(typeName:problem:)`` (``NavigationError/ScreenProblem/missingInput``).
    @available(*, deprecated, message: "this screen declares its input: push it with pushViewController(_:input:)")
    public func pushViewController<Screen: NavigationInputScreen>(
        _ type: Screen.Type, object: Any? = nil, animated: Bool = true, completion: Completion? = nil
    ) {
        push(
            NavigationModel(initialViewControllerType: type as NavigationModuleViewController.Type, object: object),
            animated: animated, completion: completion)
    }

    /// A screen made only by a builder is pushed with ``pushViewController(animated:completion:builder:)``.
    ///
    /// The compiler warns at such a push by type; when it runs anyway, it fails with
    /// ``NavigationError/unusableScreen(typeName:problem:)`` (``NavigationError/ScreenProblem/builderOnly``).
    @available(
        *, deprecated,
        message: "this screen is made only by a builder: push it with pushViewController { module in ... }"
    )
    public func pushViewController<Screen: NavigationBuilderOnlyScreen>(
        _ type: Screen.Type, object: Any? = nil, animated: Bool = true, completion: Completion? = nil
    ) {
        push(
            NavigationModel(initialViewControllerType: type as NavigationModuleViewController.Type, object: object),
            animated: animated, completion: completion)
    }

    /// Pushes a screen that declares its input type, with a value of that type.
    ///
    /// - Parameters:
    ///   - type: The screen's class.
    ///   - input: The value the screen reads as ``NavigationInputScreen/input``.
    ///   - animated: Whether the push animates.
    ///   - completion: Called when the push has finished, or with the reason it did not run.
    public func pushViewController<Screen: NavigationInputScreen>(
        _ type: Screen.Type, input: Screen.Input, animated: Bool = true, completion: Completion? = nil
    ) {
        push(NavigationModel(type, input: input), animated: animated, completion: completion)
    }

    /// Pushes a screen that a closure makes, for screens that need dependencies.
    ///
    /// - Parameters:
    ///   - animated: Whether the push animates.
    ///   - completion: Called when the push has finished, or with the reason it did not run.
    ///   - builder: Makes the screen; it receives this module.
    public func pushViewController(
        animated: Bool = true, completion: Completion? = nil,
        builder: @escaping @MainActor (NavigationModule) -> UIViewController
    ) {
        push(NavigationModel(builder: builder), animated: animated, completion: completion)
    }

    /// Pops the top screen. On the root, fails with ``NavigationError/cannotPopRoot`` and changes nothing.
    ///
    /// When the navigation controller declines the pop (a subclass of the app's whose
    /// `popViewController(animated:)` answers `nil`), it fails with
    /// ``NavigationError/rejectedByUIKit(reason:)`` and the stack stays as it was.
    ///
    /// - Parameters:
    ///   - animated: Whether the pop animates.
    ///   - completion: Called when the pop has finished, or with the reason it did not run.
    public func popViewController(animated: Bool = true, completion: Completion? = nil) {
        pop(toRoot: false, animated: animated, completion: completion)
    }

    /// Pops every screen above the root. On the root already, succeeds and changes nothing.
    ///
    /// When the navigation controller declines (a subclass of the app's whose
    /// `popToRootViewController(animated:)` answers `nil` and pops nothing), it fails with
    /// ``NavigationError/rejectedByUIKit(reason:)``.
    ///
    /// - Parameters:
    ///   - animated: Whether the pop animates.
    ///   - completion: Called when the pop has finished, or with the reason it did not run.
    public func popToRootViewController(animated: Bool = true, completion: Completion? = nil) {
        pop(toRoot: true, animated: animated, completion: completion)
    }

    /// Ends this flow: asks the delegate to replace it with a flow built from `navigationModels`.
    ///
    /// The request waits behind any running transition. When it runs, this module's flow must still
    /// be current: a second `endFlow` from the same module (a double tap) fails with
    /// ``NavigationError/flowEnded`` instead of switching twice.
    ///
    /// A presented module, or a tab's module, ends the whole flow it belongs to, as the flow's own
    /// module does: every module presented in it ends with ``ModalCancellation/flowChanged``, top first.
    ///
    /// - Parameters:
    ///   - navigationModels: The new flow's models: its initial stack, root first, or one module model.
    ///   - transition: The animation; ``FlowTransition/automatic`` for the router's default.
    ///   - completion: Called once the new flow is on screen and the SDK has let go of this one, or with the
    ///     reason it is not: the module is released by then unless something else holds it (a change with
    ///     no animation usually completes inside this call, whose caller still holds the module, or on a
    ///     later turn where UIKit finishes non-animated transitions then; UIKit may release the old
    ///     container and its screens at the end of the main-queue turn).
    public func endFlow(
        with navigationModels: [NavigationModel], transition: FlowTransition = .automatic, completion: Completion? = nil
    ) {
        do throws(NavigationError) {
            try NavigationModule.validateFlow(navigationModels)
        } catch {
            return report(.failure(error), to: completion)
        }
        // An ended flow (a flow change that is still running may have ended it) fails in the request's
        // turn, after the requests made before it, as every request does.
        guard !isFlowEnded else { return enqueue(completion) { _, finish in finish(.failure(.flowEnded)) } }
        guard let delegate else { return report(.failure(.noDelegate), to: completion) }
        // Where a failure goes once this module is gone (an earlier flow change released it).
        weak let router = completion == nil ? eventRouter : nil
        delegate.navigationModule(
            self, didEndFlowWith: navigationModels, transition: transition,
            completion: { [weak self] result in
                // The completion runs without this module held: a flow change has released it by then.
                if let completion { return completion(result) }
                guard case .failure(let error) = result else { return }
                if let self { return self.report(result, to: nil) }
                // Never silent: the router hears of it, or the log when the router is gone too.
                if let router {
                    router.onUnhandledError?(error)
                } else {
                    UnhandledErrorLog.write(error, from: .noRouter)
                }
            })
    }

    // MARK: Package

    /// Marks the flow ended, with every nested module: they stop moving and forget their delegates.
    ///
    /// Each keeps a reference to the router it reported to, which does not keep the router alive, so
    /// that a request made afterwards without a completion handler still reaches the router's
    /// `onUnhandledError`.
    package func markFlowEnded() {
        markFlowEnded(reportingTo: eventRouter)
    }

    /// ``markFlowEnded()``, reporting later failures to `router`, already looked up.
    package func markFlowEnded(reportingTo router: NavigationRouter?) {
        isFlowEnded = true
        if let router { endedFlowRouter = router }
        delegate = nil
        for module in nestedModules { module.markFlowEnded(reportingTo: router) }
        presentedModule?.markFlowEnded(reportingTo: router)
    }

    /// App code is about to set the whole stack through UIKit (to `count` screens) before the initial
    /// screens are made: what it sets becomes the module's stack in their place (none is made), and
    /// the change is reported as any other, from an empty stack.
    package func stackWillBeSet(to count: Int) {
        guard !loadedInitialScreens, !isMakingInitialScreens, !isFlowEnded, count > 0 else { return }
        loadedInitialScreens = true
        markStackReported()
    }

    /// Makes the screens of ``initialModels`` and puts them under anything already on the stack, once.
    ///
    /// This runs when UIKit first loads the navigation controller's view (a lazy tab's first selection),
    /// when a request needs the stack, before app code pushes through UIKit, and before a flow change
    /// or a presentation shows the module. (What a screen's initializer pushes while the initial screens
    /// are made stays on top of them; a stack app code sets before they are made takes their place, see
    /// ``stackWillBeSet(to:)``.) A screen that a stack cannot hold (see
    /// ``NavigationError/unusableScreen(typeName:problem:)``) fails the whole, installing none, unless
    /// `leavingOutUnusable`: it is then left out and reported to the delegate, which passes it to the
    /// router's `onUnhandledError`, and UIKit never sees it. A module whose flow has ended makes none.
    package func ensureInitialScreens(leavingOutUnusable: Bool) throws(NavigationError) {
        guard !loadedInitialScreens, !isMakingInitialScreens, !isFlowEnded else { return }
        isMakingInitialScreens = true
        defer { isMakingInitialScreens = false }
        var screens: [UIViewController] = []
        for model in initialModels {
            do throws(NavigationError) {
                guard let screen = try model.makeScreen(for: self) else { continue }
                let stack = screens + (builtNavigationController?.viewControllers ?? [])
                if let error = Self.problem(with: [screen], joining: stack) { throw error }
                screens.append(screen)
            } catch {
                guard leavingOutUnusable else { throw error }
                report(.failure(error), to: nil)
            }
        }
        loadedInitialScreens = true
        guard !screens.isEmpty else { return }
        // A module of the SDK's own class whose controller nothing has asked for yet (a screen's
        // initializer may have) makes it around its one root, with UIKit's own initializer.
        if builtNavigationController == nil, screens.count == 1, type(of: self) == NavigationModule.self {
            let navigationController = ModuleNavigationController(rootViewController: screens[0])
            navigationController.attach(to: self)
            builtNavigationController = navigationController
            return markStackReported()
        }
        let navigationController = self.navigationController
        stackEvents.isInstallingInitialScreens = true
        // A single root on an empty stack is pushed, as UIKit's `rootViewController:` initializer does.
        if screens.count == 1, navigationController.viewControllers.isEmpty {
            navigationController.pushViewController(screens[0], animated: false)
        } else {
            navigationController.setViewControllers(screens + navigationController.viewControllers, animated: false)
        }
        stackEvents.isInstallingInitialScreens = false
        markStackReported()
    }

    /// The screens `models` make for this module, in order (a module model makes none).
    package func makeScreens(from models: [NavigationModel]) throws(NavigationError) -> [UIViewController] {
        var screens: [UIViewController] = []
        for model in models {
            if let screen = try model.makeScreen(for: self) { screens.append(screen) }
        }
        return screens
    }

    /// The navigation controller with its initial screens made: what requests work on.
    package var loadedNavigationController: UINavigationController {
        try? ensureInitialScreens(leavingOutUnusable: true)
        return navigationController
    }

    /// Queues a request; `work` runs when the request's turn comes and calls `finish` once when done.
    ///
    /// `work` receives the module whose stack the request moves: ``stackModule`` as it is when the
    /// request runs. A module whose flow has ended fails the request with ``NavigationError/flowEnded``
    /// unless `refusingEndedFlow` is `false`, for requests that give their own reason.
    package func enqueue(
        _ completion: Completion?, refusingEndedFlow: Bool = true,
        _ work: @escaping @MainActor (NavigationModule, _ finish: @escaping RequestEnd) -> Void
    ) {
        // The request holds the module until its turn: a failure is reported to the module's delegate.
        requests.submit(
            NavigationRequestQueue.Request(
                requestedBy: self,
                run: { [self] done in
                    guard !refusingEndedFlow || !isFlowEnded else {
                        report(.failure(.flowEnded), to: completion)
                        return done()
                    }
                    let module = stackModule
                    work(module, Self.requestEnd(stackModule: module, owner: self, completion: completion, done: done))
                },
                fail: { [self] error in report(.failure(error), to: completion) }))
    }

    /// Calls `completion` with `result`, or tells the delegate about a failure nobody else will see.
    package func report(_ result: Result<Void, NavigationError>, to completion: Completion?) {
        if let completion {
            completion(result)
        } else if case .failure(let error) = result {
            if let delegate {
                delegate.navigationModule(self, didFailWith: error)
            } else if let endedFlowRouter {
                endedFlowRouter.navigationModule(self, didFailWith: error)
            } else {
                // No router to tell: it was released, or the module was never shown. Never silent.
                UnhandledErrorLog.write(error, from: .noRouter)
            }
        }
    }

    /// Finishes a request successfully when the navigation controller's running transition ends, or at
    /// once when none runs.
    package func finishWhenTransitionEnds(
        in navigationController: UINavigationController, _ finish: @escaping RequestEnd
    ) {
        guard navigationController.transitionCoordinator != nil else { return finish(.success(())) }
        whenTransitionEnds(in: navigationController) { finish(.success(())) }
    }

    /// Calls `body` when the navigation controller's running transition ends, or at once when none runs.
    ///
    /// A transition the ending one's callbacks start (a screen that presents as it appears) is waited
    /// for too: the controller is asked again once the transition has ended.
    package func whenTransitionEnds(
        in navigationController: UINavigationController, _ body: @escaping @MainActor () -> Void
    ) {
        guard let coordinator = navigationController.transitionCoordinator else { return body() }
        // `animate` returns false, and never calls the completion, once the transition has ended: a
        // coordinator still reported from its own completion ends the wait.
        coordinator.whenEnded(
            { [weak navigationController] _ in
                guard let navigationController, let next = navigationController.transitionCoordinator,
                    next !== coordinator
                else { return body() }
                self.whenTransitionEnds(in: navigationController, body)
            }, otherwise: body)
    }

    // MARK: Private

    private func push(_ model: NavigationModel, animated: Bool, completion: Completion?) {
        enqueue(completion) { module, finish in
            guard module.hasNavigationStack else { return finish(.failure(.noNavigationStack)) }
            guard model.isScreenModel else { return finish(.failure(.moduleModelInStack)) }
            let navigationController = module.loadedNavigationController
            do throws(NavigationError) {
                guard let screen = try model.makeScreen(for: module) else {
                    return finish(.failure(.moduleModelInStack))
                }
                module.push(screen, onto: navigationController, animated: animated, finish)
            } catch {
                finish(.failure(error))
            }
        }
    }

    /// Pops the top screen, or every screen above the root: the root itself is never popped (a pop to
    /// it from the root moves nothing and succeeds).
    private func pop(toRoot: Bool, animated: Bool, completion: Completion?) {
        enqueue(completion) { module, finish in
            guard module.hasNavigationStack else { return finish(.failure(.noNavigationStack)) }
            let navigationController = module.loadedNavigationController
            let count = navigationController.viewControllers.count
            guard count > 1 else { return finish(toRoot ? .success(()) : .failure(.cannotPopRoot)) }
            module.stackEvents.isMovingForRequest = true
            // An app's navigation controller may refuse the pop (it answers `nil`); the stack, asked
            // only then, tells whether anything moved all the same.
            let popped =
                toRoot
                ? navigationController.popToRootViewController(animated: animated)?.isEmpty == false
                : navigationController.popViewController(animated: animated) != nil
            module.stackEvents.isMovingForRequest = false
            guard popped || navigationController.viewControllers.count < count else {
                let reason =
                    toRoot
                    ? "the navigation controller did not pop to its root" : "the navigation controller did not pop"
                return finish(.failure(.rejectedByUIKit(reason: reason)))
            }
            module.finishWhenTransitionEnds(in: navigationController, finish)
        }
    }

    /// Pushes `screen`, just made for this module, onto its loaded navigation controller, unless the
    /// stack cannot hold it; `finish` ends the request.
    private func push(
        _ screen: UIViewController, onto navigationController: UINavigationController, animated: Bool,
        _ finish: @escaping RequestEnd
    ) {
        if let error = Self.problem(with: screen, joining: navigationController.viewControllers, after: []) {
            return finish(.failure(error))
        }
        stackEvents.isMovingForRequest = true
        navigationController.pushViewController(screen, animated: animated)
        stackEvents.isMovingForRequest = false
        guard navigationController.topViewController === screen else {
            return finish(.failure(.rejectedByUIKit(reason: "the pushed screen is not on top of the stack")))
        }
        // Asked even when UIKit has shown the screen inside the call: what the screen or the app's
        // delegate started from their callbacks (a push, a presentation) is waited for too.
        finishWhenTransitionEnds(in: navigationController, finish)
    }
}

/// How a request, or a step of one, ends: called once, with its result.
package typealias RequestEnd = @MainActor (Result<Void, NavigationError>) -> Void

extension NavigationModule {
    /// How a request `owner` queued, which moved `stackModule`, ends: the stack it moved is reported,
    /// `completion` hears how it went, and `done` lets the queue move on to the next request.
    package static func requestEnd(
        stackModule: NavigationModule, owner: NavigationModule, completion: Completion?,
        done: @escaping @MainActor () -> Void
    ) -> RequestEnd {
        { result in
            stackModule.reportStackChanges(source: .code)
            // A request still running when its router was released fails as the waiting ones did.
            owner.report(owner.requests.result(ending: result), to: completion)
            done()
        }
    }
}
