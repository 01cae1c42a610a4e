// swift-tools-version: 6.2
import PackageDescription

// Benchmarks beside the SDK, so the SDK keeps zero dependencies: every SDK request is measured against
// the raw UIKit calls it wraps, side by side in one process, on HeadlessUIKit.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ModuleNavigation", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "navigation-benchmarks",
            dependencies: [
                .product(name: "NavigationCore", package: "ModuleNavigation"),
                .product(name: "NavigationTabs", package: "ModuleNavigation"),
                .product(name: "HeadlessUIKit", package: "ModuleNavigation"),
                .product(name: "HeadlessUIKitDrivers", package: "ModuleNavigation"),
                "HeapStatistics",
            ]
        ),
        // The heap's bytes in use, for the memory rows: glibc's `mallinfo2`, which Swift's Glibc module lacks.
        .target(name: "HeapStatistics"),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "HeapStatistics" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
