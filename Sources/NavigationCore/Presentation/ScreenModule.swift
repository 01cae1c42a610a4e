/// A presented module that shows one screen with no navigation stack around it.
///
/// ``NavigationModule/present(screen:returning:presentation:animated:completion:)`` makes it. Its requests that
/// need a stack (push, pop) fail with ``NavigationError/noNavigationStack``; it presents, finishes and
/// is cancelled like any presented module.
final class ScreenModule: NavigationModule {
    private let screenModel: NavigationModel
    private var host: ScreenHostController?

    /// A module for the screen `model` makes; nothing is made yet.
    init(screen model: NavigationModel) throws(NavigationError) {
        guard model.isScreenModel else { throw .moduleModelInStack }
        screenModel = model
        super.init()
    }

    /// The container UIKit presents, made with the screen by ``ensureInitialScreens(leavingOutUnusable:)``; read earlier,
    /// it makes them then, or is an empty container when the screen cannot be presented.
    override var containerViewController: UIViewController {
        if host == nil { try? ensureInitialScreens(leavingOutUnusable: false) }
        return host ?? ScreenHostController(screen: UIViewController(), module: nil)
    }

    override var screens: [UIViewController] { host.map { [$0.screen] } ?? [] }

    override var hasNavigationStack: Bool { false }

    /// Makes the screen, or throws when it cannot be presented: a container, or one that already belongs
    /// to another. Nothing else makes it: it is made as the module is presented.
    override func ensureInitialScreens(leavingOutUnusable: Bool) throws(NavigationError) {
        guard host == nil, !leavingOutUnusable, let screen = try screenModel.makeScreen(for: self) else { return }
        if let error = Self.problem(with: [screen], joining: []) { throw error }
        host = ScreenHostController(screen: screen, module: self)
    }

}
