import Canvas
import Foundation
import Widgets

/// W2's rows as report blocks, generated afresh on every iteration (a `Report` that counts pages
/// reads its body twice, and must see the same rows both times).
struct ReportRows: Sequence {
    let rowCount: Int

    func makeIterator() -> AnyIterator<ReportBlock> {
        var data = ReportData()
        var index = 0
        return AnyIterator {
            guard index < rowCount else { return nil }
            defer { index += 1 }
            return .view(ReportLayout.row(data.row(index)))
        }
    }
}

/// The W2 report flowed by `Widgets.Report`, with a header ("W2 report") and a "Page N of M"
/// footer on every page (issue 7's done-when); prints `seconds`, `pages` and `peak_kb` like
/// ``reportChild(rows:url:)``.
@inline(never)
func reportFlowChild(rows: Int, url: URL) throws {
    _ = Label(text: "x").with { $0.font = ReportLayout.font }.layout(width: 100)
    let report = Widgets.Report(
        pageSize: ReportLayout.page, margins: EdgeInsets(all: ReportLayout.margin),
        metadata: DocumentMetadata(title: "W2 report"))
    report.headerSpacing = 6
    report.header = { _ in
        Label(text: "W2 report — \(rows.formatted()) rows").with {
            $0.font = ReportLayout.font.withWeight(.bold)
        }
    }
    report.footer = { page in
        Label(text: page.pageOfCount).with {
            $0.font = ReportLayout.font
            $0.textAlignment = .right
        }
    }
    let start = now()
    let pages = try report.writePDF(body: ReportRows(rowCount: rows), to: url)
    let seconds = now() - start
    print("seconds \(seconds)")
    print("pages \(pages)")
    print("peak_kb \(peakRSSKilobytes())")
}
