/// The appearance a document is rendered in: light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
    /// No preference: inherit from the superview, or light at the root.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The direction a view lays its content out in (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// The environment a view is laid out and drawn in (UIKit's `UITraitCollection`): appearance,
/// display scale and layout direction.
public struct TraitCollection: Sendable, Hashable {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Device pixels per point: the PNG scale, or 2 for PDF and SVG.
    public var displayScale: Double
    /// Left-to-right or right-to-left.
    public var layoutDirection: UserInterfaceLayoutDirection

    /// Creates a trait collection; see each property.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light, displayScale: Double = 2,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }
}
