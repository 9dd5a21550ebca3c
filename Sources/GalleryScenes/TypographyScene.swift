import Canvas
import Foundation
import Widgets

/// Weights, text styles, alignment, line heights and truncation modes.
enum TypographyScene {
    static let sample =
        "The quick brown fox jumps over the lazy dog while the hairline stays one pixel thick."

    static func heading(_ text: String) -> Label {
        Label().with(text: text).with { $0.font = .systemFont(ofSize: 20, weight: .bold) }
    }

    static func caption(_ text: String) -> Label {
        Label().with(text: text).with {
            $0.font = .systemFont(ofSize: 11, weight: .semibold)
            $0.textColor = .secondaryLabel
        }
    }

    static let scene = Scene(
        name: "typography", title: "Typography",
        summary: "Inter's weights, UIKit's text styles, alignment, line heights and truncation at 1–3 lines.",
        width: 560
    ) {
        let weights = Stack.vertical(spacing: 2) {
            for weight in Font.Weight.allCases {
                Label().with(text: "\(weight) — Vellum 0123").with {
                    $0.font = .systemFont(ofSize: 17, weight: weight)
                }
            }
        }
        let styles = Stack.vertical(spacing: 2) {
            for style in Font.TextStyle.allCases {
                Label().with(text: "\(style.rawValue) \(Int(style.pointSize)) pt").with {
                    $0.font = .preferredFont(forTextStyle: style)
                }
            }
        }
        let alignments = Stack.vertical(spacing: 8) {
            for alignment in [TextAlignment.left, .center, .right, .justified] {
                caption(".\(alignment.rawValue)")
                Label().with(text: sample + " " + sample).with {
                    $0.numberOfLines = 0
                    $0.textAlignment = alignment
                    $0.font = .callout
                    $0.backgroundColor = .systemGray6
                }
            }
        }
        let lineHeights = Stack.horizontal(spacing: 12, alignment: .leading, distribution: .fillEqually) {
            for (name, style) in [
                ("default", ParagraphStyle()), ("lineSpacing 6", ParagraphStyle(lineSpacing: 6)),
                ("multiple 1.5", ParagraphStyle(lineHeightMultiple: 1.5)),
            ] {
                Stack.vertical(spacing: 4) {
                    caption(name)
                    Label().with(
                        attributedText: {
                            var text = AttributedString(sample)
                            text.paragraphStyle = style
                            return text
                        }()
                    ).with {
                        $0.numberOfLines = 0
                        $0.font = .footnote
                        $0.backgroundColor = .systemGray6
                    }
                }
            }
        }
        let truncation = Stack.vertical(spacing: 6) {
            for mode in [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping]
            {
                caption(".\(mode.rawValue)")
                Stack.horizontal(spacing: 8, alignment: .leading, distribution: .fillEqually) {
                    for lines in 1...3 {
                        Label().with(text: sample + " " + sample).with {
                            $0.numberOfLines = lines
                            $0.lineBreakMode = mode
                            $0.font = .footnote
                            $0.backgroundColor = .systemGray6
                        }
                    }
                }
            }
        }
        let body = Stack.vertical(spacing: 14) {
            heading("Weights")
            weights
            Separator()
            heading("Text styles")
            styles
            Separator()
            heading("Alignment")
            alignments
            Separator()
            heading("Line height")
            lineHeights
            Separator()
            heading("Truncation at 1, 2 and 3 lines")
            truncation
        }
        let root = View().with { $0.backgroundColor = .systemBackground }
        body.pin(to: root, insets: EdgeInsets(all: 24))
        return root
    }
}
