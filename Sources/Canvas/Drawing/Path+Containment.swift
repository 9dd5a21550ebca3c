import Foundation

/// Hit testing a path: whether a point lies inside its filled interior.
extension Path {
    /// Whether `point` is inside the area a fill of this path by `rule` would paint (CGPath's
    /// `contains(_:using:transform:)`): open subpaths count as closed, as a fill closes them.
    ///
    /// Computed in Swift by the crossing number of a ray from the point over the path's
    /// ``polylines()`` (curves as 32 straight pieces), so a point within a hair of a curve may be
    /// counted on either side; points exactly on an edge count as inside on the left and top
    /// edges of a rectangle and outside on its right and bottom ones. A non-finite point, or a
    /// path with a non-finite coordinate, contains nothing.
    public func contains(_ point: Point, rule: FillRule = .winding) -> Bool {
        let px = Double(point.x)
        let py = Double(point.y)
        guard px.isFinite, py.isFinite else { return false }
        var winding = 0
        var crossings = 0
        for polyline in polylines() {
            guard polyline.allSatisfy(\.isFinite) else { return false }
            // Each edge, and the one that closes the subpath (of no length when it is closed).
            for (a, b) in zip(polyline, polyline.dropFirst() + [polyline[0]]) {
                let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
                // Half-open in y, so a vertex shared by two edges is counted once.
                guard (ay <= py) != (by <= py) else { continue }
                guard ax + (py - ay) / (by - ay) * (bx - ax) > px else { continue }
                crossings += 1
                winding += by > ay ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
