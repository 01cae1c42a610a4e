public import Foundation

/// The attribution of a user event (UIKit's type; HeadlessUIKit has no events, so nothing makes one).
open class UIEventAttribution: NSObject {}
