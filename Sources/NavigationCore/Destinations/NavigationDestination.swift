/// An app-defined value that says where to go, independent of how: typically an enum.
///
/// ```swift
/// enum AppDestination: NavigationDestination {
///     case messages
///     case message(id: Int)
///     case activity
/// }
/// router.open(AppDestination.message(id: 42))
/// ```
public protocol NavigationDestination: Hashable, Sendable {}
