/// Why a route could not be added to a ``DestinationRouteTable``.
public enum RouteTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pattern cannot be read; the reason says why.
    case invalidPattern(String, reason: String)
    /// A route with the same shape is already declared.
    case duplicateRoute(String)
    /// A parameter at the same place as another route's has a different type (`:id(int)` beside
    /// `:name`): a path could not tell them apart. Names may differ from route to route.
    case conflictingParameter(String)
    /// A shortcut or notification type is already declared.
    case duplicateType(String)

    /// A sentence that explains the error.
    public var description: String {
        switch self {
        case .invalidPattern(let pattern, let reason): "The pattern \"\(pattern)\" is invalid: \(reason)"
        case .duplicateRoute(let pattern): "A route like \"\(pattern)\" is already declared."
        case .conflictingParameter(let pattern):
            "\"\(pattern)\" declares a parameter where another route declares one of another type."
        case .duplicateType(let type): "The type \"\(type)\" is already declared."
        }
    }
}
