import Foundation

/// A rectangle given by its origin (top-left corner) and size, in points.
///
/// `Rect` is Foundation's `CGRect` (see ``Point`` for why), with Core Graphics' semantics:
/// `width`, `minX` and the other edges are those of the standardized rectangle, `intersection`
/// of disjoint rectangles is `.null`, and `insetBy(dx:dy:)` past the middle gives `.null`.
public typealias Rect = CGRect

extension CGRect {
    /// Creates a rectangle at the origin with the given size.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether every coordinate and extent is finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The rectangle shrunk by the given insets; its width and height stop at zero.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// The overlap of two rectangles, or `nil` when they share no area (Core Graphics'
    /// `intersection(_:)` gives `.null` or a zero-width rectangle instead).
    public func overlap(with other: Rect) -> Rect? {
        let common = intersection(other)
        return common.isNull || common.isEmpty ? nil : common
    }

    /// A compact description such as `(0, 0, 343, 120)`: x, y, width, height.
    public var compactDescription: String {
        "(\(Point.format(minX)), \(Point.format(minY)), \(Point.format(width)), \(Point.format(height)))"
    }
}
