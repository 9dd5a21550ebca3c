import Canvas
import Foundation
import Widgets

/// One paragraph in narrow columns, without and with hyphenation.
enum HyphenationScene {
    static let text =
        "Internationalization frameworks accommodate extraordinarily heterogeneous typographical "
        + "requirements: characteristically, multilingual documentation necessitates comprehensive "
        + "hyphenation."

    static let scene = Scene(
        name: "hyphenation", title: "Hyphenation",
        summary:
            "A paragraph in 150 pt columns, as is and with hyphenationFactor = 1 (US English patterns; "
            + "lines end with a drawn hyphen).",
        width: 375
    ) {
        func column(_ title: String, hyphenation: Double, alignment: TextAlignment = .natural) -> View {
            let style = NSMutableParagraphStyle()
            style.hyphenationFactor = Float(hyphenation)
            style.alignment = alignment
            return Stack().vertical(spacing: 6).views(
                Label(text: title).with {
                    $0.font = .preferredFont(forTextStyle: .caption1)
                    $0.textColor = .secondaryLabel
                },
                Label().with {
                    $0.numberOfLines = 0
                    $0.attributedText = NSAttributedString(
                        string: text,
                        attributes: [.font: Font.preferredFont(forTextStyle: .body), .paragraphStyle: style])
                })
        }
        let columns = Stack().horizontal(spacing: 24).views(
            column("hyphenationFactor = 0", hyphenation: 0),
            column("hyphenationFactor = 1", hyphenation: 1)
        ).with {
            $0.alignment = .top
            $0.distribution = .fillEqually
        }
        let page = View().with { $0.backgroundColor = .systemBackground }
        columns.pin(to: page, insets: EdgeInsets(all: 24))
        return page
    }
}
