import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Canvas

/// Multi-page PDFs are drawn on the caller's thread into recording surfaces and emitted on a
/// writer thread (`PDFPipeline`): the pages, their text, sizes, links and outline must be those
/// of the same document drawn directly, and errors on either side must end the document.
@Suite("PDF pipeline")
struct PDFPipelineTests {
    static let texts = [
        "Earth", "שלום עולם", "مرحبا بالعالم", "漢字かな交じり文", "नमस्ते दुनिया", "สวัสดีชาวโลก", "Emoji 😀🎉👍🏽",
    ]

    /// Three pages of different sizes with text in several scripts, links and outline entries.
    static var pages: [Page] {
        (0..<3).map { index in
            Page(size: Size(width: 300 + Double(index) * 40, height: 400 - Double(index) * 30)) { context in
                context.addOutlineItem("Chapter \(index + 1)", level: 0, at: Point(x: 0, y: 10))
                if index == 1 { context.addOutlineItem("Section 2.1", level: 1, at: Point(x: 0, y: 200)) }
                for (line, text) in texts.enumerated() {
                    let layout = TextLayout(
                        plain: "\(index) \(text)",
                        font: .systemFont(ofSize: 12 + Double(line), weight: .bold),
                        options: .init(width: 250))
                    context.draw(layout, at: Point(x: 20, y: 20 + Double(line) * 40))
                }
                context.translateBy(x: 5, y: 7)
                context.addLink(
                    to: URL(string: "https://example.com/\(index)")!,
                    in: Rect(x: 10, y: 300, width: 40, height: 20))
            }
        }
    }

    static func direct(_ pages: [Page]) throws -> Data {
        let sink = OutputSink()
        try Document.renderPDFDirectly(pages: pages, metadata: DocumentMetadata(title: "t"), into: sink)
        return sink.data
    }

    static func pipelined(_ pages: [Page]) throws -> Data {
        try Document(metadata: DocumentMetadata(title: "t"), pages: pages).data(format: .pdf)
    }

    /// `/Title (…)` entries and `/URI (…)` targets, in file order.
    static func entries(_ pdf: Data, _ key: String) -> [String] {
        String(decoding: pdf, as: UTF8.self).components(separatedBy: "/\(key) (").dropFirst().map {
            String($0.prefix { $0 != ")" })
        }
    }

    @Test func pagesTextLinksAndOutlineMatchTheDirectlyDrawnDocument() throws {
        let direct = try Self.direct(Self.pages)
        let pipelined = try Self.pipelined(Self.pages)
        #expect(try TextChecks.pdfText(pipelined) == TextChecks.pdfText(direct))
        #expect(LinkTests.linkRects(pipelined) == LinkTests.linkRects(direct))
        #expect(LinkTests.linkRects(pipelined).count == 3)
        #expect(Self.entries(pipelined, "URI") == (0..<3).map { "https://example.com/\($0)" })
        #expect(Self.entries(pipelined, "Title").sorted() == Self.entries(direct, "Title").sorted())
        #expect(
            Set(Self.entries(pipelined, "Title")).isSuperset(of: [
                "Chapter 1", "Chapter 2", "Section 2.1", "Chapter 3",
            ]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID()).pdf")
        try pipelined.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-f", "1", "-l", "3", file.path]
        ).output
        #expect(info.contains("Page    1 size:  300 x 400 pts"))
        #expect(info.contains("Page    2 size:  340 x 370 pts"))
        #expect(info.contains("Page    3 size:  380 x 340 pts"))
    }

    /// A page whose drawing throws ends the document with that error, and no later page is drawn.
    @Test func aPageThatThrowsStopsTheDocument() throws {
        struct Stop: Error {}
        final class Count: Sendable { let drawn = Atomic<Int>(0) }
        let count = Count()
        let pages = (0..<6).lazy.map { index in
            Page(size: Size(width: 100, height: 100)) { context in
                count.drawn.add(1, ordering: .relaxed)
                if index == 3 { throw Stop() }
                context.fill(Rect(x: 0, y: 0, width: 50, height: 50), with: .black)
            }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stopped-\(UUID()).pdf")
        #expect(throws: Stop.self) { try Document.writePDF(pages: pages, to: url) }
        #expect(count.drawn.load(ordering: .relaxed) == 4)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// A page the writer cannot emit (an invalid size is caught before recording) is a typed
    /// error, and an empty sequence is an empty document.
    @Test func badPagesAndEmptySequencesAreTypedErrors() {
        let bad = [
            Page(size: Size(width: 100, height: 100)) { _ in },
            Page(size: Size(width: -1, height: 5)) { _ in },
        ]
        #expect(throws: CanvasError.self) { try Self.pipelined(bad) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID()).pdf")
        #expect(throws: CanvasError.emptyDocument) {
            try Document.writePDF(pages: [Page]().lazy.map { $0 }, to: url)
        }
    }

    /// Many pipelined documents at once, on a batch's workers, each equal to one thread's.
    @Test func pipelinedDocumentsRenderOnManyThreadsAsOnOne() throws {
        let reference = try Self.pipelined(Self.pages)
        let results = RenderBatch(workerCount: 4).map(Array(0..<12)) { _ in try Self.pipelined(Self.pages) }
        for result in results { #expect(try result.get() == reference) }
    }
}
