// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The width or height class of an environment: compact, regular, or not yet known.
    public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
        /// Not yet known.
        case unspecified = 0
        /// A constrained space: an iPhone's width in portrait.
        case compact = 1
        /// An expansive space: an iPhone's height in portrait.
        case regular = 2
    }

    /// The traits of an environment.
    ///
    /// HeadlessUIKit's screens, windows and controllers are an iPhone's in portrait: compact width,
    /// regular height. A trait collection made from one size class leaves the other unspecified.
    open class UITraitCollection: NSObject, @unchecked Sendable {
        private let storedHorizontalSizeClass: UIUserInterfaceSizeClass
        private let storedVerticalSizeClass: UIUserInterfaceSizeClass

        /// A trait collection with no trait specified.
        public override init() {
            storedHorizontalSizeClass = .unspecified
            storedVerticalSizeClass = .unspecified
            super.init()
        }

        private init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
            storedHorizontalSizeClass = horizontal
            storedVerticalSizeClass = vertical
            super.init()
        }

        /// A trait collection that specifies only the horizontal size class.
        public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
            self.init(horizontal: horizontalSizeClass, vertical: .unspecified)
        }

        /// A trait collection that specifies only the vertical size class.
        public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
            self.init(horizontal: .unspecified, vertical: verticalSizeClass)
        }

        /// The width class of the environment.
        open var horizontalSizeClass: UIUserInterfaceSizeClass { storedHorizontalSizeClass }

        /// The height class of the environment.
        open var verticalSizeClass: UIUserInterfaceSizeClass { storedVerticalSizeClass }

        /// An iPhone's in portrait: compact width, regular height.
        static let phonePortrait = UITraitCollection(horizontal: .compact, vertical: .regular)
    }
#endif
