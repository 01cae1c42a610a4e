// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The item a tab bar shows for one view controller: title, image, badge.
    @preconcurrency @MainActor
    open class UITabBarItem: UIBarItem {
        /// The system's standard tab items.
        public enum SystemItem: Int, @unchecked Sendable {
            /// More.
            case more = 0
            /// Favorites.
            case favorites = 1
            /// Featured.
            case featured = 2
            /// Top rated.
            case topRated = 3
            /// Recents.
            case recents = 4
            /// Contacts.
            case contacts = 5
            /// History.
            case history = 6
            /// Bookmarks.
            case bookmarks = 7
            /// Search.
            case search = 8
            /// Downloads.
            case downloads = 9
            /// Most recent.
            case mostRecent = 10
            /// Most viewed.
            case mostViewed = 11
        }

        /// Creates an empty item.
        public override init() { super.init() }

        /// Creates an item from an archive. HeadlessUIKit has no archives, so the item starts empty.
        public required init?(coder: NSCoder) { super.init(coder: coder) }

        /// Creates an item with a title, an image and a tag.
        public convenience init(title: String?, image: UIImage?, tag: Int) {
            self.init()
            self.title = title
            self.image = image
            self.tag = tag
        }

        /// Creates an item with a title and images for the normal and selected states.
        public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
            self.init()
            self.title = title
            self.image = image
            self.selectedImage = selectedImage
        }

        /// Creates one of the system's standard items.
        public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
            self.init()
            self.tag = tag
        }

        /// The image shown while the tab is selected.
        open var selectedImage: UIImage?
        /// The text of the badge. Default `nil`.
        open var badgeValue: String?
    }
#endif
