internal import CCairo

/// The colour glyphs of a Pango line that ``ColorGlyphLine`` cannot draw itself (underlined,
/// struck through, with a background), taken out of the line while Pango draws it and painted
/// afterwards as ``ColorGlyphImages``, so their images are still Vellum's.
///
/// ``init(line:in:)`` works out where Pango puts each glyph (``ColorGlyphLine/placedRuns(of:in:)``)
/// and replaces each colour glyph by `PANGO_GLYPH_EMPTY`, which Pango skips (a cluster left with
/// no glyph is left out of the PDF's text by cairo, as cairo leaves out its own colour glyphs);
/// ``restore()`` puts the glyphs back and ``paint(in:)`` paints their images. Painted after the
/// line, an emoji lies over the edges of the letters after it, where cairo put it under them.
///
/// On an image surface (PNG) nothing is taken out: cairo's own colour glyphs draw the same pixels.
struct BlankedColorGlyphs {
    /// A glyph taken out: where it was and what it was.
    private struct Taken {
        let info: UnsafeMutablePointer<PangoGlyphInfo>
        let glyph: PangoGlyph
    }

    /// An image to paint and its glyph's origin in device units.
    private struct Placed {
        let raster: ColorGlyphImages.Raster
        let x: Double
        let y: Double
    }

    private var taken: [Taken] = []
    private var placed: [Placed] = []

    /// Takes the colour glyphs out of `line`, to be drawn into `cr` at its current point.
    init(line: UnsafeMutablePointer<PangoLayoutLine>, in cr: OpaquePointer) {
        guard ColorGlyphLine.hasColourRun(line), !ColorGlyphImages.leftToCairo,
            let target = cairo_get_group_target(cr),
            cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        for run in ColorGlyphLine.placedRuns(of: line, in: cr) where ColorGlyphImages.isColourFont(run.font) {
            take(from: run, in: cr)
        }
    }

    /// Takes the colour glyphs out of one run, noting where each would be drawn.
    private mutating func take(from run: ColorGlyphLine.PlacedRun, in cr: OpaquePointer) {
        guard let scaled = vellum_scaled_font(run.font) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_scaled_font(cr, scaled)
        guard let drawn = cairo_get_scaled_font(cr), cairo_scaled_font_status(drawn) == CAIRO_STATUS_SUCCESS
        else { return }
        var position: Int32 = 0
        for index in 0..<Int(run.glyphs.pointee.num_glyphs) {
            let info = run.glyphs.pointee.glyphs + index
            let glyph = info.pointee.glyph
            defer { position += info.pointee.geometry.width }
            guard glyph != PANGO_GLYPH_EMPTY, glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0,
                let raster = ColorGlyphImages.raster(of: glyph, in: drawn)
            else { continue }
            var (x, y) = run.origin(of: index, at: position)
            cairo_user_to_device(cr, &x, &y)
            taken.append(Taken(info: info, glyph: glyph))
            placed.append(Placed(raster: raster, x: x, y: y))
            info.pointee.glyph = PANGO_GLYPH_EMPTY
        }
    }

    /// Puts the glyphs taken out back into the line.
    func restore() {
        for glyph in taken { glyph.info.pointee.glyph = glyph.glyph }
    }

    /// Paints the images of the glyphs taken out.
    func paint(in cr: OpaquePointer) {
        for glyph in placed { ColorGlyphImages.paint(glyph.raster, atDevice: glyph.x, glyph.y, in: cr) }
    }
}
