internal import CCairo
import Foundation

/// The font a shaped word's glyphs are drawn in: one reference to the PangoFont, dropped once in
/// `deinit` on the owning engine's thread (the engine's caches are the only owners), and the
/// cairo scaled font Pango draws it with (held by ``ScaledFontPins``), in an owner of its own
/// that drawn lines share (cairo lets any thread draw with a scaled font and release it).
final class GlyphFont {
    /// The PangoFont (a reference of our own), or `nil` for a font of a size Pango never loaded
    /// (``FontSizeDerivation``).
    let pangoFont: UnsafeMutablePointer<PangoFont>?
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

    /// A font drawn with a scaled font made without Pango.
    init(scaled: CairoScaledFont) {
        pangoFont = nil
        scaledFont = PinnedScaledFont(scaled)
    }

    deinit {
        if let pangoFont { vellum_object_unref(UnsafeMutableRawPointer(pangoFont)) }
    }
}

/// A word's glyphs as Pango shapes it in one font: the glyphs with their advances and offsets
/// in Pango units, each glyph's byte offset in the word, cairo's clusters, and where a line may
/// break inside it. Plain data, free of the font objects of the engine that shaped it, so engines
/// on other threads can take it (``SharedWordShapes``); its arrays are shared, not copied, by
/// every word made from it.
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
    /// Where Pango may break a line inside the word (``WordBreaks``), each checked to split the
    /// glyphs as Pango's shaping of the two pieces does; empty for the joins and pieces shaped
    /// only to compare glyphs.
    let breaks: [WordBreak]
    /// The word's glyphs and the space's as Pango shapes them when a space follows the word,
    /// where they differ from the two shaped alone; `nil` where they do not.
    let spaced: SpacedGlyphs?

    init(
        glyphs: [PangoGlyph], advances: [Int32], xOffsets: [Int32], clusters: [Int32], length: Int,
        breaks: [WordBreak] = [], spaced: SpacedGlyphs? = nil
    ) {
        self.glyphs = glyphs
        self.advances = advances
        self.xOffsets = xOffsets
        self.clusters = clusters
        self.textClusters = LaidOutText.clusters(glyphCount: glyphs.count, clusters: clusters, length: length)
        self.width = advances.reduce(0) { $0 + Int($1) }
        self.breaks = breaks
        self.spaced = spaced
    }

    /// The same glyphs with the breaks found inside the word and its form before a space.
    func with(breaks: [WordBreak], spaced: SpacedGlyphs?) -> WordGlyphs {
        WordGlyphs(
            glyphs: glyphs, advances: advances, xOffsets: xOffsets, clusters: clusters,
            length: Int(textClusters.reduce(0) { $0 + $1.num_bytes }), breaks: breaks, spaced: spaced)
    }

    /// Whether `other` has the same glyphs, advances, offsets and clusters.
    func drawsAs(_ other: WordGlyphs) -> Bool {
        glyphs == other.glyphs && advances == other.advances && xOffsets == other.xOffsets
            && clusters == other.clusters
    }
}

/// A word's glyphs and the space's when a space follows the word and the font kerns or
/// substitutes across it (Inter kerns a full stop with the space after it): how Pango shapes
/// the word inside a line and at the end of one that breaks after it.
final class SpacedGlyphs: Sendable {
    /// The word's glyphs before the space.
    let word: WordGlyphs
    /// The space's one glyph after the word.
    let space: WordGlyphs

    init(word: WordGlyphs, space: WordGlyphs) {
        self.word = word
        self.space = space
    }
}

/// A place inside a word where a line may break: the byte the second piece starts at, its first
/// glyph, and the width of the glyphs before it (Pango units).
struct WordBreak: Equatable, Sendable {
    let byte: Int
    let glyph: Int
    let width: Int
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

/// A word as a cache key: up to 16 bytes packed (``PackedBytes``), a longer word by a copy of
/// its text.
enum WordKey: Hashable {
    case packed(PackedBytes)
    case long(Substring)

    /// The key of `word` (a long word's text is copied, so the key does not keep the whole string
    /// the word was cut from).
    init(_ word: Substring) {
        if let packed = PackedBytes(word.utf8) {
            self = .packed(packed)
        } else {
            self = .long(Substring(String(word)))
        }
    }
}

/// The words of one font in one script: a table of ``ShapedWordCache`` (a word shapes
/// differently as Latin, Greek or Common, and its plainness depends on the paragraph's script).
struct WordTableKey: Hashable, Sendable {
    let font: FontKey
    let script: ParagraphScript
}

/// What shapes a text's words: its attributes and paragraph style, with the font's cache key
/// made once per text.
struct WordStyle {
    let attributes: ResolvedAttributes
    let paragraph: ParagraphStyle
    /// The font and the paragraph's script.
    let key: WordTableKey
    /// The words and joins of the font in the script, in the engine's cache.
    let table: FontWords
}

/// One font's shaped words in one script, and the joins checked between them.
final class FontWords {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Exclusivity".
    /// Each word's shaping, or `nil` when Pango would not draw it as one plain run; turned over
    /// by the cache for every font at once (``ShapedWordCache/capacity``).
    @exclusivity(unchecked) var words = TwoGenerationTable<WordKey, ShapedWord?>(capacity: .max)
    /// What each join checked does, keyed by its two sides.
    @exclusivity(unchecked) var joins = TwoGenerationTable<JoinKey, JoinFacts>(
        capacity: ShapedWordCache.capacity)
}

/// A thread engine's cache of words shaped once per font and script (``TextEngine/words``): the
/// fast path of ``LaidOutText`` places these instead of asking Pango to shape and break every
/// text again.
///
/// A word that Pango does not draw as it shapes alone (a character that is not plain, a missing
/// glyph, a character another font draws, vertical offsets, pieces that shape apart otherwise
/// than the whole) is remembered as `nil`, and texts holding it take Pango's path.
final class ShapedWordCache {
    /// Words the engine keeps, over all its fonts (and joins a font's table keeps), in two
    /// generations (``TwoGenerationTable``): enough for the vocabulary of a report's columns,
    /// small enough that unique tokens (invoice numbers, amounts) cannot grow memory with the
    /// document (W2 at 100,000 rows peaked at 86 MB with 50,000). One budget for every font, so a
    /// table whose columns use three fonts (regular, bold, monospaced digits) keeps as many words
    /// as a report with one.
    static let capacity = 4_096

    /// Per font and script, its words and joins.
    @exclusivity(unchecked) private var tables: [WordTableKey: FontWords] = [:]
    /// One ``GlyphFont`` per PangoFont, so every word of a font shares it.
    @exclusivity(unchecked) private var fonts: [UnsafeMutablePointer<PangoFont>: GlyphFont] = [:]

    /// The words this engine shares with every other (tests give their engines a store of their
    /// own, so that no other test empties it while they count).
    @exclusivity(unchecked) var sharedShapes = SharedWordShapes.shared
    /// Whether a line may break after the space at a script run's edge, per join
    /// (``breaksAfterSpace(_:_:)``).
    @exclusivity(unchecked) var edgeBreaks: [JoinKey: Bool] = [:]
    /// How many words this engine did not find in its own tables (misses, whether shaped here or
    /// taken from ``SharedWordShapes``), for tests.
    @exclusivity(unchecked) private(set) var shapedCount = 0
    /// How many words this engine shaped with Pango itself (misses no other engine had recorded,
    /// joins not counted), for tests.
    @exclusivity(unchecked) private(set) var pangoShapedCount = 0
    /// How many texts this engine laid out from shaped words (the fast path), for tests.
    @exclusivity(unchecked) var fastLayoutCount = 0
    /// How many single lines (ellipsized lines and their candidates) this engine measured from
    /// shaped words, for tests.
    @exclusivity(unchecked) var fastSingleLineCount = 0
    /// How many words the font tables' current generations hold together (each table's previous
    /// generation holds at most as many).
    @exclusivity(unchecked) private(set) var wordCount = 0

    /// How many words the font tables hold in both generations, for tests.
    var heldWordCount: Int { tables.values.reduce(0) { $0 + $1.words.count } }

    /// The word shaped with `attributes` in `engine`'s left-to-right context, or `nil` when Pango
    /// would not draw it as one plain run.
    func word(_ word: Substring, in style: WordStyle, engine: TextEngine) -> ShapedWord? {
        let key = WordKey(word)
        let table = style.table
        if wordCount >= Self.capacity / 2 {
            for other in tables.values { other.words.turnOver() }
            wordCount = 0
        }
        let before = table.words.currentCount
        if let known = table.words.value(for: key) {
            wordCount += table.words.currentCount - before
            return known
        }
        shapedCount += 1
        let shaped = glyphs(of: word, key: key, in: style, engine: engine)
        table.words.insert(shaped, for: key)
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
            ? SharedWordShapes.WordID(generation: engine.generation, table: style.key, word: key) : nil
        let run: WordGlyphs?
        if let id, let shared = sharedShapes.word(id) {
            run = shared
        } else {
            run = plainGlyphs(of: String(word), in: shaping, script: style.key.script)
            pangoShapedCount += 1
            if let id { sharedShapes.record(run, for: id) }
        }
        return run.map {
            ShapedWord($0, ascent: shaping.ascent, descent: shaping.descent, font: shaping.font)
        }
    }

    /// A word's glyphs with its breaks, when Pango draws it as it shapes alone: every character
    /// plain in the script and drawn in the shaping's font, and the two pieces either side of
    /// each break shaped as the whole word's glyphs there (Pango shapes a line that ends at the
    /// break, and the next that starts there, apart).
    private func plainGlyphs(of word: String, in shaping: FontShaping, script: ParagraphScript) -> WordGlyphs?
    {
        guard PlainCharacters.allPlain(word[...], script: script),
            word.unicodeScalars.allSatisfy({ shaping.fonts.draws($0) }),
            let whole = shape(word, in: shaping)
        else { return nil }
        let key = WordKey(word[...])
        if let known = shaping.crossSize?.word(key), let glyphs = known.breakGlyphs(in: whole) {
            // Shaped at another size of the font: its pieces shape as the whole and it shapes
            // before a space as apart there, so here too (``CrossSizeFacts``).
            crossSizeUses += 1
            return glyphs
        }
        let bytes = word.utf8
        var breaks: [WordBreak] = []
        for byte in WordBreaks.breaks(in: word) {
            let split = bytes.index(bytes.startIndex, offsetBy: byte)
            guard let glyph = whole.clusters.firstIndex(where: { $0 >= byte }),
                whole.clusters[glyph] == byte, whole.clusters[..<glyph].allSatisfy({ $0 < byte }),
                whole.clusters[glyph...].allSatisfy({ $0 >= byte }),
                let head = shape(String(word[..<split]), in: shaping),
                let tail = shape(String(word[split...]), in: shaping),
                head.glyphs[...] == whole.glyphs[..<glyph], tail.glyphs[...] == whole.glyphs[glyph...],
                head.advances[...] == whole.advances[..<glyph],
                tail.advances[...] == whole.advances[glyph...],
                head.xOffsets[...] == whole.xOffsets[..<glyph],
                tail.xOffsets[...] == whole.xOffsets[glyph...],
                head.clusters[...] == whole.clusters[..<glyph],
                tail.clusters.map({ $0 + Int32(byte) })[...] == whole.clusters[glyph...]
            else { return nil }
            breaks.append(WordBreak(byte: byte, glyph: glyph, width: head.width))
        }
        guard let spaced = spacedForm(of: word, whole: whole, in: shaping) else { return nil }
        // A word that breaks inside takes its pieces' glyphs alone, so it must not change before a space.
        if spaced != nil && !breaks.isEmpty { return nil }
        if spaced == nil, shaping.showsEveryAdjustment {
            shaping.crossSize?.record(key, breaks: breaks)
        }
        return breaks.isEmpty && spaced == nil ? whole : whole.with(breaks: breaks, spaced: spaced)
    }

    /// The word and a space shaped together, split into the two (``SpacedGlyphs``): `.some(nil)`
    /// when they shape as apart, `nil` when the space's glyph is not the last and alone in its
    /// cluster.
    ///
    /// A long word is first tested by its end alone, the characters a join looks at before its
    /// space (``JoinWindow``), shaped once per font size: when the space leaves those as they
    /// shape alone, it leaves the word so, the same reach a join's test assumes for a font's
    /// rules. Only a word whose end changes is shaped again with the space.
    private func spacedForm(of word: String, whole: WordGlyphs, in shaping: FontShaping) -> SpacedGlyphs?? {
        if spaceLeavesEnd(of: word, in: shaping) { return .some(nil) }
        guard let together = shape(word + " ", in: shaping), let space = shape(" ", in: shaping),
            let (wordPart, spacePart) = Self.split(together, beforeSpaceAt: word.utf8.count)
        else { return nil }
        if wordPart.drawsAs(whole) && spacePart.drawsAs(space) { return .some(nil) }
        return SpacedGlyphs(word: wordPart, space: spacePart)
    }

    /// A text shaped with a space after its `length` bytes, split into the text's glyphs and the
    /// space's; `nil` when the space's glyph is not the last and alone in its cluster.
    private static func split(_ together: WordGlyphs, beforeSpaceAt length: Int)
        -> (word: WordGlyphs, space: WordGlyphs)?
    {
        let bytes = Int32(length)
        guard let last = together.glyphs.indices.last, together.clusters[last] == bytes,
            together.clusters[..<last].allSatisfy({ $0 < bytes })
        else { return nil }
        let word = WordGlyphs(
            glyphs: Array(together.glyphs[..<last]), advances: Array(together.advances[..<last]),
            xOffsets: Array(together.xOffsets[..<last]), clusters: Array(together.clusters[..<last]),
            length: length)
        let space = WordGlyphs(
            glyphs: [together.glyphs[last]], advances: [together.advances[last]],
            xOffsets: [together.xOffsets[last]], clusters: [0], length: 1)
        return (word, space)
    }

    /// Whether a space after `word` leaves the glyphs of its end (``JoinWindow/left(_:space:)``)
    /// as they shape alone; `false` too for a word no longer than its end, which is tested whole.
    private func spaceLeavesEnd(of word: String, in shaping: FontShaping) -> Bool {
        let bytes = Array(word.utf8) + [0x20]
        guard let end = JoinWindow.left(bytes, space: bytes.count - 1), end.lowerBound > 0 else {
            return false
        }
        let tail = String(decoding: bytes[end], as: UTF8.self)
        guard let alone = shaping.memo.side(tail, { self.shape($0, in: shaping) }),
            let spaced = shaping.memo.side(tail + " ", { self.shape($0, in: shaping) }),
            let space = shape(" ", in: shaping),
            let (tailPart, spacePart) = Self.split(spaced, beforeSpaceAt: end.count)
        else { return false }
        return tailPart.drawsAs(alone) && spacePart.drawsAs(space)
    }

    /// The style of a text's words in a paragraph of `script`, with its table (made on first use).
    func style(attributes: ResolvedAttributes, paragraph: ParagraphStyle, script: ParagraphScript)
        -> WordStyle
    {
        let key = WordTableKey(font: FontKey(attributes.font), script: script)
        let table = tables[key] ?? FontWords()
        if tables[key] == nil { tables[key] = table }
        return WordStyle(attributes: attributes, paragraph: paragraph, key: key, table: table)
    }

    /// How one font shapes one script: the analysis of a plain run (taken from a laid-out probe,
    /// so the font, script and language are what Pango picks), its ``GlyphFont``, its line extent
    /// and which characters Pango draws in it.
    struct FontShaping {
        var analysis: PangoAnalysis
        let font: GlyphFont
        let ascent: Int32
        let descent: Int32
        let fonts: CharacterFonts
        /// The HarfBuzz font words are shaped with: Pango's own for a size Pango loaded, or one
        /// made for a size derived from another (``FontSizeDerivation``); `nil` when Pango has
        /// none, and Pango shapes.
        var harfBuzz: HarfBuzzFont? = nil
        /// The short texts every word's form before a space and every join compare with, shaped
        /// once.
        let memo = ShapeMemo()
        /// What words and joins of this font showed at a size where every adjustment shows, shared
        /// by the font's sizes Pango loaded first or derived (``CrossSizeFacts``); `nil` for a size
        /// Pango loaded another font for, or a font that tracks by size.
        var crossSize: CrossSizeFacts? = nil
        /// Whether this size shows every positioning adjustment of the font (its scale, in Pango
        /// units per em, is at least the font's units per em): what it finds holds at every size.
        var showsEveryAdjustment = false
    }

    /// A font's short texts shaped once (``FontShaping/memo``): the space alone, the sides of
    /// joins, each with the space after it but the last (``join(_:_:in:engine:)``), and words'
    /// ends with and without a space after them; there are far fewer of these than joins and
    /// words.
    final class ShapeMemo {
        var space: WordGlyphs??
        /// Keyed by bytes: Swift's `String` equality is canonical, and "é" shapes otherwise
        /// than "e" with a combining acute.
        private var sides: [[UInt8]: WordGlyphs?] = [:]
        /// The most sides kept; past it the memo starts again.
        private static let capacity = 2_048

        /// The shaping of `side`, made by `shape` the first time.
        func side(_ side: String, _ shape: (String) -> WordGlyphs?) -> WordGlyphs? {
            let key = Array(side.utf8)
            if let known = sides[key] { return known }
            if sides.count >= Self.capacity { sides.removeAll(keepingCapacity: true) }
            let shaped = shape(side)
            sides[key] = .some(shaped)
            return shaped
        }
    }

    /// Per font and script, how it shapes, or `nil` when Pango does not lay a probe out as one
    /// plain run.
    @exclusivity(unchecked) private var shapings: [WordTableKey: FontShaping?] = [:]

    /// How the font of `style` shapes its script: a paragraph of the script's probe laid out by
    /// Pango exactly as a paragraph of text would be, its one run read.
    func shaping(_ style: WordStyle, engine: TextEngine) -> FontShaping? {
        if let known = shapings[style.key] { return known }
        let sizeless = SizelessKey(style.key)
        if let derivation = derivation(for: sizeless, engine: engine),
            let derived = derivation.shaping(pixelSize: style.key.font.pixelSize, engine: engine)
        {
            if derivedKeys.count >= Self.derivedCapacity { dropDerivedShapings() }
            shapings[style.key] = derived
            derivedKeys.append(style.key)
            derivedCount += 1
            return derived
        }
        var probed = probedShaping(style, engine: engine)
        if derivations[sizeless] == nil, let font = probed?.analysis.font {
            // The first size of a font: what it shows is shared with the sizes derived from it.
            let facts = CrossSizeFacts(font: font)
            probed?.crossSize = facts
            probed?.showsEveryAdjustment =
                facts?.showsEveryAdjustment(pixelSize: style.key.font.pixelSize) ?? false
        }
        shapings[style.key] = probed
        if derivations[sizeless] == nil, let probed {
            derivations[sizeless] = .base(probed, style.attributes.font)
        }
        return probed
    }

    /// The derivation of a font's other sizes, made from its base when a second size is first
    /// asked for (most fonts are used in one size: their checks are never paid).
    private func derivation(for sizeless: SizelessKey, engine: TextEngine) -> FontSizeDerivation? {
        switch derivations[sizeless] {
        case .made(let derivation): return derivation
        case .base(let base, let font):
            let made = base.analysis.font.flatMap {
                FontSizeDerivation(
                    base: base, pangoFont: $0, description: engine.description(for: font), engine: engine)
            }
            derivations[sizeless] = .made(made)
            return made
        case nil: return nil
        }
    }

    /// A font's base shaping, or its derivation once a second size was asked for (`nil` when the
    /// base failed the derivation's checks).
    enum DerivationState {
        case base(FontShaping, Font)
        case made(FontSizeDerivation?)
    }

    /// A font's key without its size: the fonts one ``FontSizeDerivation`` makes.
    struct SizelessKey: Hashable {
        let family: String
        let weight: Int
        let italic: Bool
        let features: String?
        let script: ParagraphScript

        init(_ key: WordTableKey) {
            family = key.font.family
            weight = key.font.weight
            italic = key.font.italic
            features = key.font.features
            script = key.script
        }
    }

    /// Per font without its size, the first size Pango loaded and the derivation of the others.
    @exclusivity(unchecked) private var derivations: [SizelessKey: DerivationState] = [:]
    /// The keys of the derived shapings, so that they can be dropped together.
    @exclusivity(unchecked) private var derivedKeys: [WordTableKey] = []
    /// How many words and joins this engine took from ``CrossSizeFacts``, for tests.
    @exclusivity(unchecked) var crossSizeUses = 0
    /// How many shapings this engine derived, for tests.
    @exclusivity(unchecked) private(set) var derivedCount = 0
    /// Derived shapings kept before they are dropped (each holds a HarfBuzz font and a cairo
    /// scaled font, a few kilobytes).
    static let derivedCapacity = 2_048

    /// Drops every derived shaping (their words stay until the tables turn over).
    private func dropDerivedShapings() {
        for key in derivedKeys {
            shapings[key] = nil
            tables[key] = nil
        }
        derivedKeys.removeAll()
    }

    /// How one font shapes its script, from a probe Pango lays out.
    private func probedShaping(_ style: WordStyle, engine: TextEngine) -> FontShaping? {
        let attributes = style.attributes
        let limits = TextLimits()
        let request = LaidOutText.LayoutRequest(
            paragraph: Paragraph(
                spans: [TextSpan(text: String(style.key.script.probe), attributes: attributes)],
                style: style.paragraph, font: attributes.font),
            rtl: false, width: LaidOutText.maximumExtent(limits))
        let layout = LaidOutText.buildLayout(request, engine: engine, limits: limits)
        defer { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
        var result: FontShaping?
        if pango_layout_get_line_count(layout) == 1, let line = pango_layout_get_line_readonly(layout, 0),
            let runs = line.pointee.runs, runs.pointee.next == nil,
            let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
            run.pointee.y_offset == 0, run.pointee.start_x_offset == 0, run.pointee.end_x_offset == 0,
            let item = run.pointee.item, item.pointee.analysis.level == 0,
            let pangoFont = item.pointee.analysis.font, let font = glyphFont(for: pangoFont),
            let fonts = CharacterFonts(
                font: pangoFont, description: engine.description(for: attributes.font),
                language: item.pointee.analysis.language, context: engine.context)
        {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            var analysis = item.pointee.analysis
            // The item's attributes belong to the layout. Shaping reads only its font features
            // (Pango's shaper applies them from `extra_attrs`): the analysis keeps copies of those.
            analysis.extra_attrs = Self.copyFontFeatures(of: item.pointee.analysis.extra_attrs)
            result = FontShaping(
                analysis: analysis, font: font, ascent: -logical.y, descent: logical.y + logical.height,
                fonts: fonts, harfBuzz: HarfBuzzFont(pangoFont: pangoFont, analysis: analysis))
        }
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

    /// Shapes a text with Pango's shaper in its font's analysis, as Pango shapes each item of a
    /// layout; `nil` for a missing glyph or a vertical offset. Empty text has no glyphs (Pango
    /// would print a "shaping failure" warning on stderr for it).
    func shape(_ word: String, in fontShaping: FontShaping) -> WordGlyphs? {
        guard !word.isEmpty else {
            return WordGlyphs(glyphs: [], advances: [], xOffsets: [], clusters: [], length: 0)
        }
        if word == " " {
            if let known = fontShaping.memo.space { return known }
            let glyphs = shapeOnce(word, in: fontShaping)
            fontShaping.memo.space = .some(glyphs)
            return glyphs
        }
        return shapeOnce(word, in: fontShaping)
    }

    /// ``shape(_:in:)``, without the space's memo.
    private func shapeOnce(_ word: String, in fontShaping: FontShaping) -> WordGlyphs? {
        if let harfBuzz = fontShaping.harfBuzz { return harfBuzz.shape(word) }
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
            glyphs: glyphs, advances: advances, xOffsets: xOffsets, clusters: clusters, length: Int(length))
    }

    deinit { for shaping in shapings.values { Self.freeAttributes(of: shaping) } }

    /// Drops every word and font (the engine calls this before it releases its font map).
    func removeAll() {
        tables.removeAll()
        wordCount = 0
        for shaping in shapings.values { Self.freeAttributes(of: shaping) }
        shapings.removeAll()
        derivations.removeAll()
        derivedKeys.removeAll()
        fonts.removeAll()
    }

    /// The one ``GlyphFont`` of a PangoFont.
    func glyphFont(for pangoFont: UnsafeMutablePointer<PangoFont>) -> GlyphFont? {
        if let known = fonts[pangoFont] { return known }
        let font = GlyphFont(pangoFont)
        fonts[pangoFont] = font
        return font
    }
}
