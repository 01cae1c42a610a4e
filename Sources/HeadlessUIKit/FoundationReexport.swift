// `import UIKit` makes Foundation's types visible too; `import HeadlessUIKit` does the same.
@_exported public import Foundation
