import Foundation

/// The Core Graphics-style drawing state: what `setStrokeColor`, `setFillColor`, `setLineWidth`,
/// `setLineCap`, `setLineJoin`, `setLineDash`, `setAlpha` and `setShadow` set, and the appearance colours
/// resolve for; saved and restored with ``GraphicsContext/save()``.
struct CoreGraphicsState {
    var strokeColor: Color = .black
    var fillColor: Color = .black
    var stroke = StrokeStyle()
    var alpha: Double = 1
    var userInterfaceStyle: UserInterfaceStyle = .light
    /// The shadow later drawing casts (``GraphicsContext/setShadow(_:)``); nil for none.
    var shadow: Shadow?
}

/// What ``GraphicsContext/drawPath(using:)`` does with the current path (Core Graphics'
/// `CGPathDrawingMode`).
public enum PathDrawingMode: Sendable, Hashable, CaseIterable {
    /// Fill, non-zero winding.
    case fill
    /// Fill, even-odd.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (non-zero winding), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}

/// UIKit's drawing spellings, so a ported `draw(_ rect:)` reads as it does on iOS:
///
/// ```swift
/// override func draw(_ rect: Rect) {
///     guard let context = GraphicsContext.current else { return }   // UIGraphicsGetCurrentContext()
///     separatorColor.setStroke()
///     context.setLineWidth(1 / Screen.main.scale)
///     context.setLineDash(phase: 0, lengths: [4, 2])
///     context.move(to: Point(x: 0, y: bounds.midY))
///     context.addLine(to: Point(x: bounds.width, y: bounds.midY))
///     context.strokePath()
/// }
/// ```
///
/// The current path, colours and line style are the context's; ``strokePath()``,
/// ``fillPath(using:)`` and ``clip(using:)`` consume the path, as in Core Graphics.
extension GraphicsContext {
    /// The context a view is drawing into on this thread (UIKit's
    /// `UIGraphicsGetCurrentContext()`), set while ``withCurrent(_:)`` runs; `nil` otherwise.
    public static var current: GraphicsContext? { threadCurrent.value }

    /// Runs `body` with this context as ``current`` on this thread, then restores the previous one.
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let previous = Self.threadCurrent.value
        Self.threadCurrent.value = self
        defer { Self.threadCurrent.value = previous }
        return try body()
    }

    // MARK: State

    /// Pushes the drawing state (CGContext's spelling of ``save()``).
    public func saveGState() { save() }

    /// Pops the drawing state (CGContext's spelling of ``restore()``).
    public func restoreGState() { restore() }

    /// Sets the colour ``strokePath()`` uses (black at first).
    public func setStrokeColor(_ color: Color) { coreGraphicsState.strokeColor = color }

    /// Sets the colour ``fillPath(using:)`` uses (black at first).
    public func setFillColor(_ color: Color) { coreGraphicsState.fillColor = color }

    /// Sets the width ``strokePath()`` uses (1 point at first).
    public func setLineWidth(_ width: Double) { coreGraphicsState.stroke.lineWidth = width }

    /// Sets the end caps ``strokePath()`` draws (butt at first).
    public func setLineCap(_ cap: StrokeStyle.LineCap) { coreGraphicsState.stroke.lineCap = cap }

    /// Sets the joins ``strokePath()`` draws (miter at first).
    public func setLineJoin(_ join: StrokeStyle.LineJoin) { coreGraphicsState.stroke.lineJoin = join }

    /// Sets the dash pattern ``strokePath()`` draws: alternating dash and gap `lengths`, starting
    /// `phase` points into the pattern; empty lengths draw solid lines.
    public func setLineDash(phase: Double, lengths: [Double]) {
        coreGraphicsState.stroke.dash = lengths
        coreGraphicsState.stroke.dashPhase = phase
    }

    /// Sets an opacity (0…1) applied to the colours of later path drawing.
    public func setAlpha(_ alpha: Double) {
        coreGraphicsState.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1
    }

    // MARK: Building the current path

    /// Starts a new subpath of the current path at a point.
    public func move(to point: Point) { currentPath.move(to: point) }

    /// Adds a straight line from the current point to the current path.
    public func addLine(to point: Point) { currentPath.addLine(to: point) }

    /// Adds connected straight lines through `points` (the first starts a subpath).
    public func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        currentPath.move(to: first)
        for point in points.dropFirst() { currentPath.addLine(to: point) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }

    /// Adds a rectangle to the current path.
    public func addRect(_ rect: Rect) { currentPath.addRect(rect) }

    /// Adds a quadratic Bézier curve from the current point to the current path.
    public func addQuadCurve(to end: Point, control: Point) {
        currentPath.addQuadCurve(to: end, control: control)
    }

    /// The current path's bounding box, points and control points included (Core Graphics'
    /// `boundingBoxOfPath`); `.null` when the path is empty, as in Core Graphics.
    public var boundingBoxOfPath: Rect { currentPath.boundingRect ?? .null }

    /// Fills the area inside the current clip with a gradient (Core Graphics' gradient drawing:
    /// the clip, not a path, bounds it); the current path is left as it is.
    public func fillClip(with paint: Paint) {
        let extent = RenderLimits.maximumPageSide * 2
        fill(Path(Rect(x: -extent, y: -extent, width: extent * 2, height: extent * 2)), with: paint)
    }

    /// Adds the ellipse inscribed in a rectangle to the current path.
    public func addEllipse(in rect: Rect) { currentPath.addEllipse(in: rect) }

    /// Adds a circular arc (CGContext's `addArc(center:radius:startAngle:endAngle:clockwise:)`).
    ///
    /// As in a UIKit view's `draw(_:)`, whose context is flipped, `clockwise` is Core Graphics'
    /// unflipped meaning: a `clockwise: true` arc turns counter-clockwise on the page (angles
    /// decreasing). UIBezierPath's `clockwise`, and ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``,
    /// mean clockwise on the page.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Adds a path to the current path.
    public func addPath(_ path: Path) { currentPath.addPath(path) }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    // MARK: Drawing the current path

    /// Strokes the current path with the stroke colour and line style, then clears it.
    public func strokePath() {
        stroke(
            currentPath, with: .color(faded(coreGraphicsState.strokeColor)), style: coreGraphicsState.stroke)
        currentPath = Path()
    }

    /// Fills the current path with the fill colour by `rule`, then clears it.
    public func fillPath(using rule: FillRule = .winding) {
        fill(currentPath, with: .color(faded(coreGraphicsState.fillColor)), rule: rule)
        currentPath = Path()
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: PathDrawingMode) {
        let path = currentPath
        switch mode {
        case .fill, .fillStroke: fill(path, with: .color(faded(coreGraphicsState.fillColor)))
        case .eoFill, .eoFillStroke:
            fill(path, with: .color(faded(coreGraphicsState.fillColor)), rule: .evenOdd)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            stroke(path, with: .color(faded(coreGraphicsState.strokeColor)), style: coreGraphicsState.stroke)
        }
        currentPath = Path()
    }

    /// Intersects the clip with the current path's interior by `rule`, then clears the path.
    public func clip(using rule: FillRule = .winding) {
        clip(to: currentPath, rule: rule)
        currentPath = Path()
    }

    // MARK: Shapes with the current colours

    /// Fills a path with the fill colour by `rule`, leaving the current path as it is
    /// (UIBezierPath's `fill()`).
    public func fill(_ path: Path, rule: FillRule = .winding) {
        fill(path, with: .color(faded(coreGraphicsState.fillColor)), rule: rule)
    }

    /// Strokes a path with the stroke colour in a style, leaving the current path and the
    /// context's line style as they are (UIBezierPath's `stroke()`).
    public func stroke(_ path: Path, style: StrokeStyle) {
        stroke(path, with: .color(faded(coreGraphicsState.strokeColor)), style: style)
    }

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: Rect) { fill(Path(rect), with: .color(faded(coreGraphicsState.fillColor))) }

    /// Strokes a rectangle with the stroke colour and line style.
    public func stroke(_ rect: Rect) {
        stroke(
            Path(rect), with: .color(faded(coreGraphicsState.strokeColor)), style: coreGraphicsState.stroke)
    }

    /// Fills the ellipse inscribed in a rectangle with the fill colour.
    public func fillEllipse(in rect: Rect) {
        fill(Path(ellipseIn: rect), with: .color(faded(coreGraphicsState.fillColor)))
    }

    /// Strokes the ellipse inscribed in a rectangle with the stroke colour and line style.
    public func strokeEllipse(in rect: Rect) {
        stroke(
            Path(ellipseIn: rect), with: .color(faded(coreGraphicsState.strokeColor)),
            style: coreGraphicsState.stroke)
    }

    /// Strokes straight segments between pairs of points (the 1st to the 2nd, the 3rd to the 4th…).
    public func strokeLineSegments(between points: [Point]) {
        var path = Path()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index])
            path.addLine(to: points[index + 1])
            index += 2
        }
        stroke(path, with: .color(faded(coreGraphicsState.strokeColor)), style: coreGraphicsState.stroke)
    }

    /// Erases a rectangle to transparent (CGContext's `clear(_:)`): on a PNG it leaves a hole; on
    /// PDF and SVG pages, which have no backdrop, it erases what was drawn there.
    public func clear(_ rect: Rect) {
        withSavedState {
            setBlendMode(.clear)
            fill(Path(rect), with: .color(.black))
        }
    }

    /// A colour resolved for the appearance, with the context's ``setAlpha(_:)`` applied.
    private func faded(_ color: Color) -> Color {
        let alpha = coreGraphicsState.alpha
        let plain = color.resolved(for: userInterfaceStyle)
        return alpha >= 1 ? plain : plain.withAlphaComponent(plain.alpha * alpha)
    }
}

extension Color {
    /// Makes this the current context's stroke colour (UIColor's `setStroke()`); does nothing
    /// outside drawing.
    public func setStroke() { GraphicsContext.current?.setStrokeColor(self) }

    /// Makes this the current context's fill colour (UIColor's `setFill()`); does nothing outside
    /// drawing.
    public func setFill() { GraphicsContext.current?.setFillColor(self) }

    /// Makes this both the stroke and the fill colour (UIColor's `set()`).
    public func set() {
        setStroke()
        setFill()
    }
}
