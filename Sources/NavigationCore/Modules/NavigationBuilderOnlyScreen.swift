/// A screen that only a builder makes: it needs what its module cannot give it (a service, a
/// presenter), so it is never named by type.
///
/// A screen with dependencies takes them in an initializer of its own and is described by a builder
/// model, which passes them. Adopting this protocol makes naming it by type an error the compiler
/// reports (`NavigationModel(initialViewControllerType:)`, `pushViewController(_:)`), and a request
/// that reaches it by type some other way (a metatype held as `NavigationModuleViewController.Type`)
/// fails with ``NavigationError/unusableScreen(typeName:problem:)``
/// (``NavigationError/ScreenProblem/builderOnly``) without calling ``NavigationModuleViewController/init(navigationModule:)``,
/// which such a screen never needs to implement beyond a stub.
///
/// ```swift
/// final class RecipeViewController: NavigationModuleViewController, NavigationBuilderOnlyScreen {
///     let store: RecipeStore
///
///     init(store: RecipeStore, navigationModule: NavigationModule?) {
///         self.store = store
///         super.init(navigationModule: navigationModule)
///     }
///
///     // Never called: the SDK refuses to make this screen by type.
///     required init(navigationModule: NavigationModule?) { preconditionFailure("made by a builder") }
///
///     required init?(coder: NSCoder) { nil }
/// }
///
/// @MainActor func showRecipes(in module: NavigationModule, store: RecipeStore) {
///     module.pushViewController { module in RecipeViewController(store: store, navigationModule: module) }
/// }
/// ```
@MainActor
public protocol NavigationBuilderOnlyScreen: NavigationModuleViewController {}
