// swift-tools-version: 6.2
import PackageDescription

// Reliability tooling beside the SDK, so the SDK keeps zero dependencies: a model-based random checker
// of navigation programs, a stress run, and a fuzz target for the route table.
let package = Package(
    name: "Reliability",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ModuleNavigation", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NavigationChecker",
            dependencies: [
                .product(name: "NavigationCore", package: "ModuleNavigation"),
                .product(name: "NavigationTabs", package: "ModuleNavigation"),
                .product(name: "HeadlessUIKit", package: "ModuleNavigation"),
                .product(name: "HeadlessUIKitDrivers", package: "ModuleNavigation"),
            ]
        ),
        .executableTarget(
            name: "navigation-checker",
            dependencies: [
                "NavigationChecker",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "NavigationCheckerTests", dependencies: ["NavigationChecker"]),
        // libFuzzer supplies `main`: `Fuzz/run-fuzzer` builds this with `-sanitize=fuzzer`.
        .executableTarget(
            name: "route-fuzzer",
            dependencies: [.product(name: "NavigationCore", package: "ModuleNavigation")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
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
