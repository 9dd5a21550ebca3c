import Canvas
import Foundation

/// The `VERSIONS` file beside references: the cairo and Pango versions they were recorded with.
enum SnapshotVersions {
    /// The file name inside a snapshot directory.
    static let fileName = "VERSIONS"

    /// The running versions in the file's format: `cairo 1.16.0\npango 1.50.12\n`.
    static var running: String { "cairo \(LibraryVersions.cairo)\npango \(LibraryVersions.pango)\n" }

    /// Writes the running versions into `directory`, unless the file already says the same.
    static func record(in directory: URL) throws {
        let url = directory.appendingPathComponent(fileName)
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == running { return }
        try Data(running.utf8).write(to: url, options: .atomic)
    }

    /// A sentence saying that the references were recorded with other library versions than the
    /// running ones; `nil` when they are the same or nothing was recorded.
    static func mismatchNote(in directory: URL) -> String? {
        let url = directory.appendingPathComponent(fileName)
        guard let recorded = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let normalized = TextNormalization.normalize(recorded)
        guard normalized != running else { return nil }
        func describe(_ text: String) -> String {
            TextNormalization.lines(of: TextNormalization.normalize(text)).filter { !$0.isEmpty }
                .joined(separator: ", ")
        }
        return "The references were recorded with \(describe(recorded)), but this run uses "
            + "\(describe(running)): the difference may come from the library versions (\(url.path))."
    }
}
