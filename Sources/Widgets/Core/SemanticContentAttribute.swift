import Canvas

/// How a view's content is laid out with respect to the reading direction (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// Follows the reading direction (left to right: Vellum has no app-wide language).
    case unspecified
    /// Media playback controls: always left to right.
    case playback
    /// Directional controls: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left: a horizontal stack places its first arranged subview at the right.
    case forceRightToLeft
}
