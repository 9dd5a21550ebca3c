internal import CCairo

/// The two sides of a join: up to 16 bytes before a space and after it (``JoinWindow``).
struct JoinKey: Hashable, Sendable {
    let left: PackedBytes
    let right: PackedBytes
}

/// What a join does in Pango's layout: whether the words either side shape, with the space, as
/// they do apart, and whether a line may break after the space.
struct JoinFacts: Hashable, Sendable {
    let shapesApart: Bool
    let breaks: Bool
}

/// The joins between words of the fast path: the test that lets two words shaped apart sit side
/// by side, and the break after their space. Fonts may kern letters with the space or change a
/// glyph by its neighbours across it (Inter turns the x of "5x 8" into a multiplication sign),
/// so the test covers two characters on each side (with any combining marks on them, and more
/// around a word of one character); and Unicode
/// forbids a break after some spaces (before a closing quote, after an opening bracket), which
/// the same characters decide.
extension ShapedWordCache {
    /// What the join of `left`, a space and `right` does in `style`'s font and script.
    func join(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>, in style: WordStyle, engine: TextEngine)
        -> JoinFacts
    {
        guard let leftKey = PackedBytes(left), let rightKey = PackedBytes(right) else {
            return JoinFacts(shapesApart: false, breaks: false)
        }
        let key = JoinKey(left: leftKey, right: rightKey)
        if let known = style.table.joins.value(for: key) { return known }
        let id = SharedWordShapes.JoinID(generation: engine.generation, table: style.key, join: key)
        let facts: JoinFacts
        if let shared = sharedShapes.join(id) {
            facts = shared
        } else {
            let shaping = shaping(style, engine: engine)
            if let breaks = shaping?.crossSize?.join(key) {
                // Shaped apart at another size of the font, so here too (``CrossSizeFacts``).
                facts = JoinFacts(shapesApart: true, breaks: breaks)
                crossSizeUses += 1
            } else {
                facts = Self.facts(left, right, shaping: shaping, cache: self)
                if facts.shapesApart, shaping?.showsEveryAdjustment == true {
                    shaping?.crossSize?.record(key, breaks: facts.breaks)
                }
            }
            sharedShapes.record(join: facts, for: id)
        }
        style.table.joins.insert(facts, for: key)
        return facts
    }

    /// Whether Pango's line breaking allows a break after the space between `left` and `right`
    /// at a script run's edge, where the two sides are shaped in items of their own and only the
    /// break is asked.
    func breaksAfterSpace(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Bool {
        guard let leftKey = PackedBytes(left), let rightKey = PackedBytes(right) else { return false }
        let key = JoinKey(left: leftKey, right: rightKey)
        if let known = edgeBreaks[key] { return known }
        if edgeBreaks.count >= Self.capacity { edgeBreaks.removeAll(keepingCapacity: true) }
        let breaks = Self.breaksAfterSpace(left, right)
        edgeBreaks[key] = breaks
        return breaks
    }

    /// Pango's break after the space of `left`, a space and `right`.
    private static func breaksAfterSpace(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: left + [0x20] + right, as: UTF8.self)
        let attributes = LaidOutText.logAttributes(of: text)
        let afterSpace = String(decoding: left, as: UTF8.self).unicodeScalars.count + 1
        return WordBreaks.isBreak(attributes[afterSpace])
    }

    /// Shapes and breaks the join with Pango: its text shaped whole against its space-separated
    /// parts shaped apart, each with the space after it (glyphs, advances, offsets and
    /// clusters), and Pango's break attributes of the same text after the join's space.
    private static func facts(
        _ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>, shaping: FontShaping?, cache: ShapedWordCache
    ) -> JoinFacts {
        let bytes = left + [0x20] + right
        let text = String(decoding: bytes, as: UTF8.self)
        guard let shaping, let joined = cache.shape(text, in: shaping),
            let space = cache.shape(" ", in: shaping)
        else { return JoinFacts(shapesApart: false, breaks: false) }
        var glyphs: [PangoGlyph] = []
        var advances: [Int32] = []
        var xOffsets: [Int32] = []
        var clusters: [Int32] = []
        var offset: Int32 = 0
        func append(_ part: WordGlyphs) {
            glyphs += part.glyphs
            advances += part.advances
            xOffsets += part.xOffsets
            clusters += part.clusters.map { $0 + offset }
        }
        // Each part before a space is shaped with it, as the words of a line are (``SpacedGlyphs``).
        let parts = bytes.split(separator: 0x20, omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            let spaced = index < parts.count - 1
            let text = String(decoding: part, as: UTF8.self) + (spaced ? " " : "")
            let side =
                part.isEmpty && spaced ? space : shaping.memo.side(text) { cache.shape($0, in: shaping) }
            guard let shaped = side else {
                return JoinFacts(shapesApart: false, breaks: false)
            }
            append(shaped)
            offset += Int32(part.count) + (spaced ? 1 : 0)
        }
        let same =
            joined.glyphs == glyphs && joined.advances == advances && joined.xOffsets == xOffsets
            && joined.clusters == clusters
        return JoinFacts(shapesApart: same, breaks: breaksAfterSpace(left, right))
    }
}

/// The bytes of a join's sides: the two characters before its space, reaching back over
/// combining marks to the character they sit on, and the two after it with the marks on them;
/// four a side where those two reach another space (a word of one character), because a font's
/// contextual rules see through spaces and short words (Inter draws the second bracket of
/// "(a) b (C)" otherwise than of "(C)", a rule that reads four characters back); `nil` past 16
/// bytes a side.
enum JoinWindow {
    /// The bytes of `text` before the space at `space` the join looks at.
    static func left(_ text: [UInt8], space: Int) -> Range<Int>? {
        // Two ASCII characters (never a mark, and not a space): the common case, without decoding.
        if space >= 2, text[space - 1] < 0x80, text[space - 2] < 0x80, text[space - 2] != 0x20 {
            return (space - 2)..<space
        }
        var lower = space
        var taken = 0
        var wanted = 2
        while lower > 0 {
            var previous = lower - 1
            while previous > 0, text[previous] & 0xC0 == 0x80 { previous -= 1 }
            if taken >= wanted, !PlainCharacters.attaches(scalar(in: text, at: lower)) { break }
            lower = previous
            taken += 1
            if scalar(in: text, at: lower) == " " { wanted = 4 }
        }
        return space - lower <= 16 ? lower..<space : nil
    }

    /// The bytes of `text` after the space at `space` the join looks at.
    static func right(_ text: [UInt8], space: Int) -> Range<Int>? {
        let start = space + 1
        if text.count - start >= 3, text[start] < 0x80, text[start + 1] < 0x80, text[start + 1] != 0x20,
            text[start + 2] < 0x80
        {
            return start..<(start + 2)
        }
        var upper = start
        var taken = 0
        var wanted = 2
        while upper < text.count {
            let next = scalar(in: text, at: upper)
            if taken >= wanted, !PlainCharacters.attaches(next) { break }
            if next == " " { wanted = 4 }
            upper += UTF8.width(next)
            taken += 1
        }
        // A window that ends on a space ("x y " of "x y z") ends before it.
        while upper > start, text[upper - 1] == 0x20 { upper -= 1 }
        return upper - start <= 16 ? start..<upper : nil
    }

    /// The scalar whose UTF-8 sequence starts at `text[index]` (valid UTF-8: the text of a
    /// Swift string), decoded by the standard library's UTF-8 decoder.
    static func scalar(in text: [UInt8], at index: Int) -> Unicode.Scalar {
        var bytes = text[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&bytes) { return scalar }
        return "\u{FFFD}"
    }
}
