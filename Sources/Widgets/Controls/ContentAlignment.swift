/// Where a control's content sits across it (UIKit's `UIControl.ContentHorizontalAlignment`);
/// Vellum lays out left to right, so leading is left.
public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
    /// Centred.
    case center
    /// At the left.
    case left
    /// At the right.
    case right
    /// Stretched across (content is centred in Vellum).
    case fill
    /// At the leading edge (the left).
    case leading
    /// At the trailing edge (the right).
    case trailing
}

/// Where a control's content sits down it (UIKit's `UIControl.ContentVerticalAlignment`).
public enum ContentVerticalAlignment: Int, Sendable, Hashable {
    /// Centred.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Stretched down (content is centred in Vellum).
    case fill
}
