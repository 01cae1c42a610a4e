// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// A display. HeadlessUIKit has one, the size of an iPhone in points.
    @preconcurrency @MainActor
    open class UIScreen: NSObject {
        /// The screen's rectangle in points.
        open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
        /// Points to pixels.
        open var scale: CGFloat { 3 }
        /// The device's screen.
        open class var main: UIScreen { shared }

        private static let shared = UIScreen()
    }
#endif
