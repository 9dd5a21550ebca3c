/// How a view draws an image: as its own pixels, or as a template shape in the view's tint
/// colour (UIKit's `UIImage.RenderingMode`).
public enum ImageRenderingMode: Sendable, Hashable, CaseIterable {
    /// As the context decides: an image view draws the image's own pixels.
    case automatic
    /// Always the image's own pixels.
    case alwaysOriginal
    /// Always a template: the image's alpha filled with the tint colour (an image view's
    /// `tintColor`).
    case alwaysTemplate
}
