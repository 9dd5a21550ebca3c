internal import CCairo
import Foundation

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
///
/// The work is spread over files by concept: `ParagraphSplitting.swift` (paragraphs and pieces,
/// in Swift alone), `PangoLayoutBuilding.swift` (layouts, attributes, line measurement),
/// `TextTruncation.swift`, `LinePlacement.swift` and `LaidOutTextDrawing.swift`; this file holds
/// the cache, and the initialiser and its four steps (break into lines, cut at the line limit,
/// measure the box, place lines).
final class LaidOutText {
    struct Metrics: Sendable {
        var size: Size
        var lines: [TextLayout.Line]
        /// The lines of the paragraphs broken into lines: every paragraph before
        /// `firstUncountedParagraph`.
        var countedLineCount: Int
        /// The first paragraph that was not broken into lines because it lies past the line
        /// limit (its lines are counted only when ``TextLayout/totalLineCount`` is asked for);
        /// `nil` when every paragraph was.
        var firstUncountedParagraph: Int?
        var isTruncated: Bool
        var fallbacks: Set<TextFallback>
        var links: [TextLayout.Link]
        var attachments: [TextLayout.Attachment]
    }

    /// What draws a line: a Pango layout line (borrowed from `layouts`), or its glyph runs,
    /// placed from shaped words (``ShapedWordCache``) or read from a Pango line
    /// (``PangoLineRuns``), that draw as Pango would draw that line.
    ///
    /// The runs are boxed (`indirect`): stored inline, the enum kept its case in the spare high
    /// bits of an array reference, and valgrind, which cannot see a tagged pointer, reported
    /// every cached line's clusters as definitely lost (`make leaks`).
    enum LineInk {
        case pango(UnsafeMutablePointer<PangoLayoutLine>)
        indirect case glyphs([GlyphLine])
    }

    struct DrawLine {
        let ink: LineInk
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
    private(set) var texts: [OpaquePointer: [UInt8]] = [:]
    private(set) var drawLines: [DrawLine] = []
    private(set) var metrics = Metrics(
        size: .zero, lines: [], countedLineCount: 0, firstUncountedParagraph: nil, isTruncated: false,
        fallbacks: [], links: [], attachments: [])
    /// Whether the text holds no Pango object: no layout, every line placed from shaped words
    /// and drawn with cairo alone. Such a text never changes after `init`, and any thread may draw
    /// it and release it (``MeasuredHandle`` then keeps it for drawing on another thread).
    private(set) var isThreadIndependent = false

    deinit {
        for layout in layouts { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The laid-out text for `key` from the engine's cache, built on a miss. Long texts (see
    /// ``TextEngine/largeTextThreshold``) live in a one-entry slot instead of the LRU cache.
    static func cached(for key: TextLayoutKey, engine: TextEngine) -> LaidOutText {
        if key.byteCount > TextEngine.largeTextThreshold {
            // The key's == compares its stored hash and byte count before any text.
            if let large = engine.largeLayout, large.key == key {
                engine.cacheHits += 1
                return large.value
            }
            let built = LaidOutText(key: key, engine: engine)
            engine.layoutBuilds += 1
            engine.largeLayout = (key, built)
            return built
        }
        if let hit = engine.layouts[key] {
            engine.cacheHits += 1
            return hit
        }
        let built = LaidOutText(key: key, engine: engine)
        engine.layoutBuilds += 1
        engine.layouts[key] = built
        return built
    }

    /// A line of a paragraph layout, measured in its own coordinates.
    struct MeasuredLine {
        let paragraph: Int
        let ink: LineInk
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

    /// What every step of laying out reads: the paragraphs, their direction, indents and break
    /// modes, the (clamped) width and the line limit.
    struct Plan {
        let paragraphs: [Paragraph]
        let rtl: [Bool]
        let indents: [Indents]
        /// The wrapping width, clamped to the maximum extent; `nil` for unbounded text.
        let width: Double?
        /// The line limit; 0 for none.
        let lineLimit: Int
        let limits: TextLimits
        let maximumExtent: Double
        let lineBreakMode: LineBreakMode?

        init(key: TextLayoutKey, fallbacks: inout Set<TextFallback>) {
            let options = key.options
            limits = options.limits
            maximumExtent = LaidOutText.maximumExtent(limits)
            paragraphs = ParagraphSplitting.paragraphs(
                of: key.runs, byteCount: key.byteCount, options: options, fallbacks: &fallbacks)
            var width = options.width
            if let w = width {
                let clamped = w.isFinite ? min(max(w, 0), maximumExtent) : maximumExtent
                if clamped != w { fallbacks.insert(.clampedWidth) }
                width = clamped
            }
            self.width = width
            lineLimit = max(0, options.maximumNumberOfLines)
            rtl = paragraphs.map(ParagraphSplitting.isRTL)
            indents = paragraphs.map { Indents($0.style) }
            lineBreakMode = options.lineBreakMode
        }

        /// The break mode of a paragraph: the options' override, else its style's.
        func mode(_ index: Int) -> LineBreakMode { lineBreakMode ?? paragraphs[index].style.lineBreakMode }

        /// What Pango is asked to lay out for paragraph `index`.
        func request(at index: Int, fallbacks: inout Set<TextFallback>) -> LayoutRequest {
            LaidOutText.request(
                paragraphs[index], rtl: rtl[index], indents: indents[index], width: width, mode: mode(index),
                limits: limits, fallbacks: &fallbacks)
        }
    }

    /// The lines of the paragraphs up to the line limit (step 1) or the visible ones (step 2),
    /// with the paragraphs (and truncated remainders) they show.
    struct BrokenLines {
        var lines: [MeasuredLine] = []
        var sources: [Paragraph] = []
        /// Every line of the paragraphs broken into lines whole, hidden ones included.
        var total = 0
        /// The first paragraph not broken into lines whole because the lines before it reach the
        /// line limit (or only a prefix of it was, ``shownLines(of:needed:_:paragraph:broken:engine:)``).
        var firstUncounted: Int?
        var isTruncated = false
    }

    /// Lays out one text: the steps below, in order.
    private init(key: TextLayoutKey, engine: TextEngine) {
        var fallbacks = Set<TextFallback>()
        let plan = Plan(key: key, fallbacks: &fallbacks)
        let shaped = breakShapedWords(plan, engine: engine, fallbacks: &fallbacks)
        TextPathCounts.record(fast: shaped != nil)
        let broken = shaped ?? breakIntoLines(plan, engine: engine, fallbacks: &fallbacks)
        let visible = cutAtLineLimit(broken, plan, engine: engine)
        let neededWidth = visible.lines.map { Self.neededWidth(of: $0, plan) }.max() ?? 0
        let placed = placeLines(visible, plan, box: plan.width ?? neededWidth)
        metrics = Metrics(
            size: Size(width: neededWidth, height: placed.height), lines: placed.lines,
            countedLineCount: broken.firstUncounted == nil
                ? max(broken.total, visible.lines.count) : broken.total,
            firstUncountedParagraph: broken.firstUncounted,
            isTruncated: visible.isTruncated, fallbacks: fallbacks, links: placed.links,
            attachments: placed.attachments)
        isThreadIndependent =
            layouts.isEmpty
            && drawLines.allSatisfy {
                if case .glyphs = $0.ink { return true }
                return false
            }
    }

    /// Step 1: breaks paragraphs into lines with Pango until the line limit is reached; the
    /// paragraphs after it are left alone (a label of 3 lines pays for 3 lines, not for every
    /// paragraph of its text), and counted only when ``TextLayout/totalLineCount`` asks.
    private func breakIntoLines(_ plan: Plan, engine: TextEngine, fallbacks: inout Set<TextFallback>)
        -> BrokenLines
    {
        var broken = BrokenLines()
        for (index, paragraph) in plan.paragraphs.enumerated() {
            if plan.lineLimit > 0 && broken.total >= plan.lineLimit {
                broken.firstUncounted = index
                break
            }
            let request = plan.request(at: index, fallbacks: &fallbacks)
            if plan.lineLimit > 0 && engine.laysOutByPrefix,
                let shown = shownLines(
                    of: request, needed: plan.lineLimit - broken.total + 1, plan, paragraph: index,
                    broken: &broken, engine: engine)
            {
                // `total` counts whole paragraphs only: this one is counted when asked.
                broken.lines += shown
                broken.firstUncounted = index
                break
            }
            broken.sources.append(paragraph)
            let lines = layOut(
                request, engine: engine, limits: plan.limits, paragraph: index,
                source: broken.sources.count - 1)
            if plan.width == nil && plan.indents[index].tail <= 0 && lines.count > 1
                && !paragraph.text.contains("\u{2028}")
            {
                fallbacks.insert(.wrappedAtMaximumExtent)
            }
            broken.total += lines.count
            broken.lines += lines
        }
        return broken
    }

    /// The first `needed` lines of a long paragraph, from layouts of ever longer prefixes of it
    /// (from 2 KB, doubling), or `nil` when the paragraph is short, has nowhere to cut, or has
    /// fewer lines than that: a label of 3 lines showing a paragraph of a megabyte lays out a
    /// few kilobytes of it, and keeps only those.
    ///
    /// Pango breaks lines greedily, so a line ends where it would in the whole paragraph as long
    /// as the text after it is there: a prefix cut after a space that has more than `needed`
    /// lines gives the first `needed` exactly (the last of its lines, which the cut may change,
    /// is never kept, so justified lines stay as they are).
    private func shownLines(
        of request: LayoutRequest, needed: Int, _ plan: Plan, paragraph index: Int, broken: inout BrokenLines,
        engine: TextEngine
    ) -> [MeasuredLine]? {
        let length = request.paragraph.spans.reduce(0) { $0 + $1.text.utf8.count }
        var budget = 2_048
        while budget * 2 <= length {
            guard let prefix = request.paragraph.prefix(cutAfterSpaceFrom: budget) else { return nil }
            var probe = request
            probe.paragraph = prefix
            // Counted first, so a prefix that is too short leaves no layout behind.
            if Self.lineCount(probe, engine: engine, limits: plan.limits) > needed {
                broken.sources.append(prefix)
                let lines = layOut(
                    probe, engine: engine, limits: plan.limits, paragraph: index,
                    source: broken.sources.count - 1)
                return Array(lines.prefix(needed))
            }
            budget *= 2
        }
        return nil
    }

    /// How many lines the paragraphs of `key` from `first` on have (each broken by Pango as
    /// step 1 would break it), for ``TextLayout/totalLineCount`` of a text cut by its line limit.
    static func lineCount(of key: TextLayoutKey, fromParagraph first: Int, engine: TextEngine) -> Int {
        var fallbacks = Set<TextFallback>()
        let plan = Plan(key: key, fallbacks: &fallbacks)
        var count = 0
        for index in plan.paragraphs.indices.dropFirst(first) {
            count += Self.lineCount(
                plan.request(at: index, fallbacks: &fallbacks), engine: engine, limits: plan.limits)
        }
        return count
    }

    /// Step 2: keeps the lines within the limit and redoes the last visible one per its break
    /// mode (an ellipsis fitted in, or the rest of the text clipped).
    private func cutAtLineLimit(_ broken: BrokenLines, _ plan: Plan, engine: TextEngine) -> BrokenLines {
        guard plan.lineLimit > 0 && (broken.total > plan.lineLimit || broken.firstUncounted != nil) else {
            return broken
        }
        var visible = broken
        visible.isTruncated = true
        visible.lines = Array(broken.lines.prefix(plan.lineLimit))
        let last = visible.lines[visible.lines.count - 1]
        // Pango wrapped the paragraph after this line, so its rest cannot fit on it.
        let continues =
            broken.lines.count > plan.lineLimit && broken.lines[plan.lineLimit].paragraph == last.paragraph
        var line =
            lastLineReplacement(
                for: last, plan, continues: continues, engine: engine, sources: &visible.sources) ?? last
        line.truncated = true
        visible.lines[visible.lines.count - 1] = line
        return visible
    }

    /// The last visible line laid out again from its start to the text's end: ellipsized for the
    /// truncating modes, character-wrapped for clipping; `nil` for the other modes. `continues`
    /// says whether its paragraph has more lines (then the ellipsis shows without asking Pango
    /// whether the rest fits).
    private func lastLineReplacement(
        for last: MeasuredLine, _ plan: Plan, continues: Bool, engine: TextEngine, sources: inout [Paragraph]
    ) -> MeasuredLine? {
        let p = last.paragraph
        let lineMode = plan.mode(p)
        guard lineMode.truncates || lineMode == .byClipping else { return nil }
        let available =
            plan.width.map { plan.indents[p].available(first: last.isFirst, in: $0) } ?? plan.maximumExtent
        let cut = Self.remainder(of: plan.paragraphs, from: p, byte: last.startByte, mode: lineMode)
        var request = LayoutRequest(paragraph: cut.paragraph, rtl: plan.rtl[p], width: plan.maximumExtent)
        var ellipsized = false
        if lineMode == .byClipping {
            request.charWrap = true
        } else {
            let hidden =
                continues || cut.isShortened
                || (lineMode == .byTruncatingTail && p + 1 < plan.paragraphs.count)
            // About as many characters fit beside the ellipsis as Pango put on the line.
            let fitted = Self.ellipsized(
                request, mode: lineMode, available: available, mustShowEllipsis: hidden,
                guess: Self.characterCount(of: last, in: plan.paragraphs[p]) - 1, engine: engine,
                limits: plan.limits)
            request.paragraph = fitted.paragraph
            ellipsized = fitted.ellipsized
        }
        sources.append(request.paragraph)
        guard
            let first = Self.shapedSingleLine(
                request, engine: engine, limits: plan.limits, paragraph: p, source: sources.count - 1)
                ?? layOut(
                    request, engine: engine, limits: plan.limits, paragraph: p, source: sources.count - 1
                )
                .first
        else {
            return nil
        }
        var line = MeasuredLine(
            paragraph: first.paragraph, ink: first.ink, startByte: first.startByte,
            byteLength: first.byteLength, isFirst: last.isFirst, logicalX: first.logicalX,
            width: first.width, ascent: first.ascent, descent: first.descent, source: first.source)
        line.ellipsized = ellipsized
        line.clipped = lineMode == .byClipping && plan.width != nil
        return line
    }

    /// Step 3: the width a line needs with its indents (a clipped line only what the box shows);
    /// the widest is the box of unbounded text.
    private static func neededWidth(of line: MeasuredLine, _ plan: Plan) -> Double {
        let i = plan.indents[line.paragraph]
        var shown = line.width
        if line.clipped, let width = plan.width {
            shown = min(shown, i.available(first: line.isFirst, in: width))
        }
        return max(0, i.start(first: line.isFirst) + shown + i.trailingInset)
    }

    /// Step 4: places lines horizontally by indents and alignment and vertically by
    /// ``ParagraphStyle``'s spacing rules; records what drawing needs and where links and
    /// attachments are.
    private func placeLines(_ visible: BrokenLines, _ plan: Plan, box: Double)
        -> (
            lines: [TextLayout.Line], links: [TextLayout.Link], attachments: [TextLayout.Attachment],
            height: Double
        )
    {
        var y = 0.0
        var lines: [TextLayout.Line] = []
        var links: [TextLayout.Link] = []
        var attachments: [TextLayout.Attachment] = []
        let linkRuns = visible.sources.map(Self.linkRuns(of:))
        let attachmentRuns = visible.sources.map(Self.attachmentRuns(of:))
        for (i, line) in visible.lines.enumerated() {
            let style = plan.paragraphs[line.paragraph].style
            if i > 0 { y += Self.spacing(after: visible.lines[i - 1], before: line, plan) }
            let frame = Self.horizontalFrame(
                of: line, indents: plan.indents[line.paragraph], rtl: plan.rtl[line.paragraph], box: box,
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
                    ink: line.ink, x: originX, baseline: baseline,
                    top: min(y, baseline - line.ascent), bottom: max(y + height, baseline + line.descent),
                    clip: line.clipped ? frame.box : nil))
            links += Self.links(
                in: line, runs: linkRuns[line.source], originX: originX, top: y, height: height,
                clip: line.clipped ? frame.box : nil)
            attachments += Self.attachments(
                in: line, runs: attachmentRuns[line.source], originX: originX, baseline: baseline,
                clip: line.clipped ? frame.box : nil)
            y += height
        }
        return (lines, links, attachments, y)
    }

    /// The space between two consecutive lines: the line spacing, plus the paragraph spacing
    /// after and before when they belong to different paragraphs.
    private static func spacing(after previous: MeasuredLine, before line: MeasuredLine, _ plan: Plan)
        -> Double
    {
        let previousStyle = plan.paragraphs[previous.paragraph].style
        var space = max(0, previousStyle.finite(previousStyle.lineSpacing))
        if previous.paragraph != line.paragraph {
            let style = plan.paragraphs[line.paragraph].style
            space += max(0, previousStyle.finite(previousStyle.paragraphSpacing))
            space += max(0, style.finite(style.paragraphSpacingBefore))
        }
        return space
    }

    /// Lays a paragraph out with Pango and measures its lines, each read into glyph runs where
    /// it can be (``PangoLineRuns``). The layout is released when every line was read, and kept
    /// alive in `layouts` for the lines that draw through it otherwise.
    private func layOut(
        _ request: LayoutRequest, engine: TextEngine, limits: TextLimits, paragraph: Int, source: Int
    ) -> [MeasuredLine] {
        let layout = Self.buildLayout(request, engine: engine, limits: limits)
        // A line's link and attachment rectangles are measured through its Pango line
        // (``links(in:runs:originX:top:height:clip:)``).
        let measuredThroughPango = request.paragraph.spans.contains {
            $0.attributes.link != nil || $0.attributes.attachment != nil
        }
        let lines = Self.measureLines(
            layout, paragraph: paragraph, source: source,
            engine: engine.readsPangoLines && !measuredThroughPango ? engine : nil)
        let allRead = lines.allSatisfy {
            if case .glyphs = $0.ink { return true }
            return false
        }
        if allRead {
            vellum_object_unref(UnsafeMutableRawPointer(layout))
        } else {
            layouts.append(layout)
            texts[layout] = Array(request.paragraph.text.utf8)
        }
        return lines
    }
}
