internal import CCairo
import Foundation

/// Drawing an image from what it was decoded from rather than its pixels: an SVG document as
/// vectors (every output), a JPEG's own bytes into PDF and SVG (cairo's `image/jpeg` MIME data).
extension GraphicsContext {
    /// Draws `image` from its source into `rect` if it has one that applies here; returns whether
    /// it did (otherwise the caller paints the pixels).
    func paintSource(of image: Image, in rect: Rect, alpha: Double) -> Bool {
        switch image.source {
        case .svg(let document):
            paintVector(document, in: rect, alpha: alpha)
            return true
        case .jpeg(let jpeg) where jpeg.isEmbeddable && drawsVectorDocument:
            paintEmbedded(jpeg, pixels: image, in: rect, alpha: alpha)
            return true
        default:
            return false
        }
    }

    /// Draws an SVG document's vectors fitted to `rect`, through a group so the context's blend
    /// mode and `alpha` apply to the drawing as a whole, clipped to the rectangle.
    private func paintVector(_ document: SVGDocument, in rect: Rect, alpha: Double) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_push_group(cairo)
        do {
            try document.render(into: cairo, in: rect)
        } catch {
            record(error)
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// Draws a JPEG as its stored pixels carrying the file as MIME data, so PDF and SVG embed the
    /// file; the EXIF orientation becomes part of the transform, since the file is stored unturned.
    private func paintEmbedded(_ jpeg: JPEGBytes, pixels image: Image, in rect: Rect, alpha: Double) {
        let orientation = jpeg.orientation
        let stored =
            orientation == .up
            ? image.storage
            : orientation.stored(image.storage, width: jpeg.storedWidth, height: jpeg.storedHeight)
        let width = jpeg.storedWidth
        let height = jpeg.storedHeight
        do {
            let surface = try CairoSurface(
                cairo_image_surface_create_for_data(
                    UnsafeMutableRawPointer(stored.words).assumingMemoryBound(to: UInt8.self),
                    CAIRO_FORMAT_ARGB32,
                    Int32(width), Int32(height), Int32(width * 4)), operation: "wrapping a JPEG")
            defer { withExtendedLifetime((surface, stored)) {} }
            try attach(jpeg, to: surface.pointer)
            cairo_save(cairo)
            // Upright pixels fill the rectangle; the orientation maps stored pixels to upright ones.
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
            let m = orientation.matrix(width: Double(width), height: Double(height))
            var matrix = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
            cairo_transform(cairo, &matrix)
            cairo_set_source_surface(cairo, surface.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), imageFilter)
            // No padding: cairo's PDF writer would pad a copy of the pixels and drop the JPEG.
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_NONE)
            fillSource(width: Double(width), height: Double(height), alpha: alpha)
            cairo_restore(cairo)
        } catch {
            record(error)
        }
    }

    /// Attaches the JPEG's bytes to a surface, as its data and as its unique id, so a PDF holds
    /// equal files once however many images were decoded from them (cairo compares ids byte
    /// for byte). Each is a copy the surface owns.
    private func attach(_ jpeg: JPEGBytes, to surface: OpaquePointer) throws(CanvasError) {
        for mimeType in [CAIRO_MIME_TYPE_JPEG, CAIRO_MIME_TYPE_UNIQUE_ID] {
            let status = jpeg.data.withUnsafeBytes { raw in
                vellum_surface_attach_mime_copy(
                    surface, mimeType, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(raw.count))
            }
            try CanvasError.check(status, "attaching a JPEG's bytes")
        }
    }
}
