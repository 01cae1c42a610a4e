/// The base class of screens that live in a ``NavigationModule``.
///
/// A screen knows its module weakly and moves through it:
/// `navigationModule?.pushViewController(DetailViewController.self)` or
/// `navigationModule?.endFlow(with: [...])`. Screens are built in code: the default `loadView()`
/// makes a plain view, so no nib is ever looked up by class name. Override `loadView()` to build
/// your own view.
@MainActor
open class NavigationModuleViewController: UIViewController {
    /// The module that shows this screen, held weakly: the module owns the screen, not the reverse.
    /// It is `nil` once the module has gone.
    public package(set) weak var navigationModule: NavigationModule?

    /// The value the screen was created with: its model's or push's `object`, or its typed input.
    ///
    /// A model or push without an object leaves the value the screen's initializer set (`nil` unless
    /// it set one).
    public var object: Any?

    /// Creates the screen for a module. Modules call this; subclasses that add stored properties
    /// give them initial values or override this initializer.
    ///
    /// - Parameter navigationModule: The module that shows the screen.
    public required init(navigationModule: NavigationModule?) {
        self.navigationModule = navigationModule
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates the screen from an archive, with no module: it can move only once a module is set.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The destination this screen shows, if it shows one; `nil` by default.
    ///
    /// Override it so that opening the same destination again moves nothing (the screen is on top)
    /// or pops back to this screen (it is further down) instead of pushing a copy.
    open var shownDestination: (any NavigationDestination)? { nil }

    /// Called when the destination this screen shows is opened again while it is on top of its stack.
    ///
    /// Its tab is selected, and what covers it dismissed, first when needed. Default does nothing.
    ///
    /// It receives a destination of the type ``shownDestination`` answers: cast it back to yours.
    ///
    /// <!-- snippet: screen -->
    /// ```swift
    /// override func refresh(for destination: any NavigationDestination) {
    ///     if case .message(let id) = destination as? AppDestination { load(id) }
    /// }
    /// ```
    ///
    /// - Parameter destination: The destination that was opened.
    open func refresh(for destination: any NavigationDestination) {}

    /// Makes a plain view in code, so that no nib named after the class is ever looked up.
    open override func loadView() {
        view = UIView()
    }

    /// Tells the router the screen has appeared, the first time; call `super` when you override it.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for waiter in appearance.markAppeared() { waiter() }
    }

    /// The screen's first appearance, which the router waits for before it finishes the first flow.
    package internal(set) var appearance = FirstAppearance()
}
