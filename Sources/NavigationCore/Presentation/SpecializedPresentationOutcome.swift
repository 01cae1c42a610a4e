/// Where a presented module's end goes: the presenter's completion, wrapped where the presenter's call
/// is compiled.
///
/// An app's call of a generic `present` is specialized for its result type in the app: made there,
/// the wrapper reads the outcome and builds the completion's result with no generic type to look up at
/// run time. A destination's plan that presents wraps its delivery the same way. The SDK keeps it as
/// this one concrete value (a type and a closure), so that handing it along copies one reference, not
/// an existential.
@usableFromInline
@MainActor
package struct SpecializedPresentationOutcome {
    /// What the SDK asks of the completion.
    @usableFromInline
    enum Request {
        /// Whether a value has the presenter's result type.
        case accepts(ModalValue)
        /// The module finished with a value.
        case finished(ModalValue)
        /// The module ended without a value.
        case cancelled(ModalCancellation)
        /// The module was not presented.
        case failed(NavigationError)
    }

    /// The class that holds a value of the presenter's result type with its own type: a value in
    /// one is accepted by a look at its class, without a call of ``answer``.
    @usableFromInline let typedValueClass: ModalValue.Type
    /// The result type the presenter expects; errors name it.
    var resultType: Any.Type { typedValueClass.valueType }
    /// Answers a request: whether the value is accepted, `true` for the others.
    @usableFromInline let answer: @MainActor (Request) -> Bool

    /// Wraps `completion`.
    @inlinable
    init<Value>(_ completion: @escaping NavigationModule.PresentationCompletion<Value>) {
        typedValueClass = TypedModalValue<Value>.self
        answer = { request in
            switch request {
            // The exact type, the usual answer, is told by a cast of the object that holds the value.
            case .accepts(let finished): return finished is TypedModalValue<Value> || finished.value is Value
            case .finished(let finished):
                if let typed = finished as? TypedModalValue<Value> {
                    completion(.success(.finished(typed.typedValue)))
                } else if let value = finished.value as? Value {
                    completion(.success(.finished(value)))
                } else {
                    // A value of another type never gets here: `finish(with:)` refuses it first.
                    completion(.success(.cancelled(.dismissedByPresenter)))
                }
            case .cancelled(let reason): completion(.success(.cancelled(reason)))
            case .failed(let error): completion(.failure(error))
            }
            return true
        }
    }

    /// Whether the value a module finished with has the presenter's result type.
    package func accepts(_ finished: ModalValue) -> Bool {
        type(of: finished) == typedValueClass || answer(.accepts(finished))
    }

    /// Hands the presenter how the module ended.
    package func deliver(_ end: consuming ModalEnd) {
        switch end {
        case .finished(let finished): _ = answer(.finished(finished))
        case .cancelled(let reason): _ = answer(.cancelled(reason))
        }
    }

    /// Tells the presenter why the module was not presented.
    package func fail(_ error: NavigationError) { _ = answer(.failed(error)) }
}
