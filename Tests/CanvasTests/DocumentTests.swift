import Fixtures
import Foundation
import FoundationXML
import TestSupport
import Testing

@testable import Canvas

// MARK: - Documents

@Suite("Documents: every format opened by an independent reader")
struct DocumentTests {
    // MARK: PDF

    @Test func pdfReportsPageCountSizeAndMetadataToPdfinfo() throws {
        var document = Fixture.redRectDocument(size: Size(width: 200, height: 100))
        document.metadata = DocumentMetadata(
            title: "Quarterly Report", author: "Ada Lovelace", subject: "Numbers (and more)",
            keywords: "a, b", creator: "DocumentTests")
        let info = try Fixture.pdfInfo(try document.data(format: .pdf))
        #expect(info.fields["Pages"] == "1")
        #expect(info.pageSizes == [Size(width: 200, height: 100)])
        #expect(info.fields["Title"] == "Quarterly Report")
        #expect(info.fields["Author"] == "Ada Lovelace")
        #expect(info.fields["Subject"] == "Numbers (and more)")
        #expect(info.fields["Keywords"] == "a, b")
        #expect(info.fields["Creator"] == "DocumentTests")
        // The pinned default date, 2000-01-01T00:00:00Z, so equal input gives equal bytes.
        #expect(info.fields["CreationDate"]?.contains("2000") == true)
        #expect(info.fields["ModDate"]?.contains("2000") == true)
    }

    @Test func pdfMetadataKeepsNonASCIITitles() throws {
        var document = Fixture.redRectDocument()
        document.metadata.title = "Über Straße — ✓ 日本"
        let info = try Fixture.pdfInfo(try document.data(format: .pdf))
        #expect(info.fields["Title"] == "Über Straße — ✓ 日本")
    }

    @Test func pdfDatesFollowTheMetadata() throws {
        var document = Fixture.redRectDocument()
        // 2021-06-15T12:00:00Z
        document.metadata.creationDate = Date(timeIntervalSince1970: 1_623_758_400)
        document.metadata.modificationDate = Date(timeIntervalSince1970: 1_623_758_400 + 86_400 * 31)
        let info = try Fixture.pdfInfo(try document.data(format: .pdf))
        #expect(info.fields["CreationDate"]?.contains("Jun 15") == true, "\(info.fields)")
        #expect(info.fields["CreationDate"]?.contains("2021") == true)
        #expect(info.fields["ModDate"]?.contains("Jul 16") == true)
    }

    @Test func pdfDatesBefore1970AreKept() throws {
        var document = Fixture.redRectDocument()
        // −946,684,800 s is 10,957 days before 1970: 1940-01-02, as 1940…1969 holds 10,958 days.
        document.metadata.creationDate = Date(timeIntervalSince1970: -946_684_800)
        let info = try Fixture.pdfInfo(try document.data(format: .pdf))
        #expect(info.fields["CreationDate"]?.contains("1940") == true, "\(info.fields)")
        // Dates beyond four-digit years are clamped, not written as garbage.
        #expect(DocumentMetadata.iso8601(Date(timeIntervalSince1970: 1e20)) == "9999-12-31T23:59:59Z")
        #expect(DocumentMetadata.iso8601(Date(timeIntervalSince1970: -1e20)) == "1900-01-01T00:00:00Z")
        #expect(DocumentMetadata.iso8601(Date(timeIntervalSince1970: .nan)) == "1970-01-01T00:00:00Z")
    }

    @Test func pdfTextIsExtractedByPdftotext() throws {
        let layout = TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 18))
        let pdf = try Fixture.textDocument(layout).data(format: .pdf)
        #expect(try Fixture.pdfText(pdf).trimmingCharacters(in: .whitespacesAndNewlines) == "Hello Vellum")
    }

    @Test func pdfEndsWithEOFTrailer() throws {
        let pdf = try Fixture.redRectDocument().data(format: .pdf)
        #expect(pdf.prefix(5) == Data("%PDF-".utf8))
        let tail = String(decoding: pdf.suffix(16), as: UTF8.self)
        #expect(tail.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
    }

    @Test func multiPagePDFStreamsALazySequenceOfThreePagesOfDifferentSizes() throws {
        let sizes = [Size(width: 200, height: 100), Size(width: 100, height: 300), Page.a4]
        let colors: [Color] = [.red, .green, .blue]
        let events = EventLog()
        let pages = (0..<3).lazy.map { index in
            events.append("make \(index)")
            return Page(size: sizes[index]) { context in
                events.append("draw \(index)")
                context.fill(Rect(size: sizes[index]), with: colors[index])
            }
        }
        let scratch = try ScratchDirectory()
        let url = scratch.file("three.pdf")
        try Document.writePDF(pages: pages, metadata: DocumentMetadata(title: "Three"), to: url)
        // One page at a time: each page is drawn before the next is made.
        #expect(events.entries == ["make 0", "draw 0", "make 1", "draw 1", "make 2", "draw 2"])
        #expect(scratch.entries == ["three.pdf"])

        let pdf = try Data(contentsOf: url)
        let info = try Fixture.pdfInfo(pdf)
        #expect(info.fields["Pages"] == "3")
        #expect(info.fields["Title"] == "Three")
        #expect(info.pageSizes.count == 3)
        for (reported, expected) in zip(info.pageSizes, sizes) {
            // pdfinfo prints sizes with at most 3 decimals.
            #expect(
                abs(reported.width - expected.width) < 0.01 && abs(reported.height - expected.height) < 0.01)
        }
        // Each page, rasterised by poppler at one pixel per point, is its own colour at its own size.
        for (index, size) in sizes.enumerated() {
            let image = try Fixture.rasterizePDF(pdf, page: index + 1)
            // poppler rounds fractional sizes (A4 is 595.28 × 841.89 pt) to a whole pixel, up or down.
            #expect(abs(Double(image.pixelWidth) - size.width) < 1, "\(image.pixelWidth) for \(size.width)")
            #expect(
                abs(Double(image.pixelHeight) - size.height) < 1, "\(image.pixelHeight) for \(size.height)")
            #expect(image.pixel(x: image.pixelWidth / 2, y: image.pixelHeight / 2) == colors[index])
        }
    }

    @Test func documentPDFHoldsEveryPage() throws {
        var document = Document()
        for width in [50.0, 60, 70, 80] {
            document.addPage(size: Size(width: width, height: 40)) { context in
                context.fill(Rect(x: 0, y: 0, width: width, height: 40), with: .blue)
            }
        }
        let info = try Fixture.pdfInfo(try document.data(format: .pdf))
        #expect(info.fields["Pages"] == "4")
        #expect(info.pageSizes.map(\.width) == [50, 60, 70, 80])
    }

    // MARK: SVG

    @Test func svgIsWellFormedXMLInPoints() throws {
        let svg = try Fixture.redRectDocument(size: Size(width: 200, height: 100)).data(format: .svg)
        let recorder = try #require(Fixture.parseXML(svg))
        #expect(recorder.elements.first == "svg")
        #expect(recorder.rootAttributes["width"] == "200pt")
        #expect(recorder.rootAttributes["height"] == "100pt")
        #expect(recorder.rootAttributes["viewBox"] == "0 0 200 100")
    }

    @Test func svgConvertsWithRsvgToTheSamePixels() throws {
        let document = Fixture.redRectDocument(size: Size(width: 200, height: 100))
        let converted = try Fixture.rasterizeSVG(try document.data(format: .svg))
        #expect(converted.result.status == 0, "rsvg-convert failed: \(converted.result.errors)")
        let image = try #require(converted.image)
        // 200 × 100 pt at 72 dpi.
        #expect(image.pixelWidth == 200 && image.pixelHeight == 100)
        #expect(image.pixel(x: 25, y: 20) == .red)  // inside (10, 10, 30, 20)
        #expect(image.pixel(x: 10, y: 10) == .red)  // its top-left pixel
        #expect(image.pixel(x: 39, y: 29) == .red)  // its bottom-right pixel
        #expect(image.pixel(x: 40, y: 20) == .white)
        #expect(image.pixel(x: 9, y: 20) == .white)
        #expect(image.pixel(x: 150, y: 80) == .white)
    }

    @Test func svgOfEachPageHasThatPagesSize() throws {
        var document = Document()
        document.addPage(size: Size(width: 30, height: 40)) { _ in }
        document.addPage(size: Size(width: 50.5, height: 60)) { _ in }
        let first = try #require(Fixture.parseXML(try document.data(format: .svg, page: 0)))
        let second = try #require(Fixture.parseXML(try document.data(format: .svg, page: 1)))
        #expect(first.rootAttributes["width"] == "30pt")
        #expect(second.rootAttributes["width"] == "50.5pt")
        #expect(second.rootAttributes["height"] == "60pt")
    }

    @Test func svgTextIsGlyphOutlinesThatRsvgDraws() throws {
        let layout = TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 18))
        let svg = try Fixture.textDocument(layout).data(format: .svg)
        let recorder = try #require(Fixture.parseXML(svg))
        #expect(recorder.elements.contains("symbol"))
        #expect(recorder.elements.contains("use"))
        let converted = try Fixture.rasterizeSVG(svg)
        let image = try #require(converted.image)
        #expect(Fixture.inkBounds(image) != nil)
    }

    @Test func svgNormalizerRenumbersSurfaceAndImageIdsInOrderOfAppearance() {
        let input = ##"<g id="surface17"><use xlink:href="#surface42"/><g id="surface42"/></g>"##
        let output = String(decoding: SVGNormalizer.normalize(Data(input.utf8)), as: UTF8.self)
        #expect(output == ##"<g id="surface1"><use xlink:href="#surface2"/><g id="surface2"/></g>"##)
        // Each prefix is numbered on its own; the <image> element name and data: URLs are not ids.
        let images =
            ##"<image id="image815" xlink:href="data:image/png;base64,AA"/><use xlink:href="#image815"/>"##
            + ##"<g id="surface9"/>"##
        #expect(
            String(decoding: SVGNormalizer.normalize(Data(images.utf8)), as: UTF8.self)
                == ##"<image id="image1" xlink:href="data:image/png;base64,AA"/><use xlink:href="#image1"/>"##
                + ##"<g id="surface1"/>"##)
        // Text that merely contains the word is left alone.
        let prose = ##"<text>surface12</text><g id="surfaces"/>"##
        #expect(String(decoding: SVGNormalizer.normalize(Data(prose.utf8)), as: UTF8.self) == prose)
    }

    /// The normaliser copies unchanged stretches whole; a byte-by-byte model of the same rule must
    /// agree on generated inputs dense in quotes, hashes, prefixes and digits, including ids at
    /// the very end, empty digit runs, `""surface1` and prefixes cut short.
    @Test func svgNormalizerAgreesWithAByteByByteModelOnGeneratedInputs() {
        let pieces = [
            "\"", "#", "surface", "image", "surf", "ima", "1", "42", "007", "x", " ", "<g id=", "é",
        ]
        var generator = SplitMix64(seed: 0x5AD)
        for length in 0..<600 {
            let input = (0..<(length % 40)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Data(input.utf8)
            #expect(SVGNormalizer.normalize(bytes) == Self.byteByByteNormalized(bytes), "\(input)")
        }
    }

    /// The rule stated plainly, one byte at a time (the normaliser's first implementation).
    static func byteByByteNormalized(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var output = [UInt8]()
        var mappings = [[ArraySlice<UInt8>: Int]](repeating: [:], count: SVGNormalizer.prefixes.count)
        var i = 0
        scan: while i < bytes.count {
            if i > 0, bytes[i - 1] == UInt8(ascii: "\"") || bytes[i - 1] == UInt8(ascii: "#") {
                for (index, marker) in SVGNormalizer.prefixes.enumerated()
                where i + marker.count < bytes.count && bytes[i..<(i + marker.count)].elementsEqual(marker) {
                    var j = i + marker.count
                    while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
                    guard j > i + marker.count else { continue }
                    let digits = bytes[(i + marker.count)..<j]
                    let number = mappings[index][digits] ?? (mappings[index].count + 1)
                    mappings[index][digits] = number
                    output += marker
                    output += Array(String(number).utf8)
                    i = j
                    continue scan
                }
            }
            output.append(bytes[i])
            i += 1
        }
        return Data(output)
    }

    // MARK: PNG

    @Test(arguments: [1.0, 3.0])
    func pngDecodesToThePixelsTheGeometryDefines(scale: Double) throws {
        let document = Fixture.redRectDocument()
        let png = try document.data(format: .png(scale: scale))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let image = try Image(pngData: png, scale: scale)
        let s = Int(scale)
        #expect(image.pixelWidth == 100 * s && image.pixelHeight == 50 * s)
        #expect(image.size == Size(width: 100, height: 50))
        // The red rectangle (10, 10, 30, 20) covers pixels 10s..<40s × 10s..<30s exactly.
        #expect(image.pixel(x: 10 * s, y: 10 * s) == .red)
        #expect(image.pixel(x: 40 * s - 1, y: 30 * s - 1) == .red)
        #expect(image.pixel(x: 25 * s, y: 20 * s) == .red)
        #expect(image.pixel(x: 10 * s - 1, y: 20 * s) == .white)
        #expect(image.pixel(x: 40 * s, y: 20 * s) == .white)
        #expect(image.pixel(x: 25 * s, y: 10 * s - 1) == .white)
        #expect(image.pixel(x: 25 * s, y: 30 * s) == .white)
        #expect(image.pixel(x: 0, y: 0) == .white)
        // The decoded PNG is the image the document renders without encoding.
        #expect(image == (try document.image(scale: scale)))
    }

    @Test func pngOfAFractionalPageRoundsPixelsUp() throws {
        let document = Fixture.redRectDocument(size: Size(width: 100.5, height: 50.2))
        let one = try Image(pngData: try document.data(format: .png))
        #expect(one.pixelWidth == 101 && one.pixelHeight == 51)
        let two = try Image(pngData: try document.data(format: .png(scale: 2)), scale: 2)
        #expect(two.pixelWidth == 201 && two.pixelHeight == 101)
    }

    @Test func unpaintedPixelsAreTransparent() throws {
        var document = Document()
        document.addPage(size: Size(width: 20, height: 20)) { context in
            context.fill(Rect(x: 0, y: 0, width: 10, height: 20), with: .blue)
        }
        let image = try Image(pngData: try document.data(format: .png))
        #expect(image.pixel(x: 5, y: 5) == .blue)
        #expect(image.pixel(x: 15, y: 5) == .clear)
    }

    // MARK: Writing files

    @Test func formatsNameThemselves() {
        #expect(DocumentFormat.pdf.description == "pdf")
        #expect(DocumentFormat.svg.description == "svg")
        #expect(DocumentFormat.png.description == "png")
        #expect(DocumentFormat.png(scale: 2).description == "png@2x")
        #expect(DocumentFormat.png(scale: 1.5).description == "png@1.5x")
        #expect(DocumentFormat.png(scale: 3).fileExtension == "png")
        #expect(DocumentFormat.svg.fileExtension == "svg")
        #expect(DocumentFormat.png == .png(scale: 1))
    }

    @Test func pageSizesAreTheirPaperSizes() {
        // A4 is 210 × 297 mm and Letter 8.5 × 11 in; 72 pt to the inch, 25.4 mm to the inch.
        #expect(abs(Page.a4.width - 210 / 25.4 * 72) < 0.001)
        #expect(abs(Page.a4.height - 297 / 25.4 * 72) < 0.001)
        #expect(Page.letter == Size(width: 8.5 * 72, height: 11 * 72))
    }

    // MARK: Text measurement

    @Test func textIsMeasuredOnceAndDrawnAtTheSameSizeInEveryFormat() throws {
        let layout = TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 20))
        let origin = Point(x: 12, y: 14)
        let document = Fixture.textDocument(layout, at: origin, size: Size(width: 220, height: 60))
        // Measuring again, here or on another thread with its own font map, gives the same numbers.
        let again = TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 20))
        #expect(again.size == layout.size && again.lines == layout.lines)
        let elsewhere = measureOnNewThread {
            TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 20))
        }
        #expect(elsewhere.size == layout.size && elsewhere.lines == layout.lines)
        // A 20 pt line: wider than tall, and about as tall as the font's line height.
        #expect(layout.size.width > layout.size.height)
        #expect(layout.size.height > 20 && layout.size.height < 30)
        let box = Rect(origin: origin, size: layout.size)

        // PNG drawn by cairo, SVG drawn by librsvg, PDF drawn by poppler: all at 1 px per point.
        let png = try Image(pngData: try document.data(format: .png))
        let svg = try #require(try Fixture.rasterizeSVG(try document.data(format: .svg)).image)
        let pdfData = try document.data(format: .pdf)
        let pdf = try Fixture.rasterizePDF(pdfData, page: 1)
        let inks = try [png, svg, pdf].map { try #require(Fixture.inkBounds($0)) }
        for ink in inks {
            // Glyph ink sits inside the measured box, less a pixel of antialiasing at each side.
            #expect(ink.minX >= box.minX - 1 && ink.maxX <= box.maxX + 1, "\(ink) outside \(box)")
            #expect(ink.minY >= box.minY - 1 && ink.maxY <= box.maxY + 1, "\(ink) outside \(box)")
            // And fills most of its width: the text was drawn at the measured size, not another.
            #expect(ink.width > box.width - 4, "\(ink) narrower than \(box)")
            // Every renderer puts the ink in the same place, to within a pixel.
            #expect(abs(ink.minX - inks[0].minX) <= 1 && abs(ink.maxX - inks[0].maxX) <= 1, "\(inks)")
            #expect(abs(ink.minY - inks[0].minY) <= 1 && abs(ink.maxY - inks[0].maxY) <= 1, "\(inks)")
        }
        // poppler's word boxes come from the PDF's glyph advances: they span the measured width.
        let words = try Fixture.pdfWordBoxes(pdfData)
        #expect(words.map(\.word) == ["Hello", "Vellum"])
        if let first = words.first, let last = words.last {
            #expect(abs(first.box.minX - box.minX) < 0.5, "\(words) vs \(box)")
            #expect(abs(last.box.maxX - box.maxX) < 0.5, "\(words) vs \(box)")
        }
        // The layout did not change by being drawn.
        #expect(TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 20)).size == layout.size)
    }

    @Test func textInkIsAtTheSamePlaceInPointsAtScales1And2() throws {
        let layout = TextLayout(plain: "Scale check", font: .systemFont(ofSize: 16, weight: .bold))
        let document = Fixture.textDocument(
            layout, at: Point(x: 20, y: 8), size: Size(width: 160, height: 40))
        let one = try #require(Fixture.inkBounds(try document.image(scale: 1)))
        let two = try #require(Fixture.inkBounds(try document.image(scale: 2)))
        let twoInPoints = Rect(x: two.minX / 2, y: two.minY / 2, width: two.width / 2, height: two.height / 2)
        // One pixel at scale 1 is the rounding error allowed.
        #expect(abs(one.minX - twoInPoints.minX) <= 1, "\(one) vs \(twoInPoints)")
        #expect(abs(one.maxX - twoInPoints.maxX) <= 1, "\(one) vs \(twoInPoints)")
        #expect(abs(one.minY - twoInPoints.minY) <= 1, "\(one) vs \(twoInPoints)")
        #expect(abs(one.maxY - twoInPoints.maxY) <= 1, "\(one) vs \(twoInPoints)")
    }
}
