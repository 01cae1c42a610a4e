// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The UIKit misuse HeadlessUIKit has recorded in this process: what real UIKit only logs.
    ///
    /// `HeadlessWarnings`, in the drivers module, is its public face.
    @MainActor
    package enum MisuseLog {
        /// The kinds of misuse HeadlessUIKit detects; `HeadlessUIKitWarning.Kind` documents each.
        package enum Kind: String, Sendable, CaseIterable {
            case presentWhileAlreadyPresenting
            case presentWhileTransitionInProgress
            case presentNotInWindowHierarchy
            case dismissWhileTransitionInProgress
            case nestedNavigationTransition
            case unbalancedAppearanceTransition
            case appearanceMethodCalledDirectly
        }

        /// One recorded misuse: its kind and the text UIKit would log.
        package struct Entry: Sendable {
            package let kind: Kind
            package let message: String
        }

        /// Every entry so far, oldest first.
        package private(set) static var entries: [Entry] = []

        /// Forgets every entry.
        package static func removeAll() {
            entries.removeAll()
        }

        static func record(_ kind: Kind, _ message: String) {
            entries.append(Entry(kind: kind, message: message))
        }
    }
#endif
