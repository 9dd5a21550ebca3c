import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Runs pdftotext on PDF bytes (all pages, or one) and returns the text.
func pdfText(_ pdf: Data, page: Int? = nil) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "vellum-report-\(UUID().uuidString).pdf")
    try pdf.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let arguments = (page.map { ["-f", "\($0)", "-l", "\($0)"] } ?? []) + ["-layout", url.path, "-"]
    return try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), arguments).output
}

/// A view of a fixed height (for page arithmetic).
final class Block: View {
    required init?(coder: NSCoder) { return nil }
    let height: Double
    init(height: Double, tag: Int = 0) {
        self.height = height
        super.init(frame: .zero)
        self.tag = tag
        backgroundColor = .systemGray5
    }
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: height) }
}

/// A fixed-height view that counts how often it is measured and laid out.
final class CountingBlock: View {
    var measurements = 0
    var layouts = 0
    override func sizeThatFits(_ size: Size) -> Size {
        measurements += 1
        return Size(width: size.width, height: 40)
    }
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
}

/// A report with a 100 × 300 pt page, no margins, no header or footer: the body is 300 pt tall.
func smallReport() -> Report {
    let report = Report(pageSize: Size(width: 100, height: 300), margins: .zero)
    report.countsPages = false
    return report
}

@Suite struct ReportFlowTests {
    @Test func blocksFillPagesAndMoveWholeToTheNextPage() throws {
        // 7 blocks of 100 pt: 3 per page → pages of 3, 3, 1.
        let report = smallReport()
        let data = try report.pdfData(body: (0..<7).map { ReportBlock.view(Block(height: 100, tag: $0)) })
        #expect(report.pageCount == 3)
        #expect(data.count > 0)
    }

    @Test func aBlockThatDoesNotFitStartsANewPageInsteadOfSplitting() throws {
        // 120 + 120 fit (240), the third 120 would end at 360 > 300: it moves whole. 5 blocks → 3 pages.
        let report = smallReport()
        _ = try report.pdfData(body: (0..<5).map { _ in ReportBlock.view(Block(height: 120)) })
        #expect(report.pageCount == 3)
        #expect(report.warnings.isEmpty)
    }

    @Test func explicitPageBreaksStartPagesButNotEmptyOnes() throws {
        let report = smallReport()
        let body: [ReportBlock] = [
            .pageBreak, .view(Block(height: 10)), .pageBreak, .pageBreak, .view(Block(height: 10)),
            .pageBreak,
        ]
        _ = try report.pdfData(body: body)
        #expect(report.pageCount == 2)
    }

    @Test func aHeadingNeverEndsAPage() throws {
        // 250 pt of body, then a 30 pt heading and a 40 pt block: together they need 70 > 50 left,
        // so both move to page 2 (the heading alone would have fitted).
        let report = smallReport()
        let body: [ReportBlock] = [
            .view(Block(height: 250)), .heading(Block(height: 30)), .view(Block(height: 40)),
        ]
        let pages = try report.pdfData(body: body)
        #expect(report.pageCount == 2)
        _ = pages
        // Without keep-with-next the heading stays on page 1 and only the block moves.
        let plain = smallReport()
        _ = try plain.pdfData(body: [
            .view(Block(height: 250)), .view(Block(height: 30)), .view(Block(height: 40)),
        ])
        #expect(plain.pageCount == 2)
    }

    @Test func aTallTextIsSplitAtLineBoundaries() throws {
        let label = Label(text: (1...60).map { "Line \($0)" }.joined(separator: "\n"))
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        let report = Report(pageSize: Size(width: 200, height: 200), margins: .zero)
        let pdf = try report.pdfData(body: [.view(label)])
        #expect(report.warnings.isEmpty)
        let lineHeight = try #require(label.textLayout(width: 200)?.lines.first?.rect.height)
        let perPage = Int((200 / lineHeight).rounded(.down))
        #expect(report.pageCount == Int((60.0 / Double(perPage)).rounded(.up)))
        // Every line appears exactly once, whole, across the pages.
        var seen: [String] = []
        for page in 1...report.pageCount {
            seen += try pdfText(pdf, page: page).split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
            }
            .filter { !$0.isEmpty }
        }
        #expect(seen == (1...60).map { "Line \($0)" })
    }

    @Test func aTallViewWithoutTextIsClippedWithAWarning() throws {
        let report = smallReport()
        _ = try report.pdfData(body: [.view(Block(height: 700))])
        #expect(report.pageCount == 3)
        #expect(report.warnings.count == 2)
        #expect(report.warnings.first?.contains("cannot be split") == true)
    }
}

@Suite struct ReportTableTests {
    static func table() -> Table {
        Table(columns: [
            TableColumn("Name", width: .fixed(140)), TableColumn("Description", width: .proportional(1)),
            TableColumn("Amount", width: .fitToContent, alignment: .right),
        ])
    }

    static func rows(_ count: Int) -> [[String]] {
        (0..<count).map { ["Row \($0)", "Item number \($0) of the table", "$\($0).00"] }
    }

    static func report() -> Report {
        let report = Report(pageSize: Page.a4, metadata: DocumentMetadata(title: "Table report"))
        report.header = { _ in Label(text: "ACME STATEMENT") }
        report.footer = { page in Label(text: page.pageOfCount) }
        return report
    }

    @Test func theHeaderRowRepeatsAndFootersCountPagesOnEveryPage() throws {
        let report = Self.report()
        let body = Self.table().blocks(rows: Self.rows(300), width: Page.a4.width - 72)
        let pdf = try report.pdfData(body: Array(body))
        #expect(report.pageCount > 3)
        for page in 1...report.pageCount {
            let text = try pdfText(pdf, page: page)
            #expect(text.contains("ACME STATEMENT"), "page \(page)")
            #expect(text.contains("Description"), "page \(page) lacks the table header")
            #expect(text.contains("Page \(page) of \(report.pageCount)"), "page \(page)")
        }
    }

    @Test func anArrayBodyIsLaidOutOnceWhenPagesAreCounted() throws {
        // The counting pass lays each view out; the drawing pass finds it laid out at the same width.
        let report = smallReport()
        report.countsPages = true
        report.footer = { page in Label(text: page.pageOfCount) }
        let views = (0..<20).map { _ in CountingBlock() }
        _ = try report.pdfData(body: views.map { ReportBlock.view($0) })
        #expect(report.pageCount > 2)
        #expect(views.allSatisfy { $0.measurements == 1 }, "\(views.map(\.measurements))")
        #expect(views.allSatisfy { $0.layouts == 1 }, "\(views.map(\.layouts))")
    }

    @Test func rowsAreNeverSplitAcrossPages() throws {
        let report = Self.report()
        let pdf = try report.pdfData(
            body: Array(Self.table().blocks(rows: Self.rows(300), width: Page.a4.width - 72)))
        var seen: [Int] = []
        for page in 1...report.pageCount {
            for line in try pdfText(pdf, page: page).split(separator: "\n") {
                let words = line.split(separator: " ")
                if words.count >= 2, words[0] == "Row", let n = Int(words[1]) {
                    #expect(line.contains("Item number \(n) of the table"), "row \(n) split on page \(page)")
                    seen.append(n)
                }
            }
        }
        #expect(seen == Array(0..<300))
    }

    @Test func fitToContentColumnsTakeTheirWidestCellAndProportionalOnesTheRest() {
        let table = Self.table()
        let widths = table.columnWidths(totalWidth: 500, sampleRows: Self.rows(20))
        let widest = TextLayout(plain: "$19.00", font: table.font).size.width + table.cellPadding.horizontal
        let header =
            TextLayout(plain: "Amount", font: table.headerFont).size.width + table.cellPadding.horizontal
        #expect(widths[0] == 140)
        #expect(abs(widths[2] - max(widest, header)) < 1e-9)
        #expect(abs(widths[1] - (500 - 140 - widths[2])) < 1e-9)
    }

    @Test func rightAlignedColumnsUseMonospacedDigits() {
        // Amounts line up digit by digit: a right-aligned column is as wide for 1s as for 8s.
        let table = Table(columns: [
            TableColumn("Name", width: .fitToContent),
            TableColumn("Amount", width: .fitToContent, alignment: .right),
        ])
        let ones = table.columnWidths(totalWidth: 500, sampleRows: [["1111111", "$1,111.11"]])
        let eights = table.columnWidths(totalWidth: 500, sampleRows: [["8888888", "$8,888.88"]])
        #expect(ones[0] < eights[0] - 1)
        #expect(abs(ones[1] - eights[1]) < 0.01)
    }

    @Test func paginatedSVGAndPNGWriteOneFilePerPage() throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let report = Self.report()
        let body = Array(Self.table().blocks(rows: Self.rows(120), width: Page.a4.width - 72))
        let svgs = try report.writePages(body: body, format: .svg, to: directory, baseName: "r")
        let pngs = try report.writePages(body: body, format: .png(scale: 1), to: directory, baseName: "r")
        _ = try report.pdfData(body: body)
        #expect(svgs.count == report.pageCount)
        #expect(pngs.count == report.pageCount)
        #expect(svgs.last?.lastPathComponent == "r-\(report.pageCount).svg")
        let image = try Image(pngData: try Data(contentsOf: pngs[0]))
        #expect(image.pixelWidth == Int(Page.a4.width.rounded(.up)))
    }

    @Test func headingsBecomePDFOutlineEntries() throws {
        let report = Self.report()
        let body: [ReportBlock] = [
            .heading(Label(text: "Chapter One"), outline: "Chapter One"), .view(Label(text: "Body")),
            .pageBreak, .heading(Label(text: "Chapter Two"), outline: "Chapter Two"),
            .view(Label(text: "Body")),
        ]
        let pdf = try report.pdfData(body: body)
        let raw = String(decoding: pdf, as: UTF8.self)
        #expect(raw.contains("/Outlines"))
        #expect(raw.contains("Chapter One") && raw.contains("Chapter Two"))
        #expect(report.pageCount == 2)
    }
}

@Suite struct ReportMemoryTests {
    /// Peak resident memory of this process in kB (VmHWM).
    static func peakKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    static func render(rows: Int) throws -> Int {
        let report = ReportTableTests.report()
        let body = ReportTableTests.table().blocks(
            rows: (0..<rows).lazy.map { ["Row \($0)", "Item number \($0) of the table", "$\($0).00"] },
            width: Page.a4.width - 72, sampleCount: 50)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-mem-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        return try report.writePDF(body: body, to: url)
    }

    /// In a child process (so other tests' memory does not count): render 1,000 rows, note the
    /// peak, render 10,000 rows, and require the peak to have grown by less than 8 MB.
    @Test func peakMemoryStaysFlatFrom1000To10000Rows() async {
        await #expect(processExitsWith: .success) {
            let small = try ReportMemoryTests.render(rows: 1_000)
            let afterSmall = ReportMemoryTests.peakKilobytes()
            let large = try ReportMemoryTests.render(rows: 10_000)
            let afterLarge = ReportMemoryTests.peakKilobytes()
            guard large > small * 9, afterLarge - afterSmall < 8 * 1024 else {
                FileHandle.standardError.write(Data("peak \(afterSmall) kB → \(afterLarge) kB\n".utf8))
                exit(1)
            }
        }
    }
}
