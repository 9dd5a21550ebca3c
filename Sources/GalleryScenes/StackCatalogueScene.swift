import Canvas
import Widgets

/// Every stack distribution and alignment, with coloured boxes labelled with their names.
enum StackCatalogueScene {
    static let palette: [Color] = [.systemBlue, .systemOrange, .systemGreen, .systemPink]

    static func box(_ text: String, _ color: Color, font: Font = .systemFont(ofSize: 13, weight: .semibold))
        -> Label
    {
        PaddedLabel().with(text: text).with {
            $0.backgroundColor = color
            $0.textColor = .white
            $0.font = font
            $0.horizontalInset = 8
            $0.verticalInset = 6
        }
    }

    static func caption(_ text: String) -> Label {
        Label().with(text: text).with {
            $0.font = .systemFont(ofSize: 12, weight: .semibold)
            $0.textColor = .secondaryLabel
        }
    }

    static func section(_ title: String) -> Label {
        Label().with(text: title).with { $0.font = .systemFont(ofSize: 20, weight: .bold) }
    }

    static let scene = Scene(
        name: "stack-catalogue", title: "Stack catalogue",
        summary:
            "Every Stack distribution and alignment, laid out by StackLayout without a constraint solver.",
        width: 400
    ) {
        let body = Stack.vertical(spacing: 10) {
            section("Distribution")
            for distribution in Stack.Distribution.allCases {
                caption(".\(distribution.rawValue)")
                Stack.horizontal(spacing: 6, distribution: distribution) {
                    box("A", palette[0])
                    box("Bravo", palette[1])
                    box("Charlie Delta", palette[2])
                }.with {
                    $0.backgroundColor = .systemGray6
                }
            }
            section("Alignment")
            for alignment in Stack.Alignment.allCases {
                caption(".\(alignment.rawValue)")
                Stack.horizontal(spacing: 6, alignment: alignment) {
                    box("Large", palette[0], font: .systemFont(ofSize: 24, weight: .bold))
                    box("small", palette[1], font: .systemFont(ofSize: 11, weight: .medium))
                    box("two\nlines", palette[2]).with { $0.numberOfLines = 0 }
                    View.spacer
                }.with {
                    $0.backgroundColor = .systemGray6
                    $0.sized(height: 64)
                }
            }
        }
        let root = View().with { $0.backgroundColor = .systemBackground }
        body.pin(to: root, insets: EdgeInsets(all: 20))
        return root
    }
}
