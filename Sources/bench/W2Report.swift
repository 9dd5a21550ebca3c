import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// W2 "report" data (benchmarks.md), generated exactly as bench/c-baseline/baseline.c does:
/// splitmix64 from a fixed seed; per row a company, a kind, description words until at least
/// 76 characters, and an amount.
struct ReportData {
    static let seed: UInt64 = 20_240_601
    static let companies = [
        "Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Wonka", "Tyrell", "Cyberdyne", "Soylent",
        "Hooli", "Vandelay", "Gringotts", "Monarch", "Oscorp", "Aperture",
    ]
    static let kinds = [
        "Industries", "Holdings", "Logistics", "Systems", "Partners", "Foods", "Energy", "Labs", "Capital",
        "Media", "Motors", "Supply",
    ]
    static let words = [
        "quarterly", "invoice", "shipment", "delivery", "service", "hardware", "software", "license",
        "support", "consulting", "freight", "storage", "maintenance", "renewal", "subscription", "training",
        "equipment", "parts", "labour", "travel", "catering", "office", "supplies", "cloud", "hosting",
        "network", "security", "audit", "legal", "review", "design", "printing", "marketing", "research",
        "annual", "monthly", "fee", "charge", "credit", "adjustment", "for", "and", "of", "the", "regional",
    ]

    struct Row {
        var name: String
        var description: String
        var amount: String
    }

    private var random = SplitMix64(seed: ReportData.seed)

    mutating func row(_ index: Int) -> Row {
        let company = Self.companies[Int(random.next() % 16)]
        let kind = Self.kinds[Int(random.next() % 12)]
        let name = "\(company) \(kind) \(zeroPadded(index, digits: 6))"
        var description = ""
        while description.utf8.count < 76 {
            if !description.isEmpty { description += " " }
            description += Self.words[Int(random.next() % 45)]
        }
        description = description.prefix(1).uppercased() + description.dropFirst() + "."
        let cents = random.next() % 10_000_000
        let dollars = cents / 100
        let fraction = zeroPadded(cents % 100, digits: 2)
        let amount =
            dollars >= 1000
            ? "$\(dollars / 1000),\(zeroPadded(dollars % 1000, digits: 3)).\(fraction)"
            : "$\(dollars).\(fraction)"
        return Row(name: name, description: description, amount: amount)
    }
}

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
    private var data = ReportData()
    private var nextIndex = 0
    /// A row laid out that did not fit on the previous page, with its height.
    private var carried: (view: View, height: Double)?

    final class Counter {
        var pages = 0
    }

    init(rowCount: Int) { self.rowCount = rowCount }

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

/// Writes the report of `rows` rows to `url` and prints `seconds`, `pages` and `peak_kb` lines
/// (the child side of W2: one process per run, so peak memory is the run's own).
@inline(never)
func reportChild(rows: Int, url: URL) throws {
    let startKilobytes = peakRSSKilobytes()
    // Untimed warm-up, as in the C baseline: the text engine made and the font loaded.
    _ = Label(text: "x").with { $0.font = ReportLayout.font }.layout(width: 100)
    let warmKilobytes = peakRSSKilobytes()
    let pages = ReportPages(rowCount: rows)
    // No closure here, so `callgrind --toggle-collect='$s5bench11reportChild*'` collects the run.
    let start = now()
    try Document.writePDF(pages: pages, to: url)
    let seconds = now() - start
    print("seconds \(seconds)")
    print("pages \(pages.counter.pages)")
    print("peak_kb \(peakRSSKilobytes())")
    print("start_kb \(startKilobytes)")
    print("warm_kb \(warmKilobytes)")
}
