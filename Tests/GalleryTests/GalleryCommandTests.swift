import Foundation
import GalleryScenes
import TestSupport
import Testing

/// The `gallery` executable, run as users run it.
@Suite struct GalleryCommandTests {
    /// The `gallery` executable built beside the test binary.
    static var executable: URL? { ChildProcess.sibling(named: "gallery") }

    /// Runs the gallery and returns its exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let gallery: URL = try #require(Self.executable, "gallery is built beside the tests by swift test")
        let result = try ChildProcess.run(gallery, arguments)
        return (result.status, result.output, result.errors)
    }

    @Test func listNamesEveryScene() throws {
        let result = try Self.run(["--list"])
        #expect(result.status == 0)
        for name in Gallery.scenes.map(\.name) + Gallery.reports.map(\.name) {
            #expect(result.output.contains(name))
        }
    }

    @Test(arguments: [
        ["--bogus"], ["--scale", "0"], ["--format", "gif"], ["--only", "no-such-scene"], ["--out"],
    ])
    func aBadFlagPrintsUsageAndExitsTwo(arguments: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 2)
        #expect(result.error.contains("usage: gallery"))
    }

    @Test func anUnwritableOutputDirectoryIsAClearErrorAndExitsOne() throws {
        let result = try Self.run(["--out", "/proc/vellum-gallery"])
        #expect(result.status == 1)
        #expect(result.error.contains("/proc/vellum-gallery"))
    }

    @Test func rendersScenesAnIndexAndACombinedPDF() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try Self.run(["--out", out.path, "--only", "movie-card", "invoice", "--scale", "1"])
        #expect(result.status == 0, "\(result.error)")
        // One progress line per scene, with its time.
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix(" ms") }.count == 3)
        for name in ["movie-card", "invoice"] {
            for ext in ["svg", "pdf", "png"] {
                #expect(
                    FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name).\(ext)").path))
            }
        }
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<img src=\"movie-card.svg\"") && index.contains("href=\"invoice.pdf\""))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("gallery.pdf").path))
    }

    @Test func everySceneRendersWithoutAWordOnStandardError() throws {
        // Pango, cairo and fontconfig print warnings on stderr for inputs Vellum must catch first:
        // the whole gallery (colour emoji, CJK, right-to-left text, the report) must print none.
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try Self.run(["--out", out.path, "--scale", "1"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty, "stderr: \(result.error)")
        let scenes = Gallery.scenes.count + Gallery.reports.count
        #expect(result.output.split(separator: "\n").filter { $0.hasSuffix(" ms") }.count >= scenes)
    }
}
