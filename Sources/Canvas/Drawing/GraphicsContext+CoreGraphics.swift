import Foundation

/// The Core Graphics-style drawing state: what `setStrokeColor`, `setFillColor` and
/// `setLineWidth` set, saved and restored with ``GraphicsContext/save()``.
struct CoreGraphicsState {
    var strokeColor: Color = .black
    var fillColor: Color = .black
    var lineWidth: Double = 1
}

/// UIKit's drawing spellings, so a ported `draw(_ rect:)` reads as it does on iOS:
///
/// ```swift
/// override func draw(_ rect: Rect) {
///     guard let context = GraphicsContext.current else { return }   // UIGraphicsGetCurrentContext()
///     separatorColor.setStroke()
///     context.setLineWidth(1 / Screen.main.scale)
///     context.move(to: Point(x: 0, y: bounds.midY))
///     context.addLine(to: Point(x: bounds.width, y: bounds.midY))
///     context.strokePath()
/// }
/// ```
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

    /// Sets the colour ``strokePath()`` uses (black at first).
    public func setStrokeColor(_ color: Color) { coreGraphicsState.strokeColor = color }

    /// Sets the colour ``fillPath()`` uses (black at first).
    public func setFillColor(_ color: Color) { coreGraphicsState.fillColor = color }

    /// Sets the width ``strokePath()`` uses (1 point at first).
    public func setLineWidth(_ width: Double) { coreGraphicsState.lineWidth = width }

    /// Starts a new subpath of the current path at a point.
    public func move(to point: Point) { currentPath.move(to: point) }

    /// Adds a straight line from the current point to the current path.
    public func addLine(to point: Point) { currentPath.addLine(to: point) }

    /// Adds a rectangle to the current path.
    public func addRect(_ rect: Rect) { currentPath.addRect(rect) }

    /// Adds a path to the current path.
    public func addPath(_ path: Path) { currentPath.addPath(path) }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Strokes the current path with the stroke colour and line width, then clears it.
    public func strokePath() {
        stroke(
            currentPath, with: .color(coreGraphicsState.strokeColor),
            style: StrokeStyle(lineWidth: coreGraphicsState.lineWidth))
        currentPath = Path()
    }

    /// Fills the current path with the fill colour, then clears it.
    public func fillPath() {
        fill(currentPath, with: .color(coreGraphicsState.fillColor))
        currentPath = Path()
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
