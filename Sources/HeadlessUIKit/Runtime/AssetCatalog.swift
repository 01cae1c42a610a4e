// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation

    /// The app's image assets: the names `UIImage(named:)` finds.
    ///
    /// On a device `UIImage(named:)` finds only the app's own assets; here only the names registered,
    /// through `HeadlessImages` in the drivers module. The catalog is shared by the whole process.
    package enum AssetCatalog {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var names = Set<String>()

        /// Makes an asset of this name exist.
        package static func register(named name: String) {
            lock.withLock { _ = names.insert(name) }
        }

        /// Whether an asset of this name was registered.
        package static func contains(named name: String) -> Bool {
            lock.withLock { names.contains(name) }
        }
    }
#endif
