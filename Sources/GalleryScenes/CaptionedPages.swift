import Canvas
import Widgets

/// A scene of captioned pages in a column on the grouped background: how the UIKit corpus and
/// the UIKit drawing scenes show their views, each page at the size its snapshot test uses.
enum CaptionedPages {
    /// One page: its caption, how to make it, and the width and height (if fixed) it is shown at.
    typealias Page = (caption: String, make: @Sendable () -> View, width: Double, height: Double?)

    /// A scene showing `pages`, laid out at `width` (by default, the widest page plus the
    /// margins and a little room).
    static func scene(name: String, title: String, summary: String, width: Double? = nil, pages: [Page])
        -> Scene
    {
        Scene(
            name: name, title: title, summary: summary, width: width ?? 40 + (pages.map(\.width).max() ?? 0)
        ) {
            let column = Stack(
                arrangedSubviews: pages.map { caption, makePage, width, height in
                    Stack(arrangedSubviews: [
                        Label(text: caption).with {
                            $0.font = .preferredFont(forTextStyle: .footnote)
                            $0.textColor = .secondaryLabel
                        },
                        makePage().sized(width: width, height: height),
                    ]).vertical(spacing: 6).with { $0.alignment = .leading }
                })
            column.axis = .vertical
            column.spacing = 20
            column.alignment = .leading
            let root = View().with { $0.backgroundColor = .systemGroupedBackground }
            column.pin(to: root, insets: EdgeInsets(all: 16))
            return root
        }
    }
}
