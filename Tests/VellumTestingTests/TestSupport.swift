import Canvas
import Foundation

@testable import VellumTesting

/// A temporary folder for one test's references and artifacts, removed by `remove()`.
struct Scratch {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Where references and `VERSIONS` go.
    var snapshots: URL { root.appendingPathComponent("snapshots") }
    /// Where failure artifacts go.
    var artifacts: URL { root.appendingPathComponent("artifacts") }

    /// Verifies `value` against references in this folder, with a fixed environment (so that `CI`
    /// on the machine running the tests does not change the record mode).
    func verify<Value, Format>(
        _ value: Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = "case",
        record: SnapshotRecordMode? = .missing, environment: [String: String] = [:],
        function: String = #function
    ) throws -> String? {
        try performSnapshotVerification(
            of: { value }, as: snapshotting, named: name, record: record, snapshotDirectory: snapshots,
            artifactsDirectory: artifacts, environment: environment, filePath: "/tests/ScratchTests.swift",
            function: function)
    }

    /// The reference file a `verify` call with `name` in `function` uses.
    func reference(_ name: String = "case", ext: String, function: String = #function) -> URL {
        snapshots.appendingPathComponent(
            "\(SnapshotLocation.sanitize(testName: function)).\(SnapshotLocation.sanitize(name)).\(ext)")
    }

    /// An artifact file a failing `verify` call with `name` in `function` writes.
    func artifact(_ name: String = "case", suffix: String, function: String = #function) -> URL {
        artifacts.appendingPathComponent(
            "\(SnapshotLocation.sanitize(testName: function)).\(SnapshotLocation.sanitize(name)).\(suffix)")
    }

    /// Whether a file or folder exists.
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// An RGBA pixel.
typealias RGBA = (UInt8, UInt8, UInt8, UInt8)

/// An image filled with one colour, with some pixels changed.
func makeImage(
    width: Int = 8, height: Int = 8, fill: RGBA = (40, 90, 200, 255), changes: [(Int, Int, RGBA)] = []
)
    throws -> Image
{
    var bytes = [UInt8]()
    for _ in 0..<(width * height) { bytes += [fill.0, fill.1, fill.2, fill.3] }
    for (x, y, pixel) in changes {
        let i = (y * width + x) * 4
        (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = pixel
    }
    return try Image(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height)
}
