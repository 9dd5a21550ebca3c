import Canvas

/// A hairline: one device pixel thick (`1 / displayScale` points) across the middle of its
/// bounds, in ``separatorColor`` on a transparent background (the podcast app's separator view).
///
/// Its intrinsic size is one hairline across its axis and none along it; in a stack it never
/// stretches or shrinks across its axis (required hugging and compression resistance there).
open class Separator: View {
    /// The line's colour (UIKit's opaque separator, #C6C6C8, by default).
    public var separatorColor: Color = .opaqueSeparator
    /// The direction the line runs: horizontal (a line across a vertical stack) or vertical.
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates a horizontal separator with a frame (`Separator()` gives a zero one).
    public override init(frame: Rect) {
        super.init(frame: frame)
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
        context.fill(context.alignedToPixels(line), with: separatorColor)
    }

    /// The axis and colour.
    open override var debugProperties: [String] {
        super.debugProperties + ["axis=\(axis)", "color=\(separatorColor)"]
    }
}
