import Foundation
import HeadlessUIKit
import HeadlessUIKitDrivers
import NavigationCore
import NavigationTabs

/// What went wrong in a program: which invariant broke, after which step, and how.
public struct CheckFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// A failure of `invariant`, found after step `afterStep` (`nil`: at the end).
    public init(invariant: String, detail: String, afterStep: Int?) {
        self.invariant = invariant
        self.detail = detail
        self.afterStep = afterStep
    }

    /// The invariant's name, such as `tree matches UIKit`.
    public let invariant: String
    /// What was found.
    public let detail: String
    /// The index of the step after which the check ran; `nil` for the checks at the end of the program.
    public let afterStep: Int?

    /// A sentence for the terminal.
    public var description: String {
        let place = afterStep.map { "after step \($0)" } ?? "at the end"
        return "\(invariant) broke \(place): \(detail)"
    }
}

/// Runs a navigation program against the SDK on HeadlessUIKit and checks DESIGN.md's invariants
/// whenever the program settles, and at the end.
///
/// The checks: the module tree describes the UIKit hierarchy (root, tabs, presentations); every
/// screen's module is the module whose stack holds it; every request's completion ran exactly once,
/// and the queued ones in submission order; every presentation delivered exactly one outcome; every
/// deep link was shown once or dropped with a reason, never both; no signed-in screen lives while
/// sign-in is up; HeadlessUIKit recorded no UIKit misuse; the queue never stalls; and after a final
/// flow change nothing of the earlier flows is alive.
@MainActor
public final class ProgramRunner {
    private var router: NavigationRouter?
    private var registry = Registry()
    private let routes: DestinationRouteTable<CheckedDestination>
    /// The routes of custom-scheme links that name a host, read as a host.
    private let hostRoutes: DestinationRouteTable<CheckedDestination>
    private var holdDepth = 0
    private var submitted: [Int] = []
    private var immediate: Set<Int> = []
    private var completions: [Int] = []
    private var submitting: Int?
    private var nextRequest = 0
    private var presentations: [Int: Int] = [:]
    private var opened = 0
    private var terminalDestinationEvents = 0
    private var modelHeld: AnyNavigationDestination?
    /// The destination the last `clearHeld` dropped, until a request is made again: it must not show.
    private var droppedByClear: AnyNavigationDestination?
    /// Whether a tab tap went through while a transition ran (the `tabTapsDuringTransitions`
    /// alternative): UIKit itself then switches or pops a stack mid-transition, and the misuse it logs
    /// from there on is not the SDK's, so that invariant is no longer checked for the program.
    private var tapInterruptedTransition = false
    /// A module of an ended flow the app kept, and the app's own presentation delegate.
    private var keptEndedModule: NavigationModule?
    private let appPresentationDelegate = AppPresentationDelegate()
    /// The `async` pushes started, and those whose `await` returned.
    private var asyncStarted = 0
    private var asyncReturned = 0
    /// The user dismissals the drivers carried out, and how many outcomes said the user dismissed.
    private var userDismissals = 0
    private var userDismissedOutcomes = 0
    /// What went wrong with an outcome or an event, found as it arrived; reported at the next check.
    private var wrongReport: String?
    /// The navigation events the current router reported: presentations and dismissals.
    private var presentedEvents = 0
    private var dismissedEvents = 0
    /// Which router the events come from: one released router may still report what its running
    /// request finishes, and is no longer counted.
    private var routerGeneration = 0
    /// The links opened through the route table, and the door their resolvers wait at.
    private let links = LinkLedger()
    private let door = ResolverDoor()

    private init() {
        CheckedApp.resolvingDoor = door
        var routes = DestinationRouteTable<CheckedDestination>(schemes: ["checked", "https"])
        try? routes.add("messages/:id(int)") { .message(try $0.int("id")) }
        try? routes.add("compose") { _ in .compose }
        try? routes.add("activity") { _ in .activity }
        let door = self.door
        try? routes.addResolver("later/messages/:id(int)") { parameters in
            try await door.pass()
            return .show(.message(try parameters.int("id")))
        }
        try? routes.addResolver("later/web") { _ in
            try await door.pass()
            return .handOff
        }
        try? routes.addResolver("later/refused") { _ in
            try await door.pass()
            return .reject("not for this app")
        }
        // A click-tracking link of any length, on a host of its own, that leads to a message.
        try? routes.addResolver("f/*tokens", hosts: ["clicks.checked.example"]) { parameters in
            try await door.pass()
            let id = parameters.wildcardSegments.count
            return .redirect(to: URL(string: "checked://messages/\(id)") ?? URL(fileURLWithPath: "/"))
        }
        routes.notificationMapping = { payload, _ in
            if let link = payload["url"]?.stringValue, let url = URL(string: link) { return .url(url) }
            guard let activity = payload["activity"], let category = activity["category"]?.stringValue else {
                throw DeepLinkError.malformedPayload(reason: "no activity")
            }
            return .notification(type: category, values: activity.topLevelTexts)
        }
        try? routes.addNotification(type: "message") { .message(try $0.int("id")) }
        self.routes = routes
        var hostRoutes = DestinationRouteTable<CheckedDestination>(
            schemes: ["checkedapp"], hosts: ["www.checked.example"])
        hostRoutes.customSchemeHost = .isHost
        try? hostRoutes.add("messages/:id(int)") { .message(try $0.int("id")) }
        self.hostRoutes = hostRoutes
    }

    /// Runs `program` from a fresh app; returns the first broken invariant, or `nil`.
    public static func run(_ program: [Step]) async -> CheckFailure? {
        let runner = ProgramRunner()
        return await runner.execute(program)
    }

    private func execute(_ program: [Step]) async -> CheckFailure? {
        Registry.current = registry
        HeadlessWarnings.removeAll()
        startRouter()
        do throws(CheckFailure) {
            try await settle(after: nil)
            for (index, step) in program.enumerated() {
                try await perform(step, index: index)
                registerModules()
                if step == .settle { try await settle(after: index) }
            }
            try await finish()
        } catch {
            releaseHolds()
            return error
        }
        return nil
    }

    /// Counts each opened destination's end once: shown (already, or by popping back), replaced, dropped,
    /// or merged into the same destination already held (asked for twice, shown once).
    private func account(for event: DestinationEvent) {
        switch event {
        case .held(let destination):
            if modelHeld == destination { terminalDestinationEvents += 1 }
            modelHeld = destination
        case .shown(let destination), .alreadyShowing(let destination), .poppedBack(let destination),
            .dropped(let destination, _):
            if destination == droppedByClear, wrongReport == nil, event != .dropped(destination, reason: .cleared) {
                wrongReport = "\(destination) was cleared while held, and then \(event)"
            }
            terminalDestinationEvents += 1
            if modelHeld == destination { modelHeld = nil }
        case .replaced(let replaced, _):
            // The newer request is then held, or shown by the flow on screen.
            terminalDestinationEvents += 1
            if modelHeld == replaced { modelHeld = nil }
        case .rejected(.destination(let destination), _), .resolutionCancelled(.destination(let destination), _),
            .handedOff(.destination(let destination), _):
            // A destination whose plan resolves ends with its resolution, when that does not show it.
            terminalDestinationEvents += 1
            if modelHeld == destination { modelHeld = nil }
        case .rejected, .resolving, .resolutionCancelled, .handedOff:
            break
        }
    }

    /// Makes a router in a new window, observes it, and starts its first flow.
    private func startRouter() {
        let router = NavigationRouter(in: UIWindow(frame: UIScreen.main.bounds))
        self.router = router
        presentedEvents = 0
        dismissedEvents = 0
        routerGeneration += 1
        let generation = routerGeneration
        links.routerStarted()
        router.observeDestinations { [weak self] event in
            guard let self, self.routerGeneration == generation else { return }
            self.account(for: event)
            self.links.account(for: event)
        }
        router.onHandOff = { [weak self] _ in
            guard let self, self.routerGeneration == generation else { return }
            self.links.handedOff()
        }
        router.observeNavigation { [weak self] event in
            guard let self, self.routerGeneration == generation else { return }
            switch event {
            case .presented: self.presentedEvents += 1
            case .dismissed(_, let cancellation, let source):
                self.dismissedEvents += 1
                // In order: no more dismissals than presentations reported so far.
                if self.dismissedEvents > self.presentedEvents, self.wrongReport == nil {
                    self.wrongReport = "a dismissal reported before the presentation it ends"
                }
                let expected: NavigationEventSource = cancellation == .dismissedByUser ? .userDismissal : .code
                if source != expected, self.wrongReport == nil {
                    self.wrongReport =
                        "a dismissal (\(String(describing: cancellation))) reported with source \(source)"
                }
            default: break
            }
        }
        request { router.startNavigationModuleFrom(CheckedApp.splash(), transition: .none, completion: $0) }
    }

    // MARK: Steps

    private func perform(_ step: Step, index: Int) async throws(CheckFailure) {
        guard let router else { return }
        let top = topStackModule
        switch step {
        case .showSplash: endFlow(CheckedApp.splash())
        case .showSignIn: endFlow(CheckedApp.signIn())
        case .showTabs: endFlow(CheckedApp.tabs())
        case .push(let animated):
            if let top { request { top.pushViewController(DetailScreen.self, animated: animated, completion: $0) } }
        case .pushBuilder(let animated):
            if let top {
                request { completion in
                    top.pushViewController(animated: animated, completion: completion) { module in
                        DetailScreen(navigationModule: module)
                    }
                }
            }
        case .pop(let animated):
            if let top { request { top.popViewController(animated: animated, completion: $0) } }
        case .presentAsync(let animated):
            if let top {
                asyncStarted += 1
                Task { @MainActor [weak self] in
                    let outcome = try? await top.present(
                        [NavigationModel(initialViewControllerType: ComposeScreen.self)], returning: Int.self,
                        presentation: .sheet, animated: animated)
                    if case .finished(let value)? = outcome, value != 7, self?.wrongReport == nil {
                        self?.wrongReport = "an async presentation finished with \(value), not 7"
                    }
                    self?.asyncReturned += 1
                }
            }
        case .pushAsync(let animated):
            if let top {
                asyncStarted += 1
                Task { @MainActor [weak self] in
                    try? await top.pushViewController(DetailScreen.self, animated: animated)
                    self?.asyncReturned += 1
                }
            }
        case .popToRoot(let animated):
            if let top { request { top.popToRootViewController(animated: animated, completion: $0) } }
        case .selectTab(let index):
            if let branch { request { branch.selectTab(at: index, completion: $0) } }
        case .replaceTab(let index):
            let identifier = ["inbox", "activity", "profile"][min(index, 2)]
            if let branch {
                request { branch.replaceTab(identifier, with: CheckedApp.replacement(for: index), completion: $0) }
            }
        case .present(let presentation, let animated): present(presentation, animated: animated, from: top)
        case .presentFrom(let index, let presentation, let animated):
            let modules = allModules
            if !modules.isEmpty {
                present(presentation, animated: animated, from: modules[index % modules.count])
            }
        case .finish(let animated):
            if let presented = topPresented {
                request { presented.finish(with: 7, animated: animated, completion: $0) }
            }
        case .cancel(let animated):
            if let presented = topPresented { request { presented.cancel(animated: animated, completion: $0) } }
        case .dismissPresented(let animated):
            if let presenter = topPresented?.presentingModule {
                request { presenter.dismissPresentedModule(animated: animated, completion: $0) }
            }
        case .open(let link): open(link, in: router)
        case .openLater(let link): openLater(link, in: router)
        case .answerLinks: await answerLinks()
        case .notify(let notification): notify(notification, in: router)
        case .clearHeld:
            let held = router.pendingDestination
            let cleared = router.clearPendingDestination()
            if cleared != held || router.pendingDestination != nil, wrongReport == nil {
                wrongReport =
                    "clearPendingDestination() returned \(String(describing: cleared)) while "
                    + "\(String(describing: held)) was held, and left \(String(describing: router.pendingDestination))"
            }
            // A request queued before the clear may still show it; nothing else may.
            droppedByClear = router.isProcessingRequests ? nil : cleared
        case .backButton: _ = visibleNavigationController.map(HeadlessNavigation.tapBackButton)
        case .backSwipe: _ = visibleNavigationController.map { HeadlessNavigation.swipeBack(in: $0) }
        case .abandonedBackSwipe:
            _ = visibleNavigationController.map { HeadlessNavigation.swipeBack(in: $0, completes: false) }
        case .tapTab(let index):
            if let branch {
                let midTransition = Self.isTransitionRunning(under: router.window.rootViewController)
                if HeadlessTabs.tapTab(at: index, in: branch.tabBarController), midTransition {
                    tapInterruptedTransition = true
                }
            }
        case .swipeDownSheet:
            if let container = topPresented?.containerViewController, HeadlessPresentation.swipeDownSheet(container) {
                userDismissals += 1
            }
        case .refusedSwipeDown:
            if let container = topPresented?.containerViewController {
                container.isModalInPresentation = true
                if HeadlessPresentation.swipeDownSheet(container) {
                    throw CheckFailure(
                        invariant: "modal in presentation", detail: "a sheet holding unsaved input was swiped away",
                        afterStep: index)
                }
                container.isModalInPresentation = false
            }
        case .tapOutsidePopover:
            if let container = topPresented?.containerViewController,
                HeadlessPresentation.tapOutsidePopover(container)
            {
                userDismissals += 1
            }
        case .abandonedSwipeDown:
            if let container = topPresented?.containerViewController {
                _ = HeadlessPresentation.swipeDownSheet(container, completes: false)
            }
        case .appPresentsPlainController(let animated):
            // App code presents only where UIKit lets it: on the top controller, on screen, with no transition.
            let root = router.window.rootViewController
            var top = root
            while let presented = top?.presentedViewController { top = presented }
            if let top, top.viewIfLoaded?.window != nil, !Self.isTransitionRunning(under: root) {
                top.present(AppPlainController(), animated: animated)
            }
        case .appDismissesFromRoot(let animated):
            let root = router.window.rootViewController
            if let root, root.presentedViewController != nil, !Self.isTransitionRunning(under: root) {
                root.dismiss(animated: animated)
            }
        case .appPopsDirectly(let animated):
            // App code pops through UIKit, where UIKit lets it: no transition running in the window.
            if let navigationController = visibleNavigationController, navigationController.viewControllers.count > 1,
                navigationController.viewIfLoaded?.window != nil,
                !Self.isTransitionRunning(under: router.window.rootViewController)
            {
                navigationController.popViewController(animated: animated)
            }
        case .appSetsStackToRoot(let animated):
            if let navigationController = visibleNavigationController,
                let root = navigationController.viewControllers.first,
                !Self.isTransitionRunning(under: router.window.rootViewController)
            {
                navigationController.setViewControllers([root], animated: animated)
            }
        case .appSetsPresentationDelegate:
            topPresented?.containerViewController.presentationController?.delegate = appPresentationDelegate
        case .presentFromKeptEndedModule:
            // Once its flow has ended, the module refuses with flowEnded; until then it presents as any.
            present(.sheet, animated: true, from: keptEndedModule)
        case .releaseRouter:
            // The app lets go of the router in the middle of whatever runs; every completion must still
            // run, every presentation end once, and nothing of it may outlive the final check. Its
            // requests end on its own queue, so their order is no longer compared with the new router's,
            // and its destinations end with it, unreported.
            self.router = nil
            immediate.formUnion(submitted)
            opened = 0
            terminalDestinationEvents = 0
            droppedByClear = nil
            modelHeld = nil
            startRouter()
        case .finishNextAnimation: HeadlessAnimations.finishNext()
        case .finishAllAnimations: HeadlessAnimations.finishAll()
        case .hold:
            HeadlessAnimations.hold()
            holdDepth += 1
        case .release:
            if holdDepth > 0 {
                HeadlessAnimations.release()
                holdDepth -= 1
            }
        case .turn: await nextTurn()
        case .settle: break
        }
    }

    private func endFlow(_ models: [NavigationModel]) {
        guard let router else { return }
        keptEndedModule = router.currentModule?.stackModule
        if let current = router.currentModule {
            request { current.endFlow(with: models, transition: .none, completion: $0) }
        } else {
            request { router.startNextNavigationModule(with: models, transition: .none, completion: $0) }
        }
    }

    private func present(_ presentation: Step.Presentation, animated: Bool, from module: NavigationModule?) {
        guard let module else { return }
        let id = nextRequest
        nextRequest += 1
        presentations[id] = 0
        let completion: NavigationModule.PresentationCompletion<Int> = { [weak self] result in
            guard let self else { return }
            self.presentations[id, default: 0] += 1
            switch result {
            case .success(.finished(let value)) where value != 7:
                self.wrongReport = self.wrongReport ?? "presentation \(id) finished with \(value), not 7"
            case .success(.cancelled(.dismissedByUser)): self.userDismissedOutcomes += 1
            default: break
            }
        }
        let screen = [NavigationModel(initialViewControllerType: ComposeScreen.self)]
        switch presentation {
        case .sheet: module.present(screen, presentation: .sheet, animated: animated, completion: completion)
        case .fullScreen: module.present(screen, presentation: .fullScreen, animated: animated, completion: completion)
        case .popover:
            let anchor = module.containerViewController.view ?? UIView()
            // Every other popover stays a popover on the iPhone HeadlessUIKit is; the others show as sheets.
            module.present(
                screen, presentation: .popover(.view(anchor, rect: nil), keepsPopoverInCompactWidth: id % 2 == 0),
                animated: animated, completion: completion)
        case .singleScreen:
            module.present(
                screen: NavigationModel(initialViewControllerType: ComposeScreen.self), presentation: .sheet,
                animated: animated, completion: completion)
        }
    }

    private func open(_ link: Step.Link, in router: NavigationRouter) {
        droppedByClear = nil
        let text: String
        switch link {
        case .message(let id): text = "checked://messages/\(id)"
        case .compose: text = "checked://compose"
        case .activity: text = "checked://activity"
        case .unknown: text = "checked://nowhere"
        case .messageAtHost(let id): text = "checkedapp://www.checked.example/messages/\(id)"
        }
        let table = if case .messageAtHost = link { hostRoutes } else { routes }
        guard let url = URL(string: text), let destination = try? table.destination(for: url) else { return }
        opened += 1
        guard destination != .message(CheckedApp.resolvingMessage) else {
            // Its plan resolves: it ends after the requests behind it, as a link does.
            return router.open(destination, completion: links.completion {})
        }
        request { completion in router.open(destination) { _ in completion(.success(())) } }
    }

    private func openLater(_ link: LaterLink, in router: NavigationRouter) {
        droppedByClear = nil
        let text: String
        switch link {
        case .message(let id): text = "checked://later/messages/\(id)"
        case .web: text = "checked://later/web"
        case .refused: text = "checked://later/refused"
        case .tracked(let id): text = "https://clicks.checked.example/f" + String(repeating: "/t", count: id)
        }
        guard let url = URL(string: text) else { return }
        router.open(url, using: routes, completion: links.completion { [weak self] in self?.opened += 1 })
    }

    /// Lets the resolver of the link that resolves answer, and waits for the router to act on its answer.
    private func answerLinks() async {
        guard let router, let resolving = router.resolvingLink else { return }
        // Its task may not have reached the door yet.
        for _ in 0..<1_000 where door.waiting == 0 && router.resolvingLink == resolving {
            try? await Task.sleep(for: .microseconds(20))
        }
        door.openOnce()
        for _ in 0..<1_000 where router.resolvingLink == resolving {
            try? await Task.sleep(for: .microseconds(20))
        }
    }

    private func notify(_ notification: CheckedNotification, in router: NavigationRouter) {
        droppedByClear = nil
        let payload: [AnyHashable: Any]
        var action = DestinationRouteTable<CheckedDestination>.defaultNotificationActionIdentifier
        switch notification {
        case .nested(let id): payload = ["activity": ["category": "message", "id": id]]
        case .withLink(let id): payload = ["url": "checked://messages/\(id)", "aps": ["alert": "New message"]]
        case .markAsRead:
            payload = ["activity": ["category": "message", "id": 1]]
            action = "mark-as-read"
        case .malformed: payload = ["aps": ["alert": "Hello"]]
        }
        router.openDestination(
            forNotification: payload, actionIdentifier: action, using: routes,
            completion: links.completion { [weak self] in self?.opened += 1 })
    }

    /// Submits a request made by `body` with a completion that records it.
    private func request(_ body: (@escaping NavigationModule.Completion) -> Void) {
        let id = nextRequest
        nextRequest += 1
        submitted.append(id)
        submitting = id
        body { [weak self] _ in
            guard let self else { return }
            if self.submitting == id { self.immediate.insert(id) }
            self.completions.append(id)
        }
        submitting = nil
    }

    // MARK: Finding

    private var branch: TabBranchModule? { router?.currentModule as? TabBranchModule }

    /// Every module of the current flow, depth first: the flow, its tabs and every presented module.
    private var allModules: [NavigationModule] {
        var found: [NavigationModule] = []
        var pending = router?.currentModule.map { [$0] } ?? []
        while let module = pending.popLast() {
            found.append(module)
            pending += Self.children(of: module).reversed()
        }
        return found
    }

    /// The topmost presented module, if any.
    private var topPresented: NavigationModule? {
        guard let current = router?.currentModule else { return nil }
        var pending: [NavigationModule] = [current]
        var top: NavigationModule?
        while let module = pending.popLast() {
            if let presented = module.presentedModule {
                var last = presented
                while let next = last.presentedModule { last = next }
                top = last
            }
            pending += Self.nested(in: module)
        }
        return top
    }

    /// The module a person sees and a request moves: the top presented module, else the flow's stack module.
    private var topStackModule: NavigationModule? {
        topPresented ?? router?.currentModule?.stackModule
    }

    private var visibleNavigationController: UINavigationController? {
        guard let module = topStackModule, module.isNavigationControllerBuilt else { return nil }
        return module.navigationController
    }

    private static func isTransitionRunning(under root: UIViewController?) -> Bool {
        var pending = root.map { [$0] } ?? []
        while let controller = pending.popLast() {
            if controller.transitionCoordinator != nil || controller.isBeingPresented || controller.isBeingDismissed {
                return true
            }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return false
    }

    private static func nested(in module: NavigationModule) -> [NavigationModule] {
        (module as? TabBranchModule)?.modules ?? []
    }

    private static func children(of module: NavigationModule) -> [NavigationModule] {
        nested(in: module) + (module.presentedModule.map { [$0] } ?? [])
    }

    private func registerModules() {
        guard let current = router?.currentModule else { return }
        var pending = [current]
        while let module = pending.popLast() {
            registry.register(module)
            pending += Self.children(of: module)
        }
    }

    // MARK: Time

    private func nextTurn() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    private func releaseHolds() {
        while holdDepth > 0 {
            HeadlessAnimations.release()
            holdDepth -= 1
        }
    }

    /// Lets every animation end and every request run, then checks the invariants.
    private func settle(after step: Int?) async throws(CheckFailure) {
        releaseHolds()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(3)
        var quietTurns = 0
        while quietTurns < 3 {
            await HeadlessAnimations.settle()
            await nextTurn()
            let busy = router?.isProcessingRequests == true || HeadlessAnimations.pendingCount > 0
            quietTurns = busy ? 0 : quietTurns + 1
            if busy, HeadlessAnimations.pendingCount == 0 { try? await Task.sleep(for: .milliseconds(1)) }
            guard clock.now < deadline else {
                throw CheckFailure(
                    invariant: "the queue never stalls", detail: "requests were still waiting after 3 s",
                    afterStep: step)
            }
        }
        registerModules()
        try checkInvariants(after: step)
    }

    // MARK: Invariants

    private func checkInvariants(after step: Int?) throws(CheckFailure) {
        func fail(_ invariant: String, _ detail: String) -> CheckFailure {
            CheckFailure(invariant: invariant, detail: detail, afterStep: step)
        }
        guard let router, let current = router.currentModule else { throw fail("a flow is on screen", "none") }
        if !tapInterruptedTransition, let warning = HeadlessWarnings.all.first {
            throw fail("no UIKit misuse", warning.description)
        }
        guard router.window.rootViewController === current.containerViewController else {
            throw fail("tree matches UIKit", "the window's root is not the current flow's container")
        }
        var presentedModules = 0
        var pending: [NavigationModule] = [current]
        while let module = pending.popLast() {
            if let branch = module as? TabBranchModule {
                let containers = branch.tabBarController.viewControllers ?? []
                guard containers.count == branch.modules.count,
                    zip(containers, branch.modules).allSatisfy({ $0 === $1.containerViewController })
                else { throw fail("tree matches UIKit", "a tab branch's tabs differ from its tab bar controller's") }
            }
            for screen in module.viewControllers {
                if let screen = screen as? NavigationModuleViewController, screen.navigationModule !== module {
                    throw fail(
                        "screens belong to their stack's module",
                        "\(type(of: screen)) in a \(type(of: module))'s stack names another module")
                }
            }
            if let presented = module.presentedModule {
                presentedModules += 1
                guard presented.presentingModule === module,
                    presented.containerViewController.presentingViewController != nil
                else { throw fail("tree matches UIKit", "a presented module is not presented by UIKit") }
            }
            pending += Self.children(of: module)
        }
        var presentedControllers = 0
        var next = router.window.rootViewController?.presentedViewController
        while let controller = next {
            if !(controller is AppPlainController) { presentedControllers += 1 }
            next = controller.presentedViewController
        }
        guard presentedControllers == presentedModules else {
            throw fail(
                "tree matches UIKit",
                "UIKit presents \(presentedControllers) controllers, the tree \(presentedModules) modules")
        }
        let queued = submitted.filter { !immediate.contains($0) }
        let completedQueued = completions.filter { !immediate.contains($0) }
        guard completedQueued == Array(queued.prefix(completedQueued.count)) else {
            throw fail("completions in submission order", "queued \(queued), completed \(completedQueued)")
        }
        guard Set(completions).count == completions.count else {
            throw fail("each completion runs once", "a request's completion ran twice")
        }
        if !router.isProcessingRequests, completions.count != submitted.count {
            throw fail(
                "each completion runs once",
                "\(submitted.count) requests, \(completions.count) completions, and the queue is idle")
        }
        if let twice = presentations.first(where: { $0.value > 1 }) {
            throw fail("one outcome per presentation", "presentation \(twice.key) delivered \(twice.value) outcomes")
        }
        if let wrongReport { throw fail("outcomes and events say what happened", wrongReport) }
        guard userDismissedOutcomes <= userDismissals else {
            throw fail(
                "outcomes and events say what happened",
                "\(userDismissedOutcomes) outcomes said the user dismissed, after \(userDismissals) user dismissals")
        }
        if let problem = links.problem(idle: !router.isProcessingRequests && router.resolvingLink == nil) {
            throw fail("links end once, as reported", problem)
        }
        let held = router.pendingDestination == nil ? 0 : 1
        // A destination whose plan resolves now has not ended yet.
        let resolving = if case .destination = router.resolvingLink { 1 } else { 0 }
        guard terminalDestinationEvents + held + resolving == opened else {
            throw fail(
                "deep links shown once or dropped",
                "\(opened) opened, \(terminalDestinationEvents) shown or dropped, \(held) held, \(resolving) resolving")
        }
        // An `async` caller that has not resumed yet holds its module, and its screens, as an app's would.
        if current.stackModule.viewControllers.first is SignInScreen, asyncReturned == asyncStarted,
            let live = registry.liveSignedInScreens(except: keptEndedModule?.viewControllers ?? []).first
        {
            throw fail("no way around sign-in", "\(live) is alive while sign-in is up")
        }
    }

    /// Ends the program: a last flow change, then nothing earlier may be alive.
    private func finish() async throws(CheckFailure) {
        keptEndedModule = nil
        try await settle(after: nil)
        _ = router?.clearPendingDestination()
        if let current = router?.currentModule {
            request { current.endFlow(with: CheckedApp.splash(), transition: .none, completion: $0) }
        }
        try await settle(after: nil)
        if let missing = presentations.first(where: { $0.value != 1 }) {
            throw CheckFailure(
                invariant: "one outcome per presentation",
                detail: "presentation \(missing.key) delivered \(missing.value) outcomes by the end", afterStep: nil)
        }
        // An `async` caller resumes in a task of its own, after its request ended (a released router's
        // running request may still be waiting for its transition): give it up to 3 s.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(3)
        while asyncReturned < asyncStarted, clock.now < deadline {
            await nextTurn()
            try? await Task.sleep(for: .milliseconds(1))
        }
        guard links.allEnded else {
            throw CheckFailure(
                invariant: "links end once, as reported", detail: "a link never ended by the end", afterStep: nil)
        }
        guard asyncReturned == asyncStarted else {
            throw CheckFailure(
                invariant: "every async form returns",
                detail: "\(asyncStarted) async pushes started, \(asyncReturned) returned", afterStep: nil)
        }
        guard presentedEvents == dismissedEvents else {
            throw CheckFailure(
                invariant: "each presentation reported presented and dismissed once",
                detail: "\(presentedEvents) presented events, \(dismissedEvents) dismissed events", afterStep: nil)
        }
        let current = router?.currentModule
        let finalScreens = Set((current?.viewControllers ?? []).map(ObjectIdentifier.init))
        if let leaked = registry.screens.first(where: { entry in
            entry.object.map { !finalScreens.contains(ObjectIdentifier($0)) } ?? false
        }) {
            throw CheckFailure(
                invariant: "nothing leaks", detail: "\(leaked.name) is alive after the final flow change",
                afterStep: nil)
        }
        if let leaked = registry.modules.first(where: { $0.object != nil && $0.object !== current }) {
            throw CheckFailure(
                invariant: "nothing leaks", detail: "a \(leaked.name) is alive after the final flow change",
                afterStep: nil)
        }
    }
}
