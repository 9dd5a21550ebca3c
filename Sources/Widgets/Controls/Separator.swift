import Canvas

/// A hairline: one device pixel thick (`1 / displayScale` points) across the middle of its
/// bounds, in ``separatorColor`` on a transparent background (the podcast app's separator view).
///
/// Its intrinsic size is one hairline across its axis and none along it; in a stack it never
/// stretches or shrinks across its axis (required hugging and compression resistance there).
open class Separator: View {
    /// The line's colour (UIKit's opaque separator, #C6C6C8, by default).
    public var separatorColor: Color = .opaqueSeparator
    /// Alternating dash and gap lengths in points for a dashed line; empty (the default) for a
    /// solid one. A negative or non-finite length draws nothing (see ``/Canvas/StrokeStyle/dash``).
    public var dashPattern: [Double] = []
    /// How far into ``dashPattern`` the line starts, in points.
    public var dashPhase: Double = 0
    /// The direction the line runs: horizontal (a line across a vertical stack) or vertical.
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates a separator along an axis.
    public convenience init(axis: LayoutAxis) {
        self.init()
        self.axis = axis
    }

    /// The line's thickness in points: one device pixel.
    public var thickness: Double { 1 / displayScale }

    /// One hairline across the axis, nothing along it.
    open override var intrinsicContentSize: Size {
        axis == .horizontal
            ? Size(width: View.noIntrinsicMetric, height: thickness)
            : Size(width: thickness, height: View.noIntrinsicMetric)
    }

    /// Required across the axis (the line keeps its thickness), low along it.
    open override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == self.axis ? .defaultLow : .required
    }

    /// Required across the axis (the line is never squeezed below a hairline), UIKit's default
    /// along it.
    open override func defaultCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == self.axis ? .defaultHigh : .required
    }

    /// Draws the hairline at mid-height (or mid-width), aligned to device pixels.
    open override func draw(in context: GraphicsContext) {
        let t = thickness
        let line =
            axis == .horizontal
            ? Rect(x: 0, y: bounds.midY - t / 2, width: bounds.width, height: t)
            : Rect(x: bounds.midX - t / 2, y: 0, width: t, height: bounds.height)
        let aligned = context.alignedToPixels(line)
        guard !dashPattern.isEmpty else { return context.fill(aligned, with: separatorColor) }
        // A dashed line: the aligned band's centre line, stroked as thick as the band.
        let (start, end, width) =
            axis == .horizontal
            ? (
                Point(x: aligned.minX, y: aligned.midY), Point(x: aligned.maxX, y: aligned.midY),
                aligned.height
            )
            : (
                Point(x: aligned.midX, y: aligned.minY), Point(x: aligned.midX, y: aligned.maxY),
                aligned.width
            )
        context.strokeLine(
            from: start, to: end, with: separatorColor,
            style: StrokeStyle(lineWidth: width, dash: dashPattern, dashPhase: dashPhase))
    }

    /// The axis and colour.
    open override var debugProperties: [String] {
        super.debugProperties + ["axis=\(axis)", "color=\(separatorColor)"]
            + (dashPattern.isEmpty ? [] : ["dash=\(dashPattern.map { Point.formatted($0) })"])
    }
}
