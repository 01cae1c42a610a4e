// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// A URL the system asks the app to open, with its options. Apps never create these.
    @preconcurrency @MainActor
    open class UIOpenURLContext: NSObject {
        private let storedURL: URL
        private let storedOptions: UIScene.OpenURLOptions

        package init(url: URL, options: UIScene.OpenURLOptions) {
            storedURL = url
            storedOptions = options
            super.init()
        }

        /// The URL to open.
        open var url: URL { storedURL }
        /// How the URL is to be opened.
        open var options: UIScene.OpenURLOptions { storedOptions }
    }
#endif
