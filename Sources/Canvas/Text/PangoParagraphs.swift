import CCairo
import Foundation

/// A run of text with its resolved attributes.
struct TextSpan: Sendable {
    var text: String
    var attributes: ResolvedAttributes
}

/// One paragraph: its spans (without the separator that ends it), its style and the font of its
/// first character (which gives an empty paragraph its height).
struct Paragraph {
    var spans: [TextSpan]
    var style: ParagraphStyle
    var font: Font
    var text: String { spans.map(\.text).joined() }
}

/// The Pango layouts of one text for one set of options, and the metrics computed from them.
/// Lives only in the cache of the thread whose engine built it.
///
/// Each paragraph is its own PangoLayout; Vellum, not Pango, decides where lines go: Pango breaks
/// a paragraph into lines and measures each line, then lines are placed by ``ParagraphStyle``'s
/// rules (indents and alignment horizontally, line heights and spacing vertically). Only
/// line-relative Pango coordinates are read, so a text far taller than Pango's integer range
/// (about 2.1 million points) still measures correctly.
///
/// Ownership: every PangoLayout in `layouts` is transfer full from pango_layout_new and is
/// unreferenced in deinit; `PangoLayoutLine` pointers in `drawLines` are transfer none, borrowed
/// from those layouts, whose contexts are never changed (so Pango never re-lays them out).
final class PangoParagraphs {
    struct Metrics {
        var size: Size
        var lines: [TextLayout.Line]
        var totalLineCount: Int
        var isTruncated: Bool
        var fallbacks: Set<TextFallback>
        var links: [TextLayout.Link]
    }

    struct DrawLine {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        /// Where the line's origin goes (Pango's line origin: the left end of its baseline).
        let x: Double
        let baseline: Double
        /// The vertical extent to test against the clip: the line box and its glyphs' extent.
        let top: Double
        let bottom: Double
        /// The horizontal range the line is clipped to (``LineBreakMode/byClipping``).
        let clip: ClosedRange<Double>?
    }

    private var layouts: [OpaquePointer] = []
    /// Each layout's text as it was given to Pango, for ``repairText(of:)``.
    private var texts: [OpaquePointer: [UInt8]] = [:]
    private(set) var drawLines: [DrawLine] = []
    private(set) var metrics = Metrics(
        size: .zero, lines: [], totalLineCount: 0, isTruncated: false, fallbacks: [], links: [])

    deinit {
        for layout in layouts { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The laid-out text for `key` from the engine's cache, built on a miss. Long texts (see
    /// ``TextEngine/largeTextThreshold``) live in a one-entry slot instead of the LRU cache.
    static func cached(for key: TextLayoutKey, engine: TextEngine) -> PangoParagraphs {
        if key.byteCount > TextEngine.largeTextThreshold {
            // The key's == compares its stored hash and byte count before any text.
            if let large = engine.largeLayout, large.key == key {
                engine.cacheHits += 1
                return large.value
            }
            let built = PangoParagraphs(key: key, engine: engine)
            engine.layoutBuilds += 1
            engine.largeLayout = (key, built)
            return built
        }
        if let hit = engine.layouts[key] {
            engine.cacheHits += 1
            return hit
        }
        let built = PangoParagraphs(key: key, engine: engine)
        engine.layoutBuilds += 1
        engine.layouts[key] = built
        return built
    }

    /// A line of a paragraph layout, measured in its own coordinates.
    private struct MeasuredLine {
        let paragraph: Int
        let pointer: UnsafeMutablePointer<PangoLayoutLine>
        /// The line's first byte in its layout's text.
        let startByte: Int
        let byteLength: Int
        /// Whether the line starts its paragraph (first-line indent applies).
        let isFirst: Bool
        /// The logical extent's left end relative to the line origin, and its width.
        let logicalX: Double
        let width: Double
        let ascent: Double
        let descent: Double
        /// The paragraph (or remainder) whose text the line shows, for links.
        let source: Int
        var truncated = false
        var ellipsized = false
        var clipped = false
    }

    /// Horizontal geometry of a paragraph, in the leading-edge frame (x grows away from the
    /// paragraph's leading edge).
    private struct Indents {
        let first: Double
        let head: Double
        /// Positive: the line end measured from the leading edge; zero or negative: the inset
        /// from the trailing edge.
        let tail: Double

        init(_ style: ParagraphStyle) {
            first = style.finite(style.firstLineHeadIndent)
            head = style.finite(style.headIndent)
            tail = style.finite(style.tailIndent)
        }

        func start(first isFirst: Bool) -> Double { isFirst ? first : head }
        /// The leading-frame x where lines end, in a box `width` wide.
        func end(in width: Double) -> Double { tail > 0 ? tail : width + tail }
        /// Space after the line needed in the box (a trailing inset).
        var trailingInset: Double { tail > 0 ? 0 : -tail }
        /// The width lines may take, at least 1 pt.
        func available(first isFirst: Bool, in width: Double) -> Double {
            max(1, end(in: width) - start(first: isFirst))
        }
    }

    /// The inputs of one Pango layout.
    private struct LayoutRequest {
        var paragraph: Paragraph
        var rtl: Bool
        /// Pango's width, in points (always set: unbounded text uses ``TextLimits/maximumExtent``).
        var width: Double
        /// Pango's indent: positive shortens the first line, negative the others.
        var indent: Double = 0
        var charWrap = false
        var justify = false
    }

    private init(key: TextLayoutKey, engine: TextEngine) {
        let options = key.options
        let limits = options.limits
        let maximumExtent = Self.maximumExtent(limits)
        var fallbacks = Set<TextFallback>()
        let paragraphs = Self.paragraphs(
            of: key.runs, byteCount: key.byteCount, options: options, fallbacks: &fallbacks)

        var width = options.width
        if let w = width {
            let clamped = w.isFinite ? min(max(w, 0), maximumExtent) : maximumExtent
            if clamped != w { fallbacks.insert(.clampedWidth) }
            width = clamped
        }
        let limit = max(0, options.maximumNumberOfLines)
        let rtl = paragraphs.map(Self.isRTL)
        let indents = paragraphs.map { Indents($0.style) }
        func mode(_ index: Int) -> LineBreakMode {
            options.lineBreakMode ?? paragraphs[index].style.lineBreakMode
        }

        // 1. Break every paragraph into lines (hidden paragraphs are only counted).
        var measured: [MeasuredLine] = []
        var sources: [Paragraph] = []
        var total = 0
        for (index, paragraph) in paragraphs.enumerated() {
            let request = Self.request(
                paragraph, rtl: rtl[index], indents: indents[index], width: width, mode: mode(index),
                limits: limits, fallbacks: &fallbacks)
            if limit > 0 && total >= limit {
                total += Self.lineCount(request, engine: engine, limits: limits)
                continue
            }
            let layout = makeLayout(request, engine: engine, limits: limits)
            sources.append(paragraph)
            let lines = Self.measureLines(layout, paragraph: index, source: sources.count - 1)
            if width == nil && indents[index].tail <= 0 && lines.count > 1
                && !paragraph.text.contains("\u{2028}")
            {
                fallbacks.insert(.wrappedAtMaximumExtent)
            }
            total += lines.count
            measured += lines
        }

        // 2. Cut at the line limit and redo the last visible line per the break mode.
        var visible = measured
        var isTruncated = false
        if limit > 0 && total > limit {
            isTruncated = true
            visible = Array(measured.prefix(limit))
            let last = visible[visible.count - 1]
            let p = last.paragraph
            let lineMode = mode(p)
            let available =
                width.map { indents[p].available(first: last.isFirst, in: $0) } ?? maximumExtent
            var replacement: MeasuredLine?
            if lineMode.truncates || lineMode == .byClipping {
                let cut = Self.remainder(of: paragraphs, from: p, byte: last.startByte, mode: lineMode)
                var request = LayoutRequest(paragraph: cut.paragraph, rtl: rtl[p], width: maximumExtent)
                var ellipsized = false
                if lineMode == .byClipping {
                    request.charWrap = true
                } else {
                    let hidden =
                        cut.isShortened || (lineMode == .byTruncatingTail && p + 1 < paragraphs.count)
                    let fitted = Self.ellipsized(
                        request, mode: lineMode, available: available, mustShowEllipsis: hidden,
                        engine: engine,
                        limits: limits)
                    request.paragraph = fitted.paragraph
                    ellipsized = fitted.ellipsized
                }
                let layout = makeLayout(request, engine: engine, limits: limits)
                sources.append(request.paragraph)
                if var line = Self.measureLines(layout, paragraph: p, source: sources.count - 1).first {
                    line = MeasuredLine(
                        paragraph: line.paragraph, pointer: line.pointer, startByte: line.startByte,
                        byteLength: line.byteLength, isFirst: last.isFirst, logicalX: line.logicalX,
                        width: line.width, ascent: line.ascent, descent: line.descent, source: line.source)
                    line.ellipsized = ellipsized
                    line.clipped = lineMode == .byClipping && width != nil
                    replacement = line
                }
            }
            var line = replacement ?? last
            line.truncated = true
            visible[visible.count - 1] = line
        }

        // 3. The box lines are placed in: the width, or for unbounded text the widest line's need.
        func need(_ line: MeasuredLine) -> Double {
            let i = indents[line.paragraph]
            var shown = line.width
            if line.clipped, let width { shown = min(shown, i.available(first: line.isFirst, in: width)) }
            return max(0, i.start(first: line.isFirst) + shown + i.trailingInset)
        }
        let neededWidth = visible.map(need).max() ?? 0
        let box = width ?? neededWidth

        // 4. Place lines: horizontally by indents and alignment, vertically by ParagraphStyle.
        var y = 0.0
        var lines: [TextLayout.Line] = []
        var links: [TextLayout.Link] = []
        let linkRuns = sources.map(Self.linkRuns(of:))
        for (i, line) in visible.enumerated() {
            let style = paragraphs[line.paragraph].style
            if i > 0 {
                let previous = visible[i - 1]
                let previousStyle = paragraphs[previous.paragraph].style
                y += max(0, previousStyle.finite(previousStyle.lineSpacing))
                if previous.paragraph != line.paragraph {
                    y += max(0, previousStyle.finite(previousStyle.paragraphSpacing))
                    y += max(0, style.finite(style.paragraphSpacingBefore))
                }
            }
            let frame = Self.horizontalFrame(
                of: line, indents: indents[line.paragraph], rtl: rtl[line.paragraph], box: box,
                alignment: style.alignment)
            let height = style.lineHeight(natural: line.ascent + line.descent)
            let baseline = y + height - line.descent
            var rect = Rect(x: frame.x, y: y, width: line.width, height: height)
            if line.clipped {
                let low = max(frame.x, frame.box.lowerBound)
                let high = min(frame.x + line.width, frame.box.upperBound)
                rect = Rect(x: low, y: y, width: max(0, high - low), height: height)
            }
            lines.append(
                TextLayout.Line(
                    rect: rect, baseline: baseline,
                    paragraphIndex: line.paragraph, isTruncated: line.truncated, isEllipsized: line.ellipsized
                ))
            let originX = frame.x - line.logicalX
            drawLines.append(
                DrawLine(
                    line: line.pointer, x: originX, baseline: baseline,
                    top: min(y, baseline - line.ascent), bottom: max(y + height, baseline + line.descent),
                    clip: line.clipped ? frame.box : nil))
            links += Self.links(
                in: line, runs: linkRuns[line.source], originX: originX, top: y, height: height,
                clip: line.clipped ? frame.box : nil)
            y += height
        }
        metrics = Metrics(
            size: Size(width: neededWidth, height: y), lines: lines,
            totalLineCount: max(total, visible.count),
            isTruncated: isTruncated, fallbacks: fallbacks, links: links)
    }

    // MARK: Drawing

    /// Draws every visible line with the text's top-left corner at `origin`; lines outside the
    /// clip are skipped, so coordinates far beyond the page never reach cairo.
    func draw(at origin: Point, in context: GraphicsContext) {
        let cr = context.cairo
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        for line in drawLines {
            // Glyphs may reach past their line's logical extent (accents, marks, a capped line
            // height): keep a line's height of slack on either side.
            let slack = line.bottom - line.top
            let top = origin.y + line.top - slack
            let bottom = origin.y + line.bottom + slack
            guard bottom >= y1, top <= y2 else { continue }
            if let clip = line.clip {
                cairo_save(cr)
                cairo_rectangle(
                    cr, origin.x + clip.lowerBound, top, clip.upperBound - clip.lowerBound, bottom - top)
                cairo_clip(cr)
            }
            cairo_move_to(cr, origin.x + line.x, origin.y + line.baseline)
            pango_cairo_show_layout_line(cr, line.line)
            repairText(of: line.line)
            if line.clip != nil { cairo_restore(cr) }
        }
        for link in metrics.links {
            let r = link.rect.offsetBy(dx: origin.x, dy: origin.y)
            guard r.maxY >= y1, r.minY <= y2 else { continue }
            context.addLink(to: link.url, in: r)
        }
        context.checkStatus("drawing text")
    }

    /// Puts back the bytes of a drawn line that cairo changed in the layout's text.
    ///
    /// cairo 1.16 (Debian 12's) compacts the UTF-8 text it is handed in place when a run's font
    /// has colour glyphs (`composite_color_glyphs` in cairo-surface.c; fixed upstream in
    /// aa263f881, after 1.16.0), and pangocairo hands it the layout's own text on PDF surfaces.
    /// Pango reads that text again whenever the line is drawn: a stray emoji modifier after a
    /// non-emoji character (`"\u{FFFD}🏻 "`) left the text invalid and the next draw aborted the
    /// process in `pango_glyph_item_iter_next_cluster` (`pango-glyph-item.c:327`).
    private func repairText(of line: UnsafeMutablePointer<PangoLayoutLine>) {
        guard let layout = line.pointee.layout, let original = texts[layout],
            let text = pango_layout_get_text(layout)
        else { return }
        let start = Int(line.pointee.start_index)
        let length = Int(line.pointee.length)
        guard start >= 0, length > 0, start + length <= original.count else { return }
        original.withUnsafeBufferPointer { bytes in
            let source = bytes.baseAddress! + start
            if memcmp(text + start, source, length) != 0 {
                memcpy(UnsafeMutablePointer(mutating: text + start), source, length)
            }
        }
    }

    // MARK: Paragraphs

    /// The length in UTF-8 bytes of the paragraph separator starting at `bytes[i]`, or 0.
    ///
    /// Paragraphs end at every newline character (`Character.isNewline`) except U+2028 LINE
    /// SEPARATOR, which breaks a line inside its paragraph: U+000A to U+000D, U+0085, U+2029,
    /// and CR LF as one character. Each is a character of its own, since grapheme clusters
    /// always break around them (except inside CR LF).
    private static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2: return i + 2 < bytes.count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// Whether the UTF-8 bytes at `i` encode a Unicode non-character: U+FDD0…U+FDEF, or the last
    /// two code points of a plane (U+FFFE, U+FFFF, U+1FFFE … U+10FFFF). cairo's PDF surface
    /// refuses text containing them ("input string not valid UTF-8").
    static func startsNoncharacter(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        switch bytes[i] {
        case 0xEF:
            guard i + 2 < bytes.count else { return false }
            return (bytes[i + 1] == 0xB7 && (0x90...0xAF).contains(bytes[i + 2]))
                || (bytes[i + 1] == 0xBF && bytes[i + 2] >= 0xBE)
        case 0xF0...0xF4:
            guard i + 3 < bytes.count else { return false }
            return bytes[i + 1] & 0x0F == 0x0F && bytes[i + 2] == 0xBF && bytes[i + 3] >= 0xBE
        default: return false
        }
    }

    /// Splits text (its runs, `byteCount` UTF-8 bytes in all) into paragraphs of resolved spans,
    /// applying the length and NUL fallbacks.
    ///
    /// A separator ends the paragraph it follows, so `"A\n"` is one paragraph and `"A\n\n"` two
    /// (the second empty); the empty string has none. A paragraph's style and font are those of
    /// its first character, which for an empty paragraph is its separator. Each run's `String`
    /// is scanned as UTF-8; characters are only counted when the text has more bytes than
    /// ``TextLimits/maximumLength`` (a character is at least one byte).
    static func paragraphs(
        of runs: [TextSpan], byteCount: Int, options: TextLayout.Options,
        fallbacks: inout Set<TextFallback>
    ) -> [Paragraph] {
        let defaults = options.defaults
        var result: [Paragraph] = []
        var spans: [TextSpan] = []
        var first: ResolvedAttributes?
        let maximumLength = max(0, options.limits.maximumLength)
        // Characters left before the length limit, when the limit could apply.
        var remaining: Int? = byteCount > maximumLength ? maximumLength : nil
        var cut = false

        func finish() {
            guard let first else { return }
            result.append(
                Paragraph(
                    spans: spans, style: first.paragraphStyle ?? defaults.paragraphStyle, font: first.font))
            spans = []
        }

        for run in runs {
            let attributes = run.attributes
            if attributes.font.effectiveSize != attributes.font.size
                || !emojiRanges(in: run.text, size: attributes.font.effectiveSize).isEmpty
            {
                fallbacks.insert(.clampedFontSize)
            }
            var text = run.text
            // The bytes of the run that are kept (all of them unless the length limit cuts it).
            var keptBytes = text.utf8.count
            if let left = remaining {
                var index = text.startIndex
                var count = 0
                while count < left, index < text.endIndex {
                    text.formIndex(after: &index)
                    count += 1
                }
                if index < text.endIndex {
                    cut = true
                    keptBytes = text.utf8.distance(from: text.startIndex, to: index)
                }
                remaining = left - count
            }
            // Whether the whole run is one piece of one paragraph (its storage is then shared).
            var whole = false
            text.withUTF8 { all in
                let bytes = UnsafeBufferPointer(rebasing: all[..<keptBytes])
                var pieceStart = 0
                var hasNull = false
                func appendPiece(to end: Int) {
                    guard end > pieceStart else { return }
                    if first == nil { first = attributes }
                    if pieceStart == 0 && end == all.count && !hasNull {
                        whole = true
                        return
                    }
                    let piece = UnsafeBufferPointer(rebasing: bytes[pieceStart..<end])
                    let string: String
                    if hasNull {
                        var scalars = String.UnicodeScalarView()
                        for scalar in String(decoding: piece, as: UTF8.self).unicodeScalars {
                            if scalar.value == 0 {
                                fallbacks.insert(.replacedNullCharacters)
                                scalars.append("\u{FFFD}")
                            } else if scalar.properties.isNoncharacterCodePoint {
                                fallbacks.insert(.replacedNoncharacters)
                                scalars.append("\u{FFFD}")
                            } else {
                                scalars.append(scalar)
                            }
                        }
                        string = String(scalars)
                    } else {
                        string = String(decoding: piece, as: UTF8.self)
                    }
                    spans.append(TextSpan(text: string, attributes: attributes))
                }
                var i = 0
                while i < bytes.count {
                    let separator = Self.separatorLength(bytes, at: i)
                    if separator == 0 {
                        if bytes[i] == 0 || Self.startsNoncharacter(bytes, at: i) { hasNull = true }
                        i += 1
                        continue
                    }
                    if first == nil { first = attributes }
                    appendPiece(to: i)
                    finish()
                    first = nil
                    i += separator
                    pieceStart = i
                    hasNull = false
                }
                appendPiece(to: bytes.count)
            }
            if whole { spans.append(TextSpan(text: text, attributes: attributes)) }
            if cut { break }
        }
        if cut { fallbacks.insert(.cutAtMaximumLength) }
        finish()
        return result
    }

    /// Whether a paragraph runs right to left: its style's direction, or for a natural
    /// direction its first strong character's (Unicode's rules P2 and P3).
    static func isRTL(_ paragraph: Paragraph) -> Bool {
        switch paragraph.style.baseWritingDirection {
        case .leftToRight: return false
        case .rightToLeft: return true
        case .natural:
            for span in paragraph.spans {
                for scalar in span.text.unicodeScalars {
                    // ASCII: letters are the alphabetic scalars, and none is right to left.
                    if scalar.isASCII {
                        if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) {
                            return false
                        }
                        continue
                    }
                    if isStrongRTL(scalar) { return true }
                    if scalar.properties.isAlphabetic { return false }
                }
            }
            return false
        }
    }

    /// Whether a scalar is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko, Samaritan, Mandaic and their presentation forms).
    static func isStrongRTL(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return scalar.properties.isAlphabetic
        default:
            return false
        }
    }

    /// Whether a paragraph has a run of more than `limit` characters without a break
    /// opportunity (whitespace, a hyphen, a zero-width space or an ideograph).
    static func hasLongRun(_ paragraph: Paragraph, limit: Int) -> Bool {
        var run = 0
        for span in paragraph.spans {
            for scalar in span.text.unicodeScalars {
                let isBreak =
                    scalar.isASCII
                    // ASCII: whitespace is U+0009 to U+000D and the space; no ideographs.
                    ? (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "-"
                    : scalar.properties.isWhitespace || scalar == "\u{200B}"
                        || scalar.properties.isIdeographic
                if isBreak {
                    run = 0
                } else {
                    run += 1
                    if run > limit { return true }
                }
            }
        }
        return false
    }

    /// The text from a byte offset in one paragraph on, as one line's worth: for head and middle
    /// truncation the later paragraphs follow, joined by spaces (the line ends with the text's
    /// end); for tail truncation and clipping only the paragraph's rest. Bounded to what one
    /// line can show: `isShortened` says whether characters were dropped (an ellipsis marks
    /// where, for head and middle truncation).
    static func remainder(of paragraphs: [Paragraph], from index: Int, byte: Int, mode: LineBreakMode)
        -> (paragraph: Paragraph, isShortened: Bool)
    {
        let keep = 2_000
        var spans: [TextSpan] = []
        var offset = 0
        for span in paragraphs[index].spans {
            let length = span.text.utf8.count
            defer { offset += length }
            if offset + length <= byte { continue }
            if offset >= byte {
                spans.append(span)
            } else {
                let utf8 = Array(span.text.utf8)
                spans.append(
                    TextSpan(
                        text: String(decoding: utf8[(byte - offset)...], as: UTF8.self),
                        attributes: span.attributes))
            }
        }
        if mode == .byTruncatingHead || mode == .byTruncatingMiddle {
            for paragraph in paragraphs[(index + 1)...] where !paragraph.spans.isEmpty {
                if let last = spans.last { spans.append(TextSpan(text: " ", attributes: last.attributes)) }
                spans += paragraph.spans
            }
        }
        var shortened = false
        if characterCount(spans) > 2 * keep {
            shortened = true
            let ellipsis = [TextSpan(text: "\u{2026}", attributes: spans[0].attributes)]
            switch mode {
            case .byTruncatingHead: spans = ellipsis + suffix(spans, keep)
            case .byTruncatingMiddle: spans = prefix(spans, keep) + ellipsis + suffix(spans, keep)
            default: spans = prefix(spans, keep)
            }
        }
        let source = paragraphs[index]
        return (Paragraph(spans: spans, style: source.style, font: source.font), shortened)
    }

    /// The text of an ellipsized line: as many characters of `request`'s text as fit in
    /// `available` points with an ellipsis (U+2026) at the start, middle or end per `mode`, and
    /// whitespace beside the ellipsis dropped. The text is unchanged when it fits and nothing
    /// else is hidden. Vellum shortens the text itself rather than letting Pango ellipsize, so
    /// what a PDF's text says is what its page shows (Pango's ellipsis glyph stands for all the
    /// hidden text, which PDF text extraction would return).
    private static func ellipsized(
        _ request: LayoutRequest, mode: LineBreakMode, available: Double, mustShowEllipsis: Bool,
        engine: TextEngine, limits: TextLimits
    ) -> (paragraph: Paragraph, ellipsized: Bool) {
        let source = request.paragraph
        func fits(_ paragraph: Paragraph) -> Bool {
            var probe = request
            probe.paragraph = paragraph
            let layout = buildLayout(probe, engine: engine, limits: limits)
            defer { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
            guard pango_layout_get_line_count(layout) == 1,
                let line = pango_layout_get_line_readonly(layout, 0)
            else { return false }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            return Double(logical.width) / Double(vellum_pango_scale) <= available + 1e-6
        }
        if !mustShowEllipsis && fits(source) { return (source, false) }
        let spans = source.spans
        let n = characterCount(spans)
        guard let firstAttributes = spans.first?.attributes else { return (source, false) }
        func candidate(_ k: Int) -> Paragraph {
            func mark(_ attributes: ResolvedAttributes) -> TextSpan {
                TextSpan(text: "\u{2026}", attributes: attributes)
            }
            var result: [TextSpan]
            switch mode {
            case .byTruncatingHead:
                let tail = trimmed(suffix(spans, k), leading: true)
                result = [mark(tail.first?.attributes ?? firstAttributes)] + tail
            case .byTruncatingMiddle:
                let head = trimmed(prefix(spans, (k + 1) / 2), leading: false)
                let tail = trimmed(suffix(spans, k / 2), leading: true)
                result = head + [mark(head.last?.attributes ?? firstAttributes)] + tail
            default:
                let head = trimmed(prefix(spans, k), leading: false)
                result = head + [mark(head.last?.attributes ?? firstAttributes)]
            }
            return Paragraph(spans: result, style: source.style, font: source.font)
        }
        // The largest count of kept characters that fits (0 shows the ellipsis alone).
        var low = 0
        var high = mustShowEllipsis ? n : n - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(candidate(middle)) { low = middle } else { high = middle - 1 }
        }
        return (candidate(low), true)
    }

    private static func characterCount(_ spans: [TextSpan]) -> Int {
        spans.reduce(0) { $0 + $1.text.count }
    }

    /// Spans without whitespace at their start (`leading`) or end.
    private static func trimmed(_ spans: [TextSpan], leading: Bool) -> [TextSpan] {
        var spans = spans
        while let index = leading ? spans.indices.first : spans.indices.last {
            var text = spans[index].text
            if leading {
                text = String(text.drop { $0.isWhitespace })
            } else {
                while text.last?.isWhitespace == true { text.removeLast() }
            }
            if text.isEmpty {
                spans.remove(at: index)
                continue
            }
            spans[index].text = text
            break
        }
        return spans
    }

    private static func prefix(_ spans: [TextSpan], _ count: Int) -> [TextSpan] {
        var left = count
        var result: [TextSpan] = []
        for span in spans where left > 0 {
            let n = span.text.count
            result.append(
                n <= left ? span : TextSpan(text: String(span.text.prefix(left)), attributes: span.attributes)
            )
            left -= min(n, left)
        }
        return result
    }

    private static func suffix(_ spans: [TextSpan], _ count: Int) -> [TextSpan] {
        var left = count
        var result: [TextSpan] = []
        for span in spans.reversed() where left > 0 {
            let n = span.text.count
            result.append(
                n <= left
                    ? span : TextSpan(text: String(span.text.suffix(left)), attributes: span.attributes))
            left -= min(n, left)
        }
        // Collected from the end (appending, then reversing once: inserting each at the front
        // was quadratic in the number of spans).
        return result.reversed()
    }

    // MARK: Geometry

    /// The widest layout Pango is given: ``TextLimits/maximumExtent``, within Pango's integer range.
    static func maximumExtent(_ limits: TextLimits) -> Double {
        let extent = limits.maximumExtent
        return extent.isFinite ? min(max(extent, 1), 1_000_000) : 1_000_000
    }

    /// Where a line goes horizontally: its left edge, and the box it is aligned in.
    private static func horizontalFrame(
        of line: MeasuredLine, indents: Indents, rtl: Bool, box: Double, alignment: TextAlignment
    ) -> (x: Double, box: ClosedRange<Double>) {
        let start = indents.start(first: line.isFirst)
        let end = max(start, indents.end(in: box))
        // The box in page coordinates: mirrored for right-to-left paragraphs.
        let left = rtl ? box - end : start
        let right = rtl ? box - start : end
        let free = right - left - line.width
        if free < 0 {
            // Too wide (a clipped line or an unbreakable glyph): keep the leading edge.
            return (rtl ? right - line.width : left, left...right)
        }
        // Justified lines other than a paragraph's last fill the box (Pango stretched them), so
        // like natural alignment they start at the leading edge.
        let x: Double
        switch alignment {
        case .left: x = left
        case .right: x = left + free
        case .center: x = left + free / 2
        case .natural, .justified: x = rtl ? left + free : left
        }
        return (x, left...right)
    }

    /// The Pango inputs for a paragraph at a width (nil: unbounded) in a break mode.
    private static func request(
        _ paragraph: Paragraph, rtl: Bool, indents: Indents, width: Double?, mode: LineBreakMode,
        limits: TextLimits,
        fallbacks: inout Set<TextFallback>
    ) -> LayoutRequest {
        var request = LayoutRequest(paragraph: paragraph, rtl: rtl, width: maximumExtent(limits))
        if let width {
            let first = indents.available(first: true, in: width)
            let other = indents.available(first: false, in: width)
            request.width = max(first, other)
            request.indent = first <= other ? other - first : -(first - other)
            request.justify = paragraph.style.alignment == .justified
        } else if indents.tail > 0 {
            // A positive tail indent is an absolute line end even without a width.
            let first = indents.available(first: true, in: 0)
            let other = indents.available(first: false, in: 0)
            request.width = max(first, other)
            request.indent = first <= other ? other - first : -(first - other)
        }
        if mode == .byCharWrapping {
            request.charWrap = true
        } else if hasLongRun(paragraph, limit: max(1, limits.maximumUnbreakableRun)) {
            request.charWrap = true
            fallbacks.insert(.wrappedLongRunByCharacter)
        }
        return request
    }

    // MARK: Pango

    /// Builds a PangoLayout and keeps it alive in `layouts`.
    private func makeLayout(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits) -> OpaquePointer
    {
        let layout = Self.buildLayout(request, engine: engine, limits: limits)
        layouts.append(layout)
        texts[layout] = Array(request.paragraph.text.utf8)
        return layout
    }

    /// Builds a PangoLayout (transfer full: the caller unreferences it).
    private static func buildLayout(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits)
        -> OpaquePointer
    {
        let paragraph = request.paragraph
        let layout = pango_layout_new(request.rtl ? engine.rtlContext : engine.context)!
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_text(layout, paragraph.text, -1)
        pango_layout_set_font_description(layout, engine.description(for: paragraph.font))

        let list = pango_attr_list_new()!
        // UIKit never adds hyphens where it breaks a word; Pango would (and reserve their width).
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32.max
            pango_attr_list_insert(list, noHyphens)
        }
        // Attributes go in in order of their start, so each insert appends (pango's list insert
        // searches from the end).
        var clusterBreaks = unsplittableBreaks(paragraph.text)[...]
        var start = 0
        var spanStart = 0
        var openPaint: [UInt32: UnsafeMutablePointer<PangoAttribute>] = [:]
        for span in paragraph.spans {
            for chunk in chunks(of: span) {
                while let first = clusterBreaks.first, first.lowerBound <= start {
                    forbidBreak(in: clusterBreaks.removeFirst(), list: list)
                }
                let end = start + chunk
                addAttributes(
                    span.attributes, from: start, to: end, list: list, engine: engine, openPaint: &openPaint)
                start = end
            }
            limitEmojiSize(in: span, from: spanStart, list: list)
            spanStart = start
        }
        for range in clusterBreaks { forbidBreak(in: range, list: list) }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)

        pango_layout_set_width(layout, PangoUnits.from(max(1, request.width)))
        pango_layout_set_indent(layout, PangoUnits.from(request.indent))
        pango_layout_set_wrap(layout, request.charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        // Lines are positioned by Vellum (see `horizontalFrame`); Pango's alignment is unused.
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        pango_layout_set_justify(layout, request.justify ? 1 : 0)
        return layout
    }

    /// The attribute types that only paint (never change shaping or line breaks).
    private static let paintKinds: Set<UInt32> = [
        PANGO_ATTR_FOREGROUND, PANGO_ATTR_FOREGROUND_ALPHA, PANGO_ATTR_BACKGROUND,
        PANGO_ATTR_BACKGROUND_ALPHA,
        PANGO_ATTR_UNDERLINE, PANGO_ATTR_UNDERLINE_COLOR, PANGO_ATTR_STRIKETHROUGH,
        PANGO_ATTR_STRIKETHROUGH_COLOR,
    ].reduce(into: []) { $0.insert($1.rawValue) }

    /// The byte ranges (from the scalar before to the end of the scalar after) around every
    /// position where pango 1.50 allows a line break that is not a character break: inside a
    /// grapheme cluster, such as between a space and a combining mark after it, or before a skin
    /// tone modifier that follows no emoji. With word-char wrapping such a break lets
    /// `process_line` back up to a place where its forced re-break finds no break at all, and Pango
    /// aborts the process (`pango-layout.c:4560`, `BREAK_SOME_FIT || BREAK_EMPTY_FIT`). Breaks in
    /// these ranges are turned off; the text itself is unchanged.
    static func unsplittableBreaks(_ text: String) -> [Range<Int>] {
        // Every such position touches a scalar at or above U+0300 (marks, modifiers, prefixes).
        guard text.unicodeScalars.contains(where: { $0.value >= 0x300 }) else { return [] }
        var offsets: [Int] = []
        var byte = 0
        for scalar in text.unicodeScalars {
            offsets.append(byte)
            byte += UTF8.width(scalar)
        }
        offsets.append(byte)
        let count = offsets.count - 1
        guard count > 1 else { return [] }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        text.withCString { pointer in
            pango_get_log_attrs(
                pointer, Int32(byte), -1, pango_language_from_string("en-us"), &attributes, Int32(count + 1))
        }
        return (1..<count).compactMap { index in
            let attribute = attributes[index]
            guard attribute.is_line_break != 0, attribute.is_char_break == 0,
                attribute.is_mandatory_break == 0
            else { return nil }
            return offsets[index - 1]..<offsets[index + 1]
        }
    }

    /// The UTF-8 byte ranges of the emoji in `text` when its size is above
    /// ``Font/maximumEmojiSize``: characters with a scalar of emoji presentation or a variation
    /// selector 16; empty for smaller sizes (the usual case, answered without a scan).
    static func emojiRanges(in text: String, size: Double) -> [Range<Int>] {
        guard size > Font.maximumEmojiSize else { return [] }
        var result: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            if character.unicodeScalars.contains(where: {
                $0.properties.isEmojiPresentation || $0 == "\u{FE0F}"
            }) {
                result.append(offset..<(offset + length))
            }
            offset += length
        }
        return result
    }

    /// Draws a span's emoji at ``Font/maximumEmojiSize`` when the span's font is larger.
    private static func limitEmojiSize(in span: TextSpan, from start: Int, list: OpaquePointer) {
        for range in emojiRanges(in: span.text, size: span.attributes.font.effectiveSize) {
            guard let attribute = pango_attr_size_new(PangoUnits.from(Font.maximumEmojiSize)) else {
                continue
            }
            attribute.pointee.start_index = UInt32(start + range.lowerBound)
            attribute.pointee.end_index = UInt32(start + range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
    }

    /// Adds an attribute that forbids line breaks within `range` (UTF-8 bytes).
    private static func forbidBreak(in range: Range<Int>, list: OpaquePointer) {
        guard let attribute = pango_attr_allow_breaks_new(0) else { return }
        attribute.pointee.start_index = UInt32(range.lowerBound)
        attribute.pointee.end_index = UInt32(range.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    /// The byte lengths of the pieces a span's attributes are split into. Pango measures each
    /// item (a run of text with the same attributes) as one `int` of 1/1024 pt before breaking
    /// it; pieces keep every item well inside that range and make breaking long text linear.
    /// Pieces end after whitespace where possible and always at a character boundary; a word
    /// longer than ``longestWordPiece`` characters is cut into pieces of that length, because
    /// Pango shapes the rest of an item again for every line it breaks the item onto (200 words of
    /// 999 characters at 100 pt took 10 s, against 1.4 s for words of 1,001 characters, which
    /// wrap between characters).
    static let longestWordPiece = 64

    /// The pieces of `span`; see ``longestWordPiece``.
    static func chunks(of span: TextSpan) -> [Int] {
        let a = span.attributes
        let advance = a.font.effectiveSize * 5 + abs(a.kern.isFinite ? min(1000, a.kern) : 0)
        let target = max(8, min(1_000, Int(200_000 / max(advance, 1))))
        let total = span.text.utf8.count
        // A scalar is at least one byte: count scalars only when the bytes could exceed the target.
        if total <= min(target, longestWordPiece)
            || span.text.unicodeScalars.count <= min(target, longestWordPiece)
        {
            return [total]
        }
        var result: [Int] = []
        var bytes = 0
        var count = 0
        var word = 0
        for character in span.text {
            bytes += character.utf8.count
            count += 1
            word = character.isWhitespace ? 0 : word + 1
            if (count >= target && character.isWhitespace) || count >= 2 * target || word >= longestWordPiece
            {
                result.append(bytes)
                bytes = 0
                count = 0
                word = 0
            }
        }
        if bytes > 0 { result.append(bytes) }
        return result
    }

    private static func addAttributes(
        _ a: ResolvedAttributes, from start: Int, to end: Int, list: OpaquePointer, engine: TextEngine,
        openPaint: inout [UInt32: UnsafeMutablePointer<PangoAttribute>]
    ) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(start)
            attribute.pointee.end_index = UInt32(end)
            // Paint attributes (colours, lines) equal to the one that ends here extend it instead:
            // Pango applies paint attributes to each run by walking the list from its start, so
            // their count must not grow with the number of runs (24,000 bold runs took 17 s).
            let kind = attribute.pointee.klass.pointee.type.rawValue
            if Self.paintKinds.contains(kind) {
                if let open = openPaint[kind], open.pointee.end_index == UInt32(start),
                    pango_attribute_equal(open, attribute) != 0
                {
                    open.pointee.end_index = UInt32(end)
                    pango_attribute_destroy(attribute)
                    return
                }
                openPaint[kind] = attribute
            }
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v.isFinite ? v : 0)) * 65535).rounded()) }
        insert(pango_attr_font_desc_new(engine.description(for: a.font)))
        if let features = a.font.featureSettings { insert(pango_attr_font_features_new(features)) }
        let fg = a.foregroundColor
        insert(pango_attr_foreground_new(channel(fg.red), channel(fg.green), channel(fg.blue)))
        if fg.alpha < 1 { insert(pango_attr_foreground_alpha_new(max(1, channel(fg.alpha)))) }
        if let bg = a.backgroundColor, bg.alpha > 0 {
            insert(pango_attr_background_new(channel(bg.red), channel(bg.green), channel(bg.blue)))
            if bg.alpha < 1 { insert(pango_attr_background_alpha_new(max(1, channel(bg.alpha)))) }
        }
        if let underline = a.underline {
            let style = underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
            insert(pango_attr_underline_new(style))
            if let c = a.underlineColor {
                insert(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)))
            }
        }
        if a.strikethrough != nil {
            insert(pango_attr_strikethrough_new(1))
            if let c = a.strikethroughColor {
                insert(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)))
            }
        }
        if a.kern != 0, a.kern.isFinite {
            insert(pango_attr_letter_spacing_new(PangoUnits.from(min(1000, max(-1000, a.kern)))))
        }
        if a.baselineOffset != 0, a.baselineOffset.isFinite {
            insert(pango_attr_rise_new(PangoUnits.from(min(10_000, max(-10_000, a.baselineOffset)))))
        }
    }

    /// Measures each line of a layout in its own coordinates (never the layout's, which
    /// overflow for very tall text).
    private static func measureLines(_ layout: OpaquePointer, paragraph: Int, source: Int) -> [MeasuredLine] {
        var result: [MeasuredLine] = []
        let scale = Double(vellum_pango_scale)
        var node = pango_layout_get_lines_readonly(layout)
        var index = 0
        while let current = node {
            defer {
                node = current.pointee.next
                index += 1
            }
            guard let raw = current.pointee.data else { continue }
            let line = raw.assumingMemoryBound(to: PangoLayoutLine.self)
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let width = Double(logical.width) / scale
            let ascent = Double(-logical.y) / scale
            let descent = Double(logical.y + logical.height) / scale
            result.append(
                MeasuredLine(
                    paragraph: paragraph, pointer: line, startByte: Int(line.pointee.start_index),
                    byteLength: Int(line.pointee.length), isFirst: index == 0,
                    logicalX: Double(logical.x) / scale,
                    width: max(0, width.isFinite ? width : 0), ascent: ascent, descent: descent,
                    source: source))
        }
        return result
    }

    /// Counts the lines of a paragraph without keeping its layout.
    private static func lineCount(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits) -> Int {
        let layout = buildLayout(request, engine: engine, limits: limits)
        defer { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
        return Int(pango_layout_get_line_count(layout))
    }

    /// The link rectangles of one placed line.
    /// A linked run of a paragraph: its UTF-8 byte range and its URL.
    private struct LinkRun {
        let bytes: Range<Int>
        let url: URL
    }

    /// The linked runs of a paragraph in byte order, found once per paragraph (not once per line).
    private static func linkRuns(of paragraph: Paragraph) -> [LinkRun] {
        var result: [LinkRun] = []
        var start = 0
        for span in paragraph.spans {
            let end = start + span.text.utf8.count
            if let url = span.attributes.link, start < end {
                result.append(LinkRun(bytes: start..<end, url: url))
            }
            start = end
        }
        return result
    }

    /// The link rectangles of one line: the linked runs that overlap it, found by binary search,
    /// so a paragraph of many lines and many links costs lines × log(links), not lines × spans.
    private static func links(
        in line: MeasuredLine, runs: [LinkRun], originX: Double, top: Double, height: Double,
        clip: ClosedRange<Double>?
    ) -> [TextLayout.Link] {
        guard !runs.isEmpty else { return [] }
        let lineEnd = line.startByte + line.byteLength
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].bytes.upperBound <= line.startByte { low = middle + 1 } else { high = middle }
        }
        var result: [TextLayout.Link] = []
        for run in runs[low...] {
            guard run.bytes.lowerBound < lineEnd else { break }
            let from = max(run.bytes.lowerBound, line.startByte)
            let to = min(run.bytes.upperBound, lineEnd)
            guard from < to else { continue }
            var a: Int32 = 0
            var b: Int32 = 0
            pango_layout_line_index_to_x(line.pointer, Int32(from), 0, &a)
            pango_layout_line_index_to_x(line.pointer, Int32(to), 0, &b)
            let scale = Double(vellum_pango_scale)
            var minX = originX + Double(min(a, b)) / scale
            var maxX = originX + Double(max(a, b)) / scale
            if let clip {
                minX = max(minX, clip.lowerBound)
                maxX = min(maxX, clip.upperBound)
            }
            guard maxX > minX else { continue }
            result.append(
                TextLayout.Link(rect: Rect(x: minX, y: top, width: maxX - minX, height: height), url: run.url)
            )
        }
        return result
    }
}

/// Conversions between points and Pango units (1/1024 pt at Vellum's 72 dpi), with checks:
/// `Int32(x)` traps on NaN and out-of-range values.
enum PangoUnits {
    static func from(_ points: Double) -> Int32 {
        guard points.isFinite else { return 0 }
        let units = (points * Double(vellum_pango_scale)).rounded()
        return Int32(min(Double(Int32.max / 2), max(Double(Int32.min / 2), units)))
    }
}
