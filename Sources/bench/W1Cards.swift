import Canvas
import Foundation
import Widgets

/// W1 "card" (benchmarks.md): a 375 × 560 pt page, padding 16, a vertical stack of a title,
/// a description, "Top cast:", four actor blocks, a row of three pills and a hairline.
enum Card {
    static let pageSize = Size(width: 375, height: 560)
    static let family = "DejaVu Sans"

    static let description =
        "In the 1930s, the legendary concierge Gustave H. of a famed European hotel takes a young lobby "
        + "boy, Zero Moustafa, under his wing; together they are framed for the murder of a wealthy "
        + "dowager guest."
    static let cast: [(name: String, role: String, revenue: String)] = [
        ("Ralph Fiennes", "M. Gustave", "$59.1M"),
        ("Tony Revolori", "Zero Moustafa", "$12.4M"),
        ("Saoirse Ronan", "Agatha", "$33.8M"),
        ("Adrien Brody", "Dmitri", "$27.5M"),
    ]
    static let genres = ["Comedy", "Crime", "2014"]

    static func font(_ size: Double, _ weight: Font.Weight) -> Font {
        Font(family: family, size: size, weight: weight)
    }

    static func hex(_ string: String) -> Color { Color(hex: string)! }

    /// A wrapping label in one font and colour.
    static func label(_ text: String, _ font: Font, _ color: Color = .black) -> Label {
        Label(text: text).with {
            $0.font = font
            $0.textColor = color
            $0.numberOfLines = 0
        }
    }

    /// `<role>` + two spaces in regular 16 #555555, then `<revenue>` in medium 16 #2E7D32.
    static func roleLine(role: String, revenue: String) -> Label {
        var rolePart = AttributedString(role + "  ")
        rolePart[VellumAttributes.FontAttribute.self] = font(16, .regular)
        rolePart[VellumAttributes.ForegroundColorAttribute.self] = hex("#555555")
        var revenuePart = AttributedString(revenue)
        revenuePart[VellumAttributes.FontAttribute.self] = font(16, .medium)
        revenuePart[VellumAttributes.ForegroundColorAttribute.self] = hex("#2E7D32")
        return Label().with {
            $0.attributedString = rolePart + revenuePart
            $0.numberOfLines = 0
        }
    }

    static func pill(_ text: String) -> PaddedLabel {
        PaddedLabel().with {
            $0.text = text
            $0.font = font(12, .medium)
            $0.textColor = hex("#333333")
            $0.backgroundColor = hex("#E5E5EA")
            $0.horizontalInset = 8
            $0.verticalInset = 4
        }
    }

    /// The whole page: a white root stack with 16 pt margins holding the card, which hugs its
    /// content (a spacer below it takes the rest of the page's height).
    static func make(index: Int) -> View {
        let title = label(
            "The Grand Budapest Hotel (#\(zeroPadded(index, digits: 3)))", font(24, .bold))
        let castBlocks = Stack.vertical(spacing: 8) {
            for actor in cast {
                Stack.vertical(spacing: 2) {
                    label(actor.name, font(16, .semibold))
                    roleLine(role: actor.role, revenue: actor.revenue)
                }
            }
        }
        // The spacer keeps the pills at their natural widths in the full-width row.
        let pills = Stack.horizontal(spacing: 8) {
            for genre in genres { pill(genre) }
            Spacer()
        }
        let card = Stack.vertical(spacing: 12) {
            title
            label(description, font(16, .regular), hex("#333333"))
            label("Top cast:", font(18, .bold))
            castBlocks
            pills
            Separator()
        }
        return Stack.vertical {
            card
            Spacer()
        }.with {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(all: 16)
            $0.backgroundColor = .white
        }
    }
}

/// Renders one throwaway card (index 999, in memory) so fonts are loaded before timing, as the
/// C baseline's untimed first document does.
func warmUpCards(_ format: DocumentFormat) throws {
    _ = try Card.make(index: 999).render(as: format, size: Card.pageSize)
}

/// How W1 writes each file.
enum CardWriteMode: String {
    /// `view.write(to:as:size:)`: Vellum's atomic write (a temporary file, renamed; no fsync,
    /// like the C baseline's stdio; a PDF is streamed to the file as cairo produces it).
    case atomic
    /// `view.render(as:size:)` to `Data`, then `Data.write(to:)`: one write, then the `fsync`
    /// swift-foundation makes on every `Data.write`.
    case plain
}

/// Writes `count` cards in a format to `directory`; returns the seconds taken. (Not inlined, so
/// profilers can collect just this: `valgrind --tool=callgrind --toggle-collect='*runCards*'`.)
@inline(never)
func runCards(
    format: DocumentFormat, count: Int, directory: URL, mode: CardWriteMode
) throws -> Double {
    let start = now()
    for index in 0..<count {
        let url = directory.appendingPathComponent(
            "card-\(zeroPadded(index, digits: 3)).\(format.fileExtension)")
        let card = Card.make(index: index)
        switch mode {
        case .atomic:
            try card.write(to: url, as: format, size: Card.pageSize)
        case .plain:
            try card.render(as: format, size: Card.pageSize).write(to: url)
        }
    }
    return now() - start
}
