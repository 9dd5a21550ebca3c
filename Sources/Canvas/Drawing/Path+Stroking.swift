import Foundation

extension Path {
    /// The area a stroke of the path with `style` paints, as a path to fill with the non-zero
    /// rule (Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`, which cairo
    /// 1.16 cannot do: Vellum builds it in Swift).
    ///
    /// The outline is a union of pieces, each wound the same way: a quadrilateral per straight
    /// piece of the path (curves are followed as ``polylines()`` follows them), a piece per join
    /// and per cap. Filled with the non-zero rule it covers what the stroke paints; stroked
    /// itself, the seams between pieces show. A join is mitred while the miter is at most
    /// `miterLimit` times the line width (Core Graphics' and cairo's default, 10), else bevelled;
    /// round joins and caps are polygons within 0.05 pt of the circle. The style's dash pattern is
    /// not applied. A width that is not positive and finite, or a path that is not drawable,
    /// gives the empty path.
    public func strokedOutline(_ style: StrokeStyle, miterLimit: Double = 10) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite, isDrawable else { return Path() }
        var outline = Path()
        for subpath in flattenedSubpaths() {
            StrokeOutline.add(
                subpath.points, isClosed: subpath.isClosed, half: half, style: style,
                miterLimit: miterLimit.isFinite ? max(1, miterLimit) : 10, to: &outline)
        }
        return outline
    }
}

/// The steps of ``Path/strokedOutline(_:miterLimit:)`` for one flattened subpath: drop repeated
/// points, one quadrilateral per segment, a join at each corner (and at the start of a closed
/// subpath), caps at the ends of an open one.
enum StrokeOutline {
    /// How far a round join's or cap's polygon may fall inside the circle, in points.
    static let roundTolerance = 0.05

    static func add(
        _ points: [Point], isClosed: Bool, half: Double, style: StrokeStyle, miterLimit: Double,
        to outline: inout Path
    ) {
        // Step 1: the distinct points (a zero-length segment has no direction).
        var distinct: [Point] = []
        for point in points where distinct.last != point { distinct.append(point) }
        if isClosed, distinct.count > 1, distinct.first == distinct.last { distinct.removeLast() }
        guard distinct.count > 1 else {
            // A subpath of one point: a round cap draws a dot, a square cap a square, as cairo does.
            if let point = points.first, points.count > 1 {
                addDot(at: point, half: half, cap: style.lineCap, to: &outline)
            }
            return
        }
        // Step 2: the segments, closing back to the start when the subpath is closed.
        let count = distinct.count
        let segments = isClosed ? count : count - 1
        for index in 0..<segments {
            let from = distinct[index]
            let to = distinct[(index + 1) % count]
            let normal = unitNormal(from, to)
            addPolygon(
                [
                    offset(from, normal, half), offset(to, normal, half), offset(to, normal, -half),
                    offset(from, normal, -half),
                ], to: &outline)
        }
        // Step 3: the joins, at every corner between two segments.
        let corners = isClosed ? 0..<count : 1..<(count - 1)
        for index in corners {
            let before = distinct[(index - 1 + count) % count]
            let corner = distinct[index]
            let after = distinct[(index + 1) % count]
            addJoin(
                before: before, at: corner, after: after, half: half, style: style, miterLimit: miterLimit,
                to: &outline)
        }
        // Step 4: the caps of an open subpath.
        if !isClosed {
            addCap(at: distinct[0], awayFrom: distinct[1], half: half, cap: style.lineCap, to: &outline)
            addCap(
                at: distinct[count - 1], awayFrom: distinct[count - 2], half: half, cap: style.lineCap,
                to: &outline)
        }
    }

    /// The unit vector to the left of the direction from `a` to `b` (y up; to the right on a
    /// y-down page).
    static func unitNormal(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return Point(x: -dy / length, y: dx / length)
    }

    static func offset(_ point: Point, _ normal: Point, _ distance: Double) -> Point {
        Point(x: point.x + normal.x * distance, y: point.y + normal.y * distance)
    }

    /// The join at `corner`: nothing where the path goes straight on, else a bevel triangle, a
    /// miter quadrilateral or a circle on the outer side.
    static func addJoin(
        before: Point, at corner: Point, after: Point, half: Double, style: StrokeStyle, miterLimit: Double,
        to outline: inout Path
    ) {
        let n1 = unitNormal(before, corner)
        let n2 = unitNormal(corner, after)
        let turn = (corner.x - before.x) * (after.y - corner.y) - (corner.y - before.y) * (after.x - corner.x)
        if abs(turn) < 1e-12, n1.x * n2.x + n1.y * n2.y > 0 { return }
        if style.lineJoin == .round {
            addCircle(at: corner, radius: half, to: &outline)
            return
        }
        // The outer side is the one the path turns away from.
        let side = turn > 0 ? -1.0 : 1.0
        let a = offset(corner, n1, half * side)
        let b = offset(corner, n2, half * side)
        // The miter's length over the line width is 1 / sin(φ / 2), φ the angle between the segments.
        let dot = n1.x * n2.x + n1.y * n2.y
        let sinHalf = ((1 + dot) / 2).squareRoot()
        if style.lineJoin == .miter, sinHalf > 1e-12, 1 / sinHalf <= miterLimit {
            let sum = Point(x: n1.x + n2.x, y: n1.y + n2.y)
            let scale = 2 * half * side / (sum.x * sum.x + sum.y * sum.y)
            let tip = Point(x: corner.x + sum.x * scale, y: corner.y + sum.y * scale)
            addPolygon([corner, a, tip, b], to: &outline)
        } else {
            addPolygon([corner, a, b], to: &outline)
        }
    }

    /// The cap at `end`, the last point of a segment coming from `from`.
    static func addCap(
        at end: Point, awayFrom from: Point, half: Double, cap: StrokeStyle.LineCap, to outline: inout Path
    ) {
        switch cap {
        case .butt:
            return
        case .round:
            addCircle(at: end, radius: half, to: &outline)
        case .square:
            let normal = unitNormal(from, end)
            let direction = Point(x: normal.y, y: -normal.x)
            let far = Point(x: end.x + direction.x * half, y: end.y + direction.y * half)
            addPolygon(
                [
                    offset(end, normal, half), offset(far, normal, half), offset(far, normal, -half),
                    offset(end, normal, -half),
                ],
                to: &outline)
        }
    }

    /// A subpath of one point: a dot for a round cap, an axis-aligned square for a square cap.
    static func addDot(at point: Point, half: Double, cap: StrokeStyle.LineCap, to outline: inout Path) {
        switch cap {
        case .butt: return
        case .round: addCircle(at: point, radius: half, to: &outline)
        case .square:
            addPolygon(
                [
                    Point(x: point.x - half, y: point.y - half), Point(x: point.x + half, y: point.y - half),
                    Point(x: point.x + half, y: point.y + half), Point(x: point.x - half, y: point.y + half),
                ], to: &outline)
        }
    }

    /// A polygon within ``roundTolerance`` of the circle, its corners on it.
    static func addCircle(at center: Point, radius: Double, to outline: inout Path) {
        let step = 2 * acos(max(-1, 1 - roundTolerance / radius))
        let sides = min(256, max(8, Int((2 * Double.pi / step).rounded(.up))))
        addPolygon(
            (0..<sides).map { index in
                let angle = 2 * Double.pi * Double(index) / Double(sides)
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }, to: &outline)
    }

    /// Adds a closed polygon, wound so its signed area is positive (every piece the same way, so
    /// the non-zero rule fills their union).
    static func addPolygon(_ corners: [Point], to outline: inout Path) {
        var area = 0.0
        for index in corners.indices {
            let a = corners[index]
            let b = corners[(index + 1) % corners.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-18 else { return }
        let ordered = area > 0 ? corners : corners.reversed()
        outline.move(to: ordered[0])
        for corner in ordered.dropFirst() { outline.addLine(to: corner) }
        outline.closeSubpath()
    }
}
