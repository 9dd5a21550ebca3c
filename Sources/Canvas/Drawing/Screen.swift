/// UIKit's `UIScreen.main`, for drawing code that sizes hairlines by the screen's scale.
///
/// A document has no screen: ``scale`` is the display scale of the drawing in progress on this
/// thread (the PNG scale, or 2 for PDF and SVG), so `1 / Screen.main.scale` is one device pixel
/// wherever the view is drawn, and 1 outside drawing. Its ``bounds`` are a phone's portrait
/// screen, 390 × 844 points, the size code that sizes views by the screen expects.
public struct Screen: Sendable {
    /// The screen of the drawing in progress.
    public static var main: Screen { Screen() }

    /// Device pixels per point of the drawing in progress on this thread; 1 outside drawing.
    public var scale: Double { GraphicsContext.current?.displayScale ?? 1 }

    /// The screen's rectangle in points (UIKit's `UIScreen.main.bounds`): 390 × 844, an iPhone's
    /// portrait screen (iPhone 12 to 15), whatever the page; the window Vellum shows a rendered view in
    /// has this size.
    public var bounds: Rect { Rect(x: 0, y: 0, width: 390, height: 844) }

    /// The screen's rectangle in pixels (UIKit's `nativeBounds`): ``bounds`` at ``scale``.
    public var nativeBounds: Rect {
        Rect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
