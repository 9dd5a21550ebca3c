import Canvas
import Foundation
import Widgets

extension Label {
    var withTitleStyle: Self {
        with {
            $0.textColor = .label
            $0.font = .preferredFont(forTextStyle: .largeTitle)
        }
    }
    var withPropertyStyle: Self {
        with {
            $0.textColor = .systemBackground
            $0.backgroundColor = .label
            $0.font = .preferredFont(forTextStyle: .headline)
            $0.setContentCompressionResistancePriority(.required, for: .vertical)
        }
    }
    var withPropertyValueStyle: Self {
        with {
            $0.textColor = .systemGray
            $0.font = .preferredFont(forTextStyle: .body)
        }
    }
    var withParagraphStyle: Self {
        with {
            $0.textColor = .label
            $0.numberOfLines = 0
            $0.font = .preferredFont(forTextStyle: .footnote)
        }
    }
}

let body = Stack().vertical(spacing: 10).views(
    Label().with(text: "Earth").withTitleStyle,
    Stack().vertical(spacing: 5).views(
        Stack().horizontal(spacing: 5).views(
            PaddedLabel().with(text: "size").withPropertyStyle.withBox,
            Label().with(text: "6,371 km").withPropertyValueStyle,
            View.spacer
        ),
        Stack().horizontal(spacing: 5).views(
            PaddedLabel().with(text: "distance").withPropertyStyle.withBox,
            Label().with(text: "149.6 million km").withPropertyValueStyle,
            View.spacer
        )
    ),
    Separator(),
    Label().with(text: "Earth is the third planet from the Sun and the only astronomical object known to harbor life. About 29.2% of Earth's surface is land.").withParagraphStyle,
    Stack().horizontal(spacing: 8).views(PaddedLabel().with(text: "Comedy"), PaddedLabel().with(text: "Crime"), PaddedLabel().with(text: "2014"), View.spacer)
)
let root = View().with { $0.backgroundColor = .systemBackground }
body.pin(to: root, insets: EdgeInsets(all: 30))
try root.write(to: URL(fileURLWithPath: "/tmp/planet.png"), as: .png(scale: 2), width: 375)
try root.write(to: URL(fileURLWithPath: "/tmp/planet.pdf"), as: .pdf, width: 375)
print(root.recursiveDescription)
