/// How a module keeps its ``NavigationModule/delegate`` without keeping it alive.
///
/// The router and the SDK's modules are held by their ``UnretainedReference``, so that nothing
/// references them weakly (see there why); any other delegate an app sets is held weakly.
@MainActor
package enum DelegateHolder {
    /// No delegate.
    case none
    /// The router.
    case router(UnretainedReference<NavigationRouter>)
    /// A module that nests this one, such as a tab branch.
    case module(UnretainedReference<NavigationModule>)
    /// Any other delegate, held weakly.
    case other(WeakDelegate)

    /// A delegate held weakly.
    ///
    /// An object, so that every case holds one reference: copying or replacing a holder, which every
    /// flow change and presentation does, is then a retain or release, with no weak reference to copy.
    package final class WeakDelegate {
        weak var delegate: (any NavigationRouterDelegate)?

        init(delegate: any NavigationRouterDelegate) {
            self.delegate = delegate
        }
    }

    /// Holds `delegate` the way its kind needs.
    init(_ delegate: (any NavigationRouterDelegate)?) {
        switch delegate {
        case nil: self = .none
        case let router as NavigationRouter: self = .router(router.reference)
        case let module as NavigationModule: self = .module(module.reference)
        case let other?: self = .other(WeakDelegate(delegate: other))
        }
    }

    /// The delegate, or `nil` once it has gone.
    var delegate: (any NavigationRouterDelegate)? {
        switch self {
        case .none: nil
        case .router(let reference): reference.object
        case .module(let reference): reference.object as? any NavigationRouterDelegate
        case .other(let holder): holder.delegate
        }
    }
}
