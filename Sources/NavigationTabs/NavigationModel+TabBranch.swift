public import NavigationCore

extension NavigationModel {
    /// Describes a tab bar whose tabs each keep their own stack: a ``TabBranchModule``.
    ///
    /// Use it wherever a flow's models go: `router.startNavigationModuleFrom(.tabBranch([...]))` or
    /// `navigationModule?.endFlow(with: [.tabBranch([...])])`. It must be the flow's only model. The
    /// branch is checked when the flow change runs: no tabs, two tabs with one identifier, or an
    /// unknown `selectedTabIdentifier` make the flow change fail with a `NavigationError`, and the
    /// current flow stays.
    ///
    /// - Parameters:
    ///   - tabs: The tabs, in order.
    ///   - selectedTabIdentifier: The tab selected first; `nil` for the first tab.
    public static func tabBranch(_ tabs: [NavigationTab], selectedTabIdentifier: String? = nil) -> NavigationModel {
        .module { () throws(NavigationError) -> TabBranchModule in
            try TabBranchModule(tabs: tabs, selectedTabIdentifier: selectedTabIdentifier)
        }
    }
}
