internal import CCairo
import Foundation

/// Painting an image's pixels into a rectangle, whole or as a nine-slice (the work behind
/// drawing an image, which checks the rectangle first).
extension GraphicsContext {
    /// Paints `image` into `rect`, scaled to fill it, or, `tiled`, repeated at its own size from
    /// the rectangle's top-left corner, at `alpha` opacity. Does nothing for a rectangle the image
    /// cannot be scaled to.
    func paint(_ image: Image, in rect: Rect, tiled: Bool, alpha: Double) {
        guard rect.width > 0, rect.height > 0 else { return }
        let sx = tiled ? 1 / image.scale : rect.width / Double(image.pixelWidth)
        let sy = tiled ? 1 / image.scale : rect.height / Double(image.pixelHeight)
        guard sx * sy > 0, (sx * sy).isFinite, sx.isFinite, sy.isFinite else { return }
        do {
            try image.withSurface { surface throws(CanvasError) in
                cairo_save(cairo)
                cairo_translate(cairo, rect.minX, rect.minY)
                cairo_scale(cairo, sx, sy)
                cairo_set_source_surface(cairo, surface, 0, 0)
                let pattern = cairo_get_source(cairo)
                cairo_pattern_set_filter(pattern, imageFilter)
                // Samples past an edge repeat the edge pixels (with the default EXTEND_NONE they fade
                // to transparent, blurring every edge of an enlarged image); the fill limits the image
                // to its rectangle. A tiled image repeats instead.
                cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
                fillSource(width: rect.width / sx, height: rect.height / sy, alpha: alpha)
                cairo_restore(cairo)
            }
        } catch {
            record(error)
        }
    }

    /// Fills the rectangle from the origin of user space to (`width`, `height`) with the source
    /// at `alpha`.
    func fillSource(width: Double, height: Double, alpha: Double) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, width, height)
        if alpha >= 1 {
            cairo_fill(cairo)
        } else {
            // Clipped first, so an unbounded blend mode (clear, copy) stays in the rectangle.
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, alpha)
        }
    }

    /// Draws a resizable image as nine slices: the corners at their own size, the edges along
    /// their length and the middle both ways, stretched or tiled by the image's resizing mode.
    /// Into a rectangle narrower (or shorter) than the two caps, the caps shrink in proportion
    /// and the middle is not drawn.
    func drawNineSlice(_ image: Image, in rect: Rect, alpha: Double) {
        let insets = image.capInsets
        // Whole source pixels for each cap (crops are whole pixels).
        func pixels(_ points: Double, _ limit: Int) -> Int {
            min(limit, max(0, Int((points * image.scale).rounded())))
        }
        let left = pixels(insets.left, image.pixelWidth)
        let right = min(pixels(insets.right, image.pixelWidth), image.pixelWidth - left)
        let top = pixels(insets.top, image.pixelHeight)
        let bottom = min(pixels(insets.bottom, image.pixelHeight), image.pixelHeight - top)
        let sourceX = [0, left, image.pixelWidth - right, image.pixelWidth]
        let sourceY = [0, top, image.pixelHeight - bottom, image.pixelHeight]
        /// Where the slices' edges fall along one side of `rect`.
        func edges(_ start: Double, _ length: Double, _ first: Int, _ last: Int) -> [Double] {
            let caps = Double(first + last) / image.scale
            let k = caps > length && caps > 0 ? length / caps : 1
            let a = Double(first) / image.scale * k
            let b = Double(last) / image.scale * k
            return [start, start + a, start + length - b, start + length]
        }
        let targetX = edges(rect.minX, rect.width, left, right)
        let targetY = edges(rect.minY, rect.height, top, bottom)
        for row in 0..<3 {
            for column in 0..<3 {
                let width = sourceX[column + 1] - sourceX[column]
                let height = sourceY[row + 1] - sourceY[row]
                let target = Rect(
                    x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                    height: targetY[row + 1] - targetY[row])
                guard width > 0, height > 0, target.width > 1e-9, target.height > 1e-9 else { continue }
                let slice = image.cropped(x: sourceX[column], y: sourceY[row], width: width, height: height)
                let isCorner = row != 1 && column != 1
                paint(slice, in: target, tiled: !isCorner && image.resizingMode == .tile, alpha: alpha)
            }
        }
    }
}
