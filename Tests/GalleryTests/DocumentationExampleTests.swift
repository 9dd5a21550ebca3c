import Canvas
import Foundation
import Testing
import Widgets

/// The code of the documentation, compiled and run: the Getting Started article
/// (`Sources/Widgets/Widgets.docc/GettingStarted.md`, whose listings quote this file; `make docs`
/// warns when they stop matching) and README.md's "A first view" and "Reports" examples, with
/// their files written to a temporary folder, and its "Images" example. Each checks the PDF it wrote with `pdfinfo`.
@Suite struct DocumentationExampleTests {
    @Test func gettingStartedWritesTheArticlesPDFs() throws {
        let folder = try DocumentationFolder()
        defer { folder.remove() }
        var url = folder.url("hello.pdf")

        let title = Label(text: "Hello, Vellum")
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.textColor = .systemIndigo

        try title.write(to: url, as: .pdf, width: 320)
        #expect(try PDFInfo(url).pages == 1)

        let card = Stack.vertical(spacing: 12) {
            title
            Label().with {
                $0.text = "Vellum lays out UIKit-style views and draws them with Pango and Cairo."
                $0.numberOfLines = 0
                $0.font = .body
                $0.textColor = .secondaryLabel
            }
            Separator()
            Stack().horizontal(spacing: 6).views(
                PaddedLabel().with(text: "PDF"),
                PaddedLabel().with(text: "SVG"),
                PaddedLabel().with(text: "PNG"),
                View.spacer
            )
        }
        let page = View().with { $0.backgroundColor = .systemBackground }
        card.pin(to: page, insets: EdgeInsets(all: 24))

        url = folder.url("card.pdf")
        try page.write(to: url, as: .pdf, width: 320, metadata: DocumentMetadata(title: "Hello"))
        let info = try PDFInfo(url)
        #expect(info.pages == 1)
        #expect(info.value("Title") == "Hello")
        #expect(info.value("Page size")?.hasPrefix("320 x ") == true)

        let png: Data = try page.render(as: .png(scale: 2), width: 320)
        let svg: Data = try page.render(as: .svg, width: 320)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))

        page.layout(width: 320)
        print(page.recursiveDescription)
        #expect(page.recursiveDescription.contains("<PaddedLabel"))

        url = folder.url("pages.pdf")
        let notes = Label(text: "Page two: notes.").with { $0.numberOfLines = 0 }
        try View.writePDF(pages: [page, notes], to: url, width: 320)
        #expect(try PDFInfo(url).pages == 2)
    }

    /// README.md, "A first view"; its three output files go to a temporary folder.
    @Test func readmeFirstViewWritesAPDFAndAPNG() throws {
        let folder = try DocumentationFolder()
        defer { folder.remove() }

        let card = Stack().vertical(spacing: 10).views(
            Label().with {
                $0.text = "Earth"
                $0.font = .preferredFont(forTextStyle: .largeTitle)
            },
            Stack().horizontal(spacing: 5).views(
                PaddedLabel().with(text: "size"),
                Label().with(text: "12,742 km"),
                View.spacer
            ),
            Separator(),
            Label().with {
                $0.text = "The third planet from the Sun."
                $0.numberOfLines = 0
            }
        )
        let page = View().with { $0.backgroundColor = .systemBackground }
        card.pin(to: page, insets: EdgeInsets(all: 30))

        try page.write(to: folder.url("card.pdf"), as: .pdf, width: 375)  // height fits
        try page.write(to: folder.url("card.png"), as: .png(scale: 2), width: 375)
        let svg: Data = try page.render(as: .svg, width: 375)

        let info = try PDFInfo(folder.url("card.pdf"))
        #expect(info.pages == 1)
        #expect(info.value("Page size")?.hasPrefix("375 x ") == true)
        let png = try Image(contentsOf: folder.url("card.png"), scale: 2)
        #expect(png.pixelWidth == 750)
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }

    /// README.md, "Reports": a table with a repeated header row and "Page N of M" footers, with
    /// 5,000 rows instead of the README's 100,000 to keep the test quick (100,000 take about 40 s
    /// here; ReportsTests checks that memory stays flat as rows grow).
    @Test func readmeReportWritesAPagedPDF() throws {
        let folder = try DocumentationFolder()
        defer { folder.remove() }
        let url = folder.url("statement.pdf")

        let report = Report(pageSize: Page.a4, metadata: DocumentMetadata(title: "Statement"))
        report.header = { _ in Label(text: "ACME") }
        report.footer = { page in Label(text: page.pageOfCount) }  // "Page 3 of 12"
        let table = Table(columns: [
            TableColumn("Item"), TableColumn("Amount", width: .fixed(80), alignment: .right),
        ])
        let rows = (1...5_000).lazy.map { ["Item \($0)", "$\($0).00"] }  // produced on demand
        try report.writePDF(body: table.blocks(rows: rows, width: Page.a4.width - 72), to: url)

        let info = try PDFInfo(url)
        #expect(info.pages == report.pageCount)
        #expect((info.pages ?? 0) > 100)
        #expect(info.value("Title") == "Statement")
        #expect(report.warnings.isEmpty)
    }

    /// README.md, "Images": a JPEG from a file, an SVG from data, an image by name from a bundle
    /// (here a folder standing in for `.module`), and JPEG encoding.
    @Test func readmeImagesDecodeEveryFormat() throws {
        let folder = try DocumentationFolder()
        defer { folder.remove() }
        let pixels = (0..<(16 * 8)).flatMap { _ in [UInt8](arrayLiteral: 40, 120, 200, 255) }
        let picture = try Image(rgbaBytes: pixels, pixelWidth: 16, pixelHeight: 8)
        try picture.jpegData(quality: 1).write(to: folder.url("cover.jpg"))
        try picture.pngData().write(to: folder.url("logo@2x.png"))
        let svgData = Data("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 20'/>".utf8)
        let module = try #require(Bundle(path: folder.root.path))

        let photo = try Image(contentsOf: folder.url("cover.jpg"))  // PNG, JPEG or SVG
        let chart = try Image(decoding: svgData)  // told apart by their bytes
        let logo = Image(named: "logo", in: module)  // logo@2x.png, logo.jpg, logo.svg…
        let jpeg = try photo.jpegData(quality: 0.8)  // UIKit: jpegData(compressionQuality:)

        #expect(photo.size == Size(width: 16, height: 8))
        #expect(chart.size == Size(width: 40, height: 20))
        #expect(logo?.scale == 2 && logo?.size == Size(width: 8, height: 4))
        #expect(ImageFormat(sniffing: jpeg) == .jpeg)
    }
}

/// A fresh temporary folder for one test's files.
private struct DocumentationFolder {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-documentation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A file in the folder.
    func url(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// Deletes the folder and its files.
    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// What poppler's `pdfinfo` says about a PDF file.
private struct PDFInfo {
    let output: String

    init(_ url: URL) throws {
        output = try run("/usr/bin/pdfinfo", [url.path])  // expects pdfinfo to succeed
    }

    /// The value of the first `Key: value` line with this key.
    func value(_ key: String) -> String? {
        for line in output.split(separator: "\n") where line.hasPrefix(key + ":") {
            return line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The page count.
    var pages: Int? { value("Pages").flatMap { Int($0) } }
}
