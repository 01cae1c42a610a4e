@_exported import HeadlessUIKit
