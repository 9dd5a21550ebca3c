import CCairo
import Foundation

/// A run of text with its resolved attributes.
struct TextSpan {
    var text: String
    var attributes: ResolvedAttributes
}

/// One paragraph: its spans (without the terminating newline), its style and the font of its
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
/// Ownership: every PangoLayout in `layouts` is transfer full from pango_layout_new and is
/// unreferenced in deinit; `PangoLayoutLine` pointers in `drawLines` are transfer none, borrowed
/// from those layouts.
final class PangoParagraphs {
    struct Metrics {
        var size: Size
        var lines: [TextLayout.Line]
        var totalLineCount: Int
        var isTruncated: Bool
        var fallbacks: Set<TextFallback>
    }

    struct DrawLine {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let x: Double
        let baseline: Double
    }

    private var layouts: [OpaquePointer] = []
    private(set) var drawLines: [DrawLine] = []
    private(set) var metrics = Metrics(size: .zero, lines: [], totalLineCount: 0, isTruncated: false, fallbacks: [])
    private(set) var links: [(rect: Rect, url: URL)] = []

    deinit {
        for layout in layouts { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    static func cached(for key: TextLayoutKey, engine: TextEngine) -> PangoParagraphs {
        if let hit = engine.layouts[key] { return hit }
        let built = PangoParagraphs(key: key, engine: engine)
        engine.layouts[key] = built
        return built
    }

    /// A line of a paragraph layout, measured.
    private struct MeasuredLine {
        let paragraph: Int
        let pointer: UnsafeMutablePointer<PangoLayoutLine>
        let startByte: Int
        let drawX: Double
        let x: Double
        let width: Double
        let ascent: Double
        let descent: Double
        var truncated = false
    }

    private init(key: TextLayoutKey, engine: TextEngine) {
        let options = key.options
        var fallbacks = Set<TextFallback>()
        let paragraphs = Self.paragraphs(of: key.text, options: options, fallbacks: &fallbacks)

        var width = options.width
        if let w = width {
            let clamped = w.isFinite ? min(max(w, 0), options.limits.maximumExtent) : options.limits.maximumExtent
            if clamped != w { fallbacks.insert(.clampedWidth) }
            width = clamped
        }
        let limit = max(0, options.maximumNumberOfLines)

        var measured: [MeasuredLine] = []
        var paragraphGeometry: [(style: ParagraphStyle, xOffset: Double, lineWidth: Double?)] = []
        var total = 0
        for (index, paragraph) in paragraphs.enumerated() {
            let style = paragraph.style
            let mode = options.lineBreakMode ?? style.lineBreakMode
            let geometry = Self.geometry(style: style, width: width, rtl: Self.isRTL(paragraph))
            paragraphGeometry.append((style, geometry.xOffset, geometry.lineWidth))
            if limit > 0 && total >= limit {
                // Hidden paragraphs still count toward `totalLineCount` by a cheap layout.
                total += Self.lineCount(of: paragraph, engine: engine, lineWidth: geometry.lineWidth, mode: mode, options: options, fallbacks: &fallbacks)
                continue
            }
            let layout = makeLayout(
                paragraph, engine: engine, lineWidth: geometry.lineWidth, indent: geometry.indent,
                mode: limit == 1 && mode == .byClipping ? nil : mode, ellipsize: nil, options: options,
                fallbacks: &fallbacks)
            let lines = Self.measureLines(layout, paragraph: index, xOffset: geometry.xOffset)
            total += lines.count
            measured += lines
        }

        var visible = measured
        var isTruncated = false
        if limit > 0 && total > limit {
            isTruncated = true
            visible = Array(measured.prefix(limit))
            let mode = options.lineBreakMode ?? paragraphs[visible[visible.count - 1].paragraph].style.lineBreakMode
            if mode.truncates, width != nil, let last = visible.last {
                let geometry = paragraphGeometry[last.paragraph]
                let remainder = Self.remainder(of: paragraphs, from: last.paragraph, byte: last.startByte, mode: mode)
                let layout = makeLayout(
                    remainder, engine: engine, lineWidth: geometry.lineWidth, indent: 0, mode: mode, ellipsize: mode,
                    options: options, fallbacks: &fallbacks)
                if var line = Self.measureLines(layout, paragraph: last.paragraph, xOffset: geometry.xOffset).first {
                    line.truncated = true
                    visible[visible.count - 1] = line
                }
            }
        }

        // Vertical placement (ParagraphStyle's rules).
        var y = 0.0
        var maxX = 0.0
        var lines: [TextLayout.Line] = []
        for (i, line) in visible.enumerated() {
            let style = paragraphGeometry[line.paragraph].style
            if i > 0 {
                let previous = visible[i - 1]
                let previousStyle = paragraphGeometry[previous.paragraph].style
                y += previousStyle.finite(previousStyle.lineSpacing)
                if previous.paragraph != line.paragraph {
                    y += previousStyle.finite(previousStyle.paragraphSpacing)
                    y += style.finite(style.paragraphSpacingBefore)
                }
            }
            let height = style.lineHeight(natural: line.ascent + line.descent)
            let baseline = y + height - line.descent
            lines.append(
                TextLayout.Line(
                    rect: Rect(x: line.x, y: y, width: line.width, height: height), baseline: baseline,
                    paragraphIndex: line.paragraph, isTruncated: line.truncated))
            drawLines.append(DrawLine(line: line.pointer, x: line.drawX, baseline: baseline))
            maxX = max(maxX, line.x + line.width)
            y += height
        }
        metrics = Metrics(
            size: Size(width: maxX, height: y), lines: lines, totalLineCount: max(total, visible.count),
            isTruncated: isTruncated, fallbacks: fallbacks)
    }

    // MARK: Drawing

    func draw(at origin: Point, in context: GraphicsContext) {
        let cr = context.cairo
        for line in drawLines {
            cairo_move_to(cr, origin.x + line.x, origin.y + line.baseline)
            pango_cairo_show_layout_line(cr, line.line)
        }
        context.checkStatus("drawing text")
    }

    // MARK: Building

    /// Splits text into paragraphs of resolved spans, applying the length and NUL fallbacks.
    static func paragraphs(
        of text: AttributedString, options: TextLayout.Options, fallbacks: inout Set<TextFallback>
    ) -> [Paragraph] {
        let defaults = options.defaults
        var result: [Paragraph] = []
        var current: [TextSpan] = []
        var currentStyle: ParagraphStyle?
        var currentFont: Font?
        var remaining = max(0, options.limits.maximumLength)

        func finish(style: ParagraphStyle?, font: Font) {
            result.append(
                Paragraph(spans: current, style: currentStyle ?? style ?? defaults.paragraphStyle, font: currentFont ?? font))
            current = []
            currentStyle = nil
            currentFont = nil
        }

        runs: for run in text.runs {
            let attributes = ResolvedAttributes(run, defaults: defaults)
            if attributes.font.effectiveSize != attributes.font.size { fallbacks.insert(.clampedFontSize) }
            var piece = ""
            for character in text.characters[run.range] {
                if remaining == 0 {
                    fallbacks.insert(.cutAtMaximumLength)
                    break
                }
                remaining -= 1
                if currentStyle == nil && currentFont == nil && current.isEmpty && piece.isEmpty {
                    currentStyle = attributes.paragraphStyle
                    currentFont = attributes.font
                }
                if character.isNewline {
                    if !piece.isEmpty { current.append(TextSpan(text: piece, attributes: attributes)) }
                    piece = ""
                    finish(style: attributes.paragraphStyle, font: attributes.font)
                    continue
                }
                if character.unicodeScalars.contains("\u{0}") {
                    fallbacks.insert(.replacedNullCharacters)
                    piece.append(String(character.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : Character($0) }))
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { current.append(TextSpan(text: piece, attributes: attributes)) }
            if remaining == 0 && fallbacks.contains(.cutAtMaximumLength) { break runs }
        }
        // The text after the last newline is a paragraph unless it is empty and follows a newline.
        if !current.isEmpty || result.isEmpty {
            finish(style: nil, font: defaults.font)
        }
        return result
    }

    /// The horizontal geometry of a paragraph: where lines start and how wide they may be.
    private static func geometry(style: ParagraphStyle, width: Double?, rtl: Bool)
        -> (xOffset: Double, lineWidth: Double?, indent: Double)
    {
        let head = style.finite(style.headIndent)
        let first = style.finite(style.firstLineHeadIndent)
        let tail = style.finite(style.tailIndent)
        guard let width else { return (rtl ? 0 : head, nil, first - head) }
        let end = tail > 0 ? tail : width + tail
        let lineWidth = max(1, end - head)
        let xOffset = rtl ? width - end : head
        return (xOffset, lineWidth, first - head)
    }

    private static func isRTL(_ paragraph: Paragraph) -> Bool {
        switch paragraph.style.baseWritingDirection {
        case .leftToRight: return false
        case .rightToLeft: return true
        case .natural:
            // Unicode's rule: the first strong character decides.
            for span in paragraph.spans {
                for scalar in span.text.unicodeScalars {
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

    /// Whether a paragraph has a run of non-space characters longer than the limit.
    private static func hasLongRun(_ paragraph: Paragraph, limit: Int) -> Bool {
        var run = 0
        for span in paragraph.spans {
            for scalar in span.text.unicodeScalars {
                if scalar.properties.isWhitespace || scalar == "-" || scalar == "\u{200B}" {
                    run = 0
                } else {
                    run += 1
                    if run > limit { return true }
                }
            }
        }
        return false
    }

    /// Builds a PangoLayout for a paragraph and keeps it alive in `layouts`.
    private func makeLayout(
        _ paragraph: Paragraph, engine: TextEngine, lineWidth: Double?, indent: Double, mode: LineBreakMode?,
        ellipsize: LineBreakMode?, options: TextLayout.Options, fallbacks: inout Set<TextFallback>
    ) -> OpaquePointer {
        let layout = Self.buildLayout(
            paragraph, engine: engine, lineWidth: lineWidth, indent: indent, mode: mode, ellipsize: ellipsize,
            options: options, fallbacks: &fallbacks)
        layouts.append(layout)
        return layout
    }

    /// Builds a PangoLayout (transfer full: the caller unreferences it).
    private static func buildLayout(
        _ paragraph: Paragraph, engine: TextEngine, lineWidth: Double?, indent: Double, mode: LineBreakMode?,
        ellipsize: LineBreakMode?, options: TextLayout.Options, fallbacks: inout Set<TextFallback>
    ) -> OpaquePointer {
        let rtl = isRTL(paragraph)
        let layout = pango_layout_new(rtl ? engine.rtlContext : engine.context)!
        pango_layout_set_auto_dir(layout, 0)
        let text = paragraph.text
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_font_description(layout, engine.description(for: paragraph.font))

        let list = pango_attr_list_new()!
        var start = 0
        for span in paragraph.spans {
            let end = start + span.text.utf8.count
            addAttributes(span.attributes, from: start, to: end, list: list, engine: engine)
            start = end
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)

        if let lineWidth {
            pango_layout_set_width(layout, PangoUnits.from(lineWidth))
            var wrap = PANGO_WRAP_WORD_CHAR
            if mode == .byCharWrapping {
                wrap = PANGO_WRAP_CHAR
            } else if hasLongRun(paragraph, limit: options.limits.maximumUnbreakableRun) {
                wrap = PANGO_WRAP_CHAR
                fallbacks.insert(.wrappedLongRunByCharacter)
            }
            pango_layout_set_wrap(layout, wrap)
            pango_layout_set_indent(layout, PangoUnits.from(indent))
        } else {
            pango_layout_set_width(layout, -1)
        }
        if let ellipsize {
            let value: PangoEllipsizeMode =
                switch ellipsize {
                case .byTruncatingHead: PANGO_ELLIPSIZE_START
                case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
                default: PANGO_ELLIPSIZE_END
                }
            pango_layout_set_ellipsize(layout, value)
            pango_layout_set_height(layout, -1)
        }

        var alignment = PANGO_ALIGN_LEFT
        switch paragraph.style.alignment {
        case .left: alignment = PANGO_ALIGN_LEFT
        case .right: alignment = PANGO_ALIGN_RIGHT
        case .center: alignment = PANGO_ALIGN_CENTER
        case .natural, .justified: alignment = rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
        pango_layout_set_alignment(layout, alignment)
        pango_layout_set_justify(layout, paragraph.style.alignment == .justified && lineWidth != nil ? 1 : 0)
        return layout
    }

    private static func addAttributes(
        _ a: ResolvedAttributes, from start: Int, to end: Int, list: OpaquePointer, engine: TextEngine
    ) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(start)
            attribute.pointee.end_index = UInt32(end)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: Double) -> UInt16 { UInt16((v * 65535).rounded()) }
        insert(pango_attr_font_desc_new(engine.description(for: a.font)))
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
        if a.kern != 0, a.kern.isFinite { insert(pango_attr_letter_spacing_new(PangoUnits.from(min(1000, max(-1000, a.kern))))) }
        if a.baselineOffset != 0, a.baselineOffset.isFinite {
            insert(pango_attr_rise_new(PangoUnits.from(min(10_000, max(-10_000, a.baselineOffset)))))
        }
    }

    /// Measures each line of a layout.
    private static func measureLines(_ layout: OpaquePointer, paragraph: Int, xOffset: Double) -> [MeasuredLine] {
        var result: [MeasuredLine] = []
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter))
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var own = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &own)
            let scale = Double(vellum_pango_scale)
            result.append(
                MeasuredLine(
                    paragraph: paragraph, pointer: line, startByte: Int(line.pointee.start_index),
                    drawX: xOffset + Double(logical.x - own.x) / scale, x: xOffset + Double(logical.x) / scale,
                    width: Double(logical.width) / scale, ascent: (baseline - Double(logical.y)) / scale,
                    descent: (Double(logical.y) + Double(logical.height) - baseline) / scale))
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// Counts the lines of a paragraph without keeping its layout.
    private static func lineCount(
        of paragraph: Paragraph, engine: TextEngine, lineWidth: Double?, mode: LineBreakMode, options: TextLayout.Options,
        fallbacks: inout Set<TextFallback>
    ) -> Int {
        let layout = buildLayout(
            paragraph, engine: engine, lineWidth: lineWidth, indent: 0, mode: mode, ellipsize: nil, options: options,
            fallbacks: &fallbacks)
        defer { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
        return Int(pango_layout_get_line_count(layout))
    }

    /// The text from a byte offset in one paragraph to the end of the text, on one line: later
    /// paragraphs are joined with a space. Bounded to what an ellipsized line can show.
    static func remainder(of paragraphs: [Paragraph], from index: Int, byte: Int, mode: LineBreakMode) -> Paragraph {
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
                spans.append(TextSpan(text: String(decoding: utf8[(byte - offset)...], as: UTF8.self), attributes: span.attributes))
            }
        }
        for paragraph in paragraphs[(index + 1)...] where !paragraph.spans.isEmpty {
            if let last = spans.last { spans.append(TextSpan(text: " ", attributes: last.attributes)) }
            spans += paragraph.spans
        }
        // Keep only the characters the ellipsized line can show.
        let total = spans.reduce(0) { $0 + $1.text.count }
        if total > 2 * keep {
            switch mode {
            case .byTruncatingHead: spans = suffix(spans, keep)
            case .byTruncatingMiddle: spans = prefix(spans, keep) + suffix(spans, keep)
            default: spans = prefix(spans, keep)
            }
        }
        let source = paragraphs[index]
        return Paragraph(spans: spans, style: source.style, font: source.font)
    }

    private static func prefix(_ spans: [TextSpan], _ count: Int) -> [TextSpan] {
        var left = count
        var result: [TextSpan] = []
        for span in spans where left > 0 {
            let n = span.text.count
            result.append(n <= left ? span : TextSpan(text: String(span.text.prefix(left)), attributes: span.attributes))
            left -= min(n, left)
        }
        return result
    }

    private static func suffix(_ spans: [TextSpan], _ count: Int) -> [TextSpan] {
        var left = count
        var result: [TextSpan] = []
        for span in spans.reversed() where left > 0 {
            let n = span.text.count
            result.insert(n <= left ? span : TextSpan(text: String(span.text.suffix(left)), attributes: span.attributes), at: 0)
            left -= min(n, left)
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
