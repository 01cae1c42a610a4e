// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The presentation controller of a page or form sheet: its detents and grabber (iOS 15).
    @preconcurrency @MainActor
    open class UISheetPresentationController: UIPresentationController {
        /// The heights the sheet rests at. Default `[.large()]`.
        open var detents: [UISheetPresentationController.Detent] = [.large()]
        /// The detent the sheet rests at; `nil` for the smallest. Default `nil`.
        open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
        /// The largest detent at which the presenter stays undimmed; `nil` dims at every detent.
        open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
        /// Whether the sheet shows a grabber. Default `false`.
        open var prefersGrabberVisible: Bool = false
        /// Whether scrolling to the edge expands the sheet. Default `true`.
        open var prefersScrollingExpandsWhenScrolledToEdge: Bool = true
        /// Whether the sheet attaches to the bottom edge in compact height. Default `false`.
        open var prefersEdgeAttachedInCompactHeight: Bool = false
        /// The sheet's corner radius; `nil`, the default, means the system's.
        ///
        /// UIKit declares it in its Swift overlay, so subclasses cannot override it.
        public var preferredCornerRadius: CGFloat?

        /// Runs `changes` to the sheet's properties as one animated change; HeadlessUIKit applies them at once.
        open func animateChanges(_ changes: () -> Void) {
            changes()
        }
    }

    extension UISheetPresentationController {
        /// A height at which a sheet rests.
        @preconcurrency @MainActor
        open class Detent: NSObject {
            private let storedIdentifier: Identifier

            private init(identifier: Identifier) {
                storedIdentifier = identifier
                super.init()
            }

            /// The system's medium detent: about half the screen.
            ///
            /// HeadlessUIKit makes detents of this class only, as UIKit's factory methods do.
            open class func medium() -> Self { unsafeDowncast(Detent(identifier: .medium), to: self) }

            /// The system's large detent: the full height a sheet takes.
            open class func large() -> Self { unsafeDowncast(Detent(identifier: .large), to: self) }

            /// The detent's identifier (iOS 16; before that, compare detents with `==`).
            @available(iOS 16.0, *)
            open var identifier: Identifier { storedIdentifier }

            /// Whether two detents have the same identifier.
            open override func isEqual(_ object: Any?) -> Bool {
                (object as? Detent)?.storedIdentifier == storedIdentifier
            }

            /// A hash consistent with ``isEqual(_:)``.
            open override var hash: Int { storedIdentifier.hashValue }

            /// Constants that name detents.
            public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
                /// The identifier's text.
                public let rawValue: String
                /// Creates an identifier.
                public init(_ rawValue: String) { self.rawValue = rawValue }
                /// Creates an identifier.
                public init(rawValue: String) { self.rawValue = rawValue }
                /// The system's medium detent.
                public static let medium = Identifier("com.apple.UIKit.medium")
                /// The system's large detent.
                public static let large = Identifier("com.apple.UIKit.large")
            }
        }
    }
#endif
