// Core Graphics' `CGVector`, which swift-corelibs-foundation does not declare on Linux.

/// A two-dimensional vector (Core Graphics' `CGVector`): a direction and magnitude, such as an
/// offset or a velocity.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component (down is positive in Vellum's coordinates).
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates the zero vector, as `CGVector()` does.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()

    /// The vector as Core Graphics prints it: `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
