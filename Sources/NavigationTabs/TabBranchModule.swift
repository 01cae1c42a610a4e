public import NavigationCore

/// A flow that is a tab bar: one nested module per tab, each with its own stack.
///
/// The branch wraps a `UITabBarController` whose tabs are its modules' containers. Every tab's item
/// shows at once, but a tab's screens are made when the tab is first shown. Screens in a tab belong
/// to that tab's module; `endFlow(with:)` from any of them replaces the app's whole flow (signing out
/// from a Profile tab releases the branch, every tab module and every screen), while
/// ``replaceTab(_:with:completion:)`` replaces one tab alone.
///
/// The branch keeps no copy of the selection: ``selectedModule`` reads the tab bar controller, so it
/// stays right after user taps. Re-tapping the selected tab pops its stack to the root, as UIKit
/// does. The tab bar controller's `delegate` is the app's to set: the branch listens through a proxy
/// that passes every call on to it (reading `delegate` returns the app's). ``navigationController`` is
/// the selected tab's.
@MainActor
public final class TabBranchModule: NavigationModule, NavigationRouterDelegate {
    /// The tabs, in order.
    public let tabs: [NavigationTab]

    /// The most tabs a branch shows: five, what an iPhone tab bar shows before UIKit adds a More list.
    ///
    /// A tab behind More would live in UIKit's own navigation controller, where `selectedIndex` reads
    /// `NSNotFound` and the tab's module could not tell it is on screen, so branches refuse more.
    public static let maximumTabCount = 5

    /// One module per tab, in tab order. A tab's module can be any kind of module, a branch included.
    public private(set) var modules: [NavigationModule]

    private let initialSelection: Int
    private var builtTabBarController: UITabBarController?

    /// Creates a branch; no screen is made until a tab is shown.
    ///
    /// - Parameters:
    ///   - tabs: The tabs, in order.
    ///   - selectedTabIdentifier: The tab selected first; `nil` for the first tab.
    /// - Throws: `.noTabs`, `.tooManyTabs(count:maximum:)`,
    ///   `.duplicateTabIdentifier(_:)`,
    ///   `.unknownTab(identifier:)`, or the error a tab's models raise.
    public init(tabs: [NavigationTab], selectedTabIdentifier: String? = nil) throws(NavigationError) {
        guard !tabs.isEmpty else { throw .noTabs }
        guard tabs.count <= Self.maximumTabCount else {
            throw .tooManyTabs(count: tabs.count, maximum: Self.maximumTabCount)
        }
        var identifiers = Set<String>()
        for tab in tabs where !identifiers.insert(tab.identifier).inserted {
            throw .duplicateTabIdentifier(tab.identifier)
        }
        var selection = 0
        if let selectedTabIdentifier {
            guard let index = tabs.firstIndex(where: { $0.identifier == selectedTabIdentifier }) else {
                throw .unknownTab(identifier: selectedTabIdentifier)
            }
            selection = index
        }
        var modules: [NavigationModule] = []
        for tab in tabs {
            let module = try NavigationModule.make(from: tab.models)
            if let destinations = tab.destinations { module.destinations = destinations }
            modules.append(module)
        }
        self.tabs = tabs
        self.modules = modules
        initialSelection = selection
        super.init()
        nestedModules = modules
        for (index, module) in modules.enumerated() {
            module.delegate = self
            module.tabIdentifier = tabs[index].identifier
        }
    }

    // MARK: Containers

    /// The tab bar controller, made on first access with one tab per module.
    public var tabBarController: UITabBarController {
        if let builtTabBarController { return builtTabBarController }
        let tabBarController = BranchTabBarController()
        tabBarController.viewControllers = modules.enumerated().map { index, module in
            let container = module.containerViewController
            container.tabBarItem = tabs[index].makeTabBarItem(tag: index)
            return container
        }
        tabBarController.selectedIndex = initialSelection
        tabBarController.onWillSelect = { [weak self] controller in
            self?.userWillSelect(controller)
        }
        tabBarController.onDidSelect = { [weak self] controller in
            self?.userDidSelect(controller)
        }
        tabBarController.onCodeSelectionWillBegin = { [weak self] in
            self?.holdUnseenStackChanges()
        }
        tabBarController.onCodeSelection = { [weak self] in
            guard let branch = self else { return }
            branch.codeDidSelect()
            branch.releaseUnseenStackChanges()
        }
        tabBarController.onDismissCall = { [weak self] in self?.dismissWillBeCalled() }
        tabBarController.installDelegateProxy()
        builtTabBarController = tabBarController
        return tabBarController
    }

    /// The tab bar controller: what the router puts in the window for this flow.
    public override var containerViewController: UIViewController { tabBarController }

    /// The selected tab's navigation controller, with that tab's initial screens made.
    public override var navigationController: UINavigationController { selectedModule.loadedNavigationController }

    /// The selected tab's module (its own selected tab's, for a nested branch): requests made on the
    /// branch, such as `pushViewController` or a branch-level destination plan, move that tab's stack,
    /// and the screens they make belong to that tab's module.
    public override var stackModule: NavigationModule { selectedModule.stackModule }

    /// The index of the selected tab, read from the tab bar controller.
    public var selectedIndex: Int {
        guard let builtTabBarController, modules.indices.contains(builtTabBarController.selectedIndex) else {
            return initialSelection
        }
        return builtTabBarController.selectedIndex
    }

    /// The selected tab's module.
    public var selectedModule: NavigationModule { modules[selectedIndex] }

    /// The module of the tab with this identifier, or `nil`.
    public func module(forTab identifier: String) -> NavigationModule? {
        for (index, tab) in tabs.enumerated() where tab.identifier == identifier { return modules[index] }
        return nil
    }

    // MARK: Destinations

    /// Asks the tabs in order; the first that can show `destination` gets it, with a step that selects it.
    /// When no tab can, the branch's own `destinations` are asked.
    public override func destinationRoute(for destination: AnyNavigationDestination) -> DestinationRoute? {
        for (index, module) in modules.enumerated() {
            guard let route = module.destinationRoute(for: destination) else { continue }
            return route.preceded { [weak self] in
                self?.select(index, source: .code)
            }
        }
        return super.destinationRoute(for: destination)
    }

    // MARK: Requests

    /// Selects the tab at `index`, after any running transition.
    ///
    /// Selection in code does not call the tab bar controller's delegate, as in UIKit.
    ///
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - animated: Kept for symmetry with other requests: UIKit switches tabs without animation.
    ///   - completion: Called once the tab is selected, or with `.tabIndexOutOfRange(index:tabCount:)`.
    public func selectTab(at index: Int, animated: Bool = false, completion: Completion? = nil) {
        enqueue(completion) { [self] _, finish in
            guard modules.indices.contains(index) else {
                return finish(.failure(.tabIndexOutOfRange(index: index, tabCount: modules.count)))
            }
            select(index, source: .code)
            finish(.success(()))
        }
    }

    /// Selects the tab with this identifier, after any running transition.
    ///
    /// - Parameters:
    ///   - identifier: The tab's identifier.
    ///   - animated: Kept for symmetry with other requests: UIKit switches tabs without animation.
    ///   - completion: Called once the tab is selected, or with `.unknownTab(identifier:)`.
    public func selectTab(identifier: String, animated: Bool = false, completion: Completion? = nil) {
        guard let index = tabs.firstIndex(where: { $0.identifier == identifier }) else {
            return report(.failure(.unknownTab(identifier: identifier)), to: completion)
        }
        selectTab(at: index, animated: animated, completion: completion)
    }

    /// Replaces one tab's module with one built from `models`, keeping the tab's item and the selection.
    ///
    /// The old tab module and its screens are released; the other tabs are untouched. Modules the old
    /// tab presents are dismissed first, each cancelled with `.flowChanged`, top first. The new module
    /// shows the destinations the tab declares (``NavigationTab``'s `destinations`); for a tab that
    /// declares none, pass one `.flow(_:destinations:)` model to give the new stack destinations.
    ///
    /// - Parameters:
    ///   - identifier: The tab's identifier.
    ///   - models: The tab's new stack, root first, or one module model.
    ///   - completion: Called once the tab is replaced, or with the reason it is not.
    public func replaceTab(_ identifier: String, with models: [NavigationModel], completion: Completion? = nil) {
        enqueue(completion) { [self] _, finish in
            guard let index = tabs.firstIndex(where: { $0.identifier == identifier }) else {
                return finish(.failure(.unknownTab(identifier: identifier)))
            }
            let newModule: NavigationModule
            do throws(NavigationError) {
                newModule = try NavigationModule.make(from: models)
            } catch {
                return finish(.failure(error))
            }
            if let destinations = tabs[index].destinations { newModule.destinations = destinations }
            let oldModule = modules[index]
            // What the old tab presents goes first: each module cancelled with flowChanged, top first.
            guard let presenter = Self.firstPresenter(in: oldModule), let presented = presenter.presentedModule else {
                return swapTab(at: index, to: newModule, finish: finish)
            }
            presenter.dismiss(
                presented, with: .cancelled(.flowChanged), above: .flowChanged, animated: false,
                then: { [self] result in
                    guard case .success = result else { return finish(result) }
                    swapTab(at: index, to: newModule, finish: finish)
                })
        }
    }

    /// The first module in `module`'s tree (itself, its tabs) that presents another, if any.
    private static func firstPresenter(in module: NavigationModule) -> NavigationModule? {
        var pending = [module]
        while let candidate = pending.popLast() {
            if candidate.presentedModule != nil { return candidate }
            pending += candidate.nestedModules
        }
        return nil
    }

    /// Puts `newModule` in tab `index`, in place of the module there, whose flow ends.
    private func swapTab(at index: Int, to newModule: NavigationModule, finish: @escaping RequestEnd) {
        let identifier = tabs[index].identifier
        let oldModule = modules[index]
        let oldSummary = oldModule.stackModule.eventSummary
        newModule.delegate = self
        newModule.tabIdentifier = identifier
        modules[index] = newModule
        nestedModules = modules
        if let builtTabBarController {
            let container = newModule.containerViewController
            container.tabBarItem = oldModule.containerViewController.tabBarItem
            var controllers = builtTabBarController.viewControllers ?? []
            controllers[index] = container
            builtTabBarController.setViewControllers(controllers, animated: false)
        }
        oldModule.markFlowEnded()
        eventRouter?.report(
            .stackReplaced(
                removed: oldSummary.screens, added: newModule.stackModule.eventSummary.screens,
                in: newModule.stackModule.eventSummary, source: .code))
        finish(.success(()))
    }

    // MARK: Selection events

    /// The tab selected when the user's tap began, to tell a selection from a re-tap.
    private var indexBeforeUserTap: Int?
    /// The selection last reported (or the first one): app code's selection through UIKit is told
    /// against it.
    private var reportedSelection: Int?
    /// Whether the branch itself is selecting a tab, which it reports.
    private var isSelecting = false
    /// Whether the user's tap under way holds the stack changes app code makes meanwhile.
    private var tapHoldsUnseenStackChanges = false

    /// A tab switch begins: stack changes app code makes through UIKit as the tabs appear and
    /// disappear (a screen that pops its stack as its tab is left) are reported after the selection.
    private func holdUnseenStackChanges() {
        requests.holdUnseenStackChanges(for: self)
    }

    /// The tab switch has been reported: the stack changes it held are reported now.
    private func releaseUnseenStackChanges() {
        requests.releaseUnseenStackChanges(for: self)
        reportUnseenStackChanges()
    }

    /// Selects the tab at `index` in code, and reports it when the selection changed.
    private func select(_ index: Int, source: NavigationEventSource) {
        let previous = selectedIndex
        isSelecting = true
        tabBarController.selectedIndex = index
        isSelecting = false
        reportedSelection = selectedIndex
        guard selectedIndex != previous else { return }
        eventRouter?.report(.tabSelected(tabs[index].identifier, index: index, source: source))
    }

    /// App code selected a tab through UIKit (`selectedIndex` or `selectedViewController` on the tab
    /// bar controller): reports it when the selection changed, as code.
    private func codeDidSelect() {
        guard !isSelecting, indexBeforeUserTap == nil else { return }
        let index = selectedIndex
        guard index != (reportedSelection ?? initialSelection), tabs.indices.contains(index) else { return }
        reportedSelection = index
        eventRouter?.report(.tabSelected(tabs[index].identifier, index: index, source: .code))
    }

    /// The user's tap is about to select `controller`: a re-tap of the selected tab will pop its stack.
    private func userWillSelect(_ controller: UIViewController) {
        indexBeforeUserTap = selectedIndex
        if !tapHoldsUnseenStackChanges {
            tapHoldsUnseenStackChanges = true
            holdUnseenStackChanges()
        }
        // A re-tap pops the tab's stack: UIKit pops a navigation controller only (not a tab holding a
        // branch of its own).
        guard let index = modules.firstIndex(where: { $0.containerViewController === controller }),
            index == selectedIndex, controller is UINavigationController
        else { return }
        let tab = modules[index].stackModule
        if tab.viewControllers.count > 1 { tab.stackEvents.expectedUserMove = .tabBar }
    }

    /// The user's tap selected `controller`: reports a changed selection.
    private func userDidSelect(_ controller: UIViewController) {
        let previous = indexBeforeUserTap
        indexBeforeUserTap = nil
        if let index = modules.firstIndex(where: { $0.containerViewController === controller }), index != previous {
            reportedSelection = index
            eventRouter?.report(.tabSelected(tabs[index].identifier, index: index, source: .tabBar))
        }
        // App code that selected another tab as the tapped one appeared: its selection follows the tap's.
        let selected = selectedIndex
        if selected != (reportedSelection ?? initialSelection), tabs.indices.contains(selected) {
            reportedSelection = selected
            eventRouter?.report(.tabSelected(tabs[selected].identifier, index: selected, source: .code))
        }
        guard tapHoldsUnseenStackChanges else { return }
        tapHoldsUnseenStackChanges = false
        releaseUnseenStackChanges()
    }

    // MARK: NavigationRouterDelegate (for the tab modules)

    /// Ends the whole branch: a tab's flow change replaces the app's flow.
    public func startNextNavigationModule(with navigationModels: [NavigationModel]) {
        endFlow(with: navigationModels)
    }

    /// Ends the whole branch on behalf of a tab module, reporting the outcome to it.
    ///
    /// The request reaches the branch's own delegate (the router) on behalf of `module` itself, so that
    /// it still fails with `.flowEnded` when the tab has been replaced by the time it runs.
    public func navigationModule(
        _ module: NavigationModule, didEndFlowWith navigationModels: [NavigationModel],
        transition: FlowTransition, completion: @escaping Completion
    ) {
        guard !isFlowEnded, !module.isFlowEnded else { return completion(.failure(.flowEnded)) }
        guard let delegate else { return completion(.failure(.noDelegate)) }
        delegate.navigationModule(
            module, didEndFlowWith: navigationModels, transition: transition, completion: completion)
    }

    /// Passes a tab module's unhandled failure to the branch's own delegate.
    public func navigationModule(_ module: NavigationModule, didFailWith error: NavigationError) {
        delegate?.navigationModule(self, didFailWith: error)
    }
}

extension NavigationModule {
    /// The tab branch this module is a tab of, or `nil` (for a module presented from a tab, too).
    public var tabBranch: TabBranchModule? {
        guard let branch = delegate as? TabBranchModule, branch.modules.contains(where: { $0 === self }) else {
            return nil
        }
        return branch
    }
}
