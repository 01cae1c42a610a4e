public import Foundation

/// A record in a CloudKit database (CloudKit's class, declared here only as the superclass of ``CKShare``).
open class CKRecord: NSObject {}

/// A record that shares other records with other iCloud users.
open class CKShare: CKRecord {}

extension CKShare {
    /// What a scene learns about a share the user accepted (`CKShareMetadata` in Objective-C).
    open class Metadata: NSObject {}
}
