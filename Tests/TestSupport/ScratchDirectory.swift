import Foundation

/// A new, empty directory under the system's temporary directory, removed when the value is
/// released.
public final class ScratchDirectory {
    /// The directory, standardised (the form Vellum reports paths in).
    public let url: URL

    /// Creates `<tmp>/vellum-tests-<UUID>`.
    public init() throws {
        url =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-tests-\(UUID().uuidString)", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A file named `name` in the directory.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Every entry, hidden ones (a left-over temporary file) included, sorted.
    public var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}
