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
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(name: "Canvas", dependencies: ["CCairo"]),
        .target(name: "Widgets", dependencies: ["Canvas"]),
        .target(name: "VellumTesting", dependencies: ["Widgets"]),
        .target(name: "GalleryScenes", dependencies: ["Widgets"]),
        .executableTarget(name: "gallery", dependencies: ["GalleryScenes"]),
        .executableTarget(name: "canvas-probe", dependencies: ["Canvas"]),
        .executableTarget(name: "bench", dependencies: ["Widgets", "Canvas"]),
        .executableTarget(name: "vellum-stress", dependencies: ["Widgets", "Canvas"]),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas", "GalleryScenes"]),
        .testTarget(
            name: "WidgetsTests", dependencies: ["Widgets", "VellumTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "VellumTestingTests", dependencies: ["VellumTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "ReportsTests", dependencies: ["Widgets"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "HardeningTests", dependencies: ["Widgets", "TestSupport"], exclude: ["Resources"]),
        .testTarget(
            name: "GalleryTests", dependencies: ["GalleryScenes", "VellumTesting"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
