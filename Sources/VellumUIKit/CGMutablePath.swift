import Canvas
import Foundation

/// A path built piece by piece (Core Graphics' `CGMutablePath`): a class, as on iOS, so
/// `let path = CGMutablePath()` followed by `path.addLine(to:)` compiles as written.
///
/// Vellum's `CGPath` is a value (``Canvas/Path``), not a superclass of this one: where a `CGPath`
/// is expected (`shapeLayer.path`, `UIBezierPath(cgPath:)`), pass `path.copy()!` or ``path``.
/// A context's `addPath(_:)` takes either.
public final class CGMutablePath {
    /// The path built so far, as a value.
    public private(set) var path: Path

    /// An empty path.
    public init() { path = Path() }

    /// A path starting as `path`.
    public init(_ path: Path) { self.path = path }

    /// The path built so far (Core Graphics' `copy()`), never `nil`.
    public func copy() -> CGPath? { path }

    /// A new mutable path starting as this one (Core Graphics' `mutableCopy()`).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The bounding box of the points and control points (Core Graphics' `boundingBox`); `.null`
    /// for an empty path.
    public var boundingBox: CGRect { path.boundingBox }

    /// The smallest rectangle holding every point the path passes through (Core Graphics'
    /// `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }

    /// Where the next segment starts.
    public var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path's interior (Core Graphics' `contains(_:using:transform:)`).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        path.contains(point, using: rule, transform: transform)
    }

    /// Starts a new subpath at `point`, moved by `transform`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a straight line to `point`, moved by `transform`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds connected straight lines through `points` (the first starts a subpath).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first.applying(transform))
        for point in points.dropFirst() { path.addLine(to: point.applying(transform)) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform), control1: control1.applying(transform),
            control2: control2.applying(transform))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect).applying(transform))
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect).applying(transform))
    }

    /// Adds a rounded rectangle whose corners are `cornerWidth` wide and `cornerHeight` high (the
    /// smaller of the two is used for both: Vellum's corners are circular).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let radius = Double(min(cornerWidth, cornerHeight))
        path.addPath(Path(roundedRect: rect, cornerRadius: radius).applying(transform))
    }

    /// Adds a circular arc with Core Graphics' meaning of `clockwise` (as
    /// ``Canvas/GraphicsContext/addArc(center:radius:startAngle:endAngle:clockwise:)``: in a UIKit
    /// view's flipped context a `clockwise: true` arc turns counter-clockwise on the page).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        arc.addArc(
            center: center, radius: Double(radius), startAngle: Double(startAngle),
            endAngle: Double(endAngle),
            clockwise: !clockwise)
        // A line joins the current point to the arc's start, as in Core Graphics.
        for element in arc.applying(transform).elements {
            switch element {
            case .move(let p): if path.isEmpty { path.move(to: p) } else { path.addLine(to: p) }
            case .line(let p): path.addLine(to: p)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .close: path.closeSubpath()
            }
        }
    }

    /// Adds another path, moved by `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.applying(transform))
    }

    /// Adds another mutable path's current contents, moved by `transform`.
    public func addPath(_ other: CGMutablePath, transform: CGAffineTransform = .identity) {
        addPath(other.path, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
}

extension GraphicsContext {
    /// Adds a mutable path's current contents to the current path.
    public func addPath(_ path: CGMutablePath) { addPath(path.path) }
}
