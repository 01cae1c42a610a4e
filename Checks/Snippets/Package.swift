// swift-tools-version: 6.2
import PackageDescription

// Every Swift block of the README, the DocC articles and the doc comments, compiled as a reader would
// use it: `extract.py` writes them into Tests/Snippets/Generated, and `run` builds them. A snippet that
// drifts from the API fails CI.
let package = Package(
    name: "Snippets",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ModuleNavigation", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "Snippets",
            dependencies: [
                .product(name: "NavigationCore", package: "ModuleNavigation"),
                .product(name: "NavigationTabs", package: "ModuleNavigation"),
                .product(name: "NavigationTestSupport", package: "ModuleNavigation"),
                .product(name: "HeadlessUIKitDrivers", package: "ModuleNavigation"),
                .product(name: "HeadlessUserNotifications", package: "ModuleNavigation"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
