import Foundation

/// A width and a height, in points.
///
/// `Size` is Foundation's `CGSize` (see ``Point`` for why); its extents are `CGFloat`, which
/// converts implicitly to and from `Double`.
public typealias Size = CGSize

extension CGSize {
    /// Whether both extents are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// A compact description such as `343 × 120.5`.
    public var compactDescription: String { "\(Point.format(width)) × \(Point.format(height))" }
}
