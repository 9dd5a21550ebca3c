import Canvas
import Foundation

extension View {
    /// Lays the view out as a root of a width, its height fitting its content, and returns the
    /// size used.
    @discardableResult
    ///
    /// A view laid out by constraints inside is measured at exactly `width` (UIKit's
    /// `systemLayoutSizeFitting` with a required horizontal priority, the self-sizing-cell
    /// recipe); any other view within `width`, as its parent would measure it.
    public func layout(width: Double) -> Size {
        let size = Size(width: width, height: fittingSize(takingWidth: width).height)
        layout(size: size)
        return size
    }

    /// Lays the view out as a root of a size.
    public func layout(size: Size) {
        frame = Rect(size: size)
        layoutIfNeeded()
    }

    /// A page showing the view: laid out at `width` with its height fitting the content, or at
    /// `size` as is; with neither, at its frame's size as UIKit draws a view, or at its
    /// content's natural size when its frame is empty.
    ///
    /// - Throws: `CanvasError/limitExceeded(what:limit:)` for a tree deeper than
    ///   `RenderLimits/maximumViewDepth` (subviews, sublayers and masks each a level), and the
    ///   page-size errors of `RenderLimits`.
    public func page(
        width: Double? = nil, size: Size? = nil, displayScale: Double,
        userInterfaceStyle: UserInterfaceStyle = .light
    ) throws -> Page {
        // One walk in the common case: the views alone are counted again only to name the error.
        let drawingDepth = renderingDepth
        guard drawingDepth <= RenderLimits.maximumViewDepth else {
            let depth = subtreeDepth
            throw CanvasError.limitExceeded(
                what: depth > RenderLimits.maximumViewDepth
                    ? "a view tree \(depth) levels deep"
                    : "a view and layer tree \(drawingDepth) levels deep",
                limit: RenderLimits.maximumViewDepth)
        }
        self.displayScale = displayScale
        renderedUserInterfaceStyle = userInterfaceStyle
        showInHostingWindowIfNeeded()
        let pageSize: Size
        if let size {
            pageSize = size
            layout(size: size)
        } else if let width {
            guard width.isFinite, width > 0 else {
                throw CanvasError.invalidPageSize(
                    Size(width: width, height: 0), reason: "width must be finite and positive")
            }
            pageSize = layout(width: width)
            guard pageSize.height > 0 else {
                throw CanvasError.invalidPageSize(
                    pageSize,
                    reason: "the content has no height at this width (views placed by frame are "
                        + "not measured: pin them, or give a size)")
            }
        } else if frame.width > 0, frame.height > 0 {
            pageSize = frame.size
            layout(size: pageSize)
        } else {
            pageSize = fittingSize(for: View.layoutFittingExpandedSize)
            guard pageSize.width > 0, pageSize.height > 0 else {
                throw CanvasError.invalidPageSize(
                    pageSize, reason: "the view has no frame and no content size: give a width or a size")
            }
            layout(size: pageSize)
        }
        try RenderLimits.validatePage(pageSize)
        return Page(size: pageSize) { [self] context in
            ViewRenderer.draw(self, in: context)
        }
    }

    /// Renders the view in a format. Given a `width`, the height fits the content; given a
    /// `size`, it is used as is; given neither, the view's frame (or natural size) is.
    /// `userInterfaceStyle` is the appearance dynamic colours resolve for, below any view's
    /// ``View/overrideUserInterfaceStyle``.
    public func render(
        as format: DocumentFormat, width: Double? = nil, size: Size? = nil,
        userInterfaceStyle: UserInterfaceStyle = .light, metadata: DocumentMetadata = DocumentMetadata()
    ) throws -> Data {
        let page = try page(
            width: width, size: size, displayScale: format.pixelScale, userInterfaceStyle: userInterfaceStyle)
        return try Document(metadata: metadata, pages: [page]).data(format: format)
    }

    /// Writes the view to a file in a format, atomically (a failure leaves an existing file as
    /// it was). Given a `width`, the height fits the content; given a `size`, it is used as is;
    /// given neither, the view's frame (or natural size) is. `durability` says whether the file
    /// is also flushed to stable storage before the call returns (`WriteDurability`).
    public func write(
        to url: URL, as format: DocumentFormat, width: Double? = nil, size: Size? = nil,
        userInterfaceStyle: UserInterfaceStyle = .light, metadata: DocumentMetadata = DocumentMetadata(),
        durability: WriteDurability = .atomic
    ) throws {
        let page = try page(
            width: width, size: size, displayScale: format.pixelScale, userInterfaceStyle: userInterfaceStyle)
        try Document(metadata: metadata, pages: [page]).write(to: url, format: format, durability: durability)
    }

    /// The view drawn into pixels at a scale (for comparing and snapshot tests).
    public func image(
        width: Double? = nil, size: Size? = nil, scale: Double = 1,
        userInterfaceStyle: UserInterfaceStyle = .light
    ) throws -> Image {
        let page = try page(
            width: width, size: size, displayScale: scale, userInterfaceStyle: userInterfaceStyle)
        return try Document(pages: [page]).image(scale: scale)
    }

    /// A PDF with one page per view, each laid out at `width` (height fitting its content) or at
    /// `size`.
    public static func pdf(
        pages views: [View], width: Double? = nil, size: Size? = nil,
        metadata: DocumentMetadata = DocumentMetadata()
    ) throws -> Data {
        let pages = try views.map {
            try $0.page(width: width, size: size, displayScale: GraphicsContext.vectorDisplayScale)
        }
        return try Document(metadata: metadata, pages: pages).data(format: .pdf)
    }

    /// Writes a PDF with one page per view to a file, atomically (`WriteDurability`).
    public static func writePDF(
        pages views: [View], to url: URL, width: Double? = nil, size: Size? = nil,
        metadata: DocumentMetadata = DocumentMetadata(), durability: WriteDurability = .atomic
    ) throws {
        let pages = try views.map {
            try $0.page(width: width, size: size, displayScale: GraphicsContext.vectorDisplayScale)
        }
        try Document(metadata: metadata, pages: pages).write(to: url, format: .pdf, durability: durability)
    }
}

/// Draws a laid-out view tree: per view, in its own coordinates and at its alpha, the layer's
/// shadow, then the background, the clip, ``View/draw(in:)``, the subviews and the border.
public enum ViewRenderer {
    /// Draws `view` (at its frame's origin) and its subtree, in the view's appearance.
    public static func draw(_ view: View, in context: GraphicsContext) {
        // The context is current (for `draw(_ rect:)`) for the whole tree, set once.
        let style = view.superview?.effectiveUserInterfaceStyle ?? view.renderedUserInterfaceStyle ?? .light
        context.withCurrent { drawTree(view, in: context, inheriting: style) }
    }

    private static func drawTree(
        _ view: View, in context: GraphicsContext, inheriting inherited: UserInterfaceStyle
    ) {
        guard !view.isHidden, view.alpha > 0, view.transformBox?.isDrawable ?? true else { return }
        let style =
            view.overrideUserInterfaceStyle == .unspecified ? inherited : view.overrideUserInterfaceStyle
        let role = context.tagsStructure ? view.resolvedStructureRole : nil
        if let role { context.beginStructure(role) }
        defer { if role != nil { context.endStructure() } }
        context.withSavedState {
            if view.transformBox != nil {
                context.concatenate(view.transformToSuperview)
            } else {
                context.translateBy(x: view.untransformedFrame.minX, y: view.untransformedFrame.minY)
            }
            context.userInterfaceStyle = style
            context.withTransparencyLayer(alpha: view.alpha) {
                LayerRenderer.drawMasked(by: view.layerStyle.mask, in: context, masks: []) { _ in
                    if let shadow = view.layerShadow {
                        if let path = view.layerStyle.shadowPath {
                            context.drawShadow(shadow, of: path)
                        } else {
                            context.drawShadow(shadow, covering: view.bounds) { mask in
                                drawContent(view, in: mask, style: style)
                            }
                        }
                    }
                    drawContent(view, in: context, style: style)
                }
            }
        }
    }

    /// The view's background, clipped content and subviews, and border, in its coordinates.
    /// The rounded shape is made only when a background or a clip needs it, and the clip is
    /// skipped when it would cut nothing (``clipCutsNothing(_:in:)``).
    private static func drawContent(_ view: View, in context: GraphicsContext, style: UserInterfaceStyle) {
        let bounds = view.bounds
        let background = view.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let clips = view.clipsToBounds && !clipCutsNothing(view, in: context)
        if background != nil || clips {
            let shape = view.roundedBounds
            if let background { context.fill(shape, with: .color(background)) }
            if clips {
                context.withSavedState {
                    context.clip(to: shape)
                    drawInterior(view, in: context, style: style)
                }
            } else {
                drawInterior(view, in: context, style: style)
            }
        } else {
            drawInterior(view, in: context, style: style)
        }
        let width =
            view.layerStyle.borderWidth == View.hairlineBorderWidth
            ? 1 / context.displayScale : view.layerStyle.borderWidth
        if width > 0, width.isFinite {
            let w = min(width, min(bounds.width, bounds.height) / 2)
            let inset = bounds.inset(by: EdgeInsets(all: w / 2))
            let r = max(0, view.cornerRadius - w / 2)
            context.stroke(
                Path(
                    roundedRect: inset, cornerRadii: view.layerStyle.maskedCorners.radii(r),
                    cornerCurve: view.layerStyle.cornerCurve),
                with: .color(view.layerStyle.borderColor),
                style: StrokeStyle(lineWidth: w))
        }
    }
}

extension ViewRenderer {
    /// The view's own drawing (in a saved state, so it cannot leak state into its subviews)
    /// and its subviews.
    fileprivate static func drawInterior(_ view: View, in context: GraphicsContext, style: UserInterfaceStyle)
    {
        context.withSavedState { view.draw(in: context) }
        if !view.layerStyle.sublayers.isEmpty { LayerRenderer.draw(view.layerStyle.sublayers, in: context) }
        for subview in view.subviews { drawTree(subview, in: context, inheriting: style) }
    }

    /// Whether clipping `view` to its rounded bounds would cut nothing in a vector document
    /// (``GraphicsContext/drawsVectorDocument``): it has no subviews and what it draws
    /// (``View/inkBounds()``, known for Vellum's own labels) lies inside its rounded bounds with
    /// a margin of 1 pt and one device pixel. A pill's text, inset from its rounded ends, is
    /// drawn without a clip: a document that looks the same, in fewer PDF and SVG operators.
    fileprivate static func clipCutsNothing(_ view: View, in context: GraphicsContext) -> Bool {
        guard context.drawsVectorDocument, view.subviews.isEmpty, let ink = view.inkBounds() else {
            return false
        }
        let scale = context.displayScale
        let margin = 1 + (scale.isFinite && scale > 0 ? 1 / scale : 1)
        return RoundedRectContainment(
            bounds: view.bounds, radii: view.layerStyle.maskedCorners.radii(view.cornerRadius),
            curve: view.layerStyle.cornerCurve
        ).contains(ink, margin: margin)
    }
}

extension View {
    /// The layer's shadow as set, or `nil` when it draws nothing.
    var layerShadow: Shadow? {
        guard let color = layerStyle.shadowColor, layerStyle.shadowOpacity.isFinite,
            layerStyle.shadowOpacity > 0
        else { return nil }
        let shadow = Shadow(
            color: color.withAlphaComponent(color.alpha * min(1, layerStyle.shadowOpacity)),
            offset: layerStyle.shadowOffset,
            blurRadius: max(0, layerStyle.shadowRadius))
        return shadow.isVisible ? shadow : nil
    }

    /// The bounds with the layer's corner radius, masked corners and corner curve.
    var roundedBounds: Path {
        let radii = layerStyle.maskedCorners.radii(cornerRadius)
        return radii == .zero
            ? Path(bounds)
            : Path(roundedRect: bounds, cornerRadii: radii, cornerCurve: layerStyle.cornerCurve)
    }
}
