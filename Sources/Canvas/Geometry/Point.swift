/// A location in a two-dimensional coordinate system, in points (1/72 inch), y pointing down.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down is positive).
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates the origin, (0, 0), as Core Graphics' `CGPoint()` does.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

    /// A compact description such as `(10, 20.5)`: at most three decimals, no trailing zeros.
    public var description: String { "(\(Point.format(x)), \(Point.format(y)))" }

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
