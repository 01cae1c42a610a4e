public import NavigationCore

/// One tab of a tab branch: its item (title and image) and the models of its own stack.
///
/// ```swift
/// NavigationTab(identifier: "inbox", title: "Inbox", imageName: "tray",
///               models: [NavigationModel(initialViewControllerType: InboxViewController.self)])
/// ```
@MainActor
public struct NavigationTab {
    /// A name that identifies the tab in code (`selectTab(identifier:)`); unique within its branch.
    public let identifier: String
    /// The title under the tab's icon.
    public var title: String
    /// The tab's image: an asset name, or else a system symbol name.
    public var imageName: String?
    /// The image while the tab is selected: an asset name, or else a system symbol name.
    public var selectedImageName: String?
    /// The tab's initial stack, root first, or one module model (a nested module).
    public var models: [NavigationModel]
    /// The destinations the tab can show, and how; `nil` when it shows none.
    public var destinations: DestinationHandler?

    /// Creates a tab.
    ///
    /// - Parameters:
    ///   - identifier: A name unique within the branch.
    ///   - title: The title under the icon.
    ///   - imageName: The icon: an asset name, or else a system symbol name.
    ///   - selectedImageName: The icon while selected, looked up the same way.
    ///   - models: The tab's initial stack, root first, or one module model.
    ///   - destinations: The destinations the tab can show, and how.
    public init(
        identifier: String, title: String, imageName: String? = nil, selectedImageName: String? = nil,
        models: [NavigationModel], destinations: DestinationHandler? = nil
    ) {
        self.destinations = destinations
        self.identifier = identifier
        self.title = title
        self.imageName = imageName
        self.selectedImageName = selectedImageName
        self.models = models
    }

    /// The tab bar item for this tab.
    func makeTabBarItem(tag: Int) -> UITabBarItem {
        let item = UITabBarItem(title: title, image: Self.image(named: imageName), tag: tag)
        item.selectedImage = Self.image(named: selectedImageName)
        return item
    }

    private static func image(named name: String?) -> UIImage? {
        guard let name else { return nil }
        return UIImage(named: name) ?? UIImage(systemName: name)
    }
}
