// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// A control that shows one line of editable text and sends editing events as it changes.
    ///
    /// `HeadlessControls.type(_:into:)` plays the user's typing: editing begins, the text changes
    /// (`editingChanged`), and editing ends.
    @preconcurrency @MainActor
    open class UITextField: UIControl {
        /// The text; an empty field answers `""`, as UIKit's does.
        open var text: String? {
            get { storedText }
            set { storedText = newValue ?? "" }
        }
        /// The text shown while the field is empty.
        open var placeholder: String?
        /// Whether the field hides what is typed, as for a password. Default `false`.
        open var isSecureTextEntry: Bool = false
        /// Whether the field is being edited: it is the first responder.
        open var isEditing: Bool { isFirstResponder }

        private var storedText = ""

        /// An enabled field can take the keyboard.
        open override var canBecomeFirstResponder: Bool { isEnabled }

        /// Takes the keyboard; editing begins (`editingDidBegin`).
        @discardableResult
        open override func becomeFirstResponder() -> Bool {
            let wasEditing = isFirstResponder
            guard super.becomeFirstResponder() else { return false }
            if !wasEditing { sendActions(for: .editingDidBegin) }
            return true
        }

        /// Gives up the keyboard; editing ends (`editingDidEnd`).
        @discardableResult
        open override func resignFirstResponder() -> Bool {
            let wasEditing = isFirstResponder
            guard super.resignFirstResponder() else { return false }
            if wasEditing { sendActions(for: .editingDidEnd) }
            return true
        }
    }
#endif
