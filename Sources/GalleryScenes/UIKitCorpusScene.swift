import Canvas
import UIKitSeeds
import Widgets

/// The UIKit corpus (UIKitSeeds/Corpus): custom views written as public UIKit code writes them,
/// each page at the size its snapshot test renders it, in semantic colours (so it has a dark page).
enum UIKitCorpusScene {
    /// Each page: a caption, the page, and the width and height (if fixed) it is shown at.
    static let pages: [(String, @Sendable () -> View, Double, Double?)] = [
        ("PaddingLabel, InsetLabel, CaptionLabel", { Corpus.paddedLabels() }, 240, nil),
        ("ColorBadgeView", { Corpus.colorBadges() }, 240, nil),
        ("ShadowCardView, AvatarImageView", { Corpus.shadowCard() }, 240, 124),
        ("RibbonCardView (transform)", { Corpus.ribbonCard() }, 280, 118),
        ("BadgeLabel, TagChipView", { Corpus.badgesAndTags() }, 320, nil),
        ("StarRatingView, ProgressRingView", { Corpus.ratingsAndRings() }, 360, nil),
        ("BarChartView", { Corpus.barChart() }, 312, 192),
        ("PrimaryButton, CheckboxControl, UIButton", { Corpus.buttons() }, 420, nil),
        ("ContactTableViewCell, UITableViewCell", { Corpus.tableCells() }, 320, nil),
        ("EmptyStateView", { Corpus.emptyState() }, 320, 240),
        (
            "GradientHeaderView, GradientBannerView, LayerProgressRingView", { Corpus.layersAndGradients() },
            360, nil
        ),
    ]

    static let scene = Scene(
        name: "uikit-corpus", title: "UIKit corpus",
        summary:
            "Custom views as public UIKit code writes them (padded and badge labels, a card with a shadow, "
            + "ratings, rings, a chart, buttons, cells, an empty state, gradients and layers), each "
            + "compiled with only its import changed.",
        width: 452
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
