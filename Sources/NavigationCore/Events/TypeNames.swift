/// Type names for navigation events, made once per type: `String(describing:)` on a metatype walks
/// the runtime's metadata each time, and events name the same few screen classes over and over.
@MainActor
package enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]
    /// How many names were asked for: only events and their summaries ask, so it stays put while
    /// nobody observes (the SDK's tests read it).
    package private(set) static var lookups = 0

    /// The name `String(describing:)` gives `type`.
    static func name(of type: Any.Type) -> String {
        lookups &+= 1
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
