import Canvas

// UIKit members that Vellum keeps so that UIKit code compiles and runs as written, though they
// change nothing here: a page has no safe area, no autoresizing masks, and every view is drawn
// anew and composited with its transparency at each render.
extension View {
    /// UIKit's `directionalLayoutMargins`: the ``layoutMargins``, leading on the left (build
    /// them with ``/Canvas/EdgeInsets/init(top:leading:bottom:trailing:)``).
    public var directionalLayoutMargins: EdgeInsets {
        get { layoutMargins }
        set { layoutMargins = newValue }
    }
    /// Kept for UIKit code (`isOpaque = false`): Vellum composites every view with its
    /// transparency, so the flag changes nothing.
    public var isOpaque: Bool {
        get { uiKitFlags.isOpaque }
        set { uiKitFlags.isOpaque = newValue }
    }

    /// Kept for UIKit code (`setNeedsDisplay()` after a colour changes): Vellum draws every view
    /// anew at each render, so there is nothing to schedule.
    public func setNeedsDisplay() {}
}
