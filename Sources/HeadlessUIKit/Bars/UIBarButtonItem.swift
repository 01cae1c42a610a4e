/// A button in a navigation bar or toolbar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {}
