import Foundation

/// The corner radii of a rounded rectangle, one per corner.
public struct CornerRadii: Sendable, Hashable {
    /// The top-left radius.
    public var topLeft: Double
    /// The top-right radius.
    public var topRight: Double
    /// The bottom-right radius.
    public var bottomRight: Double
    /// The bottom-left radius.
    public var bottomLeft: Double

    /// Creates radii per corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// How far each corner's curve reaches along its edges in a rounded rectangle of `size`:
    /// the clamped radius for circular corners; further (within half the side) for continuous
    /// ones. ``Path/addRoundedRect(_:cornerRadii:cornerCurve:)`` draws these curves and
    /// ``RoundedRectContainment`` tests against them.
    func curveExtents(in size: Size, curve: CornerCurve) -> CornerRadii {
        let r = clamped(to: size)
        let reach = curve == .continuous ? CornerCurve.continuousReach : 1
        func extent(_ radius: Double) -> Double { min(radius * reach, size.width / 2, size.height / 2) }
        return CornerRadii(
            topLeft: extent(r.topLeft), topRight: extent(r.topRight), bottomRight: extent(r.bottomRight),
            bottomLeft: extent(r.bottomLeft))
    }

    /// The radii made finite, non-negative and at most half the rectangle's shorter side.
    func clamped(to size: Size) -> CornerRadii {
        let limit = max(0, min(size.width, size.height) / 2)
        func c(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        return CornerRadii(
            topLeft: c(topLeft), topRight: c(topRight), bottomRight: c(bottomRight), bottomLeft: c(bottomLeft)
        )
    }
}

/// A shape made of straight and cubic Bézier segments, in points (CGPath's model, as a value).
///
/// Arcs and ellipses are converted to Béziers here, so no arc with a huge radius or a NaN angle
/// ever reaches cairo (where they hang or abort).
public struct Path: Sendable, Hashable {
    /// One drawing instruction.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight segment to a point.
        case line(to: Point)
        /// A cubic Bézier segment to a point through two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the current subpath.
        case close
    }

    /// The instructions, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: Rect) {
        addRect(rect)
    }

    /// A rectangle with rounded corners; radii are limited to half the shorter side.
    public init(roundedRect rect: Rect, cornerRadii: CornerRadii, cornerCurve: CornerCurve = .circular) {
        addRoundedRect(rect, cornerRadii: cornerRadii, cornerCurve: cornerCurve)
    }

    /// A rectangle with the same rounded radius at every corner.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        addRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// The ellipse inscribed in a rectangle.
    public init(ellipseIn rect: Rect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every coordinate is finite and within ``RenderLimits/maximumCoordinate``.
    public var isDrawable: Bool {
        func ok(_ p: Point) -> Bool {
            p.isFinite && abs(p.x) <= RenderLimits.maximumCoordinate
                && abs(p.y) <= RenderLimits.maximumCoordinate
        }
        return elements.allSatisfy {
            switch $0 {
            case .move(let p), .line(let p): ok(p)
            case .curve(let p, let c1, let c2): ok(p) && ok(c1) && ok(c2)
            case .close: true
            }
        }
    }

    /// Starts a new subpath.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// Adds a straight segment.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    /// Adds a cubic Bézier segment.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.close) }

    /// Appends another path's elements.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(
        _ rect: Rect, cornerRadii: CornerRadii, cornerCurve: CornerCurve = .circular
    ) {
        let extents = cornerRadii.curveExtents(in: rect.size, curve: cornerCurve)
        if extents == .zero { return addRect(rect) }
        let (tl, tr, br, bl) = (extents.topLeft, extents.topRight, extents.bottomRight, extents.bottomLeft)
        let k = cornerCurve == .continuous ? CornerCurve.continuousHandle : CornerCurve.circularHandle
        move(to: Point(x: rect.minX + tl, y: rect.minY))
        addLine(to: Point(x: rect.maxX - tr, y: rect.minY))
        addQuarter(
            corner: Point(x: rect.maxX, y: rect.minY), radius: tr, handle: k, from: (-1, 0), to: (0, 1))
        addLine(to: Point(x: rect.maxX, y: rect.maxY - br))
        addQuarter(
            corner: Point(x: rect.maxX, y: rect.maxY), radius: br, handle: k, from: (0, -1), to: (-1, 0))
        addLine(to: Point(x: rect.minX + bl, y: rect.maxY))
        addQuarter(
            corner: Point(x: rect.minX, y: rect.maxY), radius: bl, handle: k, from: (1, 0), to: (0, -1))
        addLine(to: Point(x: rect.minX, y: rect.minY + tl))
        addQuarter(corner: Point(x: rect.minX, y: rect.minY), radius: tl, handle: k, from: (0, 1), to: (1, 0))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in a rectangle as a closed subpath.
    public mutating func addEllipse(in rect: Rect) {
        let k = 0.5522847498307936
        let rx = rect.width / 2
        let ry = rect.height / 2
        let cx = rect.midX
        let cy = rect.midY
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, measured from
    /// the positive x axis towards positive y, i.e. clockwise on screen). A line joins the current
    /// point to the arc's start. Non-finite input adds nothing.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else {
            return
        }
        let sweep = max(-4 * Double.pi, min(4 * Double.pi, endAngle - startAngle))
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        let start = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        for _ in 0..<segments {
            let next = angle + step
            let p0 = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = Point(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    /// Adds a circular arc from `startAngle` to `endAngle` (radians from the positive x axis)
    /// turning `clockwise` as seen on the page, UIBezierPath's meaning: clockwise arcs go the way
    /// angles increase, since y points down. An arc never turns further than one full circle; a
    /// line joins the current point to its start. Non-finite input adds nothing.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        guard startAngle.isFinite, endAngle.isFinite else { return }
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if abs(sweep) >= fullTurn {
            sweep = clockwise ? fullTurn : -fullTurn
        } else if clockwise, sweep < 0 {
            sweep += fullTurn
        } else if !clockwise, sweep > 0 {
            sweep -= fullTurn
        }
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep)
    }

    /// Where the next segment starts: the last point, or the start of a closed subpath (zero in
    /// an empty path), as Core Graphics' `currentPoint`.
    public var currentPoint: Point {
        var subpathStart = Point.zero
        var point = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                subpathStart = p
                point = p
            case .line(let p), .curve(let p, _, _): point = p
            case .close: point = subpathStart
            }
        }
        return point
    }

    /// Adds a quadratic Bézier curve from ``currentPoint``, as the cubic that traces it.
    public mutating func addQuadCurve(to end: Point, control: Point) {
        let start = currentPoint
        addCurve(
            to: end,
            control1: Point(
                x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            control2: Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// A quarter circle around a corner, from the tangent point on one side to the other.
    private mutating func addQuarter(
        corner: Point, radius r: Double, handle k: Double = CornerCurve.circularHandle,
        from a: (Double, Double), to b: (Double, Double)
    ) {
        guard r > 0 else { return addLine(to: corner) }
        let start = Point(x: corner.x + a.0 * r, y: corner.y + a.1 * r)
        let end = Point(x: corner.x + b.0 * r, y: corner.y + b.1 * r)
        let c1 = Point(x: start.x - a.0 * r * k, y: start.y - a.1 * r * k)
        let c2 = Point(x: end.x - b.0 * r * k, y: end.y - b.1 * r * k)
        addCurve(to: end, control1: c1, control2: c2)
    }
}
