internal import CCairo

/// Draws one Pango line into cairo with every workaround the line needs on cairo 1.16 and
/// Pango 1.50, in the order they must happen; the drawers of ``TextLineDrawer`` call it, and
/// nothing else draws a Pango line.
///
/// 1. The fonts of the line's runs are held (``ScaledFontPins``: cairo's scaled-font race).
/// 2. A line with colour glyphs on a vector surface, or any line of an SVG document that writes
///    glyph outlines once, is drawn run by run by ``ColorGlyphLine`` when it can be.
/// 3. Otherwise Pango draws it, with its colour glyphs taken out and painted afterwards as
///    Vellum's images (``BlankedColorGlyphs``) on vector surfaces, and the bytes cairo changed
///    in the layout's text put back (``CairoTextRepair``).
enum PangoLineDrawing {
    /// Draws `line` with its origin at (`x`, `baseline`) into `cr`. `reuse` is the SVG document's
    /// glyph reuse, if any; `originals` the laid-out texts of the line's layouts.
    static func draw(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, reuse: SVGGlyphReuse?,
        originals: [OpaquePointer: [UInt8]], in cr: OpaquePointer
    ) {
        ScaledFontPins.hold(runsOf: line, in: cr)
        cairo_move_to(cr, x, baseline)
        // Emoji on vector surfaces are Vellum's images (ColorGlyphImages): drawn run by run, or
        // (decorated lines) taken out while Pango draws and painted after. So are lines of an
        // SVG document whose glyph outlines Vellum writes once (SVGGlyphReuse): drawn run by
        // run, each run in its font's proxy.
        let ownImages = ColorGlyphLine.paintsOwnImages(line, in: cr)
        if ownImages || reuse != nil, ColorGlyphLine.draw(line, in: cr) { return }
        let colourGlyphs = ownImages ? BlankedColorGlyphs(line: line, in: cr) : nil
        reuse?.notePangoLine(line)
        pango_cairo_show_layout_line(cr, line)
        colourGlyphs?.restore()
        CairoTextRepair.repair(line, originals: originals)
        colourGlyphs?.paint(in: cr)
    }
}
