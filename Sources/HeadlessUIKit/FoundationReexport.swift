// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    // `import UIKit` makes Foundation's types visible too; `import HeadlessUIKit` does the same.
    @_exported public import Foundation
#endif
