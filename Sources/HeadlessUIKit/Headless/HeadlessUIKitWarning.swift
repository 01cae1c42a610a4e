/// A UIKit misuse that real UIKit reports in the console (or raises as an exception) and HeadlessUIKit records.
///
/// HeadlessUIKit never crashes on misuse: it leaves the hierarchy as UIKit leaves it when the call
/// fails, and records one of these in ``HeadlessWarnings`` so that a test can assert there were none.
public struct HeadlessUIKitWarning: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of misuse HeadlessUIKit detects.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `present` on a controller that is already presenting another (S3.8).
        case presentWhileAlreadyPresenting
        /// `present` on a controller whose presentation or dismissal is still running (S3.8).
        case presentWhileTransitionInProgress
        /// `present` on a controller whose view is not in a window (S3.8).
        case presentNotInWindowHierarchy
        /// `present` of a controller that is already presented or has a parent.
        case presentControllerAlreadyInHierarchy
        /// `dismiss` while a presentation or dismissal is still running (S3.8).
        case dismissWhileTransitionInProgress
        /// Pushing a controller instance that is already in the stack (S2.6): an exception in UIKit.
        case pushSameInstanceTwice
        /// Pushing a navigation controller onto a navigation stack: an exception in UIKit.
        case pushNavigationController
        /// Pushing a tab bar controller onto a navigation stack (S2.6): an exception in UIKit.
        case pushTabBarController
        /// Selecting a controller that is not one of the tab bar controller's tabs (S4.5): an exception in UIKit.
        case selectControllerNotInTabs
        /// Popping to a controller that is not in the stack (S2.8): an exception in UIKit.
        case popToControllerNotInStack
        /// Starting a push or pop while another navigation transition is still running.
        case nestedNavigationTransition
        /// `transition(from:to:…)` between controllers that are not both children of the receiver (S5.5).
        case transitionBetweenNonChildren
        /// `beginAppearanceTransition` while one is running, or `endAppearanceTransition` with none (S5.4).
        case unbalancedAppearanceTransition
    }

    /// What went wrong.
    public let kind: Kind
    /// The text UIKit would log, with the controllers' descriptions filled in.
    public let message: String

    /// Creates a warning.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, as UIKit would log it.
    public var description: String { message }
}
