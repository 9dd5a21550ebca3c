import Foundation

/// Hit testing a path: whether a point lies inside its filled interior.
extension Path {
    /// Whether `point` is inside the area a fill of this path by `rule` would paint (CGPath's
    /// `contains(_:using:transform:)`): open subpaths count as closed, as a fill closes them.
    ///
    /// Computed in Swift by the crossing number of a ray from the point: curves are divided into
    /// 32 straight pieces, so a point within a hair of a curve may be counted on either side;
    /// points exactly on an edge count as inside on the left and top edges of a rectangle and
    /// outside on its right and bottom ones. A non-finite point, or a path with a non-finite
    /// coordinate, contains nothing.
    public func contains(_ point: Point, rule: FillRule = .winding) -> Bool {
        let px = Double(point.x)
        let py = Double(point.y)
        guard px.isFinite, py.isFinite else { return false }
        var winding = 0
        var crossings = 0
        var finite = true
        var start = Point.zero
        var current = Point.zero
        var open = false
        func edge(_ a: Point, _ b: Point) {
            let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
            guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else {
                finite = false
                return
            }
            // Half-open in y, so a vertex shared by two edges is counted once.
            guard (ay <= py) != (by <= py) else { return }
            let x = ax + (py - ay) / (by - ay) * (bx - ax)
            guard x > px else { return }
            crossings += 1
            winding += by > ay ? 1 : -1
        }
        func closeIfOpen() {
            if open { edge(current, start) }
            open = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                closeIfOpen()
                start = p
                current = p
            case .line(let p):
                open = true
                edge(current, p)
                current = p
            case .curve(let p, let c1, let c2):
                open = true
                let pieces = 32
                var previous = current
                for i in 1...pieces {
                    let t = Double(i) / Double(pieces)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    let next = Point(
                        x: a * Double(current.x) + b * Double(c1.x) + c * Double(c2.x) + d * Double(p.x),
                        y: a * Double(current.y) + b * Double(c1.y) + c * Double(c2.y) + d * Double(p.y))
                    edge(previous, next)
                    previous = next
                }
                current = p
            case .close:
                closeIfOpen()
                current = start
            }
        }
        closeIfOpen()
        guard finite else { return false }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
