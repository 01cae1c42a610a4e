/// What a navigation event says about a module: its kind, its tab, and its stack at the time.
public struct NavigationModuleSummary: Sendable, Hashable, CustomStringConvertible {
    /// The module's type name: `NavigationModule`, `TabBranchModule`, or an app's subclass.
    public let typeName: String
    /// The identifier of the tab the module is, when it is one.
    public let tabIdentifier: String?
    /// The type names of the module's screens, root first, when the event happened; empty for a
    /// module that has no stack of its own (a tab branch) or has not made its screens yet.
    public let screens: [String]

    /// Creates a summary.
    public init(typeName: String, tabIdentifier: String? = nil, screens: [String]) {
        self.typeName = typeName
        self.tabIdentifier = tabIdentifier
        self.screens = screens
    }

    /// The tab and the stack, such as `inbox: InboxScreen > MessageScreen`, or the type name for a branch.
    public var description: String {
        let stack = screens.isEmpty ? typeName : screens.joined(separator: " > ")
        return tabIdentifier.map { "\($0): \(stack)" } ?? stack
    }
}
