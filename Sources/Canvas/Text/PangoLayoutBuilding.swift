internal import CCairo
import Foundation

/// Building Pango layouts: the request for a paragraph, its attributes (fonts, paint merged
/// across runs, forbidden breaks, emoji sizes), and measuring its lines.
extension LaidOutText {
    /// The inputs of one Pango layout.
    struct LayoutRequest {
        var paragraph: Paragraph
        var rtl: Bool
        /// Pango's width, in points (always set: unbounded text uses ``TextLimits/maximumExtent``).
        var width: Double
        /// Pango's indent: positive shortens the first line, negative the others.
        var indent: Double = 0
        var charWrap = false
        var justify = false
    }

    /// The Pango inputs for a paragraph at a width (nil: unbounded) in a break mode.
    static func request(
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
        } else if ParagraphSplitting.hasLongRun(paragraph, limit: max(1, limits.maximumUnbreakableRun)) {
            request.charWrap = true
            fallbacks.insert(.wrappedLongRunByCharacter)
        }
        return request
    }

    /// Builds a PangoLayout (transfer full: the caller unreferences it).
    static func buildLayout(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits)
        -> OpaquePointer
    {
        let paragraph = request.paragraph
        engine.paragraphLayoutBuilds += 1
        let layout = pango_layout_new(request.rtl ? engine.rtlContext : engine.context)!
        pango_layout_set_auto_dir(layout, 0)
        let text = paragraph.text
        engine.paragraphLayoutBytes += text.utf8.count
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_font_description(layout, engine.description(for: paragraph.font))

        let list = pango_attr_list_new()!
        // UIKit never adds hyphens where it breaks a word; Pango would (and reserve their width).
        // A paragraph with soft hyphens (typed, or marked by hyphenation) keeps them: a line that
        // ends at one shows a hyphen, as UIKit's does.
        if !containsSoftHyphen(text), let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32.max
            pango_attr_list_insert(list, noHyphens)
        }
        // Attributes go in in order of their start, so each insert appends (pango's list insert
        // searches from the end).
        var clusterBreaks = unsplittableBreaks(text)[...]
        var start = 0
        var spanStart = 0
        var openPaint: [UInt32: UnsafeMutablePointer<PangoAttribute>] = [:]
        for span in paragraph.spans {
            for chunk in ParagraphSplitting.chunks(of: span) {
                while let first = clusterBreaks.first, first.lowerBound <= start {
                    forbidBreak(in: clusterBreaks.removeFirst(), list: list)
                }
                let end = start + chunk
                addAttributes(
                    span.attributes, from: start, to: end, list: list, engine: engine, openPaint: &openPaint)
                start = end
            }
            limitEmojiSize(in: span, from: spanStart, list: list)
            if let attachment = span.attributes.attachment {
                reserveSpace(for: attachment, in: span, from: spanStart, list: list)
            }
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

    /// Whether UTF-8 text holds U+00AD (the bytes C2 AD), without walking its characters.
    static func containsSoftHyphen(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == 0xC2, byte == 0xAD { return true }
            previous = byte
        }
        return false
    }

    /// The attribute types that only paint (never change shaping or line breaks).
    static let paintKinds: Set<UInt32> = [
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
        let attributes = logAttributes(of: text)
        return (1..<count).compactMap { index in
            let attribute = attributes[index]
            guard attribute.is_line_break != 0, attribute.is_char_break == 0,
                attribute.is_mandatory_break == 0
            else { return nil }
            return offsets[index - 1]..<offsets[index + 1]
        }
    }

    /// Pango's break attributes of `text` as the layout computes them (``en-us``, every script
    /// item tailored): one per character and one after the last.
    static func logAttributes(of text: String) -> [PangoLogAttr] {
        let count = text.unicodeScalars.count
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        text.withCString { pointer in
            pango_get_log_attrs(
                pointer, Int32(text.utf8.count), -1, pango_language_from_string("en-us"), &attributes,
                Int32(count + 1))
        }
        return attributes
    }

    /// Draws a span's emoji at ``Font/maximumEmojiSize`` when the span's font is larger.
    static func limitEmojiSize(in span: TextSpan, from start: Int, list: OpaquePointer) {
        for range in ParagraphSplitting.emojiRanges(in: span.text, size: span.attributes.font.effectiveSize) {
            guard let attribute = pango_attr_size_new(PangoUnits.from(Font.maximumEmojiSize)) else {
                continue
            }
            attribute.pointee.start_index = UInt32(start + range.lowerBound)
            attribute.pointee.end_index = UInt32(start + range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
    }

    /// Gives each U+FFFC of a span carrying `attachment` the attachment's box: a shape attribute,
    /// which Pango lays out as one glyph of that logical extent and draws as nothing (the image is
    /// drawn by ``LaidOutText/draw(at:in:)`` at the place ``attachments(in:runs:originX:baseline:clip:)``
    /// measures).
    static func reserveSpace(
        for attachment: TextAttachment, in span: TextSpan, from start: Int, list: OpaquePointer
    ) {
        let box = attachment.box
        var logical = PangoRectangle(
            x: 0, y: PangoUnits.from(-box.maxY), width: PangoUnits.from(box.width),
            height: PangoUnits.from(box.height))
        var ink = logical
        ink.x = PangoUnits.from(box.minX)
        for range in objectReplacementCharacters(in: span.text) {
            guard let attribute = pango_attr_shape_new(&ink, &logical) else { continue }
            attribute.pointee.start_index = UInt32(start + range.lowerBound)
            attribute.pointee.end_index = UInt32(start + range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
    }

    /// The UTF-8 byte ranges of every U+FFFC (EF BF BC) in `text`.
    static func objectReplacementCharacters(in text: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var offset = 0
        var iterator = text.utf8.makeIterator()
        var window: (UInt8, UInt8) = (0, 0)
        while let byte = iterator.next() {
            offset += 1
            if window == (0xEF, 0xBF), byte == 0xBC { result.append(offset - 3..<offset) }
            window = (window.1, byte)
        }
        return result
    }

    /// Adds an attribute that forbids line breaks within `range` (UTF-8 bytes).
    static func forbidBreak(in range: Range<Int>, list: OpaquePointer) {
        guard let attribute = pango_attr_allow_breaks_new(0) else { return }
        attribute.pointee.start_index = UInt32(range.lowerBound)
        attribute.pointee.end_index = UInt32(range.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    static func addAttributes(
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
    /// overflow for very tall text), read into glyph runs with `engine`'s fonts when it is set
    /// and the line allows (``PangoLineRuns``).
    static func measureLines(_ layout: OpaquePointer, paragraph: Int, source: Int, engine: TextEngine?)
        -> [MeasuredLine]
    {
        let text = pango_layout_get_text(layout)
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
            var ink = LineInk.pango(line)
            if let engine, let text, let runs = PangoLineRuns.read(line, text: text, engine: engine) {
                ink = .glyphs(runs)
            }
            result.append(
                MeasuredLine(
                    paragraph: paragraph, ink: ink,
                    startByte: Int(line.pointee.start_index),
                    byteLength: Int(line.pointee.length), isFirst: index == 0,
                    logicalX: Double(logical.x) / scale,
                    width: max(0, width.isFinite ? width : 0), ascent: ascent, descent: descent,
                    source: source))
        }
        return result
    }

    /// Counts the lines of a paragraph without keeping its layout.
    static func lineCount(_ request: LayoutRequest, engine: TextEngine, limits: TextLimits) -> Int {
        let layout = buildLayout(request, engine: engine, limits: limits)
        defer { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
        return Int(pango_layout_get_line_count(layout))
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
