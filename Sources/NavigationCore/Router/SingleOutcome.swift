/// The one outcome of work that can end more than one way (UIKit's completion, the router's own reading,
/// a time limit): whichever comes first is reported, the others are ignored.
@MainActor
final class SingleOutcome {
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
