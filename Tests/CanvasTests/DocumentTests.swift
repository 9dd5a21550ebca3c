import Fixtures
import Foundation
import FoundationXML
import TestSupport
import Testing

@testable import Canvas

// MARK: - Fixtures shared by the Canvas foundation suites

/// A directory under the temporary directory, removed when the value is released.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-canvas-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Every entry, hidden ones (a left-over temporary file) included.
    var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

/// What a command-line tool printed and how it exited.
struct ToolResult {
    var status: Int32
    var output: Data
    var errors: String
    var text: String { String(decoding: output, as: UTF8.self) }
}

/// Helpers for the Canvas tests: independent readers (poppler, librsvg, FoundationXML), the probe
/// executable, and documents whose expected output can be worked out by hand.
enum Fixture {
    /// The absolute path of a tool on `PATH`, or `nil`.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs a program to completion in a child process (``ChildProcess``).
    static func run(_ executable: URL, _ arguments: [String]) throws -> ToolResult {
        let result = try ChildProcess.run(executable, arguments)
        return ToolResult(status: result.status, output: result.outputData, errors: result.errors)
    }

    /// Runs a tool from `PATH`, recording an issue that names the package to install when it is missing.
    static func runTool(_ name: String, _ arguments: [String]) throws -> ToolResult {
        guard let url = tool(name) else {
            Issue.record(
                "\(name) is not installed: run scripts/install-deps.sh (poppler-utils, librsvg2-bin)")
            throw CancellationError()
        }
        return try run(url, arguments)
    }

    /// `pdfinfo`'s report: the `Key: value` lines, and each page's size in points.
    static func pdfInfo(_ pdf: Data) throws -> (fields: [String: String], pageSizes: [Size]) {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let summary = try runTool("pdfinfo", [file.path])
        #expect(summary.status == 0, "pdfinfo failed: \(summary.errors)")
        var fields: [String: String] = [:]
        for line in summary.text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let pageCount = Int(fields["Pages"] ?? "") ?? 0
        var sizes: [Size] = []
        if pageCount > 0 {
            let perPage = try runTool("pdfinfo", ["-f", "1", "-l", String(pageCount), file.path])
            for line in perPage.text.split(separator: "\n")
            where line.hasPrefix("Page ") && line.contains(" size:") {
                // "Page    2 size: 300 x 150 pts"
                let words = line.split(separator: " ")
                if let size = words.firstIndex(of: "size:"), words.count > size + 3,
                    let width = Double(words[size + 1]), let height = Double(words[size + 3])
                {
                    sizes.append(Size(width: width, height: height))
                }
            }
        }
        return (fields, sizes)
    }

    /// The text `pdftotext` extracts from a PDF.
    static func pdfText(_ pdf: Data) throws -> String {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let result = try runTool("pdftotext", ["-layout", file.path, "-"])
        #expect(result.status == 0, "pdftotext failed: \(result.errors)")
        return result.text
    }

    /// Each word `pdftotext -bbox` finds, with its box in points.
    static func pdfWordBoxes(_ pdf: Data) throws -> [(word: String, box: Rect)] {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let result = try runTool("pdftotext", ["-bbox", file.path, "-"])
        #expect(result.status == 0, "pdftotext -bbox failed: \(result.errors)")
        var words: [(String, Rect)] = []
        for line in result.text.split(separator: "\n") where line.contains("<word ") {
            func value(_ key: String) -> Double? {
                guard let start = line.range(of: "\(key)=\"") else { return nil }
                let rest = line[start.upperBound...]
                return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
            }
            guard let x0 = value("xMin"), let y0 = value("yMin"), let x1 = value("xMax"),
                let y1 = value("yMax"),
                let open = line.firstIndex(of: ">"), let close = line.range(of: "</word>")
            else { continue }
            let word = String(line[line.index(after: open)..<close.lowerBound])
            words.append((word, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))
        }
        return words
    }

    /// One PDF page rasterised by poppler's `pdftoppm` at 72 dpi (one pixel per point).
    static func rasterizePDF(_ pdf: Data, page: Int) throws -> Image {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let result = try runTool(
            "pdftoppm",
            [
                "-r", "72", "-f", "\(page)", "-l", "\(page)", "-singlefile", "-png", file.path,
                scratch.file("page").path,
            ])
        #expect(result.status == 0, "pdftoppm failed: \(result.errors)")
        return try Image(contentsOf: scratch.file("page.png"))
    }

    /// An SVG converted to PNG by librsvg's `rsvg-convert` at 72 dpi (one pixel per point).
    static func rasterizeSVG(_ svg: Data) throws -> (result: ToolResult, image: Image?) {
        let scratch = try ScratchDirectory()
        let file = scratch.file("page.svg")
        try svg.write(to: file)
        let output = scratch.file("page.png")
        let result = try runTool(
            "rsvg-convert", ["-d", "72", "-p", "72", "-f", "png", "-o", output.path, file.path])
        return (result, try? Image(contentsOf: output))
    }

    /// The box, in pixels, of every pixel that differs from `background` by more than `threshold`
    /// (0…255) in any channel; `nil` when there is none.
    static func inkBounds(_ image: Image, background: Color = .white, threshold: Int = 64) -> Rect? {
        let bytes = image.rgbaBytes
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        let bg = [
            byte(background.red), byte(background.green), byte(background.blue), byte(background.alpha),
        ]
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let i = (y * image.pixelWidth + x) * 4
                // Composite over the background first, so transparent and background pixels agree.
                let a = Int(bytes[i + 3])
                let differs = (0..<3).contains { c in
                    abs((Int(bytes[i + c]) * a + bg[c] * (255 - a)) / 255 - bg[c]) > threshold
                }
                if differs {
                    minX = min(minX, x)
                    minY = min(minY, y)
                    maxX = max(maxX, x)
                    maxY = max(maxY, y)
                }
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(
            x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// The pixel at a point given in points, for an image rendered at `image.scale`.
    static func pixel(_ image: Image, atPoint x: Double, _ y: Double) -> Color? {
        image.pixel(x: Int((x * image.scale).rounded(.down)), y: Int((y * image.scale).rounded(.down)))
    }

    /// A white page with a red rectangle at (10, 10, 30, 20): its expected pixels follow from the
    /// geometry alone.
    static func redRectDocument(size: Size = Size(width: 100, height: 50)) -> Document {
        var document = Document()
        document.addPage(size: size) { context in
            context.fill(Rect(size: size), with: .white)
            context.fill(Rect(x: 10, y: 10, width: 30, height: 20), with: .red)
        }
        return document
    }

    /// A white page with one line of text at `origin`.
    static func textDocument(
        _ layout: TextLayout, at origin: Point = Point(x: 10, y: 10),
        size: Size = Size(width: 200, height: 60)
    ) -> Document {
        var document = Document(metadata: DocumentMetadata(title: "Text"))
        document.addPage(size: size) { context in
            context.fill(Rect(size: size), with: .white)
            context.draw(layout, at: origin)
        }
        return document
    }

    /// The `canvas-probe` executable beside the test bundle, or `nil` when it was not built.
    static var probeExecutable: URL? { ChildProcess.sibling(named: "canvas-probe") }

    /// An XML parser delegate that records elements and the root's attributes.
    final class XMLRecorder: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var rootAttributes: [String: String] = [:]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            if elements.isEmpty { rootAttributes = attributeDict }
            elements.append(elementName)
        }
    }

    /// Parses XML; returns the recorder, or `nil` with the parser's error recorded as an issue.
    static func parseXML(_ data: Data) -> XMLRecorder? {
        let parser = XMLParser(data: data)
        let recorder = XMLRecorder()
        parser.delegate = recorder
        guard parser.parse() else {
            Issue.record("XMLParser rejected the SVG: \(String(describing: parser.parserError))")
            return nil
        }
        return recorder
    }
}

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

    @Test func writeProducesTheSameBytesAsData() throws {
        let document = ProbeDocument.make()
        let scratch = try ScratchDirectory()
        for format in [DocumentFormat.pdf, .svg, .png(scale: 2)] {
            let url = scratch.file("out.\(format.fileExtension)")
            try document.write(to: url, format: format)
            #expect(try Data(contentsOf: url) == (try document.data(format: format)), "\(format)")
        }
        try document.write(to: scratch.file("second.svg"), format: .svg, page: 1)
        #expect(
            try Data(contentsOf: scratch.file("second.svg")) == (try document.data(format: .svg, page: 1)))
        // Nothing but the targets: no temporary file is left beside them.
        #expect(scratch.entries == ["out.pdf", "out.png", "out.svg", "second.svg"])
    }

    @Test func writeReplacesAnExistingFile() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("page.png")
        try Data("old contents".utf8).write(to: url)
        try Fixture.redRectDocument().write(to: url, format: .png)
        #expect(try Image(contentsOf: url) == (try Fixture.redRectDocument().image()))
        #expect(scratch.entries == ["page.png"])
    }

    @Test func newFilesGetTheUmasksPermissions() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("new.pdf")
        try Fixture.redRectDocument().write(to: url, format: .pdf)
        let mode = try #require(permissions(of: url))
        #expect(mode == 0o666 & ~currentUmask(), "mode \(String(mode, radix: 8))")
    }

    @Test func replacingAFileKeepsItsPermissions() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("private.svg")
        try Data("secret".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try Fixture.redRectDocument().write(to: url, format: .svg)
        #expect(permissions(of: url) == 0o600)
        #expect(try Data(contentsOf: url) == (try Fixture.redRectDocument().data(format: .svg)))
    }

    @Test func writesToTheLongestFileNameTheSystemAllows() throws {
        let scratch = try ScratchDirectory()
        // NAME_MAX is 255 bytes; a temporary file name must not need more than the target's.
        let name = String(repeating: "n", count: 251) + ".pdf"
        let url = scratch.file(name)
        try Fixture.redRectDocument().write(to: url, format: .pdf)
        #expect(scratch.entries == [name])
        let multibyte = String(repeating: "é", count: 125) + ".svg"  // 250 + 4 bytes
        try Fixture.redRectDocument().write(to: scratch.file(multibyte), format: .svg)
        #expect(scratch.entries.count == 2)
    }

    @Test func writeAcceptsARelativePath() throws {
        let scratch = try ScratchDirectory()
        // The current directory is process-wide: only read it, never change it. Climb from it to the
        // root (one ".." per component of its physical path), then descend to the scratch directory.
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath()
        let climb = current.path.split(separator: "/").map { _ in ".." }.joined(separator: "/")
        let relative = (climb.isEmpty ? "." : climb) + scratch.url.path + "/rel.png"
        #expect(!relative.hasPrefix("/"))
        let url = URL(fileURLWithPath: relative)
        try Fixture.redRectDocument().write(to: url, format: .png)
        #expect(scratch.entries == ["rel.png"])
    }

    // MARK: Formats

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

    // MARK: Determinism

    @Test func twoRendersInOneProcessAreIdentical() throws {
        let first = ProbeDocument.make()
        let second = ProbeDocument.make()
        #expect(try first.data(format: .pdf) == (try second.data(format: .pdf)))
        // Cairo numbers SVG surfaces from a process-wide counter; the output is normalised.
        let svg = try first.data(format: .svg)
        #expect(svg == (try second.data(format: .svg)))
        #expect(svg == (try first.data(format: .svg)))
        #expect(try first.image(scale: 2) == (try second.image(scale: 2)))
        #expect(try first.data(format: .png) == (try second.data(format: .png)))
    }

    @Test func svgWithImagesAndLayersIsIdenticalAcrossRenders() throws {
        let image = try Image(
            rgbaBytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128], pixelWidth: 2,
            pixelHeight: 2)
        func render() throws -> Data {
            var document = Document()
            document.addPage(size: Size(width: 60, height: 60)) { context in
                context.draw(image, in: Rect(x: 0, y: 0, width: 20, height: 20))
                context.withTransparencyLayer(alpha: 0.5) {
                    context.fill(Rect(x: 20, y: 20, width: 30, height: 30), with: .red)
                    context.draw(image, in: Rect(x: 30, y: 30, width: 20, height: 20))
                }
                context.clip(to: Path(ellipseIn: Rect(x: 0, y: 30, width: 30, height: 30)))
                context.fill(Rect(x: 0, y: 30, width: 30, height: 30), with: .blue)
            }
            return try document.data(format: .svg)
        }
        let first = try render()
        let second = try render()
        #expect(first == second, "\(firstDifference(first, second))")
        #expect(Fixture.parseXML(first) != nil)
    }

    @Test(
        .enabled(
            if: Fixture.probeExecutable != nil,
            "canvas-probe is not built beside the test binary (swift build --product canvas-probe)"))
    func twoProcessesRenderWhatThisProcessRenders() throws {
        let probe = try #require(Fixture.probeExecutable)
        let document = ProbeDocument.make()
        for format in ["pdf", "svg", "png@2"] {
            let first = try Fixture.run(probe, [format])
            let second = try Fixture.run(probe, [format, "-"])
            #expect(first.status == 0 && second.status == 0, "\(first.errors) \(second.errors)")
            #expect(!first.output.isEmpty)
            #expect(first.output == second.output, "\(format) differs between two processes")
            switch format {
            case "pdf":
                #expect(first.output == (try document.data(format: .pdf)))
            case "svg":
                #expect(first.output == (try document.data(format: .svg)))
            default:
                // PNG: compare decoded pixels, not encoder bytes.
                #expect(try Image(pngData: first.output, scale: 2) == (try document.image(scale: 2)))
            }
        }
        // Written to a path, atomically, the bytes are the same.
        let scratch = try ScratchDirectory()
        let result = try Fixture.run(probe, ["pdf", scratch.file("probe.pdf").path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Data(contentsOf: scratch.file("probe.pdf")) == (try document.data(format: .pdf)))
        // And its errors are reported, not crashes.
        let bad = try Fixture.run(probe, ["png@100"])
        #expect(bad.status == 1)
        #expect(bad.errors.contains("invalid scale"))
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

// MARK: - Helpers

/// An append-only list of strings that closures can share.
final class EventLog: @unchecked Sendable {
    // `@unchecked Sendable`: every access holds `lock`.
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ entry: String) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// The permission bits of a file.
func permissions(of url: URL) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
}

/// The process's umask, read from /proc (calling umask(2) to read it would race other threads).
func currentUmask() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) ?? 0o022
    }
    return 0o022
}

/// Runs `body` on a new thread (with a fresh text engine) and returns its result.
func measureOnNewThread<T>(_ body: @escaping @Sendable () -> T) -> T {
    try! onNewThread(body).get()
}

/// Where two byte strings first differ, for a readable failure.
func firstDifference(_ a: Data, _ b: Data) -> String {
    let x = [UInt8](a)
    let y = [UInt8](b)
    guard let index = zip(x, y).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
        return x.count == y.count ? "equal" : "lengths \(x.count) and \(y.count)"
    }
    let start = max(0, index - 40)
    func excerpt(_ bytes: [UInt8]) -> String {
        String(decoding: bytes[start..<min(bytes.count, index + 40)], as: UTF8.self)
    }
    return "at byte \(index): «\(excerpt(x))» vs «\(excerpt(y))»"
}
