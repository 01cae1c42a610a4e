// swift-tools-version: 6.2
import PackageDescription

// The sample app: one source tree that is an iOS app in Xcode (project.yml) and, on any machine with
// Swift, runs headless in a terminal (`swift run --package-path SampleSceneApp sample`).
let package = Package(
    name: "SampleSceneApp",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(name: "ModuleNavigation", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The app itself: screens, flows, deep links, services. It imports the SDK only.
        .target(
            name: "SampleApp",
            dependencies: [
                .product(name: "NavigationCore", package: "ModuleNavigation"),
                .product(name: "NavigationTabs", package: "ModuleNavigation"),
            ]
        ),
        // The headless runner's engine: launches the app in HeadlessUIKit, plays a person's moves,
        // prints screens, runs the tour and the interactive prompt.
        .target(
            name: "SampleHeadless",
            dependencies: [
                "SampleApp",
                .product(name: "HeadlessUIKit", package: "ModuleNavigation"),
                .product(name: "HeadlessUIKitDrivers", package: "ModuleNavigation"),
                .product(name: "HeadlessUserNotifications", package: "ModuleNavigation"),
            ]
        ),
        .executableTarget(
            name: "sample",
            dependencies: [
                "SampleHeadless",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SampleAppTests", dependencies: ["SampleHeadless", "SampleApp"]),
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
