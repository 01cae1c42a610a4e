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
        .library(name: "HeadlessUIKitDrivers", targets: ["HeadlessUIKitDrivers"]),
        .library(name: "NavigationTestSupport", targets: ["NavigationTestSupport"]),
    ],
    targets: [
        // Stand-ins for the Apple frameworks UIKit's API names but does not define: each a module of its
        // own, so that code must import it exactly where it would import the real framework.
        .target(name: "HeadlessUserNotifications"),
        .target(name: "HeadlessCloudKit"),
        .target(name: "HeadlessUIKit", dependencies: ["HeadlessUserNotifications", "HeadlessCloudKit"]),
        // What a person, the system and time do to HeadlessUIKit (taps, swipes, the animation clock,
        // scenes, the misuse log, printers): test code imports it explicitly; NavigationCore never
        // re-exports it, so an app's code sees exactly UIKit's API.
        .target(name: "HeadlessUIKitDrivers", dependencies: ["HeadlessUIKit", "HeadlessUserNotifications"]),
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
                .target(name: "HeadlessUIKitDrivers", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "HeadlessUserNotifications", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
        // HeadlessUIKit's own rule tests: empty where UIKit exists (every file is `#if !canImport(UIKit)`).
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: [
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "HeadlessUIKitDrivers", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "HeadlessUserNotifications", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
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
