import Canvas

/// Which corners a view's corner radius rounds (CALayer's `maskedCorners`, `CACornerMask`).
/// Corners are named in the layer's coordinates, y down: min-Y is the top.
public struct CornerMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// All four corners (the default).
    public static let all: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// The radii of a rounded rectangle whose masked corners have `radius` and the others none.
    public func radii(_ radius: Double) -> CornerRadii {
        CornerRadii(
            topLeft: contains(.layerMinXMinYCorner) ? radius : 0,
            topRight: contains(.layerMaxXMinYCorner) ? radius : 0,
            bottomRight: contains(.layerMaxXMaxYCorner) ? radius : 0,
            bottomLeft: contains(.layerMinXMaxYCorner) ? radius : 0)
    }
}
