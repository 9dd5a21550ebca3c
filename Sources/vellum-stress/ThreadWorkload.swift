import Canvas
import Foundation
import Widgets

/// The concurrency workload: cards in every script, weight, style and a spread of sizes, with
/// hyphenated and monospaced text, layer shadows and both appearances, rendered to every format
/// on many threads and in a task group, compared with one thread's output.
enum ThreadWorkload {
    /// Text in the scripts a reporting server meets, each needing a different fallback font.
    static let samples = [
        "Earth שלום", "مرحبا بالعالم 42", "漢字かなカナ 한국어", "नमस्ते दुनिया", "สวัสดีชาวโลก",
        "Emoji 🎉🚀👩‍💻", "Ünïcödé Ελληνικά Кириллица", "Mixed: abc שלום 漢字 🎉 مرحبا",
    ]

    /// The card for `item`: its text, weight, style and size all vary with the index.
    static func card(_ item: Int) -> View {
        let weights = Font.Weight.allCases
        let size = 6 + Double((item * 7) % 67)  // 6 … 72 pt
        let weight = weights[item % weights.count]
        let italic = item % 3 == 0
        let text = samples[item % samples.count]
        let font = Font(family: Font.systemFamily, size: size, weight: weight, isItalic: italic)
        return Stack().vertical(spacing: 4).views(
            Label().with {
                $0.text = text
                $0.font = font
                $0.numberOfLines = 0
            },
            Label().with {
                $0.text = "\(item): \(samples[(item + 3) % samples.count])"
                $0.font = .systemFont(
                    ofSize: 6 + Double(item % 30), weight: weights[(item + 4) % weights.count])
                $0.numberOfLines = 2
            },
            Label().with {
                // Shared state: the hyphenation dictionary and the bundled Noto Sans Mono. Swift's
                // AttributedString, not NSAttributedString (see the README on Foundation's faults).
                var text = AttributedString("Internationalization \(item) 0O0 documentation")
                text.font =
                    item % 2 == 0 ? Font.monospacedSystemFont(ofSize: 11) : Font.systemFont(ofSize: 11)
                var paragraph = ParagraphStyle()
                paragraph.hyphenationFactor = 1
                text.paragraphStyle = paragraph
                $0.attributedString = text
                $0.numberOfLines = 0
                $0.textColor = .secondaryLabel
            }
        ).with {
            $0.backgroundColor = .secondarySystemBackground
            $0.layer.cornerRadius = 8
            $0.layer.cornerCurve = item % 4 == 0 ? .continuous : .circular
            $0.layer.shadowOpacity = 0.3
            $0.layer.shadowRadius = Double(item % 5)
            $0.layer.shadowOffset = Size(width: 0, height: 2)
        }
    }

    /// The three formats, chosen by index.
    static let formats: [DocumentFormat] = [.pdf, .svg, .png(scale: 1)]

    /// Renders card `item` in `format` to bytes (PNG decoded to pixels so the comparison is exact);
    /// every tenth PDF is a report of cards and rows instead (``isReport(_:_:)``).
    static func render(_ item: Int, _ format: DocumentFormat) throws -> Data {
        if isReport(item, format) { return try renderReport(item, reportBlocks(item)) }
        return try card(item).render(as: format, width: 300, userInterfaceStyle: style(item))
    }

    /// Whether job `item` in `format` is a report rather than one card.
    static func isReport(_ item: Int, _ format: DocumentFormat) -> Bool { item % 10 == 9 && format == .pdf }

    /// The blocks of report `item`: cards, and rows of plain words (their text is drawn as the
    /// layout helper laid it out; the cards' text in other scripts is laid out again by the
    /// rendering thread).
    static func reportBlocks(_ item: Int) -> [ReportBlock] {
        (0..<24).map { row -> ReportBlock in
            guard row % 3 != 0 else { return .view(card(item + row)) }
            return .view(
                Label(text: "Row \(row) of report \(item) in plain words that wrap").with {
                    $0.font = .systemFont(ofSize: 9 + Double((item + row) % 9))
                    $0.numberOfLines = 0
                })
        }
    }

    /// Renders report `item`'s blocks, counted ("Page N of M"): every thread's reports share the
    /// process's one layout helper thread.
    static func renderReport(_ item: Int, _ blocks: [ReportBlock]) throws -> Data {
        let report = Report(pageSize: Size(width: 320, height: 420), margins: EdgeInsets(all: 10))
        report.footer = { Label(text: $0.pageOfCount) }
        return try report.pdfData(body: blocks)
    }

    /// The appearance card `item` renders in: dark for even cards.
    static func style(_ item: Int) -> UserInterfaceStyle {
        item % 2 == 0 ? .dark : .light
    }
}
