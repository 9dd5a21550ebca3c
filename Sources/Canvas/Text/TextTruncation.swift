internal import CCairo
import Foundation

/// Truncation: the rest of a text from a line on, shortened to one line's worth, and the ellipsis
/// fitted into the width (head, middle or tail).
extension LaidOutText {
    /// The text from a byte offset in one paragraph on, as one line's worth: for head and middle
    /// truncation the later paragraphs follow, joined by spaces (the line ends with the text's
    /// end); for tail truncation and clipping only the paragraph's rest. Bounded to what one
    /// line can show: `isShortened` says whether characters were dropped. The kept parts are
    /// joined without a mark: ``ellipsized(_:mode:available:mustShowEllipsis:guess:engine:limits:)``
    /// puts the one ellipsis where they meet (it keeps at most as many characters either side as
    /// the parts hold), so a line that shows all of them shows one ellipsis, not two.
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
                        text: String(decoding: utf8[(byte - offset)...], as: UTF8.self), box: span.box))
            }
        }
        if mode == .byTruncatingHead || mode == .byTruncatingMiddle {
            for paragraph in paragraphs[(index + 1)...] where !paragraph.spans.isEmpty {
                if let last = spans.last { spans.append(TextSpan(text: " ", box: last.box)) }
                spans += paragraph.spans
            }
        }
        var shortened = false
        if characterCount(spans) > 2 * keep {
            shortened = true
            switch mode {
            case .byTruncatingHead: spans = suffix(spans, keep)
            case .byTruncatingMiddle: spans = prefix(spans, keep) + suffix(spans, keep)
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
    /// hidden text, which PDF text extraction would return). The search for how many characters
    /// fit starts at `guess` (about as many as Pango put on the line) and works outward.
    /// Candidates of plain text are measured from shaped words
    /// (``shapedSingleLineWidth(_:engine:limits:)``), as Pango would measure them.
    static func ellipsized(
        _ request: LayoutRequest, mode: LineBreakMode, available: Double, mustShowEllipsis: Bool,
        guess: Int, engine: TextEngine, limits: TextLimits
    ) -> (paragraph: Paragraph, ellipsized: Bool) {
        let source = request.paragraph
        func fits(_ paragraph: Paragraph) -> Bool {
            var probe = request
            probe.paragraph = paragraph
            // Plain text is measured from shaped words, as Pango would measure it.
            if let width = Self.shapedSingleLineWidth(probe, engine: engine, limits: limits) {
                return width <= available + 1e-6
            }
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
        // The largest count of kept characters that fits (0 shows the ellipsis alone), searched
        // from the guess outward: each probe lays out as many characters as it keeps.
        let kept = OutwardSearch.largest(in: 0...(mustShowEllipsis ? n : max(0, n - 1)), from: guess) {
            fits(candidate($0))
        }
        return (candidate(kept), true)
    }

    /// How many characters (grapheme clusters) `line` of `paragraph`'s layout holds.
    static func characterCount(of line: MeasuredLine, in paragraph: Paragraph) -> Int {
        let bytes = Array(paragraph.text.utf8)
        let end = min(bytes.count, line.startByte + line.byteLength)
        return String(decoding: bytes[min(line.startByte, end)..<end], as: UTF8.self).count
    }

    static func characterCount(_ spans: [TextSpan]) -> Int {
        spans.reduce(0) { $0 + $1.text.count }
    }

    /// Spans without whitespace at their start (`leading`) or end.
    static func trimmed(_ spans: [TextSpan], leading: Bool) -> [TextSpan] {
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

    static func prefix(_ spans: [TextSpan], _ count: Int) -> [TextSpan] {
        var left = count
        var result: [TextSpan] = []
        for span in spans where left > 0 {
            let n = span.text.count
            result.append(
                n <= left ? span : TextSpan(text: String(span.text.prefix(left)), box: span.box)
            )
            left -= min(n, left)
        }
        return result
    }

    static func suffix(_ spans: [TextSpan], _ count: Int) -> [TextSpan] {
        var left = count
        var result: [TextSpan] = []
        for span in spans.reversed() where left > 0 {
            let n = span.text.count
            result.append(
                n <= left
                    ? span : TextSpan(text: String(span.text.suffix(left)), box: span.box))
            left -= min(n, left)
        }
        // Collected from the end (appending, then reversing once: inserting each at the front
        // was quadratic in the number of spans).
        return result.reversed()
    }
}
