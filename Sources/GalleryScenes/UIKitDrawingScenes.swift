import Canvas
import UIKitSeeds
import Widgets

/// The UIKit drawing pages: one scene per kind of drawing a custom view does, each written as
/// public UIKit code (UIKitSeeds/Drawing and UIKitSeeds/Corpus), in semantic colours so each has
/// a dark page.
enum UIKitDrawingScenes {
    /// One feature's scene: its pages, each with a caption and the size it is shown at.
    static func scene(
        name: String, title: String, summary: String, pages: [(String, @Sendable () -> View, Double, Double?)]
    ) -> Scene {
        Scene(name: name, title: title, summary: summary, width: 40 + (pages.map(\.2).max() ?? 0)) {
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

    /// String drawing: NSString's `draw(at:)`, `draw(in:)`, `draw(with:options:)`, `size` and
    /// `boundingRect` with UIKit's attribute keys.
    static let strings = scene(
        name: "uikit-strings", title: "UIKit string drawing",
        summary:
            "Text drawn in draw(_:) with NSString's draw(at:), draw(in:) and draw(with:options:) and "
            + "measured with size(withAttributes:): a receipt and a bar chart's labels.",
        pages: [
            ("ReceiptView (draw(in:), draw(at:), draw(with:))", { DrawingPages.strings() }, 320, 228),
            ("BarChartView (size(withAttributes:), draw(at:))", { Corpus.barChart() }, 312, 192),
        ])

    /// Core Graphics charts: gradients through clips, curves, dashes and shadows.
    static let charts = scene(
        name: "uikit-charts", title: "Core Graphics charts",
        summary:
            "A line chart in draw(_:): CGGradient under an addCurve path through a clip, dashed grid "
            + "lines, setShadow on the line, a title measured with boundingRect.",
        pages: [("LineChartView", { DrawingPages.lineChart() }, 360, 232)])

    /// Layers: shape, gradient and text layers, masks and opacity under a view's layer.
    static let layers = scene(
        name: "uikit-layers", title: "Core Animation layers",
        summary:
            "CAGradientLayer headers and banners, a CAShapeLayer progress ring with strokeEnd, "
            + "drawn as vectors in PDF and SVG.",
        pages: [
            (
                "GradientHeaderView, GradientBannerView, LayerProgressRingView",
                { Corpus.layersAndGradients() }, 360, nil
            )
        ])

    /// View transforms.
    static let transforms = scene(
        name: "uikit-transforms", title: "View transforms",
        summary:
            "A label turned 45° with UIView.transform, placed by center and bounds and clipped by "
            + "its card's rounded corners.",
        pages: [("RibbonCardView", { Corpus.ribbonCard() }, 280, 118)])

    /// Image renderers.
    static let renderers = scene(
        name: "uikit-renderers", title: "UIGraphicsImageRenderer",
        summary:
            "Avatars with initials made by UIGraphicsImageRenderer at 2x and shown in image views.",
        pages: [("InitialsAvatarRenderer", { DrawingPages.renderedAvatars() }, 360, 104)])

    /// Text attachments and image drawing.
    static let attachments = scene(
        name: "uikit-attachments", title: "Text attachments and images",
        summary:
            "A verified badge inline in a label through NSTextAttachment, and chat bubbles stretched "
            + "from one resizable image tinted with withTintColor, with a template icon.",
        pages: [("VerifiedNameLabel, ChatBubbleView", { DrawingPages.attachmentsAndImages() }, 320, 212)])

    /// Every drawing scene, light then dark.
    static let all: [Scene] = [strings, charts, layers, transforms, renderers, attachments].flatMap {
        [$0, $0.dark]
    }
}
