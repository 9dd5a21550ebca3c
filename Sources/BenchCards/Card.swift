import Canvas
import Foundation
import Widgets

/// W1 "card" (benchmarks.md): a 375 × 560 pt page, padding 16, a vertical stack of a title,
/// a description, "Top cast:", four actor blocks, a row of three pills and a hairline.
public enum Card {
    /// The page: 375 × 560 pt.
    public static let pageSize = Size(width: 375, height: 560)
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
    public static func make(index: Int) -> View {
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

/// `value` in decimal, left-padded with zeros to `digits` digits (longer values are not cut).
public func zeroPadded<T: BinaryInteger>(_ value: T, digits: Int) -> String {
    let text = String(value)
    return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
}
