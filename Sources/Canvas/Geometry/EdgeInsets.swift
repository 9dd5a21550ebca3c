/// Distances inward from each edge of a rectangle, in points (UIEdgeInsets' model).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four edge distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets from leading and trailing distances, as `NSDirectionalEdgeInsets` gives
    /// them: leading is left and trailing is right (Vellum lays views out left to right).
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.init(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Creates equal insets on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// Creates insets with one value for the left and right edges and one for top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// A compact description such as `{8, 16, 8, 16}` (top, left, bottom, right).
    public var description: String {
        "{\(Point.format(top)), \(Point.format(left)), \(Point.format(bottom)), \(Point.format(right))}"
    }
}
