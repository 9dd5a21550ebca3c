// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Vellum",
    products: [
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .library(name: "VellumTesting", targets: ["VellumTesting"]),
        .library(name: "VellumUIKit", targets: ["VellumUIKit"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [
                .apt([
                    "libcairo2-dev", "libpango1.0-dev", "libdeflate-dev", "libhyphen-dev", "libjpeg-dev",
                    "librsvg2-2",
                ])
            ]
        ),
        // Canvas ships the Noto fallback and monospaced fonts (Resources/Fonts, SIL OFL);
        // Compat/README.md is the ledger of cairo and Pango workarounds.
        .target(
            name: "Canvas", dependencies: ["CCairo"], exclude: ["Compat/README.md"],
            resources: [.copy("Resources/Fonts")]),
        .target(name: "Widgets", dependencies: ["Canvas"]),
        .target(name: "VellumTesting", dependencies: ["Widgets"]),
        // The porting layer: UIKit's and Core Graphics' names over Canvas and Widgets.
        .target(name: "VellumUIKit", dependencies: ["Canvas", "Widgets"]),
        // The seeds' UIKit code, verbatim but for `import VellumUIKit`, for the gallery and the tests.
        .target(name: "UIKitSeeds", dependencies: ["VellumUIKit"]),
        .target(name: "GalleryScenes", dependencies: ["Widgets", "UIKitSeeds"]),
        .executableTarget(name: "gallery", dependencies: ["GalleryScenes"]),
        // What the tools and the tests share: the seeded generator, the probe document and a thread runner.
        .target(name: "Fixtures", dependencies: ["Canvas"]),
        .executableTarget(name: "canvas-probe", dependencies: ["Canvas", "Fixtures"]),
        // The W1 card of benchmarks.md, for the benchmark and the one-card program it starts cold.
        .target(name: "BenchCards", dependencies: ["Widgets"]),
        .executableTarget(name: "bench", dependencies: ["Widgets", "Canvas", "Fixtures", "BenchCards"]),
        .executableTarget(name: "cold-card", dependencies: ["BenchCards"]),
        .executableTarget(name: "vellum-stress", dependencies: ["Widgets", "Canvas", "Fixtures"]),
        .testTarget(
            name: "CanvasTests", dependencies: ["Canvas", "Fixtures", "TestSupport"],
            exclude: ["ImageFixtures"]),
        .testTarget(
            name: "WidgetsTests", dependencies: ["Widgets", "VellumTesting", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "VellumTestingTests", dependencies: ["VellumTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "ReportsTests", dependencies: ["Widgets", "Fixtures", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["Canvas"], path: "Tests/TestSupport"),
        .testTarget(
            name: "HardeningTests", dependencies: ["Widgets", "Fixtures", "TestSupport"],
            exclude: ["Resources"]),
        .testTarget(
            name: "VellumUIKitTests",
            dependencies: ["VellumUIKit", "UIKitSeeds", "VellumTesting", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GalleryTests", dependencies: ["GalleryScenes", "VellumTesting", "TestSupport"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
