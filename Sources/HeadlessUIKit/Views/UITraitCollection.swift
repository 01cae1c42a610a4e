public import Foundation

/// The traits of an environment. HeadlessUIKit's environment is a compact-width iPhone.
open class UITraitCollection: NSObject, @unchecked Sendable {}
