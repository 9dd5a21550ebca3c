import Foundation

/// A location in a two-dimensional coordinate system, in points (1/72 inch), y pointing down.
///
/// `Point` is Foundation's `CGPoint`: Vellum and Core Graphics code share one type, so UIKit code
/// that imports Foundation beside VellumUIKit sees one `CGPoint` (see ARCHITECTURE.md, "Geometry").
/// Its coordinates are `CGFloat`, which converts implicitly to and from `Double`.
public typealias Point = CGPoint

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

    /// A compact description such as `(10, 20.5)`: at most three decimals, no trailing zeros.
    public var compactDescription: String { "(\(Point.format(x)), \(Point.format(y)))" }

    /// A coordinate with at most three decimals and no trailing zeros, as descriptions print it.
    public static func formatted(_ value: Double) -> String { format(value) }

    /// Formats a coordinate with at most three decimals and no trailing zeros.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
