// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// A color. HeadlessUIKit keeps the components so that code can compare colors; nothing is drawn.
    open class UIColor: NSObject, NSCopying, @unchecked Sendable {
        let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

        /// Creates a color from red, green, blue and alpha components.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = (red, green, blue, alpha)
            super.init()
        }

        /// Creates a gray color.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// Reads the red, green, blue and alpha components; returns whether they were read.
        open func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = components.red
            green?.pointee = components.green
            blue?.pointee = components.blue
            alpha?.pointee = components.alpha
            return true
        }

        /// Returns this color: colors are immutable.
        public func copy(with zone: NSZone? = nil) -> Any { self }

        /// Whether `object` is a color with the same components.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIColor else { return false }
            return components == other.components
        }

        /// A hash consistent with ``isEqual(_:)``.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(components.red)
            hasher.combine(components.green)
            hasher.combine(components.blue)
            hasher.combine(components.alpha)
            return hasher.finalize()
        }

        /// Opaque white.
        open class var white: UIColor { UIColor(white: 1, alpha: 1) }
        /// Opaque black.
        open class var black: UIColor { UIColor(white: 0, alpha: 1) }
        /// Fully transparent.
        open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
        /// The system background color (white in the light appearance).
        open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
        /// The color of secondary text (its light-appearance value; nothing adapts here).
        open class var secondaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6) }
        /// The system's red (its light-appearance value).
        open class var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
    }
#endif
