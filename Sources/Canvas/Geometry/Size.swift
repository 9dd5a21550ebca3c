/// A width and a height, in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size with zero width and height, as Core Graphics' `CGSize()` does.
    public init() {
        self.init(width: 0, height: 0)
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// A compact description such as `343 × 120.5`.
    public var description: String { "\(Point.format(width)) × \(Point.format(height))" }
}
