internal import CCairo

/// A Pango layout line read into glyph runs (``GlyphLine``s) that draw it with the same cairo
/// calls and numbers as `pango_cairo_show_layout_line`: each run's glyphs at Pango's positions
/// and offsets from the run's origin, in its font and foreground, as text with Pango's clusters.
///
/// So text that Pango lays out (another script, a second direction, several styles) becomes
/// the same plain data as the fast path's lines: its layout is released once read, and the
/// lines can be recorded into a display list, drawn on any thread, and measured for ink. A
/// line that needs more of Pango's renderer stays a Pango line (``read(_:text:engine:)`` is
/// `nil`): a decoration, background or shape attribute, a glyph missing from its font (Pango
/// draws a box of its code), a colour font (Vellum's own images, ``ColorGlyphLine``), vertical
/// text, a run without a foreground colour, or a font cairo cannot use.
enum PangoLineRuns {
    /// The runs of `line`, whose layout's text is `text`, with the fonts of `engine`'s cache.
    static func read(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, text: UnsafePointer<CChar>, engine: TextEngine
    ) -> [GlyphLine]? {
        let placed = ColorGlyphLine.placedRuns(of: line, originX: 0, originY: 0)
        guard !placed.isEmpty || line.pointee.runs == nil else { return nil }
        var runs: [GlyphLine] = []
        runs.reserveCapacity(placed.count)
        for run in placed {
            guard ColorGlyphLine.isPlain(run), !ColorGlyphImages.isColourFont(run.font),
                let font = engine.words.glyphFont(for: run.font)
            else { return nil }
            let (colour, alpha) = ColorGlyphLine.foreground(of: run.run)
            guard let colour else { return nil }
            runs.append(glyphLine(run, text: text, font: font, colour: colour, alpha: alpha))
        }
        return runs
    }

    /// One run as Pango's cairo renderer draws it (`pango_cairo_renderer_show_text_glyphs`).
    private static func glyphLine(
        _ run: ColorGlyphLine.PlacedRun, text: UnsafePointer<CChar>, font: GlyphFont, colour: PangoColor,
        alpha: UInt16
    ) -> GlyphLine {
        let scale = Double(vellum_pango_scale)
        let count = Int(run.glyphs.pointee.num_glyphs)
        var glyphs: [UInt] = []
        var positions: [Double] = []
        var yOffsets: [Double] = []
        var position: Int32 = 0
        for index in 0..<count {
            let info = run.glyphs.pointee.glyphs[index]
            defer { position += info.geometry.width }
            guard ColorGlyphLine.isDrawn(info.glyph) else { continue }
            glyphs.append(UInt(info.glyph))
            positions.append(Double(position + info.geometry.x_offset) / scale)
            yOffsets.append(Double(info.geometry.y_offset) / scale)
        }
        var bytes: [UInt8] = []
        var clusters: [cairo_text_cluster_t] = []
        ColorGlyphLine.forEachCluster(of: run, text: text) { range, indices in
            UnsafeRawBufferPointer(start: text + range.lowerBound, count: range.count)
                .withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0) }
            let drawn = indices.reduce(0) {
                $0
                    + ((0..<count).contains($1) && ColorGlyphLine.isDrawn(run.glyphs.pointee.glyphs[$1].glyph)
                        ? 1 : 0)
            }
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(range.count), num_glyphs: Int32(drawn)))
        }
        var line = GlyphLine(
            scaledFont: font.scaledFont, glyphs: glyphs, positions: positions, text: bytes,
            clusters: clusters,
            red: Double(colour.red) / 65535, green: Double(colour.green) / 65535,
            blue: Double(colour.blue) / 65535, alpha: alpha != 0 ? Double(alpha) / 65535 : 1)
        line.originX = run.baseX
        line.originY = run.baseY
        line.yOffsets = yOffsets.allSatisfy { $0 == 0 } ? nil : yOffsets
        line.backward = run.run.pointee.item.pointee.analysis.level & 1 != 0
        return line
    }
}
