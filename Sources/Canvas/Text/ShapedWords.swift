internal import CCairo
import Foundation

/// The font a shaped word's glyphs are drawn in: one reference to the PangoFont, dropped once in
/// `deinit` on the owning engine's thread (the engine's caches are the only owners), and the
/// cairo scaled font Pango draws it with (held by ``ScaledFontPins``), in an owner of its own
/// that drawn lines share (cairo lets any thread draw with a scaled font and release it).
final class GlyphFont {
    /// The PangoFont (a reference of our own).
    let pangoFont: UnsafeMutablePointer<PangoFont>
    /// The cairo scaled font, as `pango_cairo_show_layout_line` sets it.
    let scaledFont: PinnedScaledFont

    init?(_ font: UnsafeMutablePointer<PangoFont>) {
        guard let scaled = vellum_scaled_font(font),
            let owner = try? CairoScaledFont(cairo_scaled_font_reference(scaled), operation: "using a font")
        else { return nil }
        vellum_object_ref(font)
        pangoFont = font
        scaledFont = PinnedScaledFont(owner)
    }

    deinit {
        vellum_object_unref(UnsafeMutableRawPointer(pangoFont))
    }
}

/// A word's glyphs as Pango shapes it in one font: the glyphs with their advances and offsets
/// in Pango units, each glyph's byte offset in the word, and cairo's clusters. Plain data, free
/// of the font objects of the engine that shaped it, so engines on other threads can take it
/// (``SharedWordShapes``); its arrays are shared, not copied, by every word made from it.
struct WordGlyphs {
    let glyphs: [PangoGlyph]
    let advances: [Int32]
    let xOffsets: [Int32]
    /// Each glyph's cluster: the byte offset in the word where its characters start.
    let clusters: [Int32]
    /// cairo's clusters for the word (see ``LaidOutText/clusters(glyphCount:clusters:length:)``).
    let textClusters: [cairo_text_cluster_t]
    /// The sum of the advances.
    let width: Int
    /// Whether Pango may break a line inside the word (``WordBreaks``): a text holding it is
    /// not plain. Always false for the joins and pieces shaped only to compare glyphs.
    let breaksInside: Bool

    init(
        glyphs: [PangoGlyph], advances: [Int32], xOffsets: [Int32], clusters: [Int32], length: Int,
        breaksInside: Bool
    ) {
        self.glyphs = glyphs
        self.advances = advances
        self.xOffsets = xOffsets
        self.clusters = clusters
        self.textClusters = LaidOutText.clusters(glyphCount: glyphs.count, clusters: clusters, length: length)
        self.width = advances.reduce(0) { $0 + Int($1) }
        self.breaksInside = breaksInside
    }
}

extension WordGlyphs: Sendable {}

/// One word (or one space) shaped by Pango on its own: its glyphs (``WordGlyphs``), the line
/// extent of its font and the engine's font they are drawn in. A class, immutable once made: a
/// line's words are passed around by one reference each instead of retaining five arrays and a
/// font per copy.
final class ShapedWord {
    /// The word's glyphs, shared with every engine that took them.
    let run: WordGlyphs
    /// The line's logical extent above and below the baseline, in Pango units.
    let ascent: Int32
    let descent: Int32
    let font: GlyphFont

    init(_ run: WordGlyphs, ascent: Int32, descent: Int32, font: GlyphFont) {
        self.run = run
        self.ascent = ascent
        self.descent = descent
        self.font = font
    }
}

/// A word as a cache key: up to 16 bytes packed into two integers with the length (hashes 17
/// bytes, with no String hashing and no allocation), a longer word by a copy of its text.
enum WordKey: Hashable {
    case packed(low: UInt64, high: UInt64, count: UInt8)
    case long(Substring)

    /// The key of `word` (a long word's text is copied, so the key does not keep the whole string
    /// the word was cut from).
    init(_ word: Substring) {
        let bytes = word.utf8
        guard bytes.count <= 16 else {
            self = .long(Substring(String(word)))
            return
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
        }
        self = .packed(low: low, high: high, count: UInt8(bytes.count))
    }
}

/// What shapes a text's words: its attributes and paragraph style, with the font's cache key
/// made once per text.
struct WordStyle {
    let attributes: ResolvedAttributes
    let paragraph: ParagraphStyle
    let font: FontKey
    /// The font's words and joins in the engine's cache.
    let table: FontWords
}

/// One font's shaped words and the joins checked between them.
final class FontWords {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Exclusivity".
    /// Each word's shaping, or `nil` when Pango would not draw it as one plain run.
    @exclusivity(unchecked) var words: [WordKey: ShapedWord?] = [:]
    /// Whether a join is plain, keyed by its two packed sides.
    @exclusivity(unchecked) var pairs: [UInt64: Bool] = [:]
}

/// A thread engine's cache of words shaped once per font (``TextEngine/words``): the fast path of
/// ``LaidOutText`` places these instead of asking Pango to shape and break every text again.
///
/// A word that Pango does not shape as one plain run (a missing glyph, a fallback font, vertical
/// offsets) is remembered as `nil`, and texts holding it take Pango's path.
final class ShapedWordCache {
    /// Words the engine keeps, over all its fonts, before it starts over (and joins a font's
    /// table keeps): enough for the vocabulary of a report's columns, small enough that unique
    /// tokens (invoice numbers, amounts) cannot grow memory with the document (W2 at 100,000 rows
    /// peaked at 86 MB with 50,000). One budget for every font, so a table whose columns use
    /// three fonts (regular, bold, monospaced digits) keeps as many words as a report with one.
    static let capacity = 4_096

    /// Packs up to two bytes with their count.
    private static func pack(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(UInt64(bytes.count) << 16) { $0 << 8 | UInt64($1) }
    }

    /// Per font, its words and joins.
    @exclusivity(unchecked) private var tables: [FontKey: FontWords] = [:]
    /// One ``GlyphFont`` per PangoFont, so every word of a font shares it.
    @exclusivity(unchecked) private var fonts: [UnsafeMutablePointer<PangoFont>: GlyphFont] = [:]

    /// The words this engine shares with every other (tests give their engines a store of their
    /// own, so that no other test empties it while they count).
    @exclusivity(unchecked) var sharedShapes = SharedWordShapes.shared
    /// How many words this engine did not find in its own tables (misses, whether shaped here or
    /// taken from ``SharedWordShapes``), for tests.
    @exclusivity(unchecked) private(set) var shapedCount = 0
    /// How many words this engine shaped with Pango itself (misses no other engine had recorded,
    /// joins not counted), for tests.
    @exclusivity(unchecked) private(set) var pangoShapedCount = 0
    /// How many texts this engine laid out from shaped words (the fast path), for tests.
    @exclusivity(unchecked) var fastLayoutCount = 0
    /// How many words the font tables hold together.
    @exclusivity(unchecked) private(set) var wordCount = 0

    /// The word shaped with `attributes` in `engine`'s left-to-right context, or `nil` when Pango
    /// would not draw it as one plain run.
    func word(_ word: Substring, in style: WordStyle, engine: TextEngine) -> ShapedWord? {
        let key = WordKey(word)
        let table = style.table
        if let known = table.words[key] { return known }
        if wordCount >= Self.capacity {
            for other in tables.values { other.words.removeAll(keepingCapacity: true) }
            wordCount = 0
        }
        shapedCount += 1
        let shaped = glyphs(of: word, key: key, in: style, engine: engine)
        table.words[key] = shaped
        wordCount += 1
        return shaped
    }

    /// A word this engine has not kept, in its font: the glyphs another engine recorded for it
    /// in ``SharedWordShapes`` when there are any, else Pango's shaping (recorded there, for a
    /// word the store admits).
    private func glyphs(of word: Substring, key: WordKey, in style: WordStyle, engine: TextEngine)
        -> ShapedWord?
    {
        guard let shaping = shaping(style, engine: engine) else { return nil }
        let id =
            SharedWordShapes.admits(word)
            ? SharedWordShapes.WordID(generation: engine.generation, font: style.font, word: key) : nil
        let run: WordGlyphs?
        if let id, let shared = sharedShapes.word(id) {
            run = shared
        } else {
            let text = String(word)
            run = shape(text, in: shaping, breaksInside: WordBreaks.hasBreakInside(text))
            pangoShapedCount += 1
            if let id { sharedShapes.record(run, for: id) }
        }
        return run.map {
            ShapedWord($0, ascent: shaping.ascent, descent: shaping.descent, font: shaping.font)
        }
    }

    /// The style of a text's words, with its font's table (made on first use).
    func style(attributes: ResolvedAttributes, paragraph: ParagraphStyle) -> WordStyle {
        let font = FontKey(attributes.font)
        let table = tables[font] ?? FontWords()
        if tables[font] == nil { tables[font] = table }
        return WordStyle(attributes: attributes, paragraph: paragraph, font: font, table: table)
    }

    /// Whether the end of one word, a space and the start of the next shape as they do apart:
    /// the test that lets two words shaped apart sit side by side. Fonts may kern letters with
    /// the space or change a glyph by its neighbours across it (Inter turns the x of "5x 8" into a
    /// multiplication sign), so the test covers two characters on each side.
    func joinsPlainly(
        _ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>, in style: WordStyle, engine: TextEngine
    )
        -> Bool
    {
        let key = Self.pack(left) << 32 | Self.pack(right)
        if let known = style.table.pairs[key] { return known }
        let id = SharedWordShapes.JoinID(generation: engine.generation, font: style.font, join: key)
        let plain: Bool
        if let shared = sharedShapes.join(id) {
            plain = shared
        } else {
            plain = shapesAsApart(left, right, in: style, engine: engine)
            sharedShapes.record(join: plain, for: id)
        }
        if style.table.pairs.count >= Self.capacity { style.table.pairs.removeAll(keepingCapacity: true) }
        style.table.pairs[key] = plain
        return plain
    }

    /// Whether Pango shapes `left`, a space and `right` together into the glyphs of the three
    /// shaped apart (see ``joinsPlainly(_:_:in:engine:)``).
    private func shapesAsApart(
        _ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>, in style: WordStyle, engine: TextEngine
    ) -> Bool {
        func alone(_ bytes: ArraySlice<UInt8>) -> ShapedWord? {
            word(Substring(String(decoding: bytes, as: UTF8.self)), in: style, engine: engine)
        }
        guard let shaping = shaping(style, engine: engine) else { return false }
        let joined = shape(String(decoding: left + [0x20] + right, as: UTF8.self), in: shaping)
        guard let joined, let a = alone(left), let space = alone([0x20]), let b = alone(right) else {
            return false
        }
        return joined.glyphs == a.run.glyphs + space.run.glyphs + b.run.glyphs
            && joined.advances == a.run.advances + space.run.advances + b.run.advances
            && joined.xOffsets == a.run.xOffsets + space.run.xOffsets + b.run.xOffsets
    }

    /// How one font shapes: the analysis of a plain run in it (taken from a laid-out probe, so
    /// the font, script and language are what Pango picks), its ``GlyphFont`` and its line extent.
    private struct FontShaping {
        var analysis: PangoAnalysis
        let font: GlyphFont
        let ascent: Int32
        let descent: Int32
    }

    /// Per font, how it shapes, or `nil` when Pango does not lay a probe out as one plain run.
    @exclusivity(unchecked) private var shapings: [FontKey: FontShaping?] = [:]

    /// How the font of `attributes` shapes: a paragraph of one probe word laid out by Pango
    /// exactly as a paragraph of text would be, its one run read.
    private func shaping(_ style: WordStyle, engine: TextEngine) -> FontShaping? {
        if let known = shapings[style.font] { return known }
        let attributes = style.attributes
        let limits = TextLimits()
        let request = LaidOutText.LayoutRequest(
            paragraph: Paragraph(
                spans: [TextSpan(text: "x", attributes: attributes)], style: style.paragraph,
                font: attributes.font),
            rtl: false, width: LaidOutText.maximumExtent(limits))
        let layout = LaidOutText.buildLayout(request, engine: engine, limits: limits)
        defer { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
        var result: FontShaping?
        if pango_layout_get_line_count(layout) == 1, let line = pango_layout_get_line_readonly(layout, 0),
            let runs = line.pointee.runs, runs.pointee.next == nil,
            let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
            run.pointee.y_offset == 0, run.pointee.start_x_offset == 0, run.pointee.end_x_offset == 0,
            let item = run.pointee.item, item.pointee.analysis.level == 0,
            let pangoFont = item.pointee.analysis.font, let font = glyphFont(for: pangoFont)
        {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            var analysis = item.pointee.analysis
            // The item's attributes belong to the layout. Shaping reads only its font features
            // (Pango's shaper applies them from `extra_attrs`): the analysis keeps copies of those.
            analysis.extra_attrs = Self.copyFontFeatures(of: item.pointee.analysis.extra_attrs)
            result = FontShaping(
                analysis: analysis, font: font, ascent: -logical.y, descent: logical.y + logical.height)
        }
        shapings[style.font] = result
        return result
    }

    /// Copies of the font-features attributes in `attributes` (an item's extra attributes), in
    /// a list this cache owns and frees with ``freeAttributes(of:)``; `nil` when there are none.
    private static func copyFontFeatures(of attributes: UnsafeMutablePointer<GSList>?)
        -> UnsafeMutablePointer<GSList>?
    {
        var copies: UnsafeMutablePointer<GSList>?
        var node = attributes
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                attribute.pointee.klass.pointee.type == PANGO_ATTR_FONT_FEATURES
            {
                // A word is shaped alone, its bytes numbered from 0: the features cover all of
                // it, as they cover the whole of a plain paragraph's one span.
                let copy = pango_attribute_copy(attribute)
                copy?.pointee.start_index = 0
                copy?.pointee.end_index = UInt32.max
                copies = g_slist_prepend(copies, copy)
            }
            node = current.pointee.next
        }
        return copies.map { g_slist_reverse($0) }
    }

    /// Frees the attribute copies an analysis of this cache holds.
    private static func freeAttributes(of shaping: FontShaping?) {
        guard let list = shaping?.analysis.extra_attrs else { return }
        g_slist_free_full(list) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) }
    }

    /// Shapes a word with Pango's shaper in its font's analysis, as Pango shapes each item of a
    /// layout; `nil` for a missing glyph or a vertical offset.
    private func shape(_ word: String, in fontShaping: FontShaping, breaksInside: Bool = false) -> WordGlyphs?
    {
        var shaping = fontShaping
        guard let string = pango_glyph_string_new() else { return nil }
        defer { pango_glyph_string_free(string) }
        var utf8 = Array(word.utf8CString)
        let length = Int32(utf8.count - 1)
        utf8.withUnsafeMutableBufferPointer { text in
            pango_shape_with_flags(
                text.baseAddress, length, text.baseAddress, length, &shaping.analysis, string,
                PANGO_SHAPE_NONE)
        }
        let count = Int(string.pointee.num_glyphs)
        var glyphs: [PangoGlyph] = []
        var advances: [Int32] = []
        var xOffsets: [Int32] = []
        var clusters: [Int32] = []
        glyphs.reserveCapacity(count)
        advances.reserveCapacity(count)
        xOffsets.reserveCapacity(count)
        clusters.reserveCapacity(count)
        for index in 0..<count {
            let info = string.pointee.glyphs[index]
            let glyph = info.glyph
            guard glyph != vellum_glyph_empty, glyph & vellum_glyph_unknown_flag == 0,
                info.geometry.y_offset == 0
            else { return nil }
            glyphs.append(glyph)
            advances.append(info.geometry.width)
            xOffsets.append(info.geometry.x_offset)
            clusters.append(string.pointee.log_clusters[index])
        }
        return WordGlyphs(
            glyphs: glyphs, advances: advances, xOffsets: xOffsets, clusters: clusters, length: Int(length),
            breaksInside: breaksInside)
    }

    deinit { for shaping in shapings.values { Self.freeAttributes(of: shaping) } }

    /// Drops every word and font (the engine calls this before it releases its font map).
    func removeAll() {
        tables.removeAll()
        wordCount = 0
        for shaping in shapings.values { Self.freeAttributes(of: shaping) }
        shapings.removeAll()
        fonts.removeAll()
    }

    /// The one ``GlyphFont`` of a PangoFont.
    private func glyphFont(for pangoFont: UnsafeMutablePointer<PangoFont>) -> GlyphFont? {
        if let known = fonts[pangoFont] { return known }
        let font = GlyphFont(pangoFont)
        fonts[pangoFont] = font
        return font
    }
}
