/// How the middle of a resizable image (the part between its cap insets) fills a bigger space
/// (UIKit's `UIImage.ResizingMode`).
public enum ImageResizingMode: Sendable, Hashable, CaseIterable {
    /// Repeated at its own size (UIKit's default for `resizableImage(withCapInsets:)`).
    case tile
    /// Scaled to fill the space.
    case stretch
}
