internal import CCairo
import Foundation

/// Placing lines: indents, the horizontal frame of a line in its box, and link and attachment
/// rectangles.
extension LaidOutText {
    /// Horizontal geometry of a paragraph, in the leading-edge frame (x grows away from the
    /// paragraph's leading edge).
    struct Indents {
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

    /// The widest layout Pango is given: ``TextLimits/maximumExtent``, within Pango's integer range.
    static func maximumExtent(_ limits: TextLimits) -> Double {
        let extent = limits.maximumExtent
        return extent.isFinite ? min(max(extent, 1), 1_000_000) : 1_000_000
    }

    /// Where a line goes horizontally: its left edge, and the box it is aligned in.
    static func horizontalFrame(
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

    /// The link rectangles of one placed line.
    /// A linked run of a paragraph: its UTF-8 byte range and its URL.
    struct LinkRun {
        let bytes: Range<Int>
        let url: URL
    }

    /// The linked runs of a paragraph in byte order, found once per paragraph (not once per line).
    static func linkRuns(of paragraph: Paragraph) -> [LinkRun] {
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

    /// The runs (in byte order) that overlap `line`'s bytes, the first found by binary search, so
    /// a paragraph of many lines and many runs costs lines × log(runs), not lines × runs.
    static func runs<Run>(_ runs: [Run], on line: MeasuredLine, bytes: (Run) -> Range<Int>) -> ArraySlice<Run>
    {
        let lineEnd = line.startByte + line.byteLength
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if bytes(runs[middle]).upperBound <= line.startByte { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < runs.count, bytes(runs[end]).lowerBound < lineEnd { end += 1 }
        return runs[low..<end]
    }

    /// The link rectangles of one line: the linked runs that overlap it (``runs(_:on:bytes:)``).
    static func links(
        in line: MeasuredLine, runs: [LinkRun], originX: Double, top: Double, height: Double,
        clip: ClosedRange<Double>?
    ) -> [TextLayout.Link] {
        // Lines with links are always Pango's (the shaped-word path takes no links).
        guard !runs.isEmpty, case .pango(let pointer) = line.ink else { return [] }
        let lineEnd = line.startByte + line.byteLength
        var result: [TextLayout.Link] = []
        for run in Self.runs(runs, on: line, bytes: \.bytes) {
            let from = max(run.bytes.lowerBound, line.startByte)
            let to = min(run.bytes.upperBound, lineEnd)
            guard from < to else { continue }
            var a: Int32 = 0
            var b: Int32 = 0
            pango_layout_line_index_to_x(pointer, Int32(from), 0, &a)
            pango_layout_line_index_to_x(pointer, Int32(to), 0, &b)
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

    /// An attachment's character in a paragraph: its UTF-8 byte range and the attachment.
    struct AttachmentRun {
        let bytes: Range<Int>
        let attachment: TextAttachment
    }

    /// The attachment characters of a paragraph in byte order (each U+FFFC of a run carrying an
    /// attachment), found once per paragraph.
    static func attachmentRuns(of paragraph: Paragraph) -> [AttachmentRun] {
        var result: [AttachmentRun] = []
        var start = 0
        for span in paragraph.spans {
            if let attachment = span.attributes.attachment {
                for range in objectReplacementCharacters(in: span.text) {
                    result.append(
                        AttachmentRun(
                            bytes: range.lowerBound + start..<range.upperBound + start, attachment: attachment
                        ))
                }
            }
            start += span.text.utf8.count
        }
        return result
    }

    /// The attachments shown on one placed line, each in its box: the pen position Pango gave
    /// its character, on the line's baseline, plus the attachment's box (y up). On a clipped
    /// line, attachments wholly outside the clip are left out.
    static func attachments(
        in line: MeasuredLine, runs: [AttachmentRun], originX: Double, baseline: Double,
        clip: ClosedRange<Double>?
    ) -> [TextLayout.Attachment] {
        // Lines with attachments are always Pango's (the shaped-word path takes none).
        guard !runs.isEmpty, case .pango(let pointer) = line.ink else { return [] }
        var result: [TextLayout.Attachment] = []
        for run in Self.runs(runs, on: line, bytes: \.bytes) {
            var a: Int32 = 0
            var b: Int32 = 0
            pango_layout_line_index_to_x(pointer, Int32(run.bytes.lowerBound), 0, &a)
            pango_layout_line_index_to_x(pointer, Int32(run.bytes.lowerBound), 1, &b)
            let pen = originX + Double(min(a, b)) / Double(vellum_pango_scale)
            let box = run.attachment.box
            let rect = Rect(x: pen + box.minX, y: baseline - box.maxY, width: box.width, height: box.height)
            if let clip, rect.maxX <= clip.lowerBound || rect.minX >= clip.upperBound { continue }
            result.append(TextLayout.Attachment(rect: rect, attachment: run.attachment, clip: clip))
        }
        return result
    }
}
