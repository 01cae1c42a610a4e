public import NavigationCore

/// Records every completion result it is handed, for tests that check what each request reported.
@MainActor
public final class ResultLog {
    /// Every result, in the order the completions ran.
    public private(set) var results: [Result<Void, NavigationError>] = []

    /// A log with nothing in it.
    public init() {}

    /// A completion that appends its result here.
    public var completion: NavigationModule.Completion { { self.results.append($0) } }

    /// The errors among the results, in order.
    public var errors: [NavigationError] {
        results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
    }

    /// How many completions reported success.
    public var successCount: Int {
        results.filter { if case .success = $0 { true } else { false } }.count
    }
}
