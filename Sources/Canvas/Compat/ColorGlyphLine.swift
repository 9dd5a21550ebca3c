internal import CCairo

/// Draws a Pango line that has colour glyphs (emoji) into a vector surface run by run, as pango
/// 1.50's cairo renderer would, except that colour glyphs are painted as ``ColorGlyphImages``
/// (see there for why).
///
/// pango 1.50 draws a line's runs side by side from the current point (`pango_renderer_draw_layout_line`):
/// each run's glyphs at the run's x in Pango units plus the widths before each glyph and its
/// offsets, in the run's font and foreground colour, as text with clusters where the surface
/// takes them (`pango_cairo_renderer_draw_glyph_item`). cairo 1.16 then paints a run's colour
/// glyphs first, dropping the clusters made only of colour glyphs from the text, and shows the
/// rest (`composite_color_glyphs`). ``draw(_:in:)`` does the same in the same order, painting
/// Vellum's images where cairo painted its own, so the page looks the same and the PDF holds the
/// same text.
///
/// It also draws the lines of SVG documents that reuse glyph outlines (``SVGGlyphReuse``), colour
/// glyphs or not, so that each run can be drawn in its font's proxy.
///
/// Lines it does not draw (``draw(_:in:)`` returns false): those on image surfaces (cairo's own
/// colour glyphs are as good there), without colour runs, and those that need more of Pango's
/// renderer (underlines, overlines, strikethrough, backgrounds, shape attributes, vertical
/// runs, glyphs missing from their font, fonts cairo cannot use). ``BlankedColorGlyphs`` draws
/// the colour glyphs of the decorated ones.
enum ColorGlyphLine {
    /// A run of a line with the origin Pango draws it from, in user space.
    struct PlacedRun {
        let run: UnsafeMutablePointer<PangoGlyphItem>
        let glyphs: UnsafeMutablePointer<PangoGlyphString>
        let font: UnsafeMutablePointer<PangoFont>
        let baseX: Double
        let baseY: Double

        /// Where Pango puts the glyph at `index` whose glyphs before it are `position` wide, in
        /// user space (`pango_cairo_renderer_show_text_glyphs`).
        func origin(of index: Int, at position: Int32) -> (x: Double, y: Double) {
            let geometry = glyphs.pointee.glyphs[index].geometry
            let x = baseX + Double(position + geometry.x_offset) / Double(PANGO_SCALE)
            let y = geometry.y_offset == 0 ? baseY : baseY + Double(geometry.y_offset) / Double(PANGO_SCALE)
            return (x, y)
        }
    }

    /// Whether Vellum paints the colour glyphs of `line` drawn into `cr` as its own images: the
    /// line has a run in a colour font and `cr` draws into a vector surface (checked in that
    /// order of cost: the surface first, most lines have no colour run, and the test switch last).
    static func paintsOwnImages(_ line: UnsafeMutablePointer<PangoLayoutLine>, in cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr),
            cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE
        else { return false }
        return hasColourRun(line) && !ColorGlyphImages.leftToCairo
    }

    /// Draws `line` (one ``paintsOwnImages(_:in:)`` accepts) at the current point of `cr` if it
    /// needs nothing more of Pango's renderer; returns whether it did.
    static func draw(_ line: UnsafeMutablePointer<PangoLayoutLine>, in cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr), let layout = line.pointee.layout,
            let text = pango_layout_get_text(layout)
        else { return false }
        let placed = placedRuns(of: line, in: cr)
        guard !placed.isEmpty, placed.allSatisfy(isPlain) else { return false }
        let clustered = cairo_surface_has_show_text_glyphs(target) != 0
        for run in placed { draw(run, text: text, clustered: clustered, in: cr) }
        return true
    }

    /// The line's runs in drawing order, each with its origin (the current point of `cr`, plus
    /// the widths of the runs before it and its own offsets); empty when a run has no glyphs,
    /// font or item, or lies on a centred baseline (vertical text).
    static func placedRuns(of line: UnsafeMutablePointer<PangoLayoutLine>, in cr: OpaquePointer)
        -> [PlacedRun]
    {
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        return placedRuns(of: line, originX: originX, originY: originY)
    }

    /// The line's runs in drawing order from the origin (`originX`, `originY`).
    static func placedRuns(of line: UnsafeMutablePointer<PangoLayoutLine>, originX: Double, originY: Double)
        -> [PlacedRun]
    {
        var placed: [PlacedRun] = []
        var xOffset: Int32 = 0
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item, let glyphs = run.pointee.glyphs,
                let font = item.pointee.analysis.font,
                Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_CENTERED_BASELINE == 0
            else { return [] }
            xOffset += run.pointee.start_x_offset
            placed.append(
                PlacedRun(
                    run: run, glyphs: glyphs, font: font,
                    baseX: originX + Double(xOffset) / Double(PANGO_SCALE),
                    baseY: originY + Double(-run.pointee.y_offset) / Double(PANGO_SCALE)))
            xOffset += pango_glyph_string_get_width(glyphs) + run.pointee.end_x_offset
        }
        return placed
    }

    /// Whether a run of the line is in a font with colour glyphs (without allocating: most lines
    /// have none).
    private static func hasColourRun(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let font = run.pointee.item?.pointee.analysis.font, ColorGlyphImages.isColourFont(font)
            {
                return true
            }
        }
        return false
    }

    /// Whether a run needs nothing but its glyphs and colour: no decoration, background or
    /// shape attribute, every glyph in its font (or a space), and a font cairo can draw.
    static func isPlain(_ placed: PlacedRun) -> Bool {
        var attributes = placed.run.pointee.item.pointee.analysis.extra_attrs
        while let node = attributes {
            attributes = node.pointee.next
            guard let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                let type = attribute.pointee.klass?.pointee.type
            else { continue }
            switch type {
            case PANGO_ATTR_UNDERLINE, PANGO_ATTR_STRIKETHROUGH, PANGO_ATTR_OVERLINE:
                let value = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self)
                    .pointee.value
                if value != 0 { return false }
            case PANGO_ATTR_BACKGROUND, PANGO_ATTR_SHAPE: return false
            default: continue
            }
        }
        for index in 0..<Int(placed.glyphs.pointee.num_glyphs) {
            let glyph = placed.glyphs.pointee.glyphs[index].glyph
            if glyph != PANGO_GLYPH_EMPTY, glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0,
                glyph != (0x20 | PANGO_GLYPH_UNKNOWN_FLAG)
            {
                return false
            }
        }
        guard let scaled = vellum_scaled_font(placed.font) else { return false }
        return cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS
    }

    /// Draws one run: its colour, its font, its colour glyphs as images, then the rest of its
    /// glyphs (as text with clusters when `clustered`).
    private static func draw(
        _ placed: PlacedRun, text: UnsafePointer<CChar>, clustered: Bool, in cr: OpaquePointer
    ) {
        guard let scaled = vellum_scaled_font(placed.font) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        setForeground(of: placed.run, in: cr)
        let glyphs = glyphOrigins(placed)
        // In an SVG document, a font without colour glyphs draws in its proxy (SVGGlyphReuse).
        let proxy =
            ColorGlyphImages.isColourFont(placed.font)
            ? nil : SVGGlyphReuse.proxyFont(for: scaled, drawing: glyphs.compactMap { $0 }, in: cr)
        cairo_set_scaled_font(cr, proxy ?? scaled)
        // The proxy's font for this surface is held as the real ones are (ScaledFontPins).
        if proxy != nil { ScaledFontPins.hold(drawnIn: cr) }
        guard let drawn = cairo_get_scaled_font(cr) else { return }
        let rasters = glyphs.map { glyph in
            proxy == nil ? glyph.flatMap { ColorGlyphImages.raster(of: UInt32($0.index), in: drawn) } : nil
        }
        if clustered {
            drawWithClusters(placed, glyphs: glyphs, rasters: rasters, text: text, in: cr)
        } else {
            var kept: [cairo_glyph_t] = []
            for (index, glyph) in glyphs.enumerated() {
                guard let glyph else { continue }
                if let raster = rasters[index] {
                    paint(raster, at: glyph, in: cr)
                } else {
                    kept.append(glyph)
                }
            }
            if !kept.isEmpty { cairo_show_glyphs(cr, kept, Int32(kept.count)) }
        }
    }

    /// Whether Pango's cairo renderer draws a glyph of a glyph string: not an empty glyph, nor a
    /// missing one (a box of its code, or nothing for a space).
    static func isDrawn(_ glyph: PangoGlyph) -> Bool {
        glyph != PANGO_GLYPH_EMPTY && glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0
    }

    /// The run's glyphs for cairo, in glyph-string order (`nil` for glyphs Pango does not draw:
    /// empty ones and spaces missing from the font).
    static func glyphOrigins(_ placed: PlacedRun) -> [cairo_glyph_t?] {
        var origins: [cairo_glyph_t?] = []
        var position: Int32 = 0
        for index in 0..<Int(placed.glyphs.pointee.num_glyphs) {
            let info = placed.glyphs.pointee.glyphs[index]
            defer { position += info.geometry.width }
            guard isDrawn(info.glyph) else {
                origins.append(nil)
                continue
            }
            let origin = placed.origin(of: index, at: position)
            origins.append(cairo_glyph_t(index: UInt(info.glyph), x: origin.x, y: origin.y))
        }
        return origins
    }

    /// Draws a run as text with clusters (`pango_cairo_renderer_draw_glyph_item`'s clusters),
    /// first painting the clusters made only of colour glyphs and leaving them out of the text,
    /// as cairo 1.16 does with its own colour glyphs.
    private static func drawWithClusters(
        _ placed: PlacedRun, glyphs: [cairo_glyph_t?], rasters: [ColorGlyphImages.Raster?],
        text: UnsafePointer<CChar>, in cr: OpaquePointer
    ) {
        guard let item = placed.run.pointee.item else { return }
        let backward = item.pointee.analysis.level & 1 != 0
        var keptGlyph = [Bool](repeating: false, count: glyphs.count)
        var keptText: [CChar] = []
        var clusters: [cairo_text_cluster_t] = []
        Self.forEachCluster(of: placed, text: text) { bytes, indices in
            let drawn = indices.filter { glyphs.indices.contains($0) && glyphs[$0] != nil }
            if !drawn.isEmpty, drawn.allSatisfy({ rasters[$0] != nil }) {
                for index in drawn { paint(rasters[index]!, at: glyphs[index]!, in: cr) }
            } else {
                for index in drawn { keptGlyph[index] = true }
                keptText.append(
                    contentsOf: UnsafeBufferPointer(start: text + bytes.lowerBound, count: bytes.count))
                clusters.append(
                    cairo_text_cluster_t(num_bytes: Int32(bytes.count), num_glyphs: Int32(drawn.count)))
            }
        }
        let kept = glyphs.indices.compactMap { keptGlyph[$0] ? glyphs[$0] : nil }
        guard !kept.isEmpty || !keptText.isEmpty else { return }
        cairo_show_text_glyphs(
            cr, keptText, Int32(keptText.count), kept, Int32(kept.count), clusters, Int32(clusters.count),
            backward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(rawValue: 0))
    }

    /// Calls `body` with each of the run's clusters in the order
    /// `pango_cairo_renderer_draw_glyph_item` gives them to cairo (`pango_glyph_item_iter`: the
    /// text's order, backward through the glyphs of a right-to-left run): the cluster's bytes in
    /// `text` and its glyph indices, in drawing order.
    static func forEachCluster(
        of placed: PlacedRun, text: UnsafePointer<CChar>, _ body: (Range<Int>, StrideTo<Int>) -> Void
    ) {
        guard let item = placed.run.pointee.item else { return }
        let step = item.pointee.analysis.level & 1 != 0 ? -1 : 1
        var iterator = PangoGlyphItemIter()
        var more = pango_glyph_item_iter_init_start(&iterator, placed.run, text) != 0
        while more {
            body(
                Int(iterator.start_index)..<Int(iterator.end_index),
                stride(from: Int(iterator.start_glyph), to: Int(iterator.end_glyph), by: step))
            more = pango_glyph_item_iter_next_cluster(&iterator) != 0
        }
    }

    /// Paints a colour glyph's image at its origin (user space of `cr`).
    private static func paint(
        _ raster: ColorGlyphImages.Raster, at glyph: cairo_glyph_t, in cr: OpaquePointer
    ) {
        var x = glyph.x
        var y = glyph.y
        cairo_user_to_device(cr, &x, &y)
        ColorGlyphImages.paint(raster, atDevice: x, y, in: cr)
    }

    /// Sets the run's foreground as pango's cairo renderer does (`set_color`): its colour
    /// attribute, opaque, or the current solid source (black otherwise), with its alpha attribute
    /// when it has one; nothing when it has neither.
    private static func setForeground(of run: UnsafeMutablePointer<PangoGlyphItem>, in cr: OpaquePointer) {
        let (colour, alpha) = foreground(of: run)
        guard colour != nil || alpha != 0 else { return }
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var opacity = 1.0
        if let colour {
            red = Double(colour.red) / 65535
            green = Double(colour.green) / 65535
            blue = Double(colour.blue) / 65535
        } else if let source = cairo_get_source(cr),
            cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SOLID
        {
            cairo_pattern_get_rgba(source, &red, &green, &blue, &opacity)
        }
        if alpha != 0 { opacity = Double(alpha) / 65535 }
        cairo_set_source_rgba(cr, red, green, blue, opacity)
    }

    /// The run's foreground attributes: its colour, and its alpha (0 when it has none).
    static func foreground(of run: UnsafeMutablePointer<PangoGlyphItem>) -> (
        colour: PangoColor?, alpha: UInt16
    ) {
        var colour: PangoColor?
        var alpha: UInt16 = 0
        var attributes = run.pointee.item.pointee.analysis.extra_attrs
        while let node = attributes {
            attributes = node.pointee.next
            guard let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                let type = attribute.pointee.klass?.pointee.type
            else { continue }
            let raw = UnsafeMutableRawPointer(attribute)
            if type == PANGO_ATTR_FOREGROUND {
                colour = raw.assumingMemoryBound(to: PangoAttrColor.self).pointee.color
            } else if type == PANGO_ATTR_FOREGROUND_ALPHA {
                alpha = UInt16(
                    truncatingIfNeeded: raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
            }
        }
        return (colour, alpha)
    }
}
