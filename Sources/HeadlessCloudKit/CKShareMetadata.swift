public import Foundation

/// Metadata of a CloudKit share.
open class CKShareMetadata: NSObject {}
