// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// A control that runs an action when the user taps it.
    ///
    /// Its title comes from, in order: its `configuration`'s title, the title set for its state, the
    /// primary action's title. `HeadlessControls.tap(_:)` plays the user's tap.
    @preconcurrency @MainActor
    open class UIButton: UIControl {
        /// The kinds of buttons UIKit makes.
        public enum ButtonType: Int, Sendable {
            /// A button with no style.
            case custom = 0
            /// A system-style button.
            case system = 1
            /// A detail disclosure button.
            case detailDisclosure = 2
            /// An info button on a light background.
            case infoLight = 3
            /// An info button on a dark background.
            case infoDark = 4
            /// A contact-add button.
            case contactAdd = 5
            /// A close button.
            case close = 7
        }

        /// How a button looks: its title and style (iOS 15).
        public struct Configuration: Hashable {
            /// The styles UIKit's factory methods make.
            enum Style: Sendable, Hashable {
                case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
            }

            let style: Style
            /// The title shown.
            public var title: String?
            /// A second line under the title.
            public var subtitle: String?

            init(style: Style) { self.style = style }

            /// A button with no background.
            public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
            /// A button with a tinted background.
            public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }
            /// A button with a gray background.
            public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
            /// A button with a background filled with the tint color.
            public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
            /// A button with no border.
            public static func borderless() -> UIButton.Configuration { Configuration(style: .borderless) }
            /// A button with a border.
            public static func bordered() -> UIButton.Configuration { Configuration(style: .bordered) }
            /// A tinted button with a border.
            public static func borderedTinted() -> UIButton.Configuration { Configuration(style: .borderedTinted) }
            /// A prominent button with a border.
            public static func borderedProminent() -> UIButton.Configuration {
                Configuration(style: .borderedProminent)
            }
        }

        private var titles: [UInt: String] = [:]

        /// The kind of button.
        open private(set) var buttonType: UIButton.ButtonType = .custom
        /// How the button looks; setting it makes the button draw from it.
        ///
        /// UIKit declares it in its Swift overlay, so subclasses cannot override it.
        public var configuration: UIButton.Configuration?

        /// Creates a button of a type.
        public convenience init(type buttonType: UIButton.ButtonType) {
            self.init(frame: .zero)
            self.buttonType = buttonType
        }

        /// Creates a system button that runs `primaryAction` and shows its title.
        public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
            self.init(type: buttonType)
            setPrimaryAction(primaryAction)
        }

        /// Creates a custom button with a frame that runs `primaryAction` and shows its title.
        public convenience init(frame: CGRect, primaryAction: UIAction?) {
            self.init(frame: frame)
            setPrimaryAction(primaryAction)
        }

        /// Creates a system button drawn from `configuration`.
        public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
            self.init(type: .system)
            self.configuration = configuration
            setPrimaryAction(primaryAction)
        }

        /// Sets the title shown in `state`.
        open func setTitle(_ title: String?, for state: UIControl.State) {
            titles[state.rawValue] = title
        }

        /// The title set for `state`, or the normal state's.
        open func title(for state: UIControl.State) -> String? {
            titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
        }

        /// The title shown now: the configuration's, or the state's (a primary action's title is the normal state's).
        open var currentTitle: String? {
            configuration?.title ?? title(for: state)
        }

        /// Registers the primary action for `primaryActionTriggered` and, as UIKit does for the
        /// initializers that take one, shows its title (`UIButton` has no `primaryAction` property).
        private func setPrimaryAction(_ action: UIAction?) {
            guard let action else { return }
            addAction(action, for: .primaryActionTriggered)
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        }
    }
#endif
