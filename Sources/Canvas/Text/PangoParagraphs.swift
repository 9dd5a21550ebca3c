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
/// `TextTruncation.swift` and `LinePlacement.swift`; this file holds the cache, the
/// initialiser that runs the steps, and drawing.
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
    struct MeasuredLine {
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

    private init(key: TextLayoutKey, engine: TextEngine) {
        let options = key.options
        let limits = options.limits
        let maximumExtent = Self.maximumExtent(limits)
        var fallbacks = Set<TextFallback>()
        let paragraphs = ParagraphSplitting.paragraphs(
            of: key.runs, byteCount: key.byteCount, options: options, fallbacks: &fallbacks)

        var width = options.width
        if let w = width {
            let clamped = w.isFinite ? min(max(w, 0), maximumExtent) : maximumExtent
            if clamped != w { fallbacks.insert(.clampedWidth) }
            width = clamped
        }
        let limit = max(0, options.maximumNumberOfLines)
        let rtl = paragraphs.map(ParagraphSplitting.isRTL)
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

    /// Builds a PangoLayout and keeps it alive in `layouts`.
    private func makeLayout(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits) -> OpaquePointer
    {
        let layout = Self.buildLayout(request, engine: engine, limits: limits)
        layouts.append(layout)
        texts[layout] = Array(request.paragraph.text.utf8)
        return layout
    }
}
