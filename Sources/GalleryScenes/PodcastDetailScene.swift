import Canvas
import Widgets

// Seed 003: the podcast app's padded genre labels and separator views, in a podcast detail screen.

/// Seed 003's podcast detail screen.
enum PodcastDetailScene {
    static let genres = [
        "Technology", "Software How-To", "Swift", "Open Source", "Typography", "Linux", "PDF",
    ]

    static let scene = Scene(
        name: "podcast-detail", title: "Podcast detail",
        summary: "Seed 003: artwork, title, a wrapping row of padded genre labels, and hairline separators.",
        width: 375
    ) {
        let header = Stack().horizontal(spacing: 16).views(
            ImageView().with(image: Artwork.podcast()),
            Stack.vertical(spacing: 4) {
                Label().with(text: "Rendering Hour").with {
                    $0.font = .systemFont(ofSize: 22, weight: .bold)
                    $0.numberOfLines = 2
                }
                Label().with(text: "Vellum Radio").with {
                    $0.font = .systemFont(ofSize: 15, weight: .medium)
                    $0.textColor = .systemPurple
                }
                Label().with(text: "Weekly · 42 episodes").with {
                    $0.font = .footnote
                    $0.textColor = .secondaryLabel
                }
            }
        ).with { $0.alignment = .center }

        let pills = FlowStack().with {
            $0.spacing = 8
            $0.lineSpacing = 8
        }
        for genre in genres {
            pills.addArrangedSubview(
                PaddedLabel().with(text: genre).with {
                    $0.horizontalInset = 10
                    $0.verticalInset = 4
                })
        }

        let body = Stack.vertical(spacing: 14) {
            header
            Separator()
            pills
            Separator()
            Label().with(text: "About").with { $0.font = .headline }
            Label().with(
                text: "Conversations about drawing text and views on servers: line breaking, font fallback, "
                    + "hairlines that stay one pixel thick, and PDFs that print the same every time."
            ).with {
                $0.numberOfLines = 0
                $0.font = .subheadline
                $0.textColor = .secondaryLabel
            }
        }
        let root = View().with { $0.backgroundColor = .systemBackground }
        body.pin(to: root, insets: EdgeInsets(all: 20))
        return root
    }
}
