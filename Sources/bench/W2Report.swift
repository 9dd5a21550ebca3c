import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// The report's geometry: A4, 36 pt margins, columns 140 / 250 / the rest, gap 12.
enum ReportLayout {
    static let page = Page.a4
    static let margin = 36.0
    static let contentWidth = page.width - 2 * margin
    static let nameWidth = 140.0
    static let descriptionWidth = 250.0
    static let gap = 12.0
    /// The remaining width: 109.2756 pt.
    static let amountWidth = contentWidth - nameWidth - descriptionWidth - 2 * gap
    static let font = Font(family: "DejaVu Sans", size: 10, weight: .regular)

    static func cell(_ text: String, width: Double, alignment: TextAlignment) -> Label {
        Label(text: text).with {
            $0.font = font
            $0.textColor = .black
            $0.numberOfLines = 0
            $0.textAlignment = alignment
            $0.sized(width: width)
        }
    }

    /// One row: three top-aligned cells with 4 pt padding above and below, then a hairline.
    static func row(_ data: ReportData.Row) -> View {
        let cells = Stack.horizontal(spacing: gap, alignment: .top) {
            cell(data.name, width: nameWidth, alignment: .left)
            cell(data.description, width: descriptionWidth, alignment: .left)
            cell(data.amount, width: amountWidth, alignment: .right)
        }.with {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
        }
        return Stack.vertical {
            cells
            Separator()
        }
    }
}

/// The report's pages, made on demand: each row view is built and laid out once (its size
/// paginates), and the page draws those same laid-out rows. Only one page's rows are alive.
struct ReportPages: Sequence, IteratorProtocol {
    let rowCount: Int
    /// Pages made so far (a class, so the count survives the sequence being copied).
    let counter = Counter()
    private var data: ReportData
    private var nextIndex = 0
    /// A row laid out that did not fit on the previous page, with its height.
    private var carried: (view: View, height: Double)?

    final class Counter {
        var pages = 0
    }

    /// The pages of `rowCount` rows of `dataSet`.
    init(rowCount: Int, dataSet: ReportDataSet = .benchmark) {
        self.rowCount = rowCount
        data = ReportData(dataSet: dataSet)
    }

    mutating func next() -> Page? {
        let top = ReportLayout.margin
        let bottom = ReportLayout.page.height - ReportLayout.margin
        var placed: [(view: View, y: Double)] = []
        var y = top
        while true {
            let row: (view: View, height: Double)
            if let carried {
                row = carried
                self.carried = nil
            } else if nextIndex < rowCount {
                let view = ReportLayout.row(data.row(nextIndex))
                nextIndex += 1
                row = (view, view.layout(width: ReportLayout.contentWidth).height)
            } else {
                break
            }
            // A row and its hairline never split; a row taller than a page goes on its own.
            if y + row.height > bottom, !placed.isEmpty {
                carried = row
                break
            }
            placed.append((row.view, y))
            y += row.height
        }
        guard !placed.isEmpty else { return nil }
        counter.pages += 1
        return Page(size: ReportLayout.page) { context in
            for (view, y) in placed {
                context.withSavedState {
                    context.translateBy(x: ReportLayout.margin, y: y)
                    ViewRenderer.draw(view, in: context)
                }
            }
        }
    }
}

/// Writes the report of `rows` rows of `dataSet` to `url` and prints `seconds`, `pages` and
/// `peak_kb` lines, then the texts laid out by either path (the child side of W2: one process per
/// run, so peak memory is the run's own).
@inline(never)
func reportChild(rows: Int, url: URL, dataSet: ReportDataSet = .benchmark) throws {
    let startKilobytes = peakRSSKilobytes()
    // Untimed warm-up, as in the C baseline: the text engine made and the font loaded.
    _ = Label(text: "x").with { $0.font = ReportLayout.font }.layout(width: 100)
    let warmKilobytes = peakRSSKilobytes()
    let pages = ReportPages(rowCount: rows, dataSet: dataSet)
    let counts = TextPathCounts.current
    // No closure here, so `callgrind --toggle-collect='$s5bench11reportChild*'` collects the run.
    let start = now()
    try Document.writePDF(pages: pages, to: url)
    let seconds = now() - start
    print("seconds \(seconds)")
    print("pages \(pages.counter.pages)")
    print("peak_kb \(peakRSSKilobytes())")
    print("start_kb \(startKilobytes)")
    print("warm_kb \(warmKilobytes)")
    TextPathTally.since(counts).printLines()
}
