/// A parsed route pattern such as `messages/:id(int)`. Pure logic, no UIKit.
///
/// Segments are separated by `/`; leading and trailing slashes are ignored. A segment that starts
/// with `:` is a parameter: `:name` (a string), `:name(int)`, `:name(string)` or `:name(uuid)`. A last
/// segment `*name` is a wildcard: the rest of the path, one segment or more. Every other segment is a
/// literal, matched exactly (case-sensitive).
struct RoutePattern: Equatable {
    enum Segment: Equatable {
        case literal(String)
        case parameter(name: String, kind: RouteParameterKind)
        case rest(name: String)
    }

    let segments: [Segment]

    init(_ text: String) throws(RouteTableError) {
        var segments: [Segment] = []
        var names = Set<String>()
        for part in text.split(separator: "/", omittingEmptySubsequences: true) {
            if case .rest = segments.last {
                throw .invalidPattern(text, reason: "a wildcard (*name) must be the last segment")
            }
            guard part.first == ":" || part.first == "*" else {
                segments.append(.literal(String(part)))
                continue
            }
            let (name, kind) = try Self.parameter(String(part.dropFirst()), in: text)
            guard names.insert(name).inserted else {
                throw .invalidPattern(text, reason: "the parameter \(name) appears twice")
            }
            if part.first == ":" {
                segments.append(.parameter(name: name, kind: kind))
            } else {
                guard kind == .string, !part.contains("(") else {
                    throw .invalidPattern(text, reason: "a wildcard (*name) takes no type")
                }
                segments.append(.rest(name: name))
            }
        }
        self.segments = segments
    }

    private static func parameter(_ text: String, in pattern: String) throws(RouteTableError) -> (
        String, RouteParameterKind
    ) {
        var name = text
        var kind = RouteParameterKind.string
        if let open = text.firstIndex(of: "(") {
            guard text.last == ")" else { throw .invalidPattern(pattern, reason: "a parameter type lacks \")\"") }
            let typeName = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            guard let parsed = RouteParameterKind(rawValue: typeName) else {
                throw .invalidPattern(pattern, reason: "unknown parameter type \(typeName)")
            }
            kind = parsed
            name = String(text[..<open])
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
        guard !name.isEmpty, name.allSatisfy(allowed.contains) else {
            throw .invalidPattern(pattern, reason: "a parameter needs a name of letters, digits and _")
        }
        return (name, kind)
    }
}
