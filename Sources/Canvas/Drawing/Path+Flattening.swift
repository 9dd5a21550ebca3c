import Foundation

extension Path {
    /// The path as straight lines, one polyline per subpath: lines as they are, each cubic curve
    /// followed as 32 straight pieces, and a closed subpath ending back at its start. A subpath
    /// of a lone point is left out. What trimming (``trimmed(from:to:)``) and hit testing
    /// (``contains(_:rule:)``) measure.
    func polylines() -> [[Point]] {
        flattenedSubpaths().map(\.points)
    }

    /// The polylines of ``polylines()``, each with whether its subpath was closed (a closed one
    /// ends back at its start): what stroking (``strokedOutline(_:miterLimit:)``) follows.
    func flattenedSubpaths() -> [(points: [Point], isClosed: Bool)] {
        var subpaths: [(points: [Point], isClosed: Bool)] = []
        var current: [Point] = []
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { subpaths.append((current, false)) }
                current = [p]
                subpathStart = p
            case .line(let p):
                current.append(p)
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? subpathStart
                for i in 1...32 { current.append(Self.cubic(p0, c1, c2, p, Double(i) / 32)) }
            case .close:
                current.append(subpathStart)
                subpaths.append((current, true))
                current = [subpathStart]
            }
        }
        if current.count > 1 { subpaths.append((current, false)) }
        return subpaths
    }
}
