import Fixtures
import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Vellum paints colour glyphs (emoji) into PDF and SVG as images of its own
/// (``ColorGlyphImages``, drawn by ``ColorGlyphLine``): at any size, position and transform the
/// document must be the one cairo's own colour glyphs make, and PNG must be left to cairo.
/// Serialized: the cache is the process's, and a test that empties it while another fills it
/// past a cut-off would keep the cut-off from being reached.
@Suite("Colour glyph images", .serialized)
struct ColorGlyphImagesTests {
    /// Emoji alone, between letters, with a skin tone, a family sequence and a flag, beside a
    /// character no font has, and between Hebrew and Arabic words (right-to-left runs, whose
    /// clusters cairo reads backwards).
    static let samples = ["😀🎉👍🏽", "a😀b 🎉c", "👨‍👩‍👧 🇫🇷 ✅", "x\u{10FFFD}😀", "שלום 🎉🦀 עולם", "مرحبا 👍🏽 بالعالم"]

    /// A page drawing every sample at sizes from 6 to 60 pt at fractional positions, then again
    /// scaled and rotated.
    static var page: Page {
        Page(size: Size(width: 420, height: 520)) { context in
            var y = 3.3
            for (index, size) in [6.0, 9.7, 14.3, 23.45, 37.1, 60].enumerated() {
                let text = samples[index % samples.count]
                context.draw(
                    TextLayout(plain: text, font: .systemFont(ofSize: size), options: .init(width: 400)),
                    at: Point(x: 4.37 + Double(index) * 0.29, y: y))
                y += size * 1.4
            }
            context.translateBy(x: 200.5, y: 330.25)
            context.rotate(by: 0.3)
            context.scaleBy(x: 1.7, y: 1.3)
            for (index, text) in samples.enumerated() {
                context.draw(
                    TextLayout(plain: text, font: .systemFont(ofSize: 13.2), options: .init(width: 200)),
                    at: Point(x: -90.2, y: Double(index) * 19.6 - 40))
            }
        }
    }

    /// The page in `format`, drawn by Vellum or (`leftToCairo`) by cairo alone.
    static func render(_ format: DocumentFormat, leftToCairo: Bool) throws -> Data {
        try ColorGlyphImages.$leftToCairo.withValue(leftToCairo) {
            try Document(pages: [page]).data(format: format)
        }
    }

    /// A raster the cache dropped (it empties itself at ``ColorGlyphImages/capacity`` glyphs or
    /// ``ColorGlyphImages/byteCapacity`` bytes) is made again with the same pixels and id: a
    /// document drawn with the cache emptied between its pages is the same document.
    @Test func aRasterMadeAgainIsTheSameImage() throws {
        let emoji = TextLayout(
            plain: "Party 🎉🦀 again", font: .systemFont(ofSize: 17.3), options: .init(width: 280))
        func pages(emptyingTheCache: Bool) -> [Page] {
            (0..<3).map { index in
                Page(size: Size(width: 300, height: 80)) { context in
                    if index == 1, emptyingTheCache { ColorGlyphImages.removeAll() }
                    context.draw(emoji, at: Point(x: 10.4, y: 10))
                }
            }
        }
        let kept = try Document(pages: pages(emptyingTheCache: false)).data(format: .pdf)
        let emptied = try Document(pages: pages(emptyingTheCache: true)).data(format: .pdf)
        #expect(emptied == kept)
        #expect(pdfImageObjectCount(emptied) == 4)
    }

    /// The cache at its cut-offs: a page drawing more distinct glyphs than
    /// ``ColorGlyphImages/capacity`` (every code point of three emoji blocks at five sizes, with a
    /// letter between each: about 4,900 glyphs of the colour font), and one drawing about 70
    /// emoji at the largest size, about 1.5 MB of pixels each, which pass
    /// ``ColorGlyphImages/byteCapacity``. The cache never holds more than either bound, it empties
    /// itself at each, and a page drawn after it did is the page drawn from an empty cache.
    @Test func theCacheStaysWithinItsBoundsAndEmptyingItChangesNoPage() throws {
        let blocks = [0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF]
        let emoji = blocks.joined().compactMap(Unicode.Scalar.init).map(String.init)
        let crowded = Page(size: Size(width: 600, height: 5100)) { context in
            for (row, size) in [7.0, 9.5, 12.25, 15.5, 17.75].enumerated() {
                let text = emoji.joined(separator: "a")
                context.draw(
                    TextLayout(plain: text, font: .systemFont(ofSize: size), options: .init(width: 590)),
                    at: Point(x: 5, y: 5 + Double(row) * 1_000))
                let cached = ColorGlyphImages.cached
                #expect(cached.glyphs <= ColorGlyphImages.capacity)
                #expect(cached.bytes <= ColorGlyphImages.byteCapacity)
            }
        }
        // Emoji at the largest size they are laid out at (``Font/maximumEmojiSize``, 512 pt: a
        // raster of about 620 × 620 pixels, 1.5 MB), so the 80 code points of the block from
        // U+1F380 (about 70 in the colour font) pass the 64 MB budget; one asked for at 4,096 pt
        // is laid out at 512 pt too.
        let large = Page(size: Size(width: 700, height: 1100)) { context in
            let faces = (0x1F380...0x1F3CF).compactMap(Unicode.Scalar.init).map {
                (String($0), Font.maximumEmojiSize)
            }
            for (index, (text, size)) in (faces + [("🍕", 4_096)]).enumerated() {
                context.draw(
                    TextLayout(plain: text, font: .systemFont(ofSize: size)),
                    at: Point(x: 10 + Double(index % 6) * 20, y: Double(index / 6) * 40))
                #expect(ColorGlyphImages.cached.bytes <= ColorGlyphImages.byteCapacity)
            }
        }
        ColorGlyphImages.removeAll()
        let start = ColorGlyphImages.cached
        let fromEmpty = try Document(pages: [crowded]).data(format: .pdf)
        #expect(ColorGlyphImages.cached.emptiedAtGlyphs > start.emptiedAtGlyphs)
        // The crowded page again, then the large page, whose rasters pass the byte budget, then
        // the crowded page once more, drawn partly from rasters made again.
        _ = try Document(pages: [crowded]).data(format: .pdf)
        _ = try Document(pages: [large]).data(format: .pdf)
        #expect(ColorGlyphImages.cached.emptiedAtBytes > start.emptiedAtBytes)
        let afterOverflow = try Document(pages: [crowded]).data(format: .pdf)
        #expect(afterOverflow == fromEmpty)
        ColorGlyphImages.removeAll()
    }

    /// An underlined line, and one with a background, keep Pango's renderer for their
    /// decorations: their emoji are taken out while Pango draws and painted after the line
    /// (`BlankedColorGlyphs`), still written once per document however often they are drawn. The
    /// pages look as cairo's do except where an emoji's image meets the letter after it, which it
    /// now covers instead of lying under it.
    @Test func decoratedLinesPaintTheirEmojiAfterTheirLetters() throws {
        let decorated = try Markup.attributedString(
            from: "<u>under 🎉🦀 line</u> <span background='#ffee00'>mark 🦀</span>")
        let page = Page(size: Size(width: 300, height: 120)) { context in
            for row in 0..<3 {
                context.draw(
                    TextLayout(decorated, options: .init(width: 280)),
                    at: Point(x: 10.3, y: 10 + Double(row) * 30))
            }
        }
        let ours = try Document(pages: [page, page]).data(format: .pdf)
        let cairos = try ColorGlyphImages.$leftToCairo.withValue(true) {
            try Document(pages: [page, page]).data(format: .pdf)
        }
        #expect(ours != cairos)
        #expect(pdfImageObjectCount(ours) == 4)
        #expect(try TextChecks.pdfText(ours) == TextChecks.pdfText(cairos))
        let (mine, theirs) = try (Rasterizer.pdf(ours, dpi: 144), Rasterizer.pdf(cairos, dpi: 144))
        let differences = Self.differences(mine, theirs)
        #expect(differences.pixels < mine.pixelWidth * mine.pixelHeight / 100, "\(differences)")
        #expect(Self.colourfulPixels(mine) > 1000)
    }

    /// How many pixels of two images of one size differ, and by how much at most in any channel.
    static func differences(_ a: Image, _ b: Image) -> (pixels: Int, largest: Double) {
        var pixels = 0
        var largest = 0.0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y), p != q else { continue }
                pixels += 1
                largest = max(
                    largest, abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue),
                    abs(p.alpha - q.alpha))
            }
        }
        return (pixels, largest)
    }

    /// Pixels of an image that are neither white nor grey (the emoji's colours).
    static func colourfulPixels(_ image: Image) -> Int {
        var count = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                guard let c = image.pixel(x: x, y: y) else { continue }
                if max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 0.2 { count += 1 }
            }
        }
        return count
    }

    /// The PDF is cairo's own, byte for byte: the same images in the same order, painted where
    /// cairo painted them (the unique ids are not written), and the same text.
    @Test func pdfIsCairosOwnByteForByte() throws {
        let ours = try Self.render(.pdf, leftToCairo: false)
        #expect(ours == (try Self.render(.pdf, leftToCairo: true)))
        #expect(Self.colourfulPixels(try Rasterizer.pdf(ours, dpi: 144)) > 4000)
    }

    /// So is the SVG.
    @Test func svgIsCairosOwnByteForByte() throws {
        let ours = try Self.render(.svg, leftToCairo: false)
        #expect(ours == (try Self.render(.svg, leftToCairo: true)))
        #expect(Self.colourfulPixels(try Rasterizer.svg(ours)) > 1000)
    }

    /// PNG keeps cairo's colour glyphs: an image surface writes no image objects to repeat.
    @Test func pngIsCairosOwn() throws {
        #expect(try Self.render(.png, leftToCairo: false) == Self.render(.png, leftToCairo: true))
    }

    /// Each distinct emoji of a page is one image (and its soft mask) in the PDF, however often
    /// it is drawn; cairo's own drawing also writes each once while its cache keeps the glyph.
    @Test func eachEmojiIsWrittenOncePerDocument() throws {
        let page = Page(size: Size(width: 300, height: 300)) { context in
            for row in 0..<10 {
                context.draw(
                    TextLayout(plain: "🎉🦀 🎉🦀", font: .systemFont(ofSize: 12), options: .init(width: 280)),
                    at: Point(x: 10 + Double(row) * 0.25, y: 10 + Double(row) * 20))
            }
        }
        let pdf = try Document(pages: [page, page]).data(format: .pdf)
        #expect(pdfImageObjectCount(pdf) == 4)
    }
}
