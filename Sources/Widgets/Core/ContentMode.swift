import Canvas

extension View {
    /// How a view's content fits its bounds (UIKit's `UIView.ContentMode`). ``ImageView`` places
    /// its image by it; for other views it is kept for UIKit code, since Vellum draws every view
    /// anew at its final size.
    public enum ContentMode: String, Sendable, Hashable, CaseIterable {
        /// Stretched to fill the bounds, ignoring the aspect ratio (the default).
        case scaleToFill
        /// Scaled to fit inside the bounds, keeping the aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping the aspect ratio (cropped to the bounds).
        case scaleAspectFill
        /// Redrawn when the bounds change (what every Vellum view does); images are stretched.
        case redraw
        /// Unscaled, centred.
        case center
        /// Unscaled, centred horizontally at the top.
        case top
        /// Unscaled, centred horizontally at the bottom.
        case bottom
        /// Unscaled, centred vertically at the left.
        case left
        /// Unscaled, centred vertically at the right.
        case right
        /// Unscaled, in the top-left corner.
        case topLeft
        /// Unscaled, in the top-right corner.
        case topRight
        /// Unscaled, in the bottom-left corner.
        case bottomLeft
        /// Unscaled, in the bottom-right corner.
        case bottomRight
    }
}
