import Canvas
import Foundation
import Widgets

/// W2's rows as report blocks, generated afresh on every iteration (a `Report` that counts pages
/// reads its body twice, and must see the same rows both times).
struct ReportRows: Sequence {
    let rowCount: Int
    /// The data set the rows come from.
    var dataSet = ReportDataSet.benchmark

    func makeIterator() -> AnyIterator<ReportBlock> {
        var data = ReportData(dataSet: dataSet)
        var index = 0
        return AnyIterator {
            guard index < rowCount else { return nil }
            defer { index += 1 }
            return .view(ReportLayout.row(data.row(index)))
        }
    }
}

/// W2's rows as table cells, generated afresh on every iteration.
struct ReportCells: Sequence {
    let rowCount: Int
    /// The data set the rows come from.
    var dataSet = ReportDataSet.benchmark

    func makeIterator() -> AnyIterator<[String]> {
        var data = ReportData(dataSet: dataSet)
        var index = 0
        return AnyIterator {
            guard index < rowCount else { return nil }
            defer { index += 1 }
            let row = data.row(index)
            return [row.name, row.description, row.amount]
        }
    }
}

/// The ways W2 goes through `Widgets.Report`, as users write it.
enum ReportVariant: String, CaseIterable {
    /// The rows as views, no header, no page count.
    case report
    /// The same with a "Page N of M" footer (pages counted first).
    case pageCount = "report-page-count"
    /// The rows through `Table` (header row repeated on every page), no page count.
    case table

    /// How the variant reads in the results table.
    var title: String {
        switch self {
        case .report: "via Report"
        case .pageCount: "via Report with \"Page N of M\""
        case .table: "via Table"
        }
    }
}

/// W2 of `dataSet` flowed by `Widgets.Report` in one of its variants; prints `seconds`, `pages`,
/// `peak_kb` and the texts laid out by either path like ``reportChild(rows:url:dataSet:)``.
@inline(never)
func reportFlowChild(
    rows: Int, url: URL, variant: ReportVariant, dataSet: ReportDataSet = .benchmark
) throws {
    _ = Label(text: "x").with { $0.font = ReportLayout.font }.layout(width: 100)
    let counts = TextPathCounts.current
    let report = Widgets.Report(
        pageSize: ReportLayout.page, margins: EdgeInsets(all: ReportLayout.margin),
        metadata: DocumentMetadata(
            title: "W2 report", language: "en",
            isTagged: ProcessInfo.processInfo.environment["VELLUM_BENCH_TAGGED"] == "1"))
    report.countsPages = variant == .pageCount
    if variant == .pageCount {
        report.footer = { page in
            Label(text: page.pageOfCount).with {
                $0.font = ReportLayout.font
                $0.textAlignment = .right
            }
        }
    }
    let start = now()
    let pages: Int
    switch variant {
    case .report, .pageCount:
        pages = try report.writePDF(body: ReportRows(rowCount: rows, dataSet: dataSet), to: url)
    case .table:
        let table = Table(columns: [
            TableColumn("Name", width: .fixed(ReportLayout.nameWidth)),
            TableColumn("Description", width: .fixed(ReportLayout.descriptionWidth)),
            TableColumn("Amount", width: .fixed(ReportLayout.amountWidth), alignment: .right),
        ]).with {
            $0.font = ReportLayout.font
            $0.headerFont = ReportLayout.font.withWeight(.bold)
        }
        pages = try report.writePDF(
            body: table.blocks(
                rows: ReportCells(rowCount: rows, dataSet: dataSet), width: ReportLayout.contentWidth),
            to: url)
    }
    let seconds = now() - start
    print("seconds \(seconds)")
    print("pages \(pages)")
    print("peak_kb \(peakRSSKilobytes())")
    TextPathTally.since(counts).printLines()
}
