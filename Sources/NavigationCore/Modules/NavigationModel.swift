/// A description of a screen, or of a whole module, that a flow builds when it needs it.
///
/// A model names a view-controller *type*, or holds a builder closure; nothing is instantiated until
/// the module builds its container. A list of screen models is a flow's initial stack, root first.
/// A model made with ``module(_:)`` describes a whole module instead (NavigationTabs' tab branch is
/// one), so the kinds of flow stay open to extension without the core knowing about them.
///
/// ```swift
/// router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: SplashViewController.self))
/// navigationModule?.endFlow(with: [
///     NavigationModel(initialViewControllerType: InboxViewController.self),
///     NavigationModel(MessageViewController.self, input: Message.ID(42)),
/// ])
/// ```
@MainActor
public struct NavigationModel {
    enum Content {
        /// A screen of the class, made with ``NavigationModuleViewController/init(navigationModule:)``,
        /// given the object, if any: a model with no closure, which costs no object of its own.
        case screenType(NavigationModuleViewController.Type, object: ScreenObject?)
        case screen(make: (NavigationModule) -> UIViewController)
        case module(make: () throws(NavigationError) -> NavigationModule)
    }

    let content: Content

    private init(content: Content) {
        self.content = content
    }

    /// Describes a screen by its type, with an optional object the screen receives before its view loads.
    ///
    /// - Parameters:
    ///   - initialViewControllerType: The screen's class; the module creates it with
    ///     ``NavigationModuleViewController/init(navigationModule:)``.
    ///   - object: A value the screen reads as ``NavigationModuleViewController/object``.
    @_disfavoredOverload
    public init(initialViewControllerType: NavigationModuleViewController.Type, object: Any? = nil) {
        self.init(content: .screenType(initialViewControllerType, object: object.map(ScreenObject.init)))
    }

    /// A screen that declares its input type is described with ``init(_:input:)``.
    ///
    /// The compiler warns at such a model without its input; a stack refuses the screen it makes with
    /// ``NavigationError/unusableScreen(typeName:problem:)`` (``NavigationError/ScreenProblem/missingInput``).
    @available(*, deprecated, message: "this screen declares its input: describe it with NavigationModel(_:input:)")
    public init<Screen: NavigationInputScreen>(initialViewControllerType: Screen.Type, object: Any? = nil) {
        self.init(
            initialViewControllerType: initialViewControllerType as NavigationModuleViewController.Type, object: object)
    }

    /// A screen made only by a builder is described by a builder model, never by type.
    @available(
        *, deprecated,
        message: "this screen is made only by a builder: describe it with NavigationModel { module in ... }"
    )
    public init<Screen: NavigationBuilderOnlyScreen>(initialViewControllerType: Screen.Type, object: Any? = nil) {
        self.init(
            initialViewControllerType: initialViewControllerType as NavigationModuleViewController.Type, object: object)
    }

    /// Describes a screen that declares its input type; only a value of that type compiles.
    ///
    /// - Parameters:
    ///   - screenType: The screen's class.
    ///   - input: The value the screen reads as ``NavigationInputScreen/input``.
    public init<Screen: NavigationInputScreen>(_ screenType: Screen.Type, input: Screen.Input) {
        self.init(initialViewControllerType: screenType as NavigationModuleViewController.Type, object: input)
    }

    /// Describes a screen made by a closure: for screens that need dependencies (services, a presenter,
    /// an assembler) that a type alone cannot supply.
    ///
    /// The closure runs when the module builds the screen and receives that module. When it returns a
    /// ``NavigationModuleViewController`` whose module is not set, the module sets itself; a non-`nil`
    /// `object` is handed to it too.
    ///
    /// - Parameters:
    ///   - object: A value a ``NavigationModuleViewController`` receives as its object.
    ///   - builder: Makes the screen for the module.
    public init(object: Any? = nil, builder: @escaping @MainActor (NavigationModule) -> UIViewController) {
        self.init(
            content: .screen { module in
                let screen = builder(module)
                if let moduleScreen = screen as? NavigationModuleViewController {
                    if moduleScreen.navigationModule == nil { moduleScreen.navigationModule = module }
                    if let object { moduleScreen.object = object }
                }
                return screen
            })
    }

    /// Describes a whole module, made when a flow starts from this model.
    ///
    /// A module model must be the only model of its flow. Libraries use it to add kinds of flow:
    /// NavigationTabs' `.tabBranch(_:)` is a module model.
    ///
    /// - Parameter makeModule: Makes the module when the flow starts; a thrown error cancels the flow
    ///   change, which then reports it.
    public static func module<Module: NavigationModule>(
        _ makeModule: @escaping @MainActor () throws(NavigationError) -> Module
    ) -> NavigationModel {
        NavigationModel(
            content: .module(make: { () throws(NavigationError) -> NavigationModule in try makeModule() }))
    }

    /// Whether the model describes a screen, which ``makeScreen(for:)`` makes.
    var isScreenModel: Bool {
        if case .module = content { return false }
        return true
    }

    /// Makes the screen for `module`, for a screen model; `nil` for a module model.
    func makeScreen(for module: NavigationModule) throws(NavigationError) -> UIViewController? {
        switch content {
        case .screenType(let type, let object):
            // Its initializer for the SDK is a stub: the screen is never made by type.
            if type is any NavigationBuilderOnlyScreen.Type {
                throw .unusableScreen(typeName: String(describing: type), problem: .builderOnly)
            }
            let screen = type.init(navigationModule: module)
            // A model without an object leaves the screen's own value (`nil`, unless its initializer set one).
            if let object { screen.object = object.value }
            return screen
        case .screen(let make):
            return make(module)
        case .module:
            return nil
        }
    }

    /// Describes a flow whose stack starts with `models` and that can show `destinations`.
    ///
    /// Use it as a flow's only model: `endFlow(with: [.flow([...], destinations: ...)])`.
    ///
    /// - Parameters:
    ///   - models: The flow's initial stack, root first.
    ///   - destinations: The destinations the flow can show, and how.
    public static func flow(_ models: [NavigationModel], destinations: DestinationHandler) -> NavigationModel {
        .module { () throws(NavigationError) -> NavigationModule in
            try NavigationModule(models: models, destinations: destinations)
        }
    }

    /// Whether the model describes a whole module rather than a screen.
    public var isModuleModel: Bool {
        if case .module = content { return true }
        return false
    }
}

/// The object a screen made by its type is given, held in one reference: a model without one (the
/// usual case) copies as plain values, with no value of any type to copy through its witnesses.
final class ScreenObject {
    let value: Any
    init(_ value: Any) { self.value = value }
}
