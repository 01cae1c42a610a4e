/// A tree of path segments that finds a route in time that depends on the path's length, not on the
/// number of routes. Pure logic, no UIKit.
///
/// Each node maps literal segments to children in a dictionary and holds at most one parameter
/// child. Matching prefers a literal and falls back to the parameter, so `messages/new` and
/// `messages/:id(int)` live side by side.
struct RouteTrie<Value> {
    fileprivate struct Parameter: Sendable {
        let name: String
        let kind: RouteParameterKind
        let child: Int
    }

    fileprivate struct Node {
        var literals: [String: Int] = [:]
        var parameter: Parameter?
        var value: Value?
    }

    /// Why a path matched no route: the most specific reason found.
    enum MatchFailure: Error, Equatable {
        case noRoute
        case invalidParameter(name: String, kind: RouteParameterKind, value: String)
    }

    private var nodes = [Node()]
    /// The root's literal children by their lowercased text, for a first segment that ignores case
    /// (the host of a custom-scheme link). The first route declared wins a tie.
    private var rootLiteralsIgnoringCase: [String: Int] = [:]

    /// How many routes the trie holds.
    private(set) var count = 0

    /// Adds a route; throws when an equivalent route exists or a parameter conflicts with another route's.
    mutating func insert(_ pattern: RoutePattern, text: String, value: Value) throws(RouteTableError) {
        var index = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let literal):
                if let child = nodes[index].literals[literal] {
                    index = child
                } else {
                    nodes.append(Node())
                    nodes[index].literals[literal] = nodes.count - 1
                    if index == 0, rootLiteralsIgnoringCase[literal.lowercased()] == nil {
                        rootLiteralsIgnoringCase[literal.lowercased()] = nodes.count - 1
                    }
                    index = nodes.count - 1
                }
            case .parameter(let name, let kind):
                if let parameter = nodes[index].parameter {
                    guard parameter.name == name, parameter.kind == kind else {
                        throw .conflictingParameter(text)
                    }
                    index = parameter.child
                } else {
                    nodes.append(Node())
                    nodes[index].parameter = Parameter(name: name, kind: kind, child: nodes.count - 1)
                    index = nodes.count - 1
                }
            }
        }
        guard nodes[index].value == nil else { throw .duplicateRoute(text) }
        nodes[index].value = value
        count += 1
    }

    /// The value of the route that matches `path` (decoded segments), with its parameters.
    ///
    /// With `firstSegmentIgnoresCase`, the first segment (lowercased by the caller) also matches a
    /// root literal that differs from it only in case.
    func match(_ path: [String], firstSegmentIgnoresCase: Bool = false) -> Result<
        (value: Value, parameters: [String: String]), MatchFailure
    > {
        var parameters: [String: String] = [:]
        var failure = MatchFailure.noRoute
        if let value = match(path[...], from: 0, parameters: &parameters, failure: &failure) {
            return .success((value, parameters))
        }
        if firstSegmentIgnoresCase, let first = path.first, let child = rootLiteralsIgnoringCase[first],
            child != nodes[0].literals[first],
            let value = match(path.dropFirst(), from: child, parameters: &parameters, failure: &failure)
        {
            return .success((value, parameters))
        }
        return .failure(failure)
    }

    private func match(
        _ path: ArraySlice<String>, from index: Int, parameters: inout [String: String], failure: inout MatchFailure
    ) -> Value? {
        let node = nodes[index]
        guard let segment = path.first else { return node.value }
        let rest = path.dropFirst()
        if let child = node.literals[segment],
            let value = match(rest, from: child, parameters: &parameters, failure: &failure)
        {
            return value
        }
        guard let parameter = node.parameter else { return nil }
        guard parameter.kind.accepts(segment) else {
            failure = .invalidParameter(name: parameter.name, kind: parameter.kind, value: segment)
            return nil
        }
        parameters[parameter.name] = segment
        if let value = match(rest, from: parameter.child, parameters: &parameters, failure: &failure) {
            return value
        }
        parameters[parameter.name] = nil
        return nil
    }
}

extension RouteTrie: Sendable where Value: Sendable {}
extension RouteTrie.Node: Sendable where Value: Sendable {}
