import Foundation

/// The image files in `ImageFixtures/` beside this file (made by its `make-fixtures.py`).
enum ImageFixtureFiles {
    /// The folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ImageFixtures")

    /// The bytes of one fixture file.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The offset of the first byte of `needle` in `haystack`, or `nil`.
    static func offset(of needle: Data, in haystack: Data) -> Int? {
        haystack.range(of: needle).map { $0.lowerBound - haystack.startIndex }
    }
}
