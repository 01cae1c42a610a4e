/// The one outcome of a dismissal: whichever of UIKit's completion and the router's own reading comes first.
@MainActor
final class DismissalOutcome {
    private var next: (@MainActor (Result<Void, NavigationError>) -> Void)?

    init(_ next: @escaping @MainActor (Result<Void, NavigationError>) -> Void) {
        self.next = next
    }

    /// Whether the outcome has been reported.
    var isFinished: Bool { next == nil }

    /// Reports `result` the first time; later calls do nothing.
    func finish(_ result: Result<Void, NavigationError>) {
        let pending = next
        next = nil
        pending?(result)
    }
}
