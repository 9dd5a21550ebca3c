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
/// It is made only for lines ``ColorGlyphLine/paintsOwnImages(_:in:)`` accepts: never on an image
/// surface (PNG), where cairo's own colour glyphs draw the same pixels.
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

    /// Takes the colour glyphs out of `line` (one ``ColorGlyphLine/paintsOwnImages(_:in:)``
    /// accepts), to be drawn into `cr` at its current point.
    init(line: UnsafeMutablePointer<PangoLayoutLine>, in cr: OpaquePointer) {
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
        for (index, origin) in ColorGlyphLine.glyphOrigins(run).enumerated() {
            guard let origin, let raster = ColorGlyphImages.raster(of: UInt32(origin.index), in: drawn) else {
                continue
            }
            var (x, y) = (origin.x, origin.y)
            cairo_user_to_device(cr, &x, &y)
            let info = run.glyphs.pointee.glyphs + index
            taken.append(Taken(info: info, glyph: info.pointee.glyph))
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
