// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// The abstract base of items shown in a bar.
    @preconcurrency @MainActor
    open class UIBarItem: NSObject {
        /// Creates an item.
        public override init() { super.init() }
        /// Creates an item from an archive. HeadlessUIKit has no archives, so the item starts empty.
        public required init?(coder: NSCoder) { super.init() }

        /// Whether the item is enabled. Default `true`.
        open var isEnabled: Bool = true
        /// The item's title.
        open var title: String?
        /// The item's image.
        open var image: UIImage?
        /// An integer that identifies the item. Default 0.
        open var tag: Int = 0
    }
#endif
