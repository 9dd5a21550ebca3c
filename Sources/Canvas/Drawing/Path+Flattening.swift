import Foundation

extension Path {
    /// The path as straight lines, one polyline per subpath: lines as they are, each cubic curve
    /// followed as 32 straight pieces, and a closed subpath ending back at its start. A subpath
    /// of a lone point is left out. What trimming (``trimmed(from:to:)``) and hit testing
    /// (``contains(_:rule:)``) measure.
    func polylines() -> [[Point]] {
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
        return polylines
    }
}
