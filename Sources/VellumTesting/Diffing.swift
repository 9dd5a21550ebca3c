import Foundation

/// How a snapshot format is written to disk, read back, and compared with a reference.
public struct Diffing<Format> {
    /// Encodes a snapshot for a reference file.
    public var toData: (Format) throws -> Data
    /// Decodes a reference file.
    public var fromData: (Data) throws -> Format
    /// Compares a reference with an actual snapshot: `nil` when they match within tolerance,
    /// otherwise a description of the difference and any artifacts that help to inspect it.
    public var diff: (_ reference: Format, _ actual: Format) -> DiffResult?

    /// Creates a diffing from an encoder, a decoder and a comparison.
    public init(
        toData: @escaping (Format) throws -> Data,
        fromData: @escaping (Data) throws -> Format,
        diff: @escaping (_ reference: Format, _ actual: Format) -> DiffResult?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
