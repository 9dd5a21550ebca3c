import Canvas
import Foundation

/// A layer that fills and strokes a path (UIKit's `CAShapeLayer`), with ``strokeStart`` and
/// ``strokeEnd`` drawing part of the outline (a progress ring).
open class ShapeLayer: Layer {
    /// How an open line ends (UIKit's `CAShapeLayerLineCap`).
    public struct LineCap: RawRepresentable, Sendable, Hashable {
        /// The name.
        public let rawValue: String
        /// Creates a cap from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Flat, at the end point.
        public static let butt = LineCap(rawValue: "butt")
        /// Rounded.
        public static let round = LineCap(rawValue: "round")
        /// Square, past the end by half the width.
        public static let square = LineCap(rawValue: "square")
    }

    /// How segments meet (UIKit's `CAShapeLayerLineJoin`).
    public struct LineJoin: RawRepresentable, Sendable, Hashable {
        /// The name.
        public let rawValue: String
        /// Creates a join from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sharp corners.
        public static let miter = LineJoin(rawValue: "miter")
        /// Rounded corners.
        public static let round = LineJoin(rawValue: "round")
        /// Cut-off corners.
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// Which points are inside the path (UIKit's `CAShapeLayerFillRule`).
    public struct FillRuleName: RawRepresentable, Sendable, Hashable {
        /// The name.
        public let rawValue: String
        /// Creates a rule from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Non-zero winding.
        public static let nonZero = FillRuleName(rawValue: "non-zero")
        /// Even-odd.
        public static let evenOdd = FillRuleName(rawValue: "even-odd")
    }

    /// The shape, in the layer's coordinates, or `nil` for none.
    open var path: Path?
    /// The fill colour (black at first, as in UIKit; `nil`: no fill).
    open var fillColor: Color? = .black
    /// The stroke colour (`nil` at first: no stroke).
    open var strokeColor: Color?
    /// The stroke's width.
    open var lineWidth: Double = 1
    /// The stroke's end caps.
    open var lineCap = LineCap.butt
    /// The stroke's joins.
    open var lineJoin = LineJoin.miter
    /// Alternating dash and gap lengths (`NSNumber`s), or `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the line starts.
    open var lineDashPhase: Double = 0
    /// Where the stroke starts, as a fraction of the path's length.
    open var strokeStart: Double = 0
    /// Where the stroke ends, as a fraction of the path's length (a progress ring's progress).
    open var strokeEnd: Double = 1
    /// Which points the fill covers.
    open var fillRule = FillRuleName.nonZero

    /// Fills, then strokes, the path.
    open override func draw(in context: GraphicsContext) {
        guard let path, path.isDrawable else { return }
        if let fillColor, fillColor.alpha > 0 {
            context.fill(path, with: .color(fillColor), rule: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, strokeEnd > strokeStart else { return }
        let style = StrokeStyle(
            lineWidth: lineWidth,
            lineCap: lineCap == .round ? .round : lineCap == .square ? .square : .butt,
            lineJoin: lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter,
            dash: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: lineDashPhase)
        context.stroke(
            path.trimmed(from: strokeStart, to: strokeEnd), with: .color(strokeColor), style: style)
    }
}
