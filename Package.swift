// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Vellum",
    products: [
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .library(name: "VellumTesting", targets: ["VellumTesting"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libdeflate-dev"])]
        ),
        .target(name: "Canvas", dependencies: ["CCairo"]),
        .target(name: "Widgets", dependencies: ["Canvas"]),
        .target(name: "VellumTesting", dependencies: ["Widgets"]),
        .target(name: "GalleryScenes", dependencies: ["Widgets"]),
        .executableTarget(name: "gallery", dependencies: ["GalleryScenes"]),
        // What the tools and the tests share: the seeded generator, the probe document and a thread runner.
        .target(name: "Fixtures", dependencies: ["Canvas"]),
        .executableTarget(name: "canvas-probe", dependencies: ["Canvas", "Fixtures"]),
        .executableTarget(name: "bench", dependencies: ["Widgets", "Canvas", "Fixtures"]),
        .executableTarget(name: "vellum-stress", dependencies: ["Widgets", "Canvas", "Fixtures"]),
        .testTarget(
            name: "CanvasTests", dependencies: ["Canvas", "Fixtures", "TestSupport"]),
        .testTarget(
            name: "WidgetsTests", dependencies: ["Widgets", "VellumTesting", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "VellumTestingTests", dependencies: ["VellumTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "ReportsTests", dependencies: ["Widgets", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["Canvas"], path: "Tests/TestSupport"),
        .testTarget(
            name: "HardeningTests", dependencies: ["Widgets", "Fixtures", "TestSupport"],
            exclude: ["Resources"]),
        .testTarget(
            name: "GalleryTests", dependencies: ["GalleryScenes", "VellumTesting", "TestSupport"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
