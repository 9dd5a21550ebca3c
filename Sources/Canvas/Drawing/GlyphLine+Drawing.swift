internal import CCairo

/// Drawing runs of glyphs into a cairo context: a line of them, clipped, and one run.
extension GlyphLine {
    /// Draws the line's runs with its origin at (`x`, `baseline`), clipped to `clip` when set:
    /// the calls ``LaidOutText`` makes for each line, also used to replay a display list.
    static func draw(_ runs: [GlyphLine], x: Double, baseline: Double, clip: LineClip?, in cr: OpaquePointer)
    {
        withClip(clip, in: cr) {
            cairo_move_to(cr, x, baseline)
            for run in runs { run.show(in: cr) }
        }
    }

    /// Runs `body` clipped to `clip` (in a saved state), or as it is when `clip` is `nil`.
    static func withClip(_ clip: LineClip?, in cr: OpaquePointer, _ body: () -> Void) {
        guard let clip else { return body() }
        cairo_save(cr)
        cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// Draws the run from the line's origin at the current point, as `_pango_cairo_do_layout_line`
    /// does: the glyphs from the current point (read back from cairo, which stores it in fixed
    /// point), in a saved state with the foreground and the scaled font set, then the current
    /// point put back.
    func show(in cr: OpaquePointer) {
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        let hasTextGlyphs = cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0
        cairo_save(cr)
        cairo_set_source_rgba(cr, red, green, blue, alpha)
        let placed = placedGlyphs(x: x, y: y)
        // In an SVG document, a stand-in whose outlines are written once per process.
        let proxy = SVGGlyphReuse.proxyFont(for: scaledFont.pointer, drawing: placed, in: cr)
        cairo_set_scaled_font(cr, proxy ?? scaledFont.pointer)
        scaledFont.holdDrawn(in: cr)
        if hasTextGlyphs {
            // cairo may rewrite the text it is handed (``CairoTextRepair``), and these bytes are
            // shared by every thread that draws the line: cairo gets a copy.
            CairoTextRepair.withCopy(of: text) { chars in
                cairo_show_text_glyphs(
                    cr, chars.baseAddress, Int32(chars.count), placed, Int32(placed.count), clusters,
                    Int32(clusters.count),
                    backward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(rawValue: 0))
            }
        } else {
            cairo_show_glyphs(cr, placed, Int32(placed.count))
        }
        cairo_restore(cr)
        cairo_move_to(cr, x, y)
        withExtendedLifetime(scaledFont) {}
    }
}
