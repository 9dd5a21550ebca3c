import Foundation

extension Path {
    /// The smallest rectangle holding every point and control point (so it holds the path), or
    /// `nil` for a path with no points or a non-finite one.
    public var boundingRect: Rect? {
        var bounds = PointBounds()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): bounds.include(p)
            case .curve(let p, let c1, let c2):
                bounds.include(p)
                bounds.include(c1)
                bounds.include(c2)
            case .close: break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle holding every point the path passes through (Core Graphics'
    /// `boundingBoxOfPath`): like ``boundingRect``, but a curve counts by its extremes, not its
    /// control points. `nil` for a path with no points or a non-finite one.
    public var tightBoundingRect: Rect? {
        guard boundingRect != nil else { return nil }
        var bounds = PointBounds()
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                bounds.include(p)
                current = p
            case .curve(let p, let c1, let c2):
                bounds.include(p)
                for t in Self.extremes(current.x, c1.x, c2.x, p.x) + Self.extremes(current.y, c1.y, c2.y, p.y)
                {
                    bounds.include(Self.cubic(current, c1, c2, p, t))
                }
                current = p
            case .close: break
            }
        }
        return bounds.rect
    }

    /// The parameters in (0, 1) where one coordinate of a cubic Bézier has a turning point: the
    /// roots of its derivative, a quadratic.
    private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The point at `t` on the cubic Bézier from `p0` to `p3`.
    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(
            x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x,
            y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y)
    }
}

/// The smallest rectangle holding the points given so far.
private struct PointBounds {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity

    mutating func include(_ p: Point) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    /// The rectangle, or `nil` when no point was given or one was not finite.
    var rect: Rect? {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
