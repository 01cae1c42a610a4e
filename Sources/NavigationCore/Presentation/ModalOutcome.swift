/// How a presented module ended: with a result, or cancelled.
///
/// The presenter receives exactly one outcome per presentation, however the module ended.
public enum ModalOutcome<Result> {
    /// The presented module finished with a value (`finish(with:)`).
    case finished(Result)
    /// The presented module ended without a value, for the reason given.
    case cancelled(ModalCancellation)

    /// The value, when the module finished with one.
    public var value: Result? {
        if case .finished(let value) = self { return value }
        return nil
    }
}

extension ModalOutcome: Equatable where Result: Equatable {}
extension ModalOutcome: Sendable where Result: Sendable {}

/// Why a presented module ended without a result.
public enum ModalCancellation: Sendable, Equatable, CustomStringConvertible {
    /// The module cancelled itself (`cancel()`).
    case cancelledByModule
    /// The user dismissed it: swiped the sheet down or tapped outside the popover.
    case dismissedByUser
    /// The presenter dismissed it (`dismissPresentedModule()`), or a module below it in the chain ended
    /// or was dismissed, or app code dismissed it through UIKit.
    case dismissedByPresenter
    /// The whole flow was replaced (a sign-out, say).
    case flowChanged
    /// A destination needed a screen below it, so everything above that screen was dismissed.
    case destination

    /// A phrase for logs.
    public var description: String {
        switch self {
        case .cancelledByModule: "cancelled by the module"
        case .dismissedByUser: "dismissed by the user"
        case .dismissedByPresenter: "dismissed by its presenter"
        case .flowChanged: "the flow changed"
        case .destination: "a destination needed the screen below"
        }
    }
}
