// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// An element of a menu: an action or a submenu.
    @preconcurrency @MainActor
    open class UIMenuElement: NSObject {
        /// How an element looks and behaves in a menu.
        public struct Attributes: OptionSet, Sendable {
            /// The raw value.
            public let rawValue: UInt
            /// Creates attributes from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The element is shown but cannot be chosen.
            public static let disabled = Attributes(rawValue: 1 << 0)
            /// The element destroys data, and is styled so.
            public static let destructive = Attributes(rawValue: 1 << 1)
            /// The element is not shown.
            public static let hidden = Attributes(rawValue: 1 << 2)
            /// Choosing the element keeps the menu open (iOS 16).
            @available(iOS 16.0, *)
            public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
        }

        /// Whether an element shows a checkmark.
        public enum State: Int, Sendable {
            /// No checkmark.
            case off = 0
            /// A checkmark.
            case on = 1
            /// A mixed state.
            case mixed = 2
        }

        /// The title shown.
        open internal(set) var title: String
        /// The image shown next to the title.
        open internal(set) var image: UIImage?

        init(title: String, image: UIImage?) {
            self.title = title
            self.image = image
            super.init()
        }

        /// Creates an element from an archive. HeadlessUIKit has no archives, so the element is empty.
        public required init?(coder: NSCoder) {
            title = ""
            super.init()
        }
    }

    /// The closure an action runs when the user chooses it.
    public typealias UIActionHandler = (UIAction) -> Void

    /// A menu element, button action or bar button action that runs a closure.
    @preconcurrency @MainActor
    open class UIAction: UIMenuElement {
        /// A name for an action.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The raw value.
            public let rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// The action's identifier: the one given, or a unique one.
        open private(set) var identifier: UIAction.Identifier
        /// An elaborated title, for discoverability.
        open var discoverabilityTitle: String?
        /// How the action looks and behaves in a menu.
        open var attributes: UIMenuElement.Attributes
        /// Whether the action shows a checkmark.
        open var state: UIMenuElement.State
        /// The control or item on whose behalf the handler runs; `nil` outside a handler.
        open internal(set) var sender: Any?

        let handler: UIActionHandler

        /// Creates an action that runs `handler`.
        public convenience init(
            title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
        ) {
            self.init(
                title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
                discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
        }

        init(
            title: String, image: UIImage?, identifier: UIAction.Identifier, discoverabilityTitle: String?,
            attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
        ) {
            self.identifier = identifier
            self.discoverabilityTitle = discoverabilityTitle
            self.attributes = attributes
            self.state = state
            self.handler = handler
            super.init(title: title, image: image)
        }

        /// Creates an action from an archive. HeadlessUIKit has no archives, so the action does nothing.
        public required init?(coder: NSCoder) {
            identifier = Identifier(UUID().uuidString)
            attributes = []
            state = .off
            handler = { _ in }
            super.init(coder: coder)
        }

        /// The action's title, which can change after it is made.
        open override var title: String {
            get { super.title }
            set { super.title = newValue }
        }

        /// The action's image, which can change after it is made.
        open override var image: UIImage? {
            get { super.image }
            set { super.image = newValue }
        }

        /// Runs the handler on behalf of `sender`, as UIKit does when the user chooses the action.
        package func perform(sender: Any?) {
            self.sender = sender
            handler(self)
            self.sender = nil
        }
    }

    /// A menu of actions and submenus.
    @preconcurrency @MainActor
    open class UIMenu: UIMenuElement {
        /// A name for a menu.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The raw value.
            public let rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// How a menu shows its children.
        public struct Options: OptionSet, Sendable {
            /// The raw value.
            public let rawValue: UInt
            /// Creates options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The children show inline in the parent menu.
            public static let displayInline = Options(rawValue: 1 << 0)
            /// The children are destructive.
            public static let destructive = Options(rawValue: 1 << 1)
            /// The children are single selection.
            public static let singleSelection = Options(rawValue: 1 << 5)
        }

        /// The menu's identifier.
        open private(set) var identifier: UIMenu.Identifier
        /// How the menu shows its children.
        open private(set) var options: UIMenu.Options
        /// The actions and submenus, in order.
        open private(set) var children: [UIMenuElement]

        /// Creates a menu.
        public convenience init(
            title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
            options: UIMenu.Options = [], children: [UIMenuElement] = []
        ) {
            self.init(
                title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString), options: options,
                children: children)
        }

        init(
            title: String, image: UIImage?, identifier: UIMenu.Identifier, options: UIMenu.Options,
            children: [UIMenuElement]
        ) {
            self.identifier = identifier
            self.options = options
            self.children = children
            super.init(title: title, image: image)
        }

        /// Creates a menu from an archive. HeadlessUIKit has no archives, so the menu is empty.
        public required init?(coder: NSCoder) {
            identifier = Identifier(UUID().uuidString)
            options = []
            children = []
            super.init(coder: coder)
        }
    }
#endif
