/// Type names for navigation events, made once per type: `String(describing:)` on a metatype walks
/// the runtime's metadata each time, and events name the same few screen classes over and over.
@MainActor
enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    /// The name `String(describing:)` gives `type`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
