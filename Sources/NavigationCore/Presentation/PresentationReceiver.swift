/// Where a presented module's end goes: the presenter's completion, with the result type it expects.
@usableFromInline
@MainActor
package final class PresentationReceiver {
    /// The result type the presenter expects; errors name it.
    @usableFromInline let resultType: Any.Type
    /// Whether a value has the presenter's result type.
    @usableFromInline let accepts: @MainActor (Any) -> Bool
    /// Hands the presenter how the module ended, or why it was not presented.
    @usableFromInline let complete: @MainActor (Result<ModalEnd, NavigationError>) -> Void

    /// Wraps `completion`, which expects a value of type `Value`.
    @inlinable
    init<Value>(_ completion: @escaping NavigationModule.PresentationCompletion<Value>) {
        resultType = Value.self
        // The exact type, the usual answer, is told by the value's type alone, without a cast.
        accepts = { type(of: $0) == Value.self || $0 is Value }
        complete = { result in
            switch result {
            case .success(.finished(let value)):
                // A value of another type never gets here: `finish(with:)` refuses it first.
                guard let value = value as? Value else {
                    return completion(.success(.cancelled(.dismissedByPresenter)))
                }
                completion(.success(.finished(value)))
            case .success(.cancelled(let reason)): completion(.success(.cancelled(reason)))
            case .failure(let error): completion(.failure(error))
            }
        }
    }

    /// Hands the presenter how the module ended.
    package func deliver(_ end: ModalEnd) { complete(.success(end)) }

    /// Tells the presenter why the module was not presented.
    package func fail(_ error: NavigationError) { complete(.failure(error)) }
}
