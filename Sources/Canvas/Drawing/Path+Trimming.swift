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
        let polylines = polylines()
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
