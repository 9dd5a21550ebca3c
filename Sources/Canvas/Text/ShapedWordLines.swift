internal import CCairo
import Foundation

/// The fast path of step 1: plain text broken into lines from words shaped once per font and
/// script, for the common case of reports and tables: one paragraph of one style and one
/// direction, in scripts one font draws (each script run shaped as Pango's item,
/// ``ScriptRuns``), words between single spaces whose characters Pango draws in one font
/// (``PlainCharacters``, ``CharacterFonts``), joined as they shape apart (``JoinWindow``). Lines
/// break at the spaces and inside words where Pango allows it (``WordBreaks``). Any other text
/// takes Pango's path (`nil`).
extension LaidOutText {
    /// The paragraph and span the fast path applies to, or `nil`.
    static func plainSpan(_ plan: Plan, engine: TextEngine) -> TextSpan? {
        guard engine.shapesWordsOnce, plan.paragraphs.count == 1, !plan.rtl[0],
            let span = plan.paragraphs[0].spans.first, plan.paragraphs[0].spans.count == 1
        else { return nil }
        let indents = plan.indents[0]
        let mode = plan.mode(0)
        guard isPlain(span.attributes, style: plan.paragraphs[0].style),
            indents.first == 0, indents.head == 0, indents.tail == 0,
            mode != .byCharWrapping, mode != .byClipping
        else { return nil }
        return span
    }

    /// Whether a span's attributes and its paragraph's style leave its words as they shape alone:
    /// no background, decoration, kerning, baseline offset, link or attachment, not justified.
    static func isPlain(_ a: ResolvedAttributes, style: ParagraphStyle) -> Bool {
        a.backgroundColor == nil && a.underline == nil && a.strikethrough == nil && a.kern == 0
            && a.baselineOffset == 0 && a.link == nil && a.attachment == nil && style.alignment != .justified
    }

    /// A word of a plain text: its bytes and its shaping.
    struct PlainWord {
        let start: Int
        let length: Int
        let shaped: ShapedWord
    }

    /// A piece of a line: a whole word, or the part of one between two of its breaks.
    struct LinePiece {
        let word: Int
        /// The word's glyphs the piece draws.
        let glyphs: Range<Int>
        /// The piece's bytes in the text.
        let bytes: Range<Int>
        /// The glyphs' width, in Pango units.
        let width: Int
        /// Whether a space comes before the piece (it starts a word other than the first).
        let afterSpace: Bool
        /// The width of that space (Pango units; 0 when there is none).
        let spaceBefore: Int
        /// Whether the piece draws its word's glyphs before a space (``SpacedGlyphs``).
        let spaced: Bool
        /// Whether a line may break before the piece.
        let breakable: Bool
    }

    /// Step 1 from shaped words, or `nil` when the text is not plain. Under a line limit only the
    /// lines step 2 reads are made (those shown and the one after), and all are counted.
    func breakShapedWords(_ plan: Plan, engine: TextEngine, fallbacks: inout Set<TextFallback>)
        -> BrokenLines?
    {
        guard let span = Self.plainSpan(plan, engine: engine),
            let plain = Self.plainPieces(
                of: [span], style: plan.paragraphs[0].style, engine: engine, limits: plan.limits)
        else { return nil }
        let paragraph = plan.paragraphs[0]
        let (pieces, words, space, text) = (plain.pieces, plain.words, plain.space, plain.text)
        let limit = Int(PangoUnits.from(max(1, plan.width ?? plan.maximumExtent)))
        // Lines past a line limit are cut in step 2 (the last one shown ellipsized from shaped
        // words too where its text allows: ``shapedSingleLine(_:engine:limits:paragraph:source:)``).
        guard let lineRanges = Self.greedyLines(pieces, limit: limit) else { return nil }
        var broken = BrokenLines(sources: [paragraph], total: lineRanges.count)
        let made = plan.lineLimit > 0 ? lineRanges.prefix(plan.lineLimit + 1) : lineRanges[...]
        for (index, range) in made.enumerated() {
            let endsAtSpace = range.upperBound < pieces.count && pieces[range.upperBound].afterSpace
            broken.lines.append(
                Self.measuredLine(
                    pieces[range], words: words, space: space, endsAtSpace: endsAtSpace, text: text,
                    isFirst: index == 0, color: span.attributes.foregroundColor, runStarts: plain.runStarts))
        }
        if plan.width == nil && broken.lines.count > 1 { fallbacks.insert(.wrappedAtMaximumExtent) }
        engine.words.fastLayoutCount += 1
        return broken
    }

    /// A paragraph's one line from shaped words, as Pango lays the paragraph out at the request's
    /// (maximum) width: what step 2 measures and shows of an ellipsized line. `nil` when the
    /// paragraph is not plain text of the fast path (spans of one style with plain attributes, left
    /// to right, one script, neither wrapped by character nor justified) or needs more than one
    /// line.
    static func shapedSingleLine(
        _ request: LayoutRequest, engine: TextEngine, limits: TextLimits, paragraph: Int, source: Int
    ) -> MeasuredLine? {
        guard let line = singleLinePieces(request, engine: engine, limits: limits) else { return nil }
        return Self.measuredLine(
            line.pieces[...], words: line.words, space: line.space, endsAtSpace: false, text: line.text,
            isFirst: true, color: line.color, paragraph: paragraph, source: source, runStarts: line.runStarts)
    }

    /// The width in points of ``shapedSingleLine(_:engine:limits:paragraph:source:)``'s line,
    /// without making it (what step 2 asks of each candidate of an ellipsized line).
    static func shapedSingleLineWidth(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits)
        -> Double?
    {
        guard let line = singleLinePieces(request, engine: engine, limits: limits) else { return nil }
        let width = line.pieces.reduce(0) { $0 + $1.spaceBefore + $1.width }
        return Double(width) / Double(vellum_pango_scale)
    }

    /// The pieces of a plain text's words and what drawing them needs (``plainPieces(of:style:engine:limits:)``).
    struct PlainPieces {
        let pieces: [LinePiece]
        let words: [PlainWord]
        let space: ShapedWord
        let text: [UInt8]
        /// The bytes where a span, and so a Pango item, starts.
        let runStarts: Set<Int>
        let color: Color
    }

    /// The pieces of ``shapedSingleLine(_:engine:limits:paragraph:source:)``'s line, when the
    /// request is one Pango lays out as the fast path would and it takes one line.
    private static func singleLinePieces(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits)
        -> PlainPieces?
    {
        guard !request.rtl, !request.charWrap, !request.justify, request.indent == 0,
            let line = plainPieces(
                of: request.paragraph.spans, style: request.paragraph.style, engine: engine, limits: limits),
            let lines = Self.greedyLines(line.pieces, limit: Int(PangoUnits.from(max(1, request.width)))),
            lines.count == 1
        else { return nil }
        engine.words.fastSingleLineCount += 1
        return line
    }

    /// The pieces of spans of one style with plain attributes, each span's words shaped and
    /// joined in the font of its space; `nil` when the text is not plain.
    ///
    /// Pango starts an item at every span and every script run (``ScriptRuns``), so a word cut by
    /// an item's edge (the ellipsis glued to the characters kept beside it, a Latin reference
    /// after a Greek name's sign) is shaped as two words with no space between them, and joins
    /// are checked inside each item only. A space at a run's edge is its left item's. Every item
    /// must be drawn in one font, whose space shapes alike in each script.
    static func plainPieces(
        of spans: [TextSpan], style: ParagraphStyle, engine: TextEngine, limits: TextLimits
    )
        -> PlainPieces?
    {
        guard engine.shapesWordsOnce, let first = spans.first,
            spans.allSatisfy({ $0.hasSameAttributes(as: first) }),
            Self.isPlain(first.attributes, style: style)
        else { return nil }
        let whole = spans.count == 1 ? first.text : spans.map(\.text).joined()
        guard let runs = ScriptRuns.of(whole) else { return nil }
        let text = Array(whole.utf8)
        if runs.count == 1 && spans.count == 1 {
            // One item, the common case: its words are the text's.
            let segment = Segment(bytes: 0..<text.count, script: runs[0].script)
            return plainPieces(
                of: [(segment, whole)], text: text, attributes: first.attributes, style: style,
                engine: engine, limits: limits)
        }
        guard let segments = Self.segments(spans: spans.map(\.text.utf8.count), runs: runs, text: text) else {
            return nil
        }
        let texts = segments.map { ($0, String(decoding: text[$0.bytes], as: UTF8.self)) }
        return plainPieces(
            of: texts, text: text, attributes: first.attributes, style: style, engine: engine, limits: limits)
    }

    /// The pieces of a paragraph's segments (``Segment``), each shaped in its script.
    private static func plainPieces(
        of segments: [(Segment, String)], text: [UInt8], attributes: ResolvedAttributes,
        style: ParagraphStyle,
        engine: TextEngine, limits: TextLimits
    ) -> PlainPieces? {
        var space: ShapedWord?
        var shaped: [PlainWord] = []
        var pieces: [LinePiece] = []
        var runStarts = Set<Int>()
        for (segment, segmentText) in segments {
            let words = engine.words.style(attributes: attributes, paragraph: style, script: segment.script)
            guard let segmentSpace = engine.words.word(" ", in: words, engine: engine),
                segmentSpace.run.glyphs.count == 1
            else { return nil }
            if let space {
                // One font for every item (each script's shaping of a size derived from another
                // holds a font object of its own, and cairo gives them one scaled font).
                guard segmentSpace.font.scaledFont.pointer == space.font.scaledFont.pointer,
                    segmentSpace.ascent == space.ascent, segmentSpace.descent == space.descent,
                    segmentSpace.run.drawsAs(space.run)
                else { return nil }
            } else {
                space = segmentSpace
            }
            // One item's bytes are the text's (the common case: no copy).
            let segmentBytes = segment.bytes == text.indices ? text : Array(text[segment.bytes])
            runStarts.insert(segment.bytes.lowerBound)
            guard
                let segmentWords = Self.shapedWords(
                    of: segmentText, style: words, limits: limits, engine: engine),
                segmentWords.allSatisfy({ $0.shaped.font === segmentSpace.font }),
                let segmentPieces = Self.pieces(
                    of: segmentWords, space: segmentSpace, text: segmentBytes, style: words,
                    spaceAfterLast: segment.spaceAfter, engine: engine)
            else { return nil }
            guard let previous = shaped.last else {
                (shaped, pieces) = (segmentWords, segmentPieces)
                continue
            }
            let (byte, word) = (segment.bytes.lowerBound, shaped.count)
            var breaksBefore = true
            if segment.afterSpace {
                guard let left = JoinWindow.left(text, space: byte - 1),
                    let right = JoinWindow.right(text, space: byte - 1)
                else { return nil }
                breaksBefore = engine.words.breaksAfterSpace(text[left], text[right])
            } else if segment.insideWord {
                // A word cut by a script's edge: kept whole on a line, where Pango breaks nowhere in it.
                guard previous.shaped.run.breaks.isEmpty, segmentWords[0].shaped.run.breaks.isEmpty,
                    Self.breaksNowhere(inWordAround: byte, of: text)
                else { return nil }
                breaksBefore = false
            }
            let spaceBefore = segment.afterSpace ? Self.space(after: previous, or: segmentSpace).width : 0
            shaped += segmentWords.map {
                PlainWord(start: $0.start + byte, length: $0.length, shaped: $0.shaped)
            }
            pieces += segmentPieces.map {
                let first = $0.word == 0 && $0.bytes.lowerBound == 0
                return LinePiece(
                    word: $0.word + word, glyphs: $0.glyphs,
                    bytes: ($0.bytes.lowerBound + byte)..<($0.bytes.upperBound + byte), width: $0.width,
                    afterSpace: first ? segment.afterSpace : $0.afterSpace,
                    spaceBefore: first ? spaceBefore : $0.spaceBefore,
                    // A span's last word has no space after it: it is drawn as shaped alone.
                    spaced: $0.spaced, breakable: first ? breaksBefore : $0.breakable)
            }
        }
        guard let space else { return nil }
        return PlainPieces(
            pieces: pieces, words: shaped, space: space, text: text, runStarts: runStarts,
            color: attributes.foregroundColor)
    }

    /// A part of a paragraph Pango shapes as (part of) one item: a span's text inside one script
    /// run, without the space that ends it at a run's edge.
    struct Segment {
        /// Its bytes in the paragraph's text.
        let bytes: Range<Int>
        let script: ParagraphScript
        /// Whether it starts after a space, at a script run's edge.
        var afterSpace = false
        /// Whether it ends before a space, at a script run's edge (the space is drawn as its
        /// item's, after its last word).
        var spaceAfter = false
        /// Whether it starts at a script run's edge inside a word.
        var insideWord = false
    }

    /// The segments of spans of `spans` bytes each over `runs` of `text`; `nil` where an edge
    /// falls beside a space other than a run's first.
    static func segments(spans: [Int], runs: [ScriptRuns.Run], text: [UInt8]) -> [Segment]? {
        var edges = Set(runs.map(\.bytes.lowerBound))
        var spanStart = 0
        for length in spans {
            edges.insert(spanStart)
            spanStart += length
        }
        let runEdges = Set(runs.map(\.bytes.lowerBound))
        let sorted = edges.sorted()
        var segments: [Segment] = []
        for (index, lower) in sorted.enumerated() {
            var upper = index + 1 < sorted.count ? sorted[index + 1] : text.count
            guard lower < upper, text[lower] != 0x20,
                let run = runs.first(where: { $0.bytes.contains(lower) })
            else { return nil }
            var segment = Segment(bytes: lower..<upper, script: run.script)
            if upper < text.count && runEdges.contains(upper) && text[upper - 1] == 0x20 {
                upper -= 1
                guard lower < upper, text[upper - 1] != 0x20 else { return nil }
                segment = Segment(bytes: lower..<upper, script: run.script, spaceAfter: true)
            }
            if let previous = segments.last, runEdges.contains(lower) {
                segment.afterSpace = previous.spaceAfter
                segment.insideWord = !previous.spaceAfter
            }
            segments.append(segment)
        }
        return segments
    }

    /// Whether Pango's line breaking allows no break inside the word of `text` around `byte`.
    static func breaksNowhere(inWordAround byte: Int, of text: [UInt8]) -> Bool {
        let lower = text[..<byte].lastIndex(of: 0x20).map { $0 + 1 } ?? 0
        let upper = text[byte...].firstIndex(of: 0x20) ?? text.count
        return WordBreaks.breaks(in: String(decoding: text[lower..<upper], as: UTF8.self)).isEmpty
    }

    /// The words of a span, each shaped; `nil` when spaces are not single or a word is not plain.
    static func shapedWords(of text: String, style: WordStyle, limits: TextLimits, engine: TextEngine)
        -> [PlainWord]?
    {
        guard let ranges = wordRanges(of: text, longest: max(1, limits.maximumUnbreakableRun))
        else {
            return nil
        }
        var words: [PlainWord] = []
        words.reserveCapacity(ranges.count)
        for (start, length, range) in ranges {
            guard let shaped = engine.words.word(text[range], in: style, engine: engine) else {
                return nil
            }
            words.append(PlainWord(start: start, length: length, shaped: shaped))
        }
        return words
    }

    /// The words of a text with their byte offsets and lengths, or `nil` unless the text is words
    /// between single spaces, none longer than `longest` bytes nor holding an ASCII control.
    static func wordRanges(of text: String, longest: Int)
        -> [(start: Int, length: Int, range: Range<String.Index>)]?
    {
        let utf8 = text.utf8
        guard !utf8.isEmpty else { return nil }
        var ranges: [(start: Int, length: Int, range: Range<String.Index>)] = []
        var start = utf8.startIndex
        var offset = 0
        while true {
            var end = start
            var length = 0
            while end != utf8.endIndex, utf8[end] != 0x20 {
                guard utf8[end] > 0x20, utf8[end] != 0x7F else { return nil }
                utf8.formIndex(after: &end)
                length += 1
            }
            guard length > 0, length <= longest else { return nil }
            ranges.append((offset, length, start..<end))
            offset += length
            guard end != utf8.endIndex else { return ranges }
            start = utf8.index(after: end)  // past the one space
            offset += 1
            guard start != utf8.endIndex else { return nil }  // a trailing space
        }
    }

    /// The pieces lines are made of: each word split at its breaks, with what its joins do; `nil`
    /// when a join does not shape as its words do apart.
    static func pieces(
        of words: [PlainWord], space: ShapedWord, text: [UInt8], style: WordStyle,
        spaceAfterLast: Bool = false,
        engine: TextEngine
    )
        -> [LinePiece]?
    {
        var pieces: [LinePiece] = []
        pieces.reserveCapacity(words.count)
        for (index, word) in words.enumerated() {
            var breaksBefore = true
            if index > 0 {
                guard let left = JoinWindow.left(text, space: word.start - 1),
                    let right = JoinWindow.right(text, space: word.start - 1)
                else { return nil }
                let facts = engine.words.join(text[left], text[right], in: style, engine: engine)
                guard facts.shapesApart else { return nil }
                breaksBefore = facts.breaks
            }
            // A word with a space after it draws as shaped before it (a word with breaks inside
            // never changes there: ``ShapedWordCache``).
            let spaced = index < words.count - 1 || spaceAfterLast ? word.shaped.run.spaced : nil
            let run = spaced?.word ?? word.shaped.run
            let spaceBefore = index > 0 ? Self.space(after: words[index - 1], or: space).width : 0
            var glyph = 0
            var byte = 0
            var width = 0
            for point in run.breaks + [
                WordBreak(byte: word.length, glyph: run.glyphs.count, width: run.width)
            ] {
                pieces.append(
                    LinePiece(
                        word: index, glyphs: glyph..<point.glyph,
                        bytes: (word.start + byte)..<(word.start + point.byte),
                        width: point.width - width, afterSpace: index > 0 && byte == 0,
                        spaceBefore: byte == 0 ? spaceBefore : 0, spaced: spaced != nil,
                        breakable: byte > 0 || breaksBefore))
                (glyph, byte, width) = (point.glyph, point.byte, point.width)
            }
        }
        return pieces
    }

    /// The space's glyph after `word`: as shaped after it where the font changes it there.
    static func space(after word: PlainWord, or space: ShapedWord) -> WordGlyphs {
        word.shaped.run.spaced?.space ?? space.run
    }

    /// Pango's line breaking over pieces: a line takes the next piece while it fits in `limit`
    /// (with the space before it; the space a line ends with does not count), and breaks at the
    /// last place it may before the piece that does not fit. `nil` where Pango would break inside
    /// a piece: one wider than a line, or pieces with nowhere to break between them.
    static func greedyLines(_ pieces: [LinePiece], limit: Int) -> [Range<Int>]? {
        var lines: [Range<Int>] = []
        var first = 0
        guard pieces[0].width <= limit else { return nil }
        var width = pieces[0].width
        var lastBreak: Int?
        var index = 1
        while index < pieces.count {
            let piece = pieces[index]
            let added = piece.spaceBefore + piece.width
            if width + added <= limit {
                width += added
                if piece.breakable { lastBreak = index }
                index += 1
                continue
            }
            guard let at = piece.breakable ? index : lastBreak else { return nil }
            lines.append(first..<at)
            first = at
            guard pieces[first].width <= limit else { return nil }
            width = pieces[first].width
            lastBreak = nil
            index = first + 1
        }
        lines.append(first..<pieces.count)
        return lines
    }

    /// One line of pieces as Pango measures and draws it: the pieces with single spaces between
    /// words and, when the line ends at a space, that space as an empty glyph of no width
    /// (`zero_line_final_space` in pango-layout.c). A piece starting at one of `runStarts` (bytes
    /// of `text` where Pango starts an item) starts a glyph run of its own, as Pango draws each
    /// item's run from its origin.
    static func measuredLine(
        _ pieces: ArraySlice<LinePiece>, words: [PlainWord], space: ShapedWord, endsAtSpace: Bool,
        text: [UInt8], isFirst: Bool, color: Color, paragraph: Int = 0, source: Int = 0,
        runStarts: Set<Int> = []
    ) -> MeasuredLine {
        let startByte = pieces.first!.bytes.lowerBound
        let endByte = pieces.last!.bytes.upperBound + (endsAtSpace ? 1 : 0)
        let glyphCount = pieces.reduce(pieces.count) { $0 + $1.glyphs.count }
        func channel(_ v: Double) -> Double {
            Double(UInt16((min(1, max(0, v.isFinite ? v : 0)) * 65535).rounded()))
        }
        var runs: [GlyphLine] = []
        var glyphs: [UInt] = []
        var positions: [Double] = []
        var clusters: [cairo_text_cluster_t] = []
        var runStart = (byte: startByte, x: 0)
        glyphs.reserveCapacity(glyphCount)
        positions.reserveCapacity(glyphCount)
        clusters.reserveCapacity(glyphCount + 1)
        var x = 0
        let scale = Double(vellum_pango_scale)
        func add(_ run: WordGlyphs, _ range: Range<Int>, bytes: Int) {
            for index in range {
                glyphs.append(UInt(run.glyphs[index]))
                positions.append(Double(x - runStart.x + Int(run.xOffsets[index])) / scale)
                x += Int(run.advances[index])
            }
            if range.count == run.glyphs.count {
                clusters += run.textClusters
            } else {
                let base = range.isEmpty ? 0 : run.clusters[range.lowerBound]
                clusters += Self.clusters(
                    glyphCount: range.count, clusters: run.clusters[range].map { $0 - base }, length: bytes)
            }
        }
        func endRun(at byte: Int) {
            var ink = GlyphLine(
                scaledFont: space.font.scaledFont, glyphs: glyphs, positions: positions,
                text: Array(text[runStart.byte..<byte]),
                clusters: clusters, red: channel(color.red) / 65535, green: channel(color.green) / 65535,
                blue: channel(color.blue) / 65535,
                alpha: color.alpha < 1 ? max(1, channel(color.alpha)) / 65535 : 1)
            ink.originX = Double(runStart.x) / scale
            runs.append(ink)
            (glyphs, positions, clusters) = ([], [], [])
            runStart = (byte, x)
        }
        for piece in pieces {
            // A space at an item's edge is the item's before it.
            if piece.afterSpace && piece.bytes.lowerBound != startByte {
                add(Self.space(after: words[piece.word - 1], or: space), 0..<1, bytes: 1)
            }
            if piece.bytes.lowerBound != startByte && runStarts.contains(piece.bytes.lowerBound) {
                endRun(at: piece.bytes.lowerBound)
            }
            let run = words[piece.word].shaped.run
            add(piece.spaced ? run.spaced!.word : run, piece.glyphs, bytes: piece.bytes.count)
        }
        if endsAtSpace { clusters.append(cairo_text_cluster_t(num_bytes: 1, num_glyphs: 0)) }
        endRun(at: endByte)
        return MeasuredLine(
            paragraph: paragraph, ink: .glyphs(runs), startByte: startByte, byteLength: endByte - startByte,
            isFirst: isFirst,
            logicalX: 0, width: Double(x) / scale, ascent: Double(space.ascent) / scale,
            descent: Double(space.descent) / scale, source: source)
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
