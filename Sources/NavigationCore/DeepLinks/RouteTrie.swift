/// A tree of path segments that finds a route in time that depends on the path's length, not on the
/// number of routes. Pure logic, no UIKit.
///
/// Each node maps literal segments to children in a dictionary and holds at most one parameter
/// child. Matching prefers a literal and falls back to the parameter, so `messages/new` and
/// `messages/:id(int)` live side by side. Parameter names belong to each route: two routes may name
/// the parameter at the same position differently (`categories/:category_id` beside
/// `categories/:parent_id/:category_id`), as long as they agree on its kind.
struct RouteTrie<Value> {
    fileprivate struct Parameter: Sendable {
        /// The name the first route through this position gave it: what an error names.
        let name: String
        let kind: RouteParameterKind
        let child: Int
    }

    fileprivate struct Route {
        let value: Value
        /// The route's own names for the parameters on its path, in order.
        let parameterNames: [String]
    }

    fileprivate struct Node {
        var literals: [String: Int] = [:]
        var parameter: Parameter?
        var route: Route?
        /// The route whose trailing wildcard (`*name`) takes the rest of the path from here.
        var restRoute: Route?
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
        var parameterNames: [String] = []
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
            case .rest(let name):
                // A wildcard is the pattern's last segment: the route ends here.
                guard nodes[index].restRoute == nil else { throw .duplicateRoute(text) }
                nodes[index].restRoute = Route(value: value, parameterNames: parameterNames + [name])
                count += 1
                return
            case .parameter(let name, let kind):
                parameterNames.append(name)
                if let parameter = nodes[index].parameter {
                    guard parameter.kind == kind else { throw .conflictingParameter(text) }
                    index = parameter.child
                } else {
                    nodes.append(Node())
                    nodes[index].parameter = Parameter(name: name, kind: kind, child: nodes.count - 1)
                    index = nodes.count - 1
                }
            }
        }
        guard nodes[index].route == nil else { throw .duplicateRoute(text) }
        nodes[index].route = Route(value: value, parameterNames: parameterNames)
        count += 1
    }

    /// The value of the route that matches `path` (decoded segments), with its parameters.
    ///
    /// With `firstSegmentIgnoresCase`, the first segment (lowercased by the caller) also matches a
    /// root literal that differs from it only in case.
    func match(_ path: [String], firstSegmentIgnoresCase: Bool = false) -> Result<Match, MatchFailure> {
        var values: [String] = []
        var failure = MatchFailure.noRoute
        if let (route, rest) = match(path[...], from: 0, values: &values, failure: &failure) {
            return .success(Match(value: route.value, parameters: Self.parameters(route, values), rest: Array(rest)))
        }
        if firstSegmentIgnoresCase, let first = path.first, let child = rootLiteralsIgnoringCase[first],
            child != nodes[0].literals[first],
            let (route, rest) = match(path.dropFirst(), from: child, values: &values, failure: &failure)
        {
            return .success(Match(value: route.value, parameters: Self.parameters(route, values), rest: Array(rest)))
        }
        return .failure(failure)
    }

    /// A matched route: its value, its parameters by name, and the segments its wildcard took (none
    /// for a route without one).
    struct Match {
        let value: Value
        let parameters: [String: String]
        let rest: [String]
    }

    /// The matched route's parameters: its own names, with the values found on the path, in order.
    private static func parameters(_ route: Route, _ values: [String]) -> [String: String] {
        Dictionary(zip(route.parameterNames, values), uniquingKeysWith: { first, _ in first })
    }

    /// The route `path` leads to from `index`, with the segments a wildcard took: a literal first,
    /// then a parameter, then a wildcard, the most specific that leads to a route.
    private func match(
        _ path: ArraySlice<String>, from index: Int, values: inout [String], failure: inout MatchFailure
    ) -> (Route, ArraySlice<String>)? {
        let node = nodes[index]
        guard let segment = path.first else { return node.route.map { ($0, []) } }
        let rest = path.dropFirst()
        if let child = node.literals[segment], let found = match(rest, from: child, values: &values, failure: &failure)
        {
            return found
        }
        if let parameter = node.parameter {
            if parameter.kind.accepts(segment) {
                values.append(segment)
                if let found = match(rest, from: parameter.child, values: &values, failure: &failure) { return found }
                values.removeLast()
            } else {
                failure = .invalidParameter(name: parameter.name, kind: parameter.kind, value: segment)
            }
        }
        guard let restRoute = node.restRoute else { return nil }
        values.append(path.joined(separator: "/"))
        return (restRoute, path)
    }
}

extension RouteTrie: Sendable where Value: Sendable {}
extension RouteTrie.Node: Sendable where Value: Sendable {}
extension RouteTrie.Route: Sendable where Value: Sendable {}
