// The drivers move HeadlessUIKit, which exists only where UIKit does not; there, this file compiles to nothing.
#if !canImport(UIKit)
    public import HeadlessUIKit

    /// What a test can learn about an image HeadlessUIKit made, and the asset names that exist.
    ///
    /// `UIImage(named:)` finds only the assets registered here, as on a device it finds only the app's
    /// own assets; `UIImage(systemName:)` knows every non-empty symbol name. The registry is shared by the
    /// whole process.
    public enum HeadlessImages {
        /// The asset or symbol name `image` was created with.
        public static func name(of image: UIImage) -> String { image.headlessName }

        /// Whether `image` was created as a system symbol (`UIImage(systemName:)`).
        public static func isSystemImage(_ image: UIImage) -> Bool { image.headlessIsSystemImage }

        /// Makes an asset of this name exist, so that `UIImage(named:)` returns an image for it.
        public static func registerAsset(named name: String) {
            AssetCatalog.register(named: name)
        }

        /// Whether an asset of this name was registered.
        public static func hasAsset(named name: String) -> Bool {
            AssetCatalog.contains(named: name)
        }
    }
#endif
