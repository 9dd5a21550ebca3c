internal import CCairo
import Foundation

/// One run of glyphs of a line, drawn with the same cairo calls, in the same order and with the
/// same numbers as `pango_cairo_show_layout_line` draws that run of Pango's line (pangocairo-
/// render.c, pango 1.50): so the output is byte for byte the same. A line placed from shaped
/// words is one run (``ShapedWordLines``); a line Pango laid out is one per run of it
/// (``PangoLineRuns``).
///
/// It holds no Pango object, only a cairo scaled font: any thread may draw it and release it.
struct GlyphLine {
    let scaledFont: PinnedScaledFont
    /// The glyphs drawn (a wrapped line's final space is Pango's empty glyph: not drawn).
    let glyphs: [UInt]
    /// Each drawn glyph's x from the run's origin: Pango's `(x_position + x_offset) / PANGO_SCALE`.
    let positions: [Double]
    /// The run's origin from the line's: Pango's run x (its `x_off`) and its rise, in points.
    var originX = 0.0
    var originY = 0.0
    /// Each drawn glyph's vertical offset (Pango's `y_offset / PANGO_SCALE`), or `nil` when
    /// every glyph sits on the baseline.
    var yOffsets: [Double]? = nil
    /// The run's UTF-8 text and its clusters, for PDF text (`cairo_show_text_glyphs`).
    let text: [UInt8]
    let clusters: [cairo_text_cluster_t]
    /// Whether the clusters run backward (a right-to-left run).
    var backward = false
    /// The foreground as Pango's renderer sets it: 16-bit channels over 65535, alpha 1 unless set.
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double

    init(
        scaledFont: PinnedScaledFont, glyphs: [UInt], positions: [Double], text: [UInt8],
        clusters: [cairo_text_cluster_t], red: Double, green: Double, blue: Double, alpha: Double
    ) {
        self.scaledFont = scaledFont
        self.glyphs = glyphs
        self.positions = positions
        self.text = text
        self.clusters = clusters
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The box the run's glyphs ink with the line's origin at (0, 0) (cairo's glyph extents:
    /// the outlines' bounds), or `nil` when it inks nothing or its font is in error.
    func inkBounds() -> Rect? {
        var placed = placedGlyphs(x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(scaledFont.pointer, &placed, Int32(placed.count), &extents)
        guard cairo_scaled_font_status(scaledFont.pointer) == CAIRO_STATUS_SUCCESS,
            extents.width > 0, extents.height > 0
        else { return nil }
        return Rect(x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height)
    }

    /// The run's glyphs for cairo with the line's origin at (`x`, `y`): from the run's base
    /// point (`base_x`, `base_y` in pangocairo-render.c), each glyph at its position and offset.
    func placedGlyphs(x: Double, y: Double) -> [cairo_glyph_t] {
        let baseX = x + originX
        let baseY = y + originY
        var placed = [cairo_glyph_t](repeating: cairo_glyph_t(), count: glyphs.count)
        for index in glyphs.indices {
            let offset = yOffsets?[index] ?? 0
            placed[index] = cairo_glyph_t(
                index: glyphs[index], x: baseX + positions[index], y: offset == 0 ? baseY : baseY + offset)
        }
        return placed
    }

}
