/// A screen that declares the type of value it is pushed with, so the compiler checks every push.
///
/// ```swift
/// final class MessageViewController: NavigationModuleViewController, NavigationInputScreen {
///     typealias Input = Message.ID
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         if let input { load(input) }
///     }
/// }
/// navigationModule?.pushViewController(MessageViewController.self, input: Message.ID(42))
/// ```
@MainActor
public protocol NavigationInputScreen: NavigationModuleViewController {
    /// The type of value the screen is pushed with.
    associatedtype Input
}

extension NavigationInputScreen {
    /// The value the screen was pushed with; `nil` only for a screen created another way (from an archive).
    public var input: Input? { object as? Input }

    /// Whether the screen holds a value of its input type: a stack refuses one that does not.
    package var hasInput: Bool { object is Input }

    /// The screen's input type, which errors name.
    package var inputType: Any.Type { Input.self }
}
