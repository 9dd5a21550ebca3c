import Canvas
import UIKitSeeds
import Widgets

/// The UIKit drawing pages: one scene per kind of drawing a custom view does, each written as
/// public UIKit code (UIKitSeeds/Drawing and UIKitSeeds/Corpus), in semantic colours so each has
/// a dark page.
enum UIKitDrawingScenes {
    /// String drawing: NSString's `draw(at:)`, `draw(in:)`, `draw(with:options:)`, `size` and
    /// `boundingRect` with UIKit's attribute keys.
    static let strings = CaptionedPages.scene(
        name: "uikit-strings", title: "UIKit string drawing",
        summary:
            "Text drawn in draw(_:) with NSString's draw(at:), draw(in:) and draw(with:options:) and "
            + "measured with size(withAttributes:): a receipt and a bar chart's labels.",
        pages: [
            ("ReceiptView (draw(in:), draw(at:), draw(with:))", { DrawingPages.strings() }, 320, 228),
            ("BarChartView (size(withAttributes:), draw(at:))", { Corpus.barChart() }, 312, 192),
        ])

    /// Core Graphics charts: gradients through clips, curves, dashes and shadows.
    static let charts = CaptionedPages.scene(
        name: "uikit-charts", title: "Core Graphics charts",
        summary:
            "A line chart in draw(_:): CGGradient under an addCurve path through a clip, dashed grid "
            + "lines, setShadow on the line, a title measured with boundingRect.",
        pages: [("LineChartView", { DrawingPages.lineChart() }, 360, 232)])

    /// Layers: shape, gradient and text layers, masks and opacity under a view's layer.
    static let layers = CaptionedPages.scene(
        name: "uikit-layers", title: "Core Animation layers",
        summary:
            "CAGradientLayer headers and banners, a CAShapeLayer progress ring with strokeEnd, "
            + "drawn as vectors in PDF and SVG.",
        pages: [
            ("Gradient header and banner, progress rings", { Corpus.layersAndGradients() }, 360, nil)
        ])

    /// View transforms.
    static let transforms = CaptionedPages.scene(
        name: "uikit-transforms", title: "View transforms",
        summary:
            "A label turned 45° with UIView.transform, placed by center and bounds and clipped by "
            + "its card's rounded corners.",
        pages: [("RibbonCardView", { Corpus.ribbonCard() }, 280, 118)])

    /// Image renderers.
    static let renderers = CaptionedPages.scene(
        name: "uikit-renderers", title: "UIGraphicsImageRenderer",
        summary:
            "Avatars with initials made by UIGraphicsImageRenderer at 2x and shown in image views.",
        pages: [("InitialsAvatarRenderer", { DrawingPages.renderedAvatars() }, 360, 104)])

    /// Text attachments and image drawing.
    static let attachments = CaptionedPages.scene(
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
