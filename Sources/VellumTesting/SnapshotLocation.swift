import Foundation

/// Where one snapshot assertion keeps its reference and writes its failure artifacts.
struct SnapshotLocation {
    /// The test file's name without its extension, such as `ButtonTests`.
    let testFileName: String
    /// The sanitised test function name, such as `rendersTitle`.
    let testName: String
    /// What tells assertions in one test apart: the sanitised `named:` argument, or a counter.
    let identifier: String
    /// The folder that holds the reference: `<test file dir>/__Snapshots__/<TestFileName>/`.
    let snapshotDirectory: URL
    /// The folder that receives the actual snapshot and diffs when the assertion fails.
    let artifactsDirectory: URL

    /// Works out the paths for an assertion in `function` of the file at `filePath`.
    ///
    /// - Parameters:
    ///   - snapshotDirectory: replaces the `__Snapshots__/<TestFileName>` folder (for tests).
    ///   - artifactsDirectory: replaces the artifacts folder (for tests).
    init(
        filePath: String, function: String, name: String?, snapshotDirectory: URL?, artifactsDirectory: URL?,
        environment: [String: String]
    ) {
        let file = URL(fileURLWithPath: filePath)
        let testFileName = file.deletingPathExtension().lastPathComponent
        self.testFileName = testFileName
        self.testName = Self.sanitize(testName: function)
        let snapshotFolder =
            snapshotDirectory
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFileName)
        self.snapshotDirectory = snapshotFolder
        if let name {
            self.identifier = Self.sanitize(name)
        } else {
            let key = snapshotFolder.standardizedFileURL.path + "/" + testName
            self.identifier = String(SnapshotCounter.shared.next(for: key))
        }
        if let artifactsDirectory {
            self.artifactsDirectory = artifactsDirectory
        } else if let root = environment["VELLUM_SNAPSHOT_ARTIFACTS"], !root.isEmpty {
            self.artifactsDirectory = URL(fileURLWithPath: root).appendingPathComponent(testFileName)
        } else {
            let base =
                Self.packageRoot(containing: file).map { $0.appendingPathComponent(".build") }
                ?? FileManager.default.temporaryDirectory
            self.artifactsDirectory = base.appendingPathComponent("vellum-snapshot-artifacts")
                .appendingPathComponent(testFileName)
        }
    }

    /// The reference file: `<testName>.<identifier>.<pathExtension>`.
    func referenceURL(pathExtension: String) -> URL {
        snapshotDirectory.appendingPathComponent("\(testName).\(identifier).\(pathExtension)")
    }

    /// An artifact file: `<testName>.<identifier>.<suffix>`, such as `….1.diff.png`.
    func artifactURL(suffix: String) -> URL {
        artifactsDirectory.appendingPathComponent("\(testName).\(identifier).\(suffix)")
    }

    /// A function name as a file name part: the argument list dropped (`render(size:)` → `render`),
    /// and every character other than an ASCII letter or digit replaced with `-`.
    static func sanitize(testName function: String) -> String {
        let base = function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
        return sanitize(base)
    }

    /// Any text as a file name part: every character other than an ASCII letter or digit becomes `-`.
    static func sanitize(_ text: String) -> String {
        let sanitized = String(
            text.map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber) ? character : "-"
            })
        return sanitized.isEmpty ? "snapshot" : sanitized
    }

    /// The nearest folder above `file` that contains `Package.swift`.
    static func packageRoot(containing file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}

/// Numbers the unnamed assertions of each test: 1, 2, 3… per snapshot folder and test name.
final class SnapshotCounter: @unchecked Sendable {
    // `@unchecked Sendable`: `counts` is only read and written under `lock`.
    static let shared = SnapshotCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for `key`, starting at 1.
    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = (counts[key] ?? 0) + 1
        counts[key] = next
        return next
    }
}
