// swift-tools-version: 6.2
import PackageDescription

// Builds the SDK, its test support and its behaviour tests down their `canImport(UIKit)` branches on a
// machine without UIKit: modules named `UIKit` and `UserNotifications` re-export HeadlessUIKit's. This
// proves the UIKit-world code compiles against UIKit's exact signatures and that the shared tests pass
// with real-time settling; it proves nothing about UIKit itself. `.ci/run` runs it.
let package = Package(
    name: "UIKitBranch",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "HeadlessUserNotifications"),
        .target(name: "HeadlessCloudKit"),
        .target(name: "HeadlessUIKit", dependencies: ["HeadlessUserNotifications", "HeadlessCloudKit"]),
        .target(name: "UIKit", dependencies: ["HeadlessUIKit"], path: "Shims/UIKit"),
        .target(
            name: "UserNotifications", dependencies: ["HeadlessUserNotifications"], path: "Shims/UserNotifications"),
        // Swift Testing imports `_Testing_UIKit` wherever a file imports both Testing and UIKit.
        .target(name: "_Testing_UIKit", path: "Shims/_Testing_UIKit"),
        .target(name: "NavigationCore", dependencies: ["UIKit", "UserNotifications"]),
        .target(name: "NavigationTabs", dependencies: ["NavigationCore"]),
        .target(
            name: "NavigationTestSupport", dependencies: ["NavigationCore", "UserNotifications", "_Testing_UIKit"]),
        .testTarget(
            name: "NavigationCoreTests",
            dependencies: ["NavigationCore", "NavigationTestSupport", "UserNotifications", "_Testing_UIKit"]),
        .testTarget(
            name: "NavigationTabsTests",
            dependencies: ["NavigationTabs", "NavigationTestSupport", "UserNotifications", "_Testing_UIKit"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
