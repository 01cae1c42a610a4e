public import NavigationCore

extension TabBranchModule {
    /// Selects the tab at `index` and returns once it is selected.
    ///
    /// - Throws: `.tabIndexOutOfRange(index:tabCount:)`, or
    ///   `.flowEnded` once the branch has been replaced.
    public func selectTab(at index: Int, animated: Bool = false) async throws(NavigationError) {
        try await awaitCompletion { selectTab(at: index, animated: animated, completion: $0) }
    }

    /// Selects the tab with this identifier and returns once it is selected.
    ///
    /// - Throws: `.unknownTab(identifier:)`, or
    ///   `.flowEnded` once the branch has been replaced.
    public func selectTab(identifier: String, animated: Bool = false) async throws(NavigationError) {
        try await awaitCompletion { selectTab(identifier: identifier, animated: animated, completion: $0) }
    }

    /// Replaces one tab's module and returns once it is replaced.
    ///
    /// - Throws: `.unknownTab(identifier:)`, or the error the models raise.
    public func replaceTab(_ identifier: String, with models: [NavigationModel]) async throws(NavigationError) {
        try await awaitCompletion { replaceTab(identifier, with: models, completion: $0) }
    }
}
