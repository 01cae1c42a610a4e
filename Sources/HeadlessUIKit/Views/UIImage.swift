// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// An image. HeadlessUIKit keeps only the name it was made from; there are no pixels.
    open class UIImage: NSObject, @unchecked Sendable {
        /// The name the image was created with: a system symbol name or an asset name.
        package let headlessName: String
        /// Whether the image is a system symbol.
        package let headlessIsSystemImage: Bool

        private init(name: String, isSystemImage: Bool) {
            headlessName = name
            headlessIsSystemImage = isSystemImage
            super.init()
        }

        /// Creates a system symbol image. HeadlessUIKit has every symbol, so this fails only for an empty name.
        public convenience init?(systemName name: String) {
            guard !name.isEmpty else { return nil }
            self.init(name: name, isSystemImage: true)
        }

        /// Creates an image from the app's assets, or returns `nil` when no asset has that name.
        ///
        /// HeadlessUIKit has no asset catalog: only the names registered with
        /// `HeadlessImages.registerAsset(named:)` exist, as on a device only the app's assets do.
        public convenience init?(named name: String) {
            guard !name.isEmpty, AssetCatalog.contains(named: name) else { return nil }
            self.init(name: name, isSystemImage: false)
        }
    }
#endif
