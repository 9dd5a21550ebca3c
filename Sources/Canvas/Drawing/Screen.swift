/// UIKit's `UIScreen.main`, for drawing code that sizes hairlines by the screen's scale.
///
/// A document has no screen: ``scale`` is the display scale of the drawing in progress on this
/// thread (the PNG scale, or 2 for PDF and SVG), so `1 / Screen.main.scale` is one device pixel
/// wherever the view is drawn, and 1 outside drawing.
public struct Screen: Sendable {
    /// The screen of the drawing in progress.
    public static var main: Screen { Screen() }

    /// Device pixels per point of the drawing in progress on this thread; 1 outside drawing.
    public var scale: Double { GraphicsContext.current?.displayScale ?? 1 }
}
