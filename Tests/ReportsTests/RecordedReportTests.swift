import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// A body that counts how often it is iterated.
final class CountedBody: Sequence {
    private(set) var iterations = 0
    private let blocks: () -> [ReportBlock]

    init(_ blocks: @escaping () -> [ReportBlock]) { self.blocks = blocks }

    func makeIterator() -> IndexingIterator<[ReportBlock]> {
        iterations += 1
        return blocks().makeIterator()
    }
}

/// A report that counts its pages and writes a PDF records each page's body in the counting pass
/// and replays it, so the body is laid out once; the PDF must be the one the body laid out
/// twice gives (`pdfData` does not record), byte for byte, and a body a recording cannot hold
/// must fall back to the second layout.
@Suite struct RecordedReportTests {
    static func report(footer: ((PageInfo) -> View)? = nil) -> Report {
        let report = Report(
            pageSize: Size(width: 400, height: 500), metadata: DocumentMetadata(title: "Recorded"))
        report.header = { page in Label(text: "Statement, page \(page.number)") }
        report.footer = footer ?? { page in Label(text: page.pageOfCount).with { $0.textAlignment = .right } }
        return report
    }

    /// Everything a report's body commonly holds: headings with outline entries, a table whose
    /// header repeats (right-aligned amounts in monospaced digits), separators (dashed too), bordered and rounded views, coloured text, a view
    /// taller than a page (drawn in clipped slices), and a page break.
    static func body() -> [ReportBlock] {
        let table = Table(columns: [
            TableColumn("Name", width: .fixed(120)), TableColumn("Description", width: .proportional(1)),
            TableColumn("Amount", width: .fitToContent, alignment: .right),
        ])
        let rows = (0..<60).map { ["Row \($0)", "Item number \($0) of the table", "$\($0).00"] }
        var blocks: [ReportBlock] = [.heading(Label(text: "Chapter One"), outline: "Chapter One")]
        blocks += table.blocks(rows: rows, width: 364)
        blocks.append(.view(Separator()))
        blocks.append(.view(Separator().with { $0.dashPattern = [4, 2] }))
        blocks.append(
            .view(
                PaddedLabel(text: "Bordered and rounded").with {
                    $0.backgroundColor = .systemGray6
                    $0.layer.borderWidth = 1
                    $0.layer.borderColor = .separator
                    $0.layer.cornerRadius = 8
                }))
        blocks.append(.view(Label(text: "See the terms online").with { $0.textColor = .systemBlue }))
        blocks.append(.pageBreak)
        blocks.append(.heading(Label(text: "Chapter Two"), outline: "Chapter Two"))
        // Taller than a page and not splittable: clipped into slices on two pages.
        blocks.append(.view(Block(height: 700)))
        blocks += (0..<30).map { .view(Label(text: "Line \($0) of the closing notes")) }
        return blocks
    }

    static func write(_ report: Report, _ body: CountedBody) throws -> Data {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-rec-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try report.writePDF(body: body, to: url)
        return try Data(contentsOf: url)
    }

    @Test func aRecordedReportIsLaidOutOnceAndIsTheTwiceLaidOutReportByteForByte() throws {
        let report = Self.report()
        let body = CountedBody(Self.body)
        let recorded = try Self.write(report, body)
        #expect(body.iterations == 1, "the body was read \(body.iterations) times")
        #expect(report.pageCount >= 4)
        let pages = report.pageCount
        // `pdfData` does not record: it paginates the body again to draw.
        let twice = CountedBody(Self.body)
        let laidOutTwice = try Self.report().pdfData(body: twice)
        #expect(twice.iterations == 2)
        #expect(recorded == laidOutTwice)
        let text = try pdfText(recorded)
        for page in 1...pages { #expect(text.contains("Page \(page) of \(pages)")) }
        #expect(text.contains("Chapter Two") && text.contains("the terms"))
        #expect(String(decoding: recorded, as: UTF8.self).contains("/Outlines"))
    }

    /// Bodies a recording cannot hold, and a footer whose height depends on the count: laid out
    /// again, with the same PDF as without recording.
    @Test(arguments: [
        "image", "emoji", "underline", "strikethrough", "background", "link", "right-aligned amounts",
        "shadow",
        "footer",
    ])
    func aReportARecordingCannotHoldIsLaidOutAgain(_ kind: String) throws {
        var footer: ((PageInfo) -> View)?
        var extra: [ReportBlock] = []
        switch kind {
        case "image":
            let image = try Image(rgbaBytes: [0, 0, 255, 255], pixelWidth: 1, pixelHeight: 1)
            extra = [.view(ImageView(image: image).with { $0.frame.size = Size(width: 20, height: 20) })]
        case "emoji":
            // Colour glyphs stay Pango's lines (Vellum paints them as its own images).
            extra = [.view(Label(text: "Party \u{1F389}"))]
        case "underline", "strikethrough", "background", "link":
            // Pango's renderer draws the decorations; a link's rectangle is measured on its line.
            let key: NSAttributedString.Key = [
                "underline": .underlineStyle, "strikethrough": .strikethroughStyle,
                "background": .backgroundColor,
                "link": .link,
            ][kind]!
            let value: Any = [
                "underline": 1, "strikethrough": 1, "background": Color.systemYellow,
                "link": URL(string: "https://example.com")!,
            ][kind]!
            let text = NSAttributedString(string: "Decorated words", attributes: [key: value])
            extra = [.view(Label().with { $0.attributedText = text })]
        case "shadow":
            extra = [
                .view(
                    PaddedLabel(text: "Shadowed").with {
                        $0.layer.shadowOpacity = 0.5
                        $0.layer.shadowRadius = 2
                    })
            ]
        default:
            // One line while the count is unknown, two once it is: the body's height changes.
            footer = { page in
                Label(
                    text: page.count == nil ? "Page \(page.number)" : "Page \(page.number)\nof \(page.count!)"
                )
                .with { $0.numberOfLines = 0 }
            }
        }
        let blocks = { Self.body() + extra }
        let body = CountedBody(blocks)
        let recorded = try Self.write(Self.report(footer: footer), body)
        #expect(body.iterations == 2, "the body was read \(body.iterations) times")
        #expect(recorded == (try Self.report(footer: footer).pdfData(body: CountedBody(blocks))))
    }

    /// Text Pango lays out (another script, directions mixed, a paragraph too long for the
    /// shaped-word path, styled runs) is read into glyph runs, which a recording holds: the body
    /// is laid out once, with the same PDF as without recording.
    @Test(arguments: ["Hebrew", "mixed directions", "a paragraph split over pages", "styled runs"])
    func aReportOfTextPangoLaysOutIsLaidOutOnce(_ kind: String) throws {
        let extra: View
        switch kind {
        case "Hebrew": extra = Label(text: "שלום עולם")
        case "mixed directions": extra = Label(text: "Order 1029 from שלום עולם, paid €36.50")
        case "a paragraph split over pages":
            // Split at line boundaries; a paragraph this long is laid out by Pango.
            extra = Label(
                text: String(repeating: "A long paragraph of plain words that runs on. ", count: 120)
            )
            .with { $0.numberOfLines = 0 }
        default:
            let text = NSMutableAttributedString(
                string: "Bold, ", attributes: [.font: Font.boldSystemFont(ofSize: 13)])
            text.append(NSAttributedString(string: "red", attributes: [.foregroundColor: Color.systemRed]))
            text.append(NSAttributedString(string: " and plain"))
            extra = Label().with { $0.attributedText = text }
        }
        let blocks = { Self.body() + [.view(extra)] }
        let body = CountedBody(blocks)
        let recorded = try Self.write(Self.report(), body)
        #expect(body.iterations == 1, "the body was read \(body.iterations) times")
        #expect(recorded == (try Self.report().pdfData(body: CountedBody(blocks))))
    }

    /// With no temporary file to spill to (a temporary directory that does not exist), the
    /// report is laid out twice, and its PDF is the same; in a child process, whose environment
    /// the test may change.
    @Test func aReportWithNowhereToSpillIsLaidOutAgain() async {
        await #expect(processExitsWith: .success) {
            setenv("TMPDIR", "/nonexistent-vellum-spill", 1)
            let body = CountedBody(RecordedReportTests.body)
            let url = URL(fileURLWithPath: "/tmp/vellum-rec-nowhere-\(getpid()).pdf")
            defer { try? FileManager.default.removeItem(at: url) }
            try RecordedReportTests.report().writePDF(body: body, to: url)
            let expected = try RecordedReportTests.report().pdfData(
                body: CountedBody(RecordedReportTests.body))
            guard body.iterations == 2, try Data(contentsOf: url) == expected else { exit(1) }
        }
    }

    @Test func anEmptyBodyStillMakesOnePage() throws {
        let report = Self.report()
        let body = CountedBody { [] }
        let pdf = try Self.write(report, body)
        #expect(report.pageCount == 1)
        #expect(try pdfText(pdf).contains("Page 1 of 1"))
    }

    @Test func aRecordedReportStillStopsAtItsPageLimit() throws {
        let report = Self.report()
        report.maximumPageCount = 2
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-rec-\(UUID().uuidString).pdf")
        #expect(throws: CanvasError.self) { try report.writePDF(body: Self.body(), to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
