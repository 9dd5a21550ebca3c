import Foundation

/// A way to snapshot values of one type as a format that can be stored, compared and diffed.
///
/// A strategy pairs a `snapshot` function, which turns a `Value` into a `Format`, with a
/// ``Diffing`` that stores the format on disk and compares two of them. Strategies for new value
/// types are usually derived from an existing one with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == Document, Format == Image {
///     static var page: Snapshotting {
///         Snapshotting<Image, Image>.image().pullback { document in try document.image(scale: 2) }
///     }
/// }
/// ```
public struct Snapshotting<Value, Format> {
    /// The file name extension of references on disk, without the dot (`png`, `txt`, `svg`).
    public var pathExtension: String
    /// How the format is stored, read back and compared.
    public var diffing: Diffing<Format>
    /// Turns a value into the format that is compared with the reference.
    public var snapshot: (Value) throws -> Format

    /// Creates a strategy from a file name extension, a diffing and a snapshot function.
    public init(
        pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// Derives a strategy for another value type by first transforming it into this one's value.
    ///
    /// The file name extension and the diffing stay the same.
    public func pullback<NewValue>(
        _ transform: @escaping (NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            try snapshot(transform(newValue))
        }
    }
}
