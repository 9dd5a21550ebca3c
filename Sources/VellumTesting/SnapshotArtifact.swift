import Foundation

/// A file written to the artifacts directory when a snapshot does not match its reference.
public struct SnapshotArtifact: Sendable, Hashable {
    /// What follows `<testName>.<n>.` in the file name, such as `diff.png`.
    public var suffix: String
    /// The file's contents.
    public var data: Data

    /// Creates an artifact from a file name suffix and contents.
    public init(suffix: String, data: Data) {
        self.suffix = suffix
        self.data = data
    }
}
