// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    import HeadlessUIKit

    /// A UIKit misuse that real UIKit only reports in the console, and HeadlessUIKit records.
    ///
    /// For such misuse HeadlessUIKit leaves the hierarchy as UIKit leaves it when the call fails, and
    /// records one of these in ``HeadlessWarnings`` so that a test can assert there were none. Misuse that
    /// UIKit raises an exception for stops the process instead, as it stops an app.
    public struct HeadlessUIKitWarning: Sendable, Hashable, CustomStringConvertible {
        /// The kinds of misuse HeadlessUIKit detects.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// `present` on a controller that is already presenting another (S3.8).
            case presentWhileAlreadyPresenting
            /// `present` on a controller whose presentation or dismissal is still running (S3.8).
            case presentWhileTransitionInProgress
            /// `present` on a controller whose view is not in a window (S3.8).
            case presentNotInWindowHierarchy
            /// `dismiss` while a presentation or dismissal is still running (S3.8).
            case dismissWhileTransitionInProgress
            /// Starting a push or pop while another navigation transition is still running.
            case nestedNavigationTransition
            /// `beginAppearanceTransition` while one is running, or `endAppearanceTransition` with none (S5.4).
            case unbalancedAppearanceTransition
            /// Code called `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` or `viewDidDisappear`
            /// itself instead of `beginAppearanceTransition`/`endAppearanceTransition` (S5.6).
            case appearanceMethodCalledDirectly
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

        init(_ entry: MisuseLog.Entry) {
            self.init(kind: Kind(entry.kind), message: entry.message)
        }
    }

    extension HeadlessUIKitWarning.Kind {
        /// The kind HeadlessUIKit recorded.
        init(_ kind: MisuseLog.Kind) {
            switch kind {
            case .presentWhileAlreadyPresenting: self = .presentWhileAlreadyPresenting
            case .presentWhileTransitionInProgress: self = .presentWhileTransitionInProgress
            case .presentNotInWindowHierarchy: self = .presentNotInWindowHierarchy
            case .dismissWhileTransitionInProgress: self = .dismissWhileTransitionInProgress
            case .nestedNavigationTransition: self = .nestedNavigationTransition
            case .unbalancedAppearanceTransition: self = .unbalancedAppearanceTransition
            case .appearanceMethodCalledDirectly: self = .appearanceMethodCalledDirectly
            }
        }
    }
#endif
