import Foundation

/// How a snapshot differs from its reference: a readable message and files that show it.
public struct DiffResult: Sendable, Hashable {
    /// What differs, in a sentence or a few lines (such as counts or a unified diff).
    public var message: String
    /// Extra files written beside the actual snapshot when the assertion fails (such as a diff
    /// image). The actual snapshot itself is always written, so it does not belong here.
    public var artifacts: [SnapshotArtifact]

    /// Creates a result from a message and artifacts.
    public init(message: String, artifacts: [SnapshotArtifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}
