import Canvas
import UIKitSeeds
import Widgets

/// The UIKit corpus (UIKitSeeds/Corpus): custom views written as public UIKit code writes them,
/// each page at the size its snapshot test renders it, in semantic colours (so it has a dark page).
enum UIKitCorpusScene {
    /// Each page: a caption, the page, and the width and height (if fixed) it is shown at.
    static let pages: [CaptionedPages.Page] = [
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

    static let scene = CaptionedPages.scene(
        name: "uikit-corpus", title: "UIKit corpus",
        summary:
            "Custom views as public UIKit code writes them (padded and badge labels, a card with a shadow, "
            + "ratings, rings, a chart, buttons, cells, an empty state, gradients and layers), each "
            + "compiled with only its import changed.",
        width: 452, pages: pages)
}
