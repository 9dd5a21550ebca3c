import Canvas
import Widgets

/// A one-page invoice: header, address blocks, line items with separators, right-aligned totals.
enum InvoiceScene {
    struct Item {
        let description: String
        let quantity: Int
        let unitPrice: Int  // cents
    }

    static let items = [
        Item(description: "Layout engine consulting", quantity: 12, unitPrice: 150_00),
        Item(description: "PDF report templates (set of 4)", quantity: 1, unitPrice: 2_400_00),
        Item(description: "Snapshot test suite setup on Linux CI", quantity: 3, unitPrice: 480_00),
        Item(description: "Typography review: Inter, DejaVu fallback, CJK", quantity: 2, unitPrice: 320_00),
    ]

    static func money(_ cents: Int) -> String {
        let whole = cents / 100
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return "$" + digits + grouped + "." + String(format2(cents % 100))
    }

    /// Footnote text whose digits are all one width, so amounts line up in their columns.
    static let figures = Font.footnote.withFeature(.monospacedDigits)

    private static func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static func text(
        _ s: String, _ font: Font = .footnote, color: Color = .label, align: TextAlignment = .left
    ) -> Label {
        Label().with(text: s).with {
            $0.font = font
            $0.textColor = color
            $0.textAlignment = align
            $0.numberOfLines = 0
        }
    }

    static func row(_ cells: [Label]) -> Stack {
        let stack = Stack(arrangedSubviews: cells).horizontal(spacing: 12)
        stack.alignment = .firstBaseline
        cells[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        for (cell, width) in zip(cells.dropFirst(), [40.0, 80, 90]) { cell.sized(width: width) }
        return stack
    }

    static let scene = Scene(
        name: "invoice", title: "Invoice",
        summary: "A one-page invoice: header, addresses, line items with hairlines, right-aligned totals.",
        width: 595
    ) {
        let subtotal = items.reduce(0) { $0 + $1.quantity * $1.unitPrice }
        let tax = subtotal * 20 / 100
        let body = Stack.vertical(spacing: 10) {
            Stack.horizontal(alignment: .firstBaseline) {
                text("Vellum Rendering Co.", .systemFont(ofSize: 22, weight: .bold))
                View.spacer
                text("INVOICE", .systemFont(ofSize: 22, weight: .heavy), color: .systemBlue)
            }
            Stack.horizontal(spacing: 20, alignment: .leading, distribution: .fillEqually) {
                text(
                    "From\nVellum Rendering Co.\n12 Baseline Street\n75011 Paris, France", .footnote,
                    color: .secondaryLabel)
                text(
                    "Bill to\nAcme Reports Ltd.\n1 Ledger Lane\nLondon EC1A 1BB", .footnote,
                    color: .secondaryLabel)
                text("Invoice INV-2026-0042\nIssued 29 Nov 2026\nDue 29 Dec 2026", .footnote, align: .right)
            }
            Separator()
            row([
                text("Description", .systemFont(ofSize: 12, weight: .semibold)),
                text("Qty", .systemFont(ofSize: 12, weight: .semibold), align: .right),
                text("Unit price", .systemFont(ofSize: 12, weight: .semibold), align: .right),
                text("Amount", .systemFont(ofSize: 12, weight: .semibold), align: .right),
            ])
            Separator()
            for item in items {
                row([
                    text(item.description),
                    text("\(item.quantity)", figures, align: .right),
                    text(money(item.unitPrice), figures, align: .right),
                    text(money(item.quantity * item.unitPrice), figures, align: .right),
                ])
                Separator()
            }
            for (name, amount, bold) in [
                ("Subtotal", subtotal, false), ("VAT 20%", tax, false), ("Total due", subtotal + tax, true),
            ] {
                Stack.horizontal(spacing: 12, alignment: .firstBaseline) {
                    View.spacer
                    text(name, bold ? .headline : .footnote, align: .right)
                    text(
                        money(amount), bold ? figures.withSize(17).withWeight(.semibold) : figures,
                        align: .right
                    )
                    .sized(width: 90)
                }
            }
            text(
                "Thank you for your business. Payment by bank transfer within 30 days.", .caption1,
                color: .secondaryLabel)
        }
        let root = View().with { $0.backgroundColor = .white }
        body.pin(to: root, insets: EdgeInsets(all: 40))
        return root
    }
}
