import Canvas
import Foundation
import Widgets

/// A multi-page scene: a ``Report`` and the body it flows.
public struct ReportScene: Sendable {
    /// A short identifier, used in file names, e.g. `statement`.
    public let name: String
    /// The title shown in the gallery's index.
    public let title: String
    /// One sentence saying what the report shows.
    public let summary: String
    /// Builds the report and its body.
    public let make: @Sendable () -> (Report, [ReportBlock])

    /// Creates a report scene.
    public init(
        name: String, title: String, summary: String, make: @escaping @Sendable () -> (Report, [ReportBlock])
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.make = make
    }
}

/// A bank statement over several pages: a header and a "Page N of M" footer on every page, a
/// summary, a transactions table whose header row repeats on each page, and notes after a page
/// break; headings are PDF outline entries and never end a page.
enum StatementScene {
    static let rowCount = 160

    /// Deterministic transactions: date, description, amount in cents.
    static func transactions() -> [(String, String, Int)] {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let payees = [
            "Corner Bakery", "City Transit", "Bookshop on the Square", "Electricity — monthly bill",
            "Grocery Market", "Salary, Vellum Rendering Co.", "Coffee Roasters", "Pharmacy", "Cinema",
            "Internet service provider, fibre 1 Gbit/s plan with static address", "Hardware store",
            "Restaurant",
        ]
        return (0..<rowCount).map { i in
            let day = i / 6 + 1
            let payee = payees[Int(next() % UInt64(payees.count))]
            let amount = payee.hasPrefix("Salary") ? 320_000 : -Int(next() % 12_000 + 150)
            return (String(format: "2026-%02d-%02d", 9 + day / 31, day % 31 + 1), payee, amount)
        }
    }

    static func money(_ cents: Int) -> String {
        let sign = cents < 0 ? "−" : ""
        let value = abs(cents)
        return "\(sign)€\(value / 100).\(String(format: "%02d", value % 100))"
    }

    static func heading(_ text: String) -> Label {
        Label(text: text).with {
            $0.font = .systemFont(ofSize: 16, weight: .bold)
            $0.textColor = .systemIndigo
        }
    }

    static let scene = ReportScene(
        name: "statement", title: "Statement (report)",
        summary: "A multi-page report: repeated table header, Page N of M footers, outline, page break."
    ) {
        let report = Report(
            pageSize: Page.a4, margins: EdgeInsets(top: 36, left: 48, bottom: 36, right: 48),
            metadata: DocumentMetadata(
                title: "Account statement", author: "Vellum Bank", subject: "Statement"))
        report.header = { _ in
            Stack.horizontal(alignment: .lastBaseline) {
                Label(text: "Vellum Bank").with { $0.font = .systemFont(ofSize: 14, weight: .heavy) }
                View.spacer
                Label(text: "Statement · September–October 2026").with {
                    $0.font = .footnote
                    $0.textColor = .secondaryLabel
                }
            }
        }
        report.footer = { page in
            footer(caption: "Account FR76 3000 6000 0112 3456 7890 189", page: page.pageOfCount)
        }
        let rows = transactions()
        var balance = 125_000
        let table = Table(columns: [
            TableColumn("Date", width: .fitToContent),
            TableColumn("Description", width: .proportional(1)),
            TableColumn("Amount", width: .fixed(80), alignment: .right),
            TableColumn("Balance", width: .fixed(86), alignment: .right),
        ])
        let cells: [[String]] = rows.map { date, text, amount in
            balance += amount
            return [date, text, money(amount), money(balance)]
        }
        let credits = rows.map(\.2).filter { $0 > 0 }.reduce(0, +)
        let debits = rows.map(\.2).filter { $0 < 0 }.reduce(0, +)
        let width = Page.a4.width - 96
        var body: [ReportBlock] = [
            .heading(heading("Summary"), outline: "Summary"),
            .view(
                Label(
                    text:
                        "Opening balance \(money(125_000)) · credits \(money(credits)) · debits \(money(debits)) · "
                        + "closing balance \(money(balance)). \(rows.count) transactions."
                ).with {
                    $0.numberOfLines = 0
                    $0.font = .footnote
                }),
            .view(View().sized(height: 12)),
            .heading(heading("Transactions"), outline: "Transactions"),
        ]
        body += Array(table.blocks(rows: cells, width: width))
        body += [
            .pageBreak,
            .heading(heading("Notes"), outline: "Notes"),
            .view(
                Label(
                    text: String(
                        repeating:
                            "Amounts are in euros. Card payments appear on the day they are settled, which may "
                            + "be one or two days after the purchase. Contact us within 60 days about any entry "
                            + "you do not recognise. ", count: 6)
                ).with {
                    $0.numberOfLines = 0
                    $0.font = .footnote
                    $0.textColor = .secondaryLabel
                }),
        ]
        return (report, body)
    }
}

/// A report footer: a rule, then a small caption on the left and the page on the right.
func footer(caption: String, page: String) -> View {
    Stack.vertical(spacing: 4) {
        Separator()
        Stack.horizontal {
            Label(text: caption).with {
                $0.font = .caption2
                $0.textColor = .secondaryLabel
            }
            View.spacer
            Label(text: page).with { $0.font = .caption1 }
        }
    }
}

extension Gallery {
    /// The multi-page scenes: reports flowed across pages.
    public static let reports: [ReportScene] = [StatementScene.scene, AnnualReportScene.scene]
}
