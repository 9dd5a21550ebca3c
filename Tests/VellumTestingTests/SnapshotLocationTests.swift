import Foundation
import Testing

@testable import VellumTesting

@Suite("Snapshot locations")
struct SnapshotLocationTests {
    @Test func testNamesAreSanitised() {
        #expect(SnapshotLocation.sanitize(testName: "rendersTitle()") == "rendersTitle")
        #expect(SnapshotLocation.sanitize(testName: "render(size:scale:)") == "render")
        #expect(SnapshotLocation.sanitize(testName: "test_dark mode") == "test-dark-mode")
        #expect(SnapshotLocation.sanitize(testName: "testÉtat()") == "test-tat")
        #expect(SnapshotLocation.sanitize("") == "snapshot")
    }

    @Test func referencePathLayout() {
        let location = SnapshotLocation(
            filePath: "/repo/Tests/WidgetsTests/ButtonTests.swift", function: "rendersTitle()",
            name: "dark mode",
            snapshotDirectory: nil, artifactsDirectory: nil,
            environment: ["VELLUM_SNAPSHOT_ARTIFACTS": "/out"])
        #expect(
            location.referenceURL(pathExtension: "png").path
                == "/repo/Tests/WidgetsTests/__Snapshots__/ButtonTests/rendersTitle.dark-mode.png")
        #expect(
            location.artifactURL(suffix: "diff.png").path
                == "/out/ButtonTests/rendersTitle.dark-mode.diff.png")
    }

    @Test func unnamedAssertionsAreNumberedPerTest() {
        let directory = URL(fileURLWithPath: "/counter-\(UUID().uuidString)")
        func identifier(_ function: String) -> String {
            SnapshotLocation(
                filePath: "/repo/Tests/T/FooTests.swift", function: function, name: nil,
                snapshotDirectory: directory, artifactsDirectory: directory, environment: [:]
            ).identifier
        }
        #expect(identifier("first()") == "1")
        #expect(identifier("first()") == "2")
        #expect(identifier("second()") == "1")
        #expect(identifier("first()") == "3")
    }

    @Test func artifactsGoUnderThePackageBuildFolder() throws {
        let file = URL(fileURLWithPath: #filePath)
        let root = try #require(SnapshotLocation.packageRoot(containing: file))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        let location = SnapshotLocation(
            filePath: #filePath, function: #function, name: nil, snapshotDirectory: nil,
            artifactsDirectory: nil,
            environment: [:])
        #expect(
            location.artifactsDirectory.path
                == root.appendingPathComponent(".build/vellum-snapshot-artifacts/SnapshotLocationTests").path)
        #expect(
            location.snapshotDirectory.path
                == file.deletingLastPathComponent().appendingPathComponent(
                    "__Snapshots__/SnapshotLocationTests"
                ).path)
    }
}
