import Foundation
import Testing

@testable import Canvas

/// Inline images in attributed text: the space they take on a line, where they are drawn, and
/// the fallbacks for hostile bounds.
@Suite struct TextAttachmentTests {
    static let font = Font.system(size: 17)

    /// A solid image of `width` × `height` pixels in `color` (8-bit RGBA components).
    static func solid(_ width: Int, _ height: Int, _ rgba: [UInt8] = [255, 0, 0, 255], scale: Double = 1)
        throws
        -> Image
    {
        try Image(
            rgbaBytes: Array((0..<(width * height)).map { _ in rgba }.joined()), pixelWidth: width,
            pixelHeight: height, scale: scale)
    }

    /// `before`, the attachment, then `after`, all in ``font``.
    static func text(_ before: String, _ attachment: TextAttachment, _ after: String) -> AttributedString {
        var result = AttributedString(before)
        result.append(AttributedString(attachment: attachment))
        result.append(AttributedString(after))
        result.font = font
        return result
    }

    static func plain(_ string: String) -> AttributedString {
        var result = AttributedString(string)
        result.font = font
        return result
    }

    @Test func anAttachmentAdvancesThePenByItsWidth() throws {
        let attachment = TextAttachment(
            image: try Self.solid(16, 16), bounds: Rect(x: 0, y: -3, width: 16, height: 16))
        let with = TextLayout(Self.text("A ", attachment, " B"), width: nil)
        let without = TextLayout(Self.plain("A  B"), width: nil)
        #expect(abs(with.size.width - (without.size.width + 16)) < 0.001)
        let shown = try #require(with.attachments.first)
        #expect(with.attachments.count == 1)
        let before = TextLayout(Self.plain("A "), width: nil)
        #expect(abs(shown.rect.minX - before.size.width) < 0.001)
        // y: 0 sits on the baseline, y: −3 reaches 3 pt below it; the box is 16 pt tall.
        let line = try #require(with.lines.first)
        #expect(abs(shown.rect.maxY - (line.baseline + 3)) < 0.001)
        #expect(shown.rect.height == 16 && shown.rect.width == 16)
    }

    @Test func aTallAttachmentRaisesItsLine() throws {
        let attachment = TextAttachment(
            image: try Self.solid(10, 40), bounds: Rect(x: 0, y: 0, width: 10, height: 40))
        let with = TextLayout(Self.text("Ag", attachment, "g"), width: nil)
        let plain = TextLayout(Self.plain("Agg"), width: nil)
        let line = try #require(with.lines.first)
        let plainLine = try #require(plain.lines.first)
        let descent = plainLine.rect.height - plainLine.baseline
        #expect(abs(line.baseline - 40) < 0.001)
        #expect(abs(with.size.height - (40 + descent)) < 0.001)
        #expect(abs(try #require(with.attachments.first).rect.minY) < 0.001)
    }

    @Test func emptyBoundsTakeTheImagesSizeInPoints() throws {
        let image = try Self.solid(24, 12, scale: 2)
        let layout = TextLayout(Self.text("x", TextAttachment(image: image), "y"), width: nil)
        let shown = try #require(layout.attachments.first)
        #expect(shown.rect.size == Size(width: 12, height: 6))
        let line = try #require(layout.lines.first)
        #expect(abs(shown.rect.maxY - line.baseline) < 0.001)
    }

    @Test func anAttachmentWithoutAnImageTakesItsSpaceAndDrawsNothing() throws {
        let empty = TextAttachment(image: nil, bounds: Rect(x: 0, y: 0, width: 30, height: 10))
        let layout = TextLayout(Self.text("a ", empty, " b"), width: nil)
        let plain = TextLayout(Self.plain("a  b"), width: nil)
        #expect(abs(layout.size.width - (plain.size.width + 30)) < 0.001)
        let shown = try #require(layout.attachments.first).rect
        let size = Size(width: 80, height: 30)
        let pixels = try TextTestKit.document(layout, size: size).image()
        for x in Int(shown.minX.rounded(.up))..<Int(shown.maxX) {
            #expect(pixels.pixel(x: x, y: Int(shown.midY)) == Color(red: 1, green: 1, blue: 1))
        }
    }

    @Test func theImageIsDrawnInItsBoxInEveryFormat() throws {
        let attachment = TextAttachment(
            image: try Self.solid(16, 16), bounds: Rect(x: 0, y: -4, width: 16, height: 16))
        let layout = TextLayout(Self.text("Hi ", attachment, " there"), width: nil)
        let shown = try #require(layout.attachments.first).rect
        let document = TextTestKit.document(layout, size: Size(width: 120, height: 30), at: Point(x: 0, y: 0))
        for scale in [1.0, 2.0, 3.0] {
            let image = try document.image(scale: scale)
            // Inside the box: red; one pixel outside each side: not red.
            let inside = try #require(image.pixel(x: Int(shown.midX * scale), y: Int(shown.midY * scale)))
            #expect(inside == Color(red: 1, green: 0, blue: 0))
            let left = try #require(image.pixel(x: Int((shown.minX - 1) * scale), y: Int(shown.midY * scale)))
            let above = try #require(
                image.pixel(x: Int(shown.midX * scale), y: Int((shown.minY - 1) * scale)))
            #expect(left != Color(red: 1, green: 0, blue: 0))
            #expect(above != Color(red: 1, green: 0, blue: 0))
        }
        let pdf = try document.data(format: .pdf)
        let list = try TextTestKit.run("/usr/bin/pdfimages", ["-list", try Self.file(pdf, "pdf")])
        #expect(list.split(separator: "\n").count == 3, "one image: \(list)")
        let svg = String(decoding: try document.data(format: .svg), as: UTF8.self)
        #expect(svg.contains("<image"))
        // Text extraction is not disturbed: the attachment is not text.
        #expect(try TextTestKit.pdfText(pdf).contains("Hi"))
    }

    @Test func attachmentsWrapLikeCharactersAndStayInsideTheWidth() throws {
        let attachment = TextAttachment(
            image: try Self.solid(20, 20), bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        var text = Self.plain("Icons: ")
        for _ in 0..<12 {
            text.append(AttributedString(attachment: attachment))
            text.append(Self.plain(" "))
        }
        let layout = TextLayout(text, width: 100)
        #expect(layout.attachments.count == 12)
        #expect(layout.lines.count > 2)
        for shown in layout.attachments {
            #expect(shown.rect.minX >= -0.001 && shown.rect.maxX <= 100.001)
        }
        // Each line's attachments sit on its baseline.
        for shown in layout.attachments {
            #expect(layout.lines.contains { abs($0.baseline - shown.rect.maxY) < 0.001 })
        }
    }

    @Test func aTruncatedLabelShowsOnlyTheAttachmentsOfItsVisibleLines() throws {
        let attachment = TextAttachment(
            image: try Self.solid(8, 8), bounds: Rect(x: 0, y: 0, width: 8, height: 8))
        var text = Self.plain("")
        for _ in 0..<40 {
            text.append(AttributedString(attachment: attachment))
            text.append(Self.plain(" word "))
        }
        let layout = TextLayout(text, width: 120, maximumNumberOfLines: 2)
        #expect(layout.isTruncated)
        #expect(!layout.attachments.isEmpty && layout.attachments.count < 40)
        let bottom = try #require(layout.lines.last).rect.maxY
        for shown in layout.attachments { #expect(shown.rect.maxY <= bottom + 0.001) }
    }

    @Test func rightToLeftTextPlacesTheAttachmentBetweenItsNeighbours() throws {
        let attachment = TextAttachment(
            image: try Self.solid(10, 10), bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        let layout = TextLayout(Self.text("שלום ", attachment, " עולם"), width: 200)
        let shown = try #require(layout.attachments.first).rect
        let line = try #require(layout.lines.first).rect
        #expect(shown.minX > line.minX + 1 && shown.maxX < line.maxX - 1)
    }

    @Test(arguments: [
        Rect(x: Double.nan, y: 0, width: 10, height: 10),
        Rect(x: 0, y: Double.infinity, width: 10, height: 10),
        Rect(x: 0, y: 0, width: Double.nan, height: -5), Rect(x: 0, y: 0, width: 1e12, height: 1e12),
        Rect(x: -1e12, y: -1e12, width: 5, height: 5),
    ])
    func hostileBoundsAreMadeFiniteAndClamped(_ bounds: Rect) throws {
        let attachment = TextAttachment(image: try Self.solid(4, 4), bounds: bounds)
        let layout = TextLayout(Self.text("a", attachment, "b"), width: 300)
        let shown = try #require(layout.attachments.first).rect
        #expect(shown.minX.isFinite && shown.minY.isFinite && shown.width.isFinite && shown.height.isFinite)
        #expect(shown.width <= TextAttachment.maximumExtent && shown.height <= TextAttachment.maximumExtent)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        _ = try TextTestKit.document(layout, size: Size(width: 50, height: 50)).data(format: .pdf)
    }

    @Test func onlyObjectReplacementCharactersBecomeAttachments() throws {
        var text = AttributedString("ab\u{FFFC}c")
        text.font = Self.font
        text[VellumAttributes.AttachmentAttribute.self] = TextAttachment(
            image: nil, bounds: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(TextLayout(text, width: nil).attachments.count == 1)
    }

    @Test func nsAttributedStringCarriesAttachmentsBothWays() throws {
        let object = NSTextAttachment(image: try Self.solid(6, 6))
        object.bounds = Rect(x: 0, y: -2, width: 12, height: 12)
        let ns = NSMutableAttributedString(string: "Go ")
        ns.append(NSAttributedString(attachment: object))
        let converted = ns.vellumAttributedString
        let value = try #require(
            converted.runs.compactMap { $0[VellumAttributes.AttachmentAttribute.self] }.first)
        #expect(value.bounds == Rect(x: 0, y: -2, width: 12, height: 12))
        let back = converted.nsAttributedString
        let roundTripped = back.attribute(.attachment, at: 3, effectiveRange: nil) as? NSTextAttachment
        #expect(roundTripped?.bounds == object.bounds)
        #expect(roundTripped?.image == object.image)
        #expect(TextLayout(ns).attachments.first?.rect.width == 12)
    }

    @Test func anAttachmentFromDataDecodesWhateverTheTypeSays() throws {
        let png = try Self.solid(3, 2).pngData()
        let fromPNG = NSTextAttachment(data: png, ofType: "public.jpeg")
        #expect(fromPNG.image?.pixelWidth == 3 && fromPNG.image?.pixelHeight == 2)
        #expect(NSTextAttachment(data: Data("not an image".utf8), ofType: "public.png").image == nil)
        #expect(NSTextAttachment(data: nil, ofType: nil).image == nil)
    }

    /// Writes `data` to a temporary file and returns its path.
    static func file(_ data: Data, _ ext: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "attachment-\(UUID().uuidString).\(ext)")
        try data.write(to: url)
        return url.path
    }
}
