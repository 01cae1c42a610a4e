// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// A button in a navigation bar or toolbar.
    ///
    /// An item made with a primary action shows the action's title and image, and runs it when tapped;
    /// `HeadlessControls.tap(_:in:)` plays the user's tap.
    @preconcurrency @MainActor
    open class UIBarButtonItem: UIBarItem {
        /// The buttons UIKit draws itself, with their own titles or symbols.
        public enum SystemItem: Int, Sendable {
            case done = 0
            case cancel = 1
            case edit = 2
            case save = 3
            case add = 4
            case flexibleSpace = 5
            case fixedSpace = 6
            case compose = 7
            case reply = 8
            case action = 9
            case organize = 10
            case bookmarks = 11
            case search = 12
            case refresh = 13
            case stop = 14
            case camera = 15
            case trash = 16
            case play = 17
            case pause = 18
            case rewind = 19
            case fastForward = 20
            case undo = 21
            case redo = 22
            case close = 24
        }

        /// The action the item runs when tapped.
        ///
        /// Setting one gives a plain item the action's title and image, as UIKit does; a system item
        /// keeps its own.
        open var primaryAction: UIAction? {
            didSet {
                guard let primaryAction, headlessSystemItem == nil else { return }
                title = primaryAction.title
                image = primaryAction.image
            }
        }
        /// The menu the item shows when tapped, when it has no primary action.
        open var menu: UIMenu?
        /// The system item the item was made as, if any.
        package private(set) var headlessSystemItem: SystemItem?

        /// Creates a plain item; a primary action's title and image take precedence over `title` and `image`.
        public convenience init(
            title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
        ) {
            self.init()
            // An initializer runs no property observer: the action's title and image are taken here too.
            self.title = primaryAction.map { $0.title } ?? title
            self.image = primaryAction?.image ?? image
            self.primaryAction = primaryAction
            self.menu = menu
        }

        /// Creates a system item that runs `primaryAction`; the system item keeps its own title and image.
        public convenience init(
            systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
        ) {
            self.init()
            headlessSystemItem = systemItem
            self.primaryAction = primaryAction
            self.menu = menu
        }
    }
#endif
