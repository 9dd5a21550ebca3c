import Foundation

/// Drawing an image into the context being drawn (UIImage's `draw(in:)` family), for code in a
/// view's `draw(_:)` or an image renderer's closure.
extension Image {
    /// Draws the image scaled to fill `rect` in ``GraphicsContext/current`` (UIImage's
    /// `draw(in:)`); does nothing outside drawing.
    public func draw(in rect: Rect) {
        GraphicsContext.current?.draw(self, in: rect)
    }

    /// Draws the image at its own size in points with its top-left corner at `point` (UIImage's
    /// `draw(at:)`); does nothing outside drawing.
    public func draw(at point: Point) {
        draw(in: Rect(origin: point, size: size))
    }

    /// Draws the image into `rect` with a blend mode and an opacity (UIImage's
    /// `draw(in:blendMode:alpha:)`), leaving the context's blend mode as it was; an alpha outside
    /// 0…1 is clamped and a non-finite one counts as 1.
    public func draw(in rect: Rect, blendMode: BlendMode, alpha: Double) {
        guard let context = GraphicsContext.current else { return }
        context.withSavedState {
            context.setBlendMode(blendMode)
            context.draw(self, in: rect, alpha: alpha)
        }
    }

    /// Draws the image at its own size at `point` with a blend mode and an opacity (UIImage's
    /// `draw(at:blendMode:alpha:)`).
    public func draw(at point: Point, blendMode: BlendMode, alpha: Double) {
        draw(in: Rect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
