import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// The tagged book (``ReportContentsTests/book(chapters:paragraphsPerSection:)``) at page sizes
/// of whole points and of fractions of a point. cairo 1.16 once dropped the `Document` element
/// a whole-page background covered (a tag error at the last page, or an abort in
/// `cairo_surface_finish` when that page held a named destination), so the books are drawn in a
/// child process, where a crash fails the test instead of the run.
@Suite struct TaggedBookPageSizeTests {
    /// The page sizes drawn: whole points, landscape and portrait, and A5, A4 and Letter.
    static let sizes: [String: Size] = [
        "200x300": Size(width: 200, height: 300), "300x200": Size(width: 300, height: 200),
        "300x400": Size(width: 300, height: 400), "500x400": Size(width: 500, height: 400),
        "a5": Size(width: 419.5276, height: 595.2756), "a4": Page.a4, "letter": Page.letter,
    ]

    /// The variable that makes ``drawTaggedBooksForTheParent()`` draw: the directory to write to.
    static let directoryVariable = "VELLUM_TAGGED_BOOK_DIRECTORY"

    /// Each size's book is drawn in a child process to a file that `qpdf --check` accepts and
    /// `pdfinfo -struct-text` reads, with every contents link kept and pointing at its page.
    @Test func taggedBooksOfEverySizeAreReadBack() throws {
        let scratch = try ScratchDirectory()
        let child = try ChildProcess.run(
            URL(fileURLWithPath: CommandLine.arguments[0]),
            ["--testing-library", "swift-testing", "--filter", "drawTaggedBooksForTheParent"],
            environment: [Self.directoryVariable: scratch.url.path], timeLimit: 300)
        #expect(!child.signalled, "the child crashed: \(child.errors.suffix(600))")
        #expect(child.succeeded, "status \(child.status): \(child.output.suffix(600))")
        let faded = try TaggedPDFTests.ReadBack(
            Data(contentsOf: scratch.url.appendingPathComponent("faded.pdf")))
        #expect(faded.checked)
        #expect(faded.structure.contains("\"Before\"") && faded.structure.contains("\"After\""))
        #expect(
            child.output.contains("blank first page: cairo failed in ending a PDF page"), "\(child.output)")
        for name in Self.sizes.keys.sorted() {
            let pdf = try Data(contentsOf: scratch.url.appendingPathComponent("\(name).pdf"))
            let read = try TaggedPDFTests.ReadBack(pdf)
            #expect(read.checked, "\(name)")
            #expect(read.structure.hasPrefix("Document\n"), "\(name)")
            #expect(read.structure.contains("\"Chapter 5\""), "\(name)")
            let destinations = try Self.headingDestinations(pdf)
            #expect(destinations.count == 18, "\(name)")
            #expect(destinations.allSatisfy { $0.page == $0.namedPage + 1 }, "\(name): \(destinations)")
        }
    }

    /// Draws the book at each size into the directory the parent names, one file per size;
    /// does nothing when run without it (as in the ordinary test run).
    @Test func drawTaggedBooksForTheParent() throws {
        guard let directory = ProcessInfo.processInfo.environment[Self.directoryVariable] else { return }
        for (name, size) in Self.sizes {
            let (report, body) = ReportContentsTests.book()
            report.pageSize = size
            report.metadata = DocumentMetadata(
                title: "A Field Guide to Reports", language: "en", isTagged: true)
            let pdf = try report.pdfData(body: body)
            try pdf.write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).pdf"))
        }
        let faded = Stack().vertical(spacing: 2).views(Label(text: "Faded one"), Label(text: "Faded two"))
        faded.alpha = 0.5
        let report = Report(
            pageSize: Size(width: 300, height: 400), margins: EdgeInsets(all: 24),
            metadata: DocumentMetadata(title: "Faded", isTagged: true))
        let pdf = try report.pdfData(body: [
            .view(Label(text: "Before")), .view(faded), .view(Label(text: "After")),
        ])
        try pdf.write(to: URL(fileURLWithPath: directory).appendingPathComponent("faded.pdf"))
        print("blank first page: \(Self.outcomeOfABlankFirstPage())")
    }

    /// A tagged document whose first page draws nothing, and whose second holds an outline
    /// entry: cairo 1.16 keeps no tag of a page without ink, so it loses the `Document` element
    /// and fails ending the last page. That must be a typed error, and the surface, which
    /// cairo would assert finishing, abandoned.
    static func outcomeOfABlankFirstPage() -> String {
        var document = Document(metadata: DocumentMetadata(title: "Blank", isTagged: true))
        document.addPage(size: Size(width: 300, height: 400)) { _ in }
        document.addPage(size: Size(width: 300, height: 400)) { context in
            context.addOutlineItem("Second")
            context.withStructure(.paragraph) {
                context.fill(Rect(x: 10, y: 10, width: 20, height: 20), with: .black)
            }
        }
        do {
            return "\(try document.data(format: .pdf).count) bytes"
        } catch {
            return "\(error)"
        }
    }

    /// A named destination of a heading, as `pdfinfo -dests` lists it: the page it is on (from 1)
    /// and the page index written in its name (`vellum-heading-<index>-<y>`).
    struct HeadingDestination: CustomStringConvertible {
        var page: Int
        var namedPage: Int
        var description: String { "page \(page) named \(namedPage)" }
    }

    /// The heading destinations `pdfinfo -dests` finds in `pdf`.
    static func headingDestinations(_ pdf: Data) throws -> [HeadingDestination] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-dests-\(UUID()).pdf")
        try pdf.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let listing = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-dests", url.path])
        return listing.output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let page = fields.first.flatMap({ Int($0) }),
                let name = fields.first(where: { $0.contains("vellum-heading-") })
            else { return nil }
            let parts = name.replacingOccurrences(of: "\"", with: "").split(separator: "-")
            guard parts.count >= 3, let named = Int(parts[2]) else { return nil }
            return HeadingDestination(page: page, namedPage: named)
        }
    }
}
