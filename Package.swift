// swift-tools-version: 6.0
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
    ],
    targets: [
        .target(name: "HeadlessUIKit"),
        .target(
            name: "NavigationCore",
            dependencies: [
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit))
            ]
        ),
        .target(name: "NavigationTabs", dependencies: ["NavigationCore"]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
        .testTarget(
            name: "NavigationCoreTests",
            dependencies: [
                "NavigationCore",
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
        .testTarget(
            name: "NavigationTabsTests",
            dependencies: [
                "NavigationTabs",
                .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
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
        ]
}
