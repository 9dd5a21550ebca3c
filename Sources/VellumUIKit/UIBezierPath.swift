/// The corners of a rectangle that `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// rounds (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The option's bits.
    public let rawValue: UInt
    /// Creates corners from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its own line style, filled and stroked into the current context with the
/// current colours (UIKit's `UIBezierPath`). The shape is a ``Canvas/Path`` (`cgPath`).
///
/// ```swift
/// UIColor.systemBlue.setFill()
/// let ticket = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
/// ticket.append(UIBezierPath(ovalIn: notch))
/// ticket.usesEvenOddFillRule = true     // the notch is a hole
/// ticket.fill()
/// ```
open class UIBezierPath {
    /// The shape.
    public var cgPath: CGPath
    /// The width ``stroke()`` draws (1 point at first).
    public var lineWidth: Double = 1
    /// The end caps ``stroke()`` draws.
    public var lineCapStyle: CGLineCap = .butt
    /// The joins ``stroke()`` draws.
    public var lineJoinStyle: CGLineJoin = .miter
    /// Whether ``fill()`` and ``addClip()`` use the even-odd rule (nested shapes become holes).
    public var usesEvenOddFillRule = false
    private var dash: [Double] = []
    private var dashPhase: Double = 0

    /// An empty path.
    public init() { cgPath = Path() }

    /// A path holding a shape.
    public init(cgPath: CGPath) { self.cgPath = cgPath }

    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(cgPath: Path(rect)) }

    /// The ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) { self.init(cgPath: Path(ellipseIn: rect)) }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: Double) {
        self.init(cgPath: Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// A rectangle with some corners rounded (by the radii's width).
    public convenience init(
        roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
        let r = cornerRadii.width
        self.init(
            cgPath: Path(
                roundedRect: rect,
                cornerRadii: CornerRadii(
                    topLeft: corners.contains(.topLeft) ? r : 0,
                    topRight: corners.contains(.topRight) ? r : 0,
                    bottomRight: corners.contains(.bottomRight) ? r : 0,
                    bottomLeft: corners.contains(.bottomLeft) ? r : 0)))
    }

    /// A circular arc; `clockwise` as seen on the page (angles increasing, y down).
    public convenience init(
        arcCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        self.init()
        addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise)
    }

    /// The smallest rectangle holding the path and its control points (zero for an empty path).
    public var bounds: CGRect { cgPath.boundingRect ?? .zero }

    /// Whether the path has no elements.
    public var isEmpty: Bool { cgPath.isEmpty }

    /// The end of the last element, or zero for an empty path.
    public var currentPoint: CGPoint { cgPath.currentPoint }

    /// Starts a new subpath.
    public func move(to point: CGPoint) { cgPath.move(to: point) }

    /// Adds a straight line.
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve (as the cubic that traces it).
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: end, control: controlPoint)
    }

    /// Adds a circular arc; `clockwise` as seen on the page.
    public func addArc(
        withCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        cgPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Closes the current subpath.
    public func close() { cgPath.closeSubpath() }

    /// Adds another path's subpaths.
    public func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }

    /// Moves every point of the path by a transform.
    public func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }

    /// Removes every element.
    public func removeAllPoints() { cgPath = Path() }

    /// Sets the dash pattern ``stroke()`` draws: the first `count` lengths of `pattern`.
    public func setLineDash(_ pattern: [Double]?, count: Int, phase: Double) {
        dash = Array((pattern ?? []).prefix(max(0, count)))
        dashPhase = phase
    }

    /// Fills the path in the current context with its fill colour (`UIColor.setFill()`).
    public func fill() {
        GraphicsContext.current?.fill(cgPath, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path in the current context with its stroke colour and this path's line style.
    public func stroke() {
        GraphicsContext.current?.stroke(
            cgPath,
            style: StrokeStyle(
                lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, dash: dash,
                dashPhase: dashPhase))
    }

    /// Intersects the current context's clip with the path's interior.
    public func addClip() {
        GraphicsContext.current?.clip(to: cgPath, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
