internal import CCairo
import Foundation

/// The glyphs of one line placed from shaped words, drawn with the same cairo calls, in the same
/// order and with the same numbers as `pango_cairo_show_layout_line` draws Pango's line of that
/// text (pangocairo-render.c, pango 1.50): so the output is byte for byte the same.
///
/// It holds no Pango object, only a cairo scaled font: any thread may draw it and release it.
struct GlyphLine {
    let scaledFont: PinnedScaledFont
    /// The glyphs drawn (a wrapped line's final space is Pango's empty glyph: not drawn).
    let glyphs: [UInt]
    /// Each drawn glyph's x from the line origin: Pango's `(x_position + x_offset) / PANGO_SCALE`.
    let positions: [Double]
    /// The line's UTF-8 text and its clusters, for PDF text (`cairo_show_text_glyphs`).
    let text: [UInt8]
    let clusters: [cairo_text_cluster_t]
    /// The foreground as Pango's renderer sets it: 16-bit channels over 65535, alpha 1 unless set.
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double

    /// Draws the line with its origin at (`x`, `baseline`), clipped to `clip` when set: the calls
    /// ``LaidOutText`` makes for each line, also used to replay a display list.
    func draw(x: Double, baseline: Double, clip: LineClip?, in cr: OpaquePointer) {
        Self.withClip(clip, in: cr) {
            cairo_move_to(cr, x, baseline)
            show(in: cr)
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

    /// The box the line's glyphs ink with its origin at (0, 0) (cairo's glyph extents: the
    /// outlines' bounds), or `nil` when it inks nothing or its font is in error.
    func inkBounds() -> Rect? {
        var placed = placedGlyphs(x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(scaledFont.pointer, &placed, Int32(placed.count), &extents)
        guard cairo_scaled_font_status(scaledFont.pointer) == CAIRO_STATUS_SUCCESS,
            extents.width > 0, extents.height > 0
        else { return nil }
        return Rect(x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height)
    }

    /// The line's glyphs for cairo with the line's origin at (`x`, `y`).
    private func placedGlyphs(x: Double, y: Double) -> [cairo_glyph_t] {
        var placed = [cairo_glyph_t](repeating: cairo_glyph_t(), count: glyphs.count)
        for index in glyphs.indices {
            placed[index] = cairo_glyph_t(index: glyphs[index], x: x + positions[index], y: y)
        }
        return placed
    }

    /// Draws the line at the current point, as `_pango_cairo_do_layout_line` does: the glyphs at
    /// the current point (read back from cairo, which stores it in fixed point), in a saved
    /// state with the foreground and the scaled font set, then the current point put back.
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
            // cairo 1.16 may compact the text it is handed in place (colour glyphs; see
            // `LaidOutText.repairText(of:)`), and this line's bytes are shared by every thread
            // that draws it: cairo gets a copy on the stack.
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count) { chars in
                text.withUnsafeBytes { UnsafeMutableRawBufferPointer(chars).copyMemory(from: $0) }
                cairo_show_text_glyphs(
                    cr, chars.baseAddress, Int32(chars.count), placed, Int32(placed.count), clusters,
                    Int32(clusters.count), cairo_text_cluster_flags_t(rawValue: 0))
            }
        } else {
            cairo_show_glyphs(cr, placed, Int32(placed.count))
        }
        cairo_restore(cr)
        cairo_move_to(cr, x, y)
        withExtendedLifetime(scaledFont) {}
    }
}

/// The fast path of step 1: plain text broken into lines from words shaped once per font, for
/// the common case of reports and tables (one paragraph of one style, words of letters, digits
/// and simple punctuation between single spaces). Any text outside that case, or a result that a
/// line limit would truncate, takes Pango's path (`nil`).
extension LaidOutText {
    /// The bytes a word may hold: ASCII letters, digits and the punctuation of amounts, around
    /// which Unicode's line breaking (UAX #14) allows no break but at spaces, as in Pango, except
    /// where a comma or full stop outside a number meets a digit (``WordBreaks``, asked once per
    /// word when it is shaped).
    static let wordBytes: Set<UInt8> = Set(
        Array(UInt8(ascii: "a")...UInt8(ascii: "z")) + Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
            + Array(UInt8(ascii: "0")...UInt8(ascii: "9")) + Array(".,$".utf8))
    /// ``wordBytes`` as a 256-bit table, four words of bits (a set lookup hashes every byte).
    static let wordByteTable: (UInt64, UInt64, UInt64, UInt64) = {
        var bits: [UInt64] = [0, 0, 0, 0]
        for byte in wordBytes { bits[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
        return (bits[0], bits[1], bits[2], bits[3])
    }()

    /// Whether `byte` is in ``wordBytes``, read from `table` (``wordByteTable``).
    @inline(__always)
    static func isWordByte(_ byte: UInt8, in table: (UInt64, UInt64, UInt64, UInt64)) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return table.0 & bit != 0
        case 1: return table.1 & bit != 0
        case 2: return table.2 & bit != 0
        default: return table.3 & bit != 0
        }
    }

    /// The paragraph and span the fast path applies to, or `nil`.
    static func plainSpan(_ plan: Plan, engine: TextEngine) -> TextSpan? {
        guard engine.shapesWordsOnce, plan.paragraphs.count == 1, !plan.rtl[0],
            let span = plan.paragraphs[0].spans.first, plan.paragraphs[0].spans.count == 1
        else { return nil }
        let a = span.attributes
        let style = plan.paragraphs[0].style
        let indents = plan.indents[0]
        let mode = plan.mode(0)
        guard a.backgroundColor == nil, a.underline == nil, a.strikethrough == nil, a.kern == 0,
            a.baselineOffset == 0, a.link == nil,
            indents.first == 0, indents.head == 0, indents.tail == 0, style.alignment != .justified,
            mode != .byCharWrapping, mode != .byClipping
        else { return nil }
        return span
    }

    /// Step 1 from shaped words, or `nil` when the text is not plain or would be truncated.
    func breakShapedWords(_ plan: Plan, engine: TextEngine, fallbacks: inout Set<TextFallback>)
        -> BrokenLines?
    {
        guard let span = Self.plainSpan(plan, engine: engine) else { return nil }
        let paragraph = plan.paragraphs[0]
        let style = engine.words.style(attributes: span.attributes, paragraph: paragraph.style)
        guard let words = Self.shapedWords(of: span, style: style, plan: plan, engine: engine),
            let space = engine.words.word(" ", in: style, engine: engine),
            space.run.glyphs.count == 1, space.font === words[0].shaped.font
        else { return nil }
        let text = Array(span.text.utf8)
        for index in words.indices.dropFirst() {
            let leftStart = max(words[index - 1].start, words[index].start - 3)
            let right = words[index].start
            let rightEnd = min(right + 2, right + Self.byteCount(in: text, from: right))
            guard
                engine.words.joinsPlainly(
                    text[leftStart..<(right - 1)], text[right..<rightEnd], in: style, engine: engine)
            else { return nil }
        }
        let limit = Int(PangoUnits.from(max(1, plan.width ?? plan.maximumExtent)))
        guard words.allSatisfy({ $0.shaped.run.width <= limit && $0.shaped.font === space.font }) else {
            return nil
        }
        let lineRanges = Self.greedyLines(words.map(\.shaped.run.width), space: space.run.width, limit: limit)
        guard plan.lineLimit == 0 || lineRanges.count <= plan.lineLimit else { return nil }
        var broken = BrokenLines(sources: [paragraph], total: lineRanges.count)
        for (index, range) in lineRanges.enumerated() {
            let wrapped = index < lineRanges.count - 1
            broken.lines.append(
                Self.measuredLine(
                    words[range], space: space, wrapped: wrapped, text: text, isFirst: index == 0,
                    color: span.attributes.foregroundColor))
        }
        if plan.width == nil && broken.lines.count > 1 { fallbacks.insert(.wrappedAtMaximumExtent) }
        engine.words.fastLayoutCount += 1
        return broken
    }

    /// The words of a span with their byte offsets, each shaped; `nil` when a byte is outside
    /// ``wordBytes``, spaces are not single, or a word is not one plain run.
    static func shapedWords(of span: TextSpan, style: WordStyle, plan: Plan, engine: TextEngine)
        -> [(start: Int, shaped: ShapedWord)]?
    {
        guard let ranges = wordRanges(of: span.text, longest: max(1, plan.limits.maximumUnbreakableRun))
        else {
            return nil
        }
        var words: [(start: Int, shaped: ShapedWord)] = []
        words.reserveCapacity(ranges.count)
        for (start, range) in ranges {
            guard let shaped = engine.words.word(span.text[range], in: style, engine: engine),
                !shaped.run.breaksInside
            else { return nil }
            words.append((start, shaped))
        }
        return words
    }

    /// The words of a text with their byte offsets, or `nil` unless the text is words of
    /// ``wordBytes`` (none longer than `longest`) between single spaces.
    static func wordRanges(of text: String, longest: Int) -> [(start: Int, range: Range<String.Index>)]? {
        let utf8 = text.utf8
        guard !utf8.isEmpty else { return nil }
        let table = wordByteTable
        var ranges: [(start: Int, range: Range<String.Index>)] = []
        var start = utf8.startIndex
        var offset = 0
        while true {
            var end = start
            var length = 0
            while end != utf8.endIndex, utf8[end] != 0x20 {
                guard isWordByte(utf8[end], in: table) else { return nil }
                utf8.formIndex(after: &end)
                length += 1
            }
            // A word may not start with "." or "," (no break before them, even after a space).
            guard length > 0, length <= longest, utf8[start] != .fullStop, utf8[start] != .comma
            else { return nil }
            ranges.append((offset, start..<end))
            offset += length
            guard end != utf8.endIndex else { return ranges }
            start = utf8.index(after: end)  // past the one space
            offset += 1
            guard start != utf8.endIndex else { return nil }  // a trailing space
        }
    }

    /// Pango's greedy word wrapping over word widths: a line takes the next word while the words
    /// and the spaces between them fit in `limit` (the space a line ends with does not count).
    static func greedyLines(_ widths: [Int], space: Int, limit: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var first = 0
        var width = widths[0]
        for index in 1..<max(1, widths.count) where index < widths.count {
            if width + space + widths[index] <= limit {
                width += space + widths[index]
            } else {
                lines.append(first..<index)
                first = index
                width = widths[index]
            }
        }
        lines.append(first..<widths.count)
        return lines
    }

    /// One line of words as Pango measures and draws it: the words with single spaces between
    /// them and, when the line is wrapped, its final space as an empty glyph of no width
    /// (`zero_line_final_space` in pango-layout.c).
    static func measuredLine(
        _ words: ArraySlice<(start: Int, shaped: ShapedWord)>, space: ShapedWord, wrapped: Bool,
        text: [UInt8],
        isFirst: Bool, color: Color
    ) -> MeasuredLine {
        let first = words.first!
        let last = words.last!
        let startByte = first.start
        let endByte = last.start + byteCount(in: text, from: last.start) + (wrapped ? 1 : 0)
        let glyphCount = words.reduce(words.count) { $0 + $1.shaped.run.glyphs.count }
        var glyphs: [UInt] = []
        var positions: [Double] = []
        var clusters: [cairo_text_cluster_t] = []
        glyphs.reserveCapacity(glyphCount)
        positions.reserveCapacity(glyphCount)
        clusters.reserveCapacity(glyphCount + 1)
        var x = 0
        let scale = Double(vellum_pango_scale)
        func add(_ word: ShapedWord) {
            let run = word.run
            for index in run.glyphs.indices {
                glyphs.append(UInt(run.glyphs[index]))
                positions.append(Double(x + Int(run.xOffsets[index])) / scale)
                x += Int(run.advances[index])
            }
            clusters += run.textClusters
        }
        for (position, word) in words.enumerated() {
            if position > 0 { add(space) }
            add(word.shaped)
        }
        if wrapped { clusters.append(cairo_text_cluster_t(num_bytes: 1, num_glyphs: 0)) }
        func channel(_ v: Double) -> Double {
            Double(UInt16((min(1, max(0, v.isFinite ? v : 0)) * 65535).rounded()))
        }
        let ink = GlyphLine(
            scaledFont: space.font.scaledFont, glyphs: glyphs, positions: positions,
            text: Array(text[startByte..<endByte]),
            clusters: clusters, red: channel(color.red) / 65535, green: channel(color.green) / 65535,
            blue: channel(color.blue) / 65535,
            alpha: color.alpha < 1 ? max(1, channel(color.alpha)) / 65535 : 1)
        return MeasuredLine(
            paragraph: 0, ink: .glyphs(ink), startByte: startByte, byteLength: endByte - startByte,
            isFirst: isFirst,
            logicalX: 0, width: Double(x) / scale, ascent: Double(space.ascent) / scale,
            descent: Double(space.descent) / scale, source: 0)
    }

    /// A word's length in bytes: from its start to the next space or the text's end.
    static func byteCount(in text: [UInt8], from start: Int) -> Int {
        var end = start
        while end < text.count, text[end] != 0x20 { end += 1 }
        return end - start
    }

    /// cairo's clusters for a left-to-right word: glyphs that share a cluster byte form one
    /// cluster, which spans the bytes up to the next cluster (or the word's end).
    static func clusters(glyphCount: Int, clusters: [Int32], length: Int) -> [cairo_text_cluster_t] {
        var result: [cairo_text_cluster_t] = []
        var index = 0
        while index < glyphCount {
            var next = index + 1
            while next < glyphCount, clusters[next] == clusters[index] { next += 1 }
            let end = next < glyphCount ? Int(clusters[next]) : length
            result.append(
                cairo_text_cluster_t(
                    num_bytes: Int32(end - Int(clusters[index])), num_glyphs: Int32(next - index)))
            index = next
        }
        return result
    }
}
