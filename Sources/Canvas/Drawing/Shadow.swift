import Foundation

/// A drop shadow: a blurred, offset silhouette painted behind a shape (CALayer's `shadowColor`,
/// `shadowOpacity`, `shadowOffset` and `shadowRadius`; CSS's `box-shadow`).
public struct Shadow: Sendable, Hashable {
    /// The shadow's colour; its alpha is the shadow's opacity at full coverage.
    public var color: Color
    /// How far the shadow is moved from the shape, in points (positive height is down).
    public var offset: Size
    /// The blur's standard deviation in points (CALayer's `shadowRadius`); 0 is a sharp shadow.
    public var blurRadius: Double

    /// Creates a shadow; see each property.
    public init(
        color: Color = Color(white: 0, alpha: 0.33), offset: Size = Size(width: 0, height: -3),
        blurRadius: Double = 3
    ) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }

    /// Whether the shadow would paint anything: a visible colour, and finite offset and radius.
    public var isVisible: Bool {
        color.alpha > 0 && offset.width.isFinite && offset.height.isFinite && blurRadius.isFinite
            && blurRadius >= 0
    }
}
