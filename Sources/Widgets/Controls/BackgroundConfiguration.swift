import Canvas

/// The background a configured button draws (UIKit's `UIBackgroundConfiguration`, the part a
/// button uses): a fill, corners and a stroke.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill, or `nil` for the style's.
    public var backgroundColor: Color?
    /// The corners' radius when the button's corner style is `.fixed`.
    public var cornerRadius: Double = 0
    /// The stroke's colour, or `nil` for none.
    public var strokeColor: Color?
    /// The stroke's width.
    public var strokeWidth: Double = 0

    /// Creates an empty background.
    public init() {}

    /// An empty background, to fill in (UIKit's `clear()`).
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }
}
