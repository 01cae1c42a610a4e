// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// What a navigation bar shows for one view controller: its title and bar buttons.
    @preconcurrency @MainActor
    open class UINavigationItem: NSObject {
        /// Creates an item with a title.
        public init(title: String) {
            self.title = title
            super.init()
        }

        /// Creates an item from an archive. HeadlessUIKit has no archives, so the item starts empty.
        public required init?(coder: NSCoder) { super.init() }

        /// The title shown in the bar.
        open var title: String?
        /// The title of the back button that leads back to this item's controller.
        open var backButtonTitle: String?
        /// Whether the back button is hidden. Default `false`.
        open var hidesBackButton: Bool = false
        /// The first button on the leading side; setting it replaces them all.
        open var leftBarButtonItem: UIBarButtonItem? {
            get { leftBarButtonItems?.first }
            set { leftBarButtonItems = newValue.map { [$0] } }
        }
        /// The first button on the trailing side (the outermost); setting it replaces them all.
        open var rightBarButtonItem: UIBarButtonItem? {
            get { rightBarButtonItems?.first }
            set { rightBarButtonItems = newValue.map { [$0] } }
        }
        /// The buttons on the leading side, from the edge inward. They replace the back button unless
        /// ``leftItemsSupplementBackButton``.
        open var leftBarButtonItems: [UIBarButtonItem]?
        /// Whether the leading items show beside the back button instead of replacing it. Default `false`.
        open var leftItemsSupplementBackButton: Bool = false
        /// The buttons on the trailing side, from the edge inward.
        open var rightBarButtonItems: [UIBarButtonItem]?
    }
#endif
