import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// A tagged PDF read back by independent readers: poppler's `pdfinfo -struct-text` (the
/// structure tree and the text in each element) and `qpdf --check` (the file's structure).
@Suite struct TaggedPDFTests {
    /// What a PDF's readers say about it: the structure tree as poppler reads it, whether
    /// `qpdf --check` passed, and qpdf's JSON dump of every object.
    struct ReadBack {
        var structure: String
        var checked: Bool
        var objects: String

        init(_ pdf: Data) throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "vellum-tagged-\(UUID().uuidString).pdf")
            try pdf.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            structure = try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-struct-text", url.path]
            ).output
            let check = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--check", url.path])
            checked = check.succeeded && check.output.contains("No syntax or stream encoding errors found")
            objects = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--json", url.path]).output
        }
    }

    /// A tree of labels and stacks: each label a paragraph, the header label a heading, the
    /// stacks no element of their own; the language and title display in the catalog.
    @Test func viewTreeOfLabelsAndStacks() throws {
        let card = Stack().vertical(spacing: 8).views(
            Label().with {
                $0.text = "Earth"
                $0.accessibilityTraits = .header
            },
            Stack().horizontal(spacing: 5).views(
                Label().with(text: "size"),
                Label().with(text: "12,742 km")
            ),
            Label().with(text: "The third planet from the Sun.")
        )
        let metadata = DocumentMetadata(title: "Earth", language: "en-GB", isTagged: true)
        let pdf = try card.render(as: .pdf, width: 300, metadata: metadata)
        let read = try ReadBack(pdf)
        #expect(
            read.structure == """
                Document
                  H1 (block)
                    "Earth"
                  P (block)
                    "size"
                  P (block)
                    "12,742 km"
                  P (block)
                    "The third planet from the Sun."

                """)
        #expect(read.checked)
        #expect(read.objects.contains(#""/Lang": "u:en-GB""#))
        #expect(read.objects.contains(#""/DisplayDocTitle": true"#))
        #expect(read.objects.contains(#""/Marked": true"#))
        #expect(try card.render(as: .pdf, width: 300, metadata: metadata) == pdf)
    }

    /// A report: a heading, a paragraph, a streamed table (header cells, then data cells) and a
    /// figure with alternative text, in reading order; the footer's page number is an artifact
    /// (no element); the bytes are the same on a second render.
    @Test func reportWithHeadingsParagraphsTableAndFigure() throws {
        let report = Report(
            metadata: DocumentMetadata(title: "Annual report", language: "en-US", isTagged: true))
        report.footer = { page in Label(text: "Page \(page.number)") }
        let table = Table(columns: [TableColumn("Planet"), TableColumn("Moons")])
        let chart = View().with {
            $0.backgroundColor = .systemBlue
            $0.accessibilityLabel = "A blue square"
            $0.isAccessibilityElement = true
        }
        var blocks: [ReportBlock] = [
            .heading(Label(text: "Planets").with { $0.accessibilityTraits = .header }, outline: "Planets"),
            .view(Label(text: "The inner planets, with their moons.")),
        ]
        blocks += Array(
            table.blocks(rows: [["Mercury", "0"], ["Venus", "0"], ["Earth", "1"]], width: 500))
        blocks.append(.view(FixedView(chart, height: 40)))
        let pdf = try report.pdfData(body: blocks)
        let read = try ReadBack(pdf)
        #expect(
            read.structure == """
                Document
                  H1 (block)
                    "Planets"
                  P (block)
                    "The inner planets, with their moons."
                  Table (block)
                    TR
                      TH
                        "Planet"
                      TH
                        "Moons"
                    TR
                      TD
                        "Mercury"
                      TD
                        "0"
                    TR
                      TD
                        "Venus"
                      TD
                        "0"
                    TR
                      TD
                        "Earth"
                      TD
                        "1"
                  Figure
                    ""

                """)
        #expect(!read.structure.contains("Page 1"))
        #expect(read.checked)
        #expect(read.objects.contains(#""/Alt": "u:A blue square""#))
        #expect(read.objects.contains(#""/Lang": "u:en-US""#))
        #expect(try report.pdfData(body: blocks) == pdf)
    }

    /// A streamed report whose table continues over pages: one `Table` element, its header
    /// row tagged once (the repeats are artifacts), every row in it, in order.
    @Test func tableAcrossPagesIsOneTable() throws {
        let report = Report(metadata: DocumentMetadata(isTagged: true))
        let table = Table(columns: [TableColumn("Row")])
        let body = table.blocks(rows: (1...120).lazy.map { ["row \($0)"] }, width: 500)
        let pdf = try report.pdfData(body: body)
        #expect(report.pageCount > 1)
        let read = try ReadBack(pdf)
        let lines = read.structure.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("Table") }.count == 1)
        #expect(lines.filter { $0 == "TH" }.count == 1)
        #expect(lines.filter { $0 == "TR" }.count == 121)
        #expect(lines.filter { $0.hasPrefix("\"row ") } == (1...120).map { "\"row \($0)\"" })
        #expect(read.checked)
        // Streamed to a file, the body is recorded once and replayed, structure included.
        let scratch = try ScratchDirectory()
        try report.writePDF(body: body, to: scratch.file("table.pdf"))
        #expect(try Data(contentsOf: scratch.file("table.pdf")) == pdf)
    }

    /// Roles set by hand and by class: an image view and a view with the `.image` trait are
    /// figures with their labels as alternative text, `structureRole` gives a level-2 heading, a
    /// list with its items and an artifact; a report's header stays out of the tree.
    @Test func explicitRolesImagesAndReportHeader() throws {
        let pixels = [UInt8](repeating: 200, count: 4 * 4 * 4)
        let image = try Image(rgbaBytes: pixels, pixelWidth: 4, pixelHeight: 4, scale: 1)
        let page = Stack().vertical(spacing: 4).views(
            Label().with {
                $0.text = "Moons"
                $0.structureRole = .heading(level: 2)
            },
            ImageView(image: image).with { $0.accessibilityLabel = "A grey square" },
            View().with {
                $0.backgroundColor = .systemRed
                $0.accessibilityTraits = .image
                $0.accessibilityLabel = "A red bar"
            }.with { $0.heightAnchor.constraint(equalToConstant: 10).isActive = true },
            Stack().vertical(spacing: 2).with { $0.structureRole = .list }.views(
                Label().with {
                    $0.text = "Phobos"
                    $0.structureRole = .listItem
                }
            ),
            Label().with {
                $0.text = "decoration"
                $0.structureRole = .artifact
            }
        )
        let report = Report(metadata: DocumentMetadata(title: "Moons", isTagged: true))
        report.header = { _ in Label(text: "Running header") }
        let read = try ReadBack(try report.pdfData(body: [.view(page)]))
        #expect(
            read.structure == """
                Document
                  H2 (block)
                    "Moons"
                  Figure
                    ""
                  Figure
                    ""
                  L (block)
                    LI (block)
                      "Phobos"

                """)
        #expect(read.objects.contains(#""/Alt": "u:A grey square""#))
        #expect(read.objects.contains(#""/Alt": "u:A red bar""#))
        #expect(read.checked)
    }

    /// Tagging off (the default) writes no structure tree; a bad language tag is a typed error.
    @Test func untaggedAndInvalidLanguage() throws {
        let label = Label().with(text: "Plain")
        let plain = try ReadBack(try label.render(as: .pdf, width: 100))
        #expect(!plain.objects.contains("/StructTreeRoot"))
        #expect(throws: CanvasError.invalidMetadata("language \"en US\" is not a BCP 47 tag such as en-US")) {
            try label.render(
                as: .pdf, width: 100, metadata: DocumentMetadata(language: "en US", isTagged: true))
        }
    }

    /// Found while merging with report contents: a 300 × 400 pt tagged report page failed with
    /// a tag error. Its white background, a fill of the whole page of whole points, became a paint
    /// that made cairo 1.16 throw away what it had recorded of the page, the `Document` element's
    /// beginning included; a clip around each tagged page keeps it.
    @Test func aSmallTaggedReportPageWithABackgroundKeepsItsStructure() throws {
        let report = Report(
            pageSize: Size(width: 300, height: 400), margins: EdgeInsets(all: 24),
            metadata: DocumentMetadata(title: "T", isTagged: true))
        let read = try ReadBack(try report.pdfData(body: [.view(Label(text: "x"))]))
        #expect(read.structure == "Document\n  P (block)\n    \"x\"\n")
        #expect(read.checked)
    }
}

/// A view of a fixed height holding another, pinned to its edges.
final class FixedView: View {
    required init?(coder: NSCoder) { return nil }
    let height: Double
    init(_ content: View, height: Double) {
        self.height = height
        super.init(frame: .zero)
        addSubview(content)
    }
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: height) }
    override func layoutSubviews() { subviews.first?.frame = bounds }

}
