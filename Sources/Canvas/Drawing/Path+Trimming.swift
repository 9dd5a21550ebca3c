import Foundation

extension Path {
    /// The part of the path between two fractions of its length (0…1), as Core Animation's
    /// `strokeStart` and `strokeEnd` stroke it: curves are followed as 32 straight pieces each,
    /// a closed subpath includes its closing line, and the part is open (a stroke's ends get caps).
    public func trimmed(from start: Double, to end: Double) -> Path {
        let start = start.isFinite ? Swift.min(1, Swift.max(0, start)) : 0
        let end = end.isFinite ? Swift.min(1, Swift.max(0, end)) : 1
        if start <= 0, end >= 1 { return self }
        // Step 1: the path as polylines, one per subpath.
        var polylines: [[Point]] = []
        var current: [Point] = []
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { polylines.append(current) }
                current = [p]
                subpathStart = p
            case .line(let p):
                current.append(p)
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? subpathStart
                for i in 1...32 {
                    let t = Double(i) / 32
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t
                                * p.x,
                            y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t
                                * p.y))
                }
            case .close:
                current.append(subpathStart)
                polylines.append(current)
                current = [subpathStart]
            }
        }
        if current.count > 1 { polylines.append(current) }
        // Step 2: the total length, and the part's ends along it.
        func length(_ a: Point, _ b: Point) -> Double { hypot(b.x - a.x, b.y - a.y) }
        let total = polylines.reduce(0.0) { sum, line in
            sum + zip(line, line.dropFirst()).reduce(0.0) { $0 + length($1.0, $1.1) }
        }
        guard total > 0, end > start else { return Path() }
        let from = start * total
        let to = end * total
        // Step 3: the segments between them, cut where the ends fall.
        var result = Path()
        var walked = 0.0
        for line in polylines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let piece = length(a, b)
                defer { walked += piece }
                guard piece > 0, walked + piece > from, walked < to else { continue }
                func at(_ distance: Double) -> Point {
                    let t = Swift.min(1, Swift.max(0, (distance - walked) / piece))
                    return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: at(Swift.max(from, walked)))
                    drawing = true
                }
                result.addLine(to: at(Swift.min(to, walked + piece)))
            }
        }
        return result
    }
}
