import NavigationCore

/// The small vocabulary the sample's screens are built from, in code: a column of views that fills
/// the screen, labels, text fields and buttons.
@MainActor
enum ScreenLayout {
    /// A vertical stack that fills `view`, with the standard margins.
    static func column(in view: UIView, _ views: [UIView]) -> UIStackView {
        view.backgroundColor = .systemBackground
        let column = UIStackView(arrangedSubviews: views)
        column.axis = .vertical
        column.spacing = 12
        column.frame = view.bounds.insetBy(dx: 20, dy: 100)
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
        return column
    }

    /// A label showing `text` on as many lines as it needs.
    static func label(_ text: String? = nil) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        return label
    }

    /// A text field with a placeholder.
    static func field(placeholder: String, secure: Bool = false) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.isSecureTextEntry = secure
        return field
    }

    /// A button titled `title` that runs `handler`.
    static func button(_ title: String, handler: @escaping @MainActor () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction(title: title) { _ in handler() })
    }

    /// A row of views side by side.
    static func row(_ views: [UIView]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: views)
        row.axis = .horizontal
        row.spacing = 12
        return row
    }
}
