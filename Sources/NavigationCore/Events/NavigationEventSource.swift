/// Who made a navigation change: the app's code, or the user with one of UIKit's own controls.
public enum NavigationEventSource: Sendable, Hashable, CustomStringConvertible {
    /// The app: a request to the SDK, or app code calling UIKit directly.
    case code
    /// The user tapped the back button. A pop of a stack on screen that neither the SDK nor a swipe
    /// made is reported so: UIKit does not tell a tap on Back from app code calling
    /// `popViewController` itself. A pop of a stack no one sees (an unselected tab, a stack a
    /// full-screen presentation covers) is reported as ``code``.
    case backButton
    /// The user swiped back from the leading edge (an interactive pop).
    case backSwipe
    /// The user tapped a tab: selecting it, or re-tapping the selected tab to pop its stack to the root.
    case tabBar
    /// The user dismissed a presented module: swiped the sheet down or tapped outside the popover.
    case userDismissal

    /// A word for logs.
    public var description: String {
        switch self {
        case .code: "code"
        case .backButton: "back button"
        case .backSwipe: "back swipe"
        case .tabBar: "tab bar"
        case .userDismissal: "user dismissal"
        }
    }
}
