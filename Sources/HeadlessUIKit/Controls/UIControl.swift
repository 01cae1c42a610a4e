// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// The base of controls, which run actions in response to the user's touches and edits.
    ///
    /// HeadlessUIKit keeps the closure-based API (`addAction(_:for:)`, UIKit 14); the target-action API
    /// needs the Objective-C runtime and is not offered. `HeadlessControls` plays the user's touches.
    @preconcurrency @MainActor
    open class UIControl: UIView {
        /// The events a control sends.
        public struct Event: OptionSet, Sendable {
            /// The raw value.
            public let rawValue: UInt
            /// Creates events from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// A touch down in the control.
            public static let touchDown = Event(rawValue: 1 << 0)
            /// A touch lifted inside the control: a tap.
            public static let touchUpInside = Event(rawValue: 1 << 6)
            /// The control's value changed.
            public static let valueChanged = Event(rawValue: 1 << 12)
            /// The control's primary action: a button's tap, a text field's Return.
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            /// Editing began in a text field.
            public static let editingDidBegin = Event(rawValue: 1 << 16)
            /// The text of a text field changed.
            public static let editingChanged = Event(rawValue: 1 << 17)
            /// Editing ended in a text field.
            public static let editingDidEnd = Event(rawValue: 1 << 18)
            /// Editing ended with Return.
            public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
            /// Every touch event.
            public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
            /// Every editing event.
            public static let allEditingEvents = Event(rawValue: 0x000F_0000)
            /// Every event.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        }

        /// The states a control draws itself in.
        public struct State: OptionSet, Sendable {
            /// The raw value.
            public let rawValue: UInt
            /// Creates states from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The default state.
            public static let normal = State([])
            /// Touched.
            public static let highlighted = State(rawValue: 1 << 0)
            /// Not enabled.
            public static let disabled = State(rawValue: 1 << 1)
            /// Selected.
            public static let selected = State(rawValue: 1 << 2)
        }

        private var actions: [(action: UIAction, events: Event)] = []

        /// Whether the control takes the user's touches. Default `true`.
        open var isEnabled: Bool = true
        /// Whether the control is selected. Default `false`.
        open var isSelected: Bool = false

        /// The control's state.
        open var state: UIControl.State {
            var state: State = []
            if !isEnabled { state.insert(.disabled) }
            if isSelected { state.insert(.selected) }
            return state
        }

        /// Runs `action` for `controlEvents`. Adding an action whose identifier is already there for the
        /// same events replaces it, as UIKit does.
        open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
            actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
            actions.append((action, controlEvents))
        }

        /// Stops running `action` for `controlEvents`.
        open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
            actions.removeAll { $0.action === action && $0.events == controlEvents }
        }

        /// Stops running the action with `actionIdentifier` for `controlEvents`.
        open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
            actions.removeAll { $0.action.identifier == actionIdentifier && $0.events == controlEvents }
        }

        /// Runs, in the order they were added, the actions added for any of `controlEvents`.
        open func sendActions(for controlEvents: UIControl.Event) {
            for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
                entry.action.perform(sender: self)
            }
        }
    }
#endif
