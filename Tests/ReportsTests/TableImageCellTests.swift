import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Tables whose cells hold images (`Table.Cell.image`): the image's frame in its cell, a column
/// sized to its image, rows that never cut an image between pages, and the cell's place in a
/// tagged PDF (a data cell holding a figure with its description).
@Suite struct TableImageCellTests {
    /// A solid image of `width` × `height` pixels at scale 1.
    static func swatch(_ width: Int, _ height: Int) throws -> Image {
        try Image(
            rgbaBytes: Array(repeating: [0, 120, 255, 255], count: width * height).flatMap { $0 },
            pixelWidth: width, pixelHeight: height)
    }

    static var table: Table {
        Table(columns: [
            TableColumn("Product", width: .fixed(100)),
            TableColumn("Photo", width: .fixed(80), alignment: .right),
            TableColumn("Price", width: .fitToContent, alignment: .right),
        ])
    }

    /// The frames of the row's cells and of the image inside its cell.
    static func frames(_ row: TableRowView) -> (cells: [Rect], image: Rect?) {
        row.layoutIfNeeded()
        let image = row.subviews.first { !$0.subviews.isEmpty }?.subviews.first?.frame
        return (row.subviews.map(\.frame), image)
    }

    @Test func anImageCellIsItsImagesHeightAlignedAsTheColumnsText() throws {
        let table = Self.table
        let cells: [Table.Cell] = [
            "Desk lamp", .image(try Self.swatch(40, 30), description: "A lamp"), "€49.00",
        ]
        let widths = table.columnWidths(totalWidth: 300, sampleCells: [cells])
        #expect(widths[0] == 100)
        #expect(widths[1] == 80)
        let row = table.rowView(cells, index: 0, widths: widths)
        // Tallest cell: the 30 pt image, plus 4 pt of padding above and below.
        let size = row.fittingSize(for: Size(width: widths.reduce(0, +), height: CGFloat.infinity))
        #expect(Double(size.height) == 38)
        row.frame = Rect(origin: .zero, size: size)
        let (frames, image) = Self.frames(row)
        #expect(frames[1] == Rect(x: 106, y: 4, width: 68, height: 30))
        // Right-aligned in its 68 pt inner width.
        #expect(image == Rect(x: 28, y: 0, width: 40, height: 30))
        #expect(row.cells == ["Desk lamp", "A lamp", "€49.00"])
    }

    @Test func aWideImageShrinksToItsColumnKeepingItsProportionsAndACenteredOneCentres() throws {
        let table = Table(columns: [TableColumn("Photo", width: .fixed(62), alignment: .center)])
        let row = table.rowView(
            [.image(try Self.swatch(10, 10), size: Size(width: 100, height: 50))], index: 0, widths: [62])
        let size = row.fittingSize(for: Size(width: 62, height: CGFloat.infinity))
        // 50 pt inner width: the 100 × 50 image at half size.
        #expect(Double(size.height) == 25 + 8)
        row.frame = Rect(origin: .zero, size: size)
        #expect(Self.frames(row).image == Rect(x: 0, y: 0, width: 50, height: 25))
        let narrow = table.rowView([.image(try Self.swatch(20, 10))], index: 0, widths: [62])
        narrow.frame = Rect(
            origin: .zero, size: narrow.fittingSize(for: Size(width: 62, height: CGFloat.infinity)))
        #expect(Self.frames(narrow).image == Rect(x: 15, y: 0, width: 20, height: 10))
    }

    @Test func aFitToContentColumnIsAsWideAsItsWidestImage() throws {
        let table = Table(columns: [TableColumn("Ph", width: .fitToContent), TableColumn("Rest")])
        let widths = table.columnWidths(
            totalWidth: 400,
            sampleCells: [
                [.image(try Self.swatch(90, 10))],
                [.image(try Self.swatch(5, 5), size: Size(width: 120, height: 12))],
            ])
        #expect(widths == [132, 268])
    }

    @Test func hostileImageSizesLayOutAsEmptyCells() throws {
        let table = Table(columns: [TableColumn("Photo", width: .fixed(60))])
        for size in [
            Size(width: Double.nan, height: 10), Size(width: -5, height: -5),
            Size(width: CGFloat.infinity, height: CGFloat.infinity), Size(width: 0, height: 40),
        ] {
            let row = table.rowView([.image(try Self.swatch(2, 2), size: size)], index: 0, widths: [60])
            let fitted = row.fittingSize(for: Size(width: 60, height: CGFloat.infinity))
            #expect(fitted.height.isFinite)
            row.frame = Rect(origin: .zero, size: fitted)
            _ = try row.render(as: .pdf, width: 60)
        }
    }

    /// A row taller than a page (a long text beside a photo) may be cut between its text's
    /// lines, but not through the photo: the first cut is below the photo's bottom.
    @Test func aRowIsNeverCutThroughItsImage() throws {
        let table = Table(columns: [TableColumn("Notes"), TableColumn("Photo", width: .fixed(70))])
        let notes = (1...30).map { "Line \($0) of the notes." }.joined(separator: "\n")
        let row = table.rowView(
            [.text(notes), .image(try Self.swatch(60, 60))], index: 0, widths: [200, 70])
        let size = row.fittingSize(for: Size(width: 270, height: CGFloat.infinity))
        let offsets = row.pageBreakOffsets(in: size)
        // The text's lines alone would allow cuts every line from about 16 pt down.
        #expect(offsets.count > 20)
        #expect(offsets.allSatisfy { $0 >= 64 - 0.01 })
        #expect(offsets.first! < 80)
    }

    /// Rows of 60 pt photos streamed through a report on pages whose body holds 3.5 rows: every
    /// page ends between rows, never through a photo, and each row's text is on the page its
    /// photo is on.
    @Test func rowsOfPhotosFlowThreeToAPage() throws {
        let table = Table(columns: [TableColumn("Item"), TableColumn("Photo", width: .fixed(70))])
        table.cellPadding = EdgeInsets(all: 0)
        let photo = try Self.swatch(60, 60)
        let rows: [[Table.Cell]] = (1...12).map { ["Item \($0)", .image(photo)] }
        let report = Report(pageSize: Size(width: 300, height: 60 * 3.5 + 20), margins: EdgeInsets(all: 10))
        let pdf = try report.pdfData(body: Array(table.blocks(cellRows: rows, width: 280)))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-photos-\(UUID()).pdf")
        try pdf.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        // `pdfimages -list`: one line per image drawn, its page number first.
        let listing = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfimages"), ["-list", url.path])
            .output
        let imagePages = listing.split(separator: "\n").dropFirst(2).compactMap {
            Int($0.split(separator: " ").first ?? "")
        }
        // The header row repeats on each page, then at most three 60 pt rows fit below it.
        var rowsSeen = 0
        for page in 1...4 {
            let items = try pdfText(pdf, page: page).split(separator: "\n").filter {
                $0.hasPrefix("Item ") && $0.dropFirst(5).first?.isNumber == true
            }
            #expect(items.count == 3, "page \(page): \(items)")
            #expect(imagePages.filter { $0 == page }.count == items.count)
            rowsSeen += items.count
        }
        #expect(rowsSeen == 12)
        #expect(!listing.isEmpty)
    }

    @Test func aTaggedTableHasAFigureInsideTheDataCell() throws {
        let table = Table(columns: [TableColumn("Product"), TableColumn("Photo")])
        let view = TableView(
            table: table,
            cellRows: [["Desk lamp", .image(try Self.swatch(20, 20), description: "A blue lamp")]])
        let pdf = try view.render(
            as: .pdf, width: 300,
            metadata: DocumentMetadata(title: "Catalogue", language: "en", isTagged: true))
        let read = try TaggedPDFTests.ReadBack(pdf)
        #expect(read.checked)
        #expect(
            read.structure == """
                Document
                  Table (block)
                    TR
                      TH
                        "Product"
                      TH
                        "Photo"
                    TR
                      TD
                        "Desk lamp"
                      TD
                        Figure
                          ""

                """)
        #expect(read.objects.contains(#""/Alt": "u:A blue lamp""#))
    }
}
