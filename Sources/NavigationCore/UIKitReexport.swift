// The one place that chooses between UIKit and its headless stand-in: apps write
// `import NavigationCore` and get the UIKit types with it.
#if canImport(UIKit)
    @_exported public import UIKit
#else
    @_exported public import HeadlessUIKit
#endif
