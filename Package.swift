// swift-tools-version: 6.2
import PackageDescription

/// Platforms that have no UIKit: there, `NavigationCore` builds against `HeadlessUIKit`.
let platformsWithoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "ModuleNavigation",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "NavigationCore", targets: ["NavigationCore"]),
        .library(name: "NavigationTabs", targets: ["NavigationTabs"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "HeadlessUserNotifications", targets: ["HeadlessUserNotifications"]),
        .library(name: "NavigationTestSupport", targets: ["NavigationTestSupport"]),
    ],
    targets: [
        // Stand-ins for the Apple frameworks UIKit's API names but does not define: each a module of its
        // own, so that code must import it exactly where it would import the real framework.
        .target(name: "HeadlessUserNotifications"),
        .target(name: "HeadlessCloudKit"),
        .target(name: "HeadlessUIKit", dependencies: ["HeadlessUserNotifications", "HeadlessCloudKit"]),
        .target(
            name: "NavigationCore",
            dependencies: [
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "HeadlessUserNotifications", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
        .target(name: "NavigationTabs", dependencies: ["NavigationCore"]),
        // What navigation tests need that differs between HeadlessUIKit and real UIKit, so the same
        // test files run in both worlds: the SDK's own suites use it, and apps' tests may.
        .target(
            name: "NavigationTestSupport",
            dependencies: [
                "NavigationCore",
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "HeadlessUserNotifications", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "HeadlessUserNotifications"]),
        .testTarget(
            name: "NavigationCoreTests",
            dependencies: [
                "NavigationCore", "NavigationTestSupport",
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "HeadlessUserNotifications", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
        .testTarget(
            name: "NavigationTabsTests",
            dependencies: [
                "NavigationTabs", "NavigationTestSupport",
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "HeadlessUserNotifications", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Settings every target shares, applied once.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
