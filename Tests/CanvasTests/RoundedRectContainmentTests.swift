import Fixtures
import Testing

@testable import Canvas

/// The renderer skips a clip only when ``RoundedRectContainment`` says the ink lies inside the
/// rounded rectangle: checked against the path itself, flattened into a polygon, over shapes,
/// corner curves, radii beyond half the side, and rectangles reaching into every corner.
@Suite struct RoundedRectContainmentTests {
    /// The path `Path(roundedRect:cornerRadii:cornerCurve:)` draws, as a polygon (each cubic cut
    /// into 64 straight pieces, whose chords lie inside the convex curve: radii are clamped to
    /// half the short side, at most 40 here, so a chord is within 0.005 of its arc).
    static func polygon(of path: Path) -> [Point] {
        var points: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let end, let c1, let c2):
                let start = points.last ?? end
                for step in 1...64 {
                    let t = Double(step) / 64
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    points.append(
                        Point(
                            x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                            y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .close: break
            }
        }
        return points
    }

    /// How far `point` is inside the convex polygon (clockwise in y-down coordinates), negative
    /// when outside: the least distance to an edge's line, signed.
    static func depth(of point: Point, in polygon: [Point]) -> Double {
        var least = Double.infinity
        for index in polygon.indices {
            let a = polygon[index]
            let b = polygon[(index + 1) % polygon.count]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            guard length > 1e-12 else { continue }
            // The interior is to the right of each edge when walking clockwise with y down.
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            least = min(least, cross / length)
        }
        return least
    }

    @Test func aPillsTextInsetFromItsRoundedEndsIsInside() {
        // The W1 card's "Comedy" pill: 65.5 x 22 with its text's ink 8 to 50 across, 6 to 17 down.
        let pill = RoundedRectContainment(
            bounds: Rect(x: 0, y: 0, width: 65.5, height: 22), radii: CornerRadii(all: 11), curve: .circular)
        #expect(pill.contains(Rect(x: 8.4, y: 6.2, width: 41.7, height: 11), margin: 1.5))
        // The same ink pushed into the left end's curve, or past the bottom edge, is not.
        #expect(!pill.contains(Rect(x: 1.6, y: 2, width: 41.7, height: 11), margin: 1.5))
        #expect(!pill.contains(Rect(x: 8.4, y: 10, width: 41.7, height: 11.6), margin: 1.5))
        // Inside by less than the margin is not inside.
        #expect(!pill.contains(Rect(x: 8.4, y: 6.2, width: 41.7, height: 11), margin: 6))
    }

    @Test func continuousCornersTreatTheirWholeSquareAsOutside() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        let ink = Rect(x: 6, y: 6, width: 80, height: 20)
        #expect(
            RoundedRectContainment(bounds: bounds, radii: CornerRadii(all: 8), curve: .circular)
                .contains(ink, margin: 1))
        // A continuous corner of radius 8 reaches 10.3 along each edge: (6, 6) is in its square.
        #expect(
            !RoundedRectContainment(bounds: bounds, radii: CornerRadii(all: 8), curve: .continuous)
                .contains(ink, margin: 1))
    }

    @Test func unroundedCornersAndMaskedCornersTestOnlyTheEdges() {
        let bounds = Rect(x: 10, y: 10, width: 50, height: 30)
        let square = RoundedRectContainment(bounds: bounds, radii: .zero, curve: .circular)
        #expect(square.contains(Rect(x: 11, y: 11, width: 48, height: 28), margin: 1))
        #expect(!square.contains(Rect(x: 10.5, y: 11, width: 48, height: 28), margin: 1))
        // Only the top-left corner rounded: the bottom-right one takes ink right into it.
        let one = RoundedRectContainment(
            bounds: bounds, radii: CornerRadii(topLeft: 12, topRight: 0, bottomRight: 0, bottomLeft: 0),
            curve: .circular)
        #expect(one.contains(Rect(x: 30, y: 20, width: 29, height: 19), margin: 1))
        #expect(!one.contains(Rect(x: 11, y: 11, width: 10, height: 10), margin: 1))
    }

    @Test func nonFiniteRectanglesAndMarginsAreNeverInside() {
        let shape = RoundedRectContainment(
            bounds: Rect(x: 0, y: 0, width: 100, height: 100), radii: CornerRadii(all: 10), curve: .circular)
        #expect(!shape.contains(Rect(x: Double.nan, y: 20, width: 10, height: 10), margin: 1))
        #expect(!shape.contains(Rect(x: 20, y: 20, width: Double.infinity, height: 10), margin: 1))
        #expect(!shape.contains(Rect(x: 20, y: 20, width: 10, height: 10), margin: .nan))
        #expect(!shape.contains(Rect(x: 20, y: 20, width: 10, height: 10), margin: -1))
    }

    /// 20,000 generated shapes (radii up to twice the short side, so clamped; either curve;
    /// corners masked at random) and rectangles reaching into every corner: whenever the test
    /// says inside, every corner of the rectangle is at least the margin inside the flattened
    /// path. Both answers occur often, so the generator reaches the cut-off on both sides.
    @Test func insideIsNeverClaimedForAPointTheOutlineCuts() {
        var random = SplitMix64(seed: 0x5EED_C11F)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() % 1_000_001) / 1_000_000
                * (range.upperBound - range.lowerBound)
        }
        var inside = 0
        var outside = 0
        for _ in 0..<20_000 {
            let bounds = Rect(
                x: uniform(-50...50), y: uniform(-50...50), width: uniform(1...200), height: uniform(1...80))
            let short = min(bounds.width, bounds.height)
            func radius() -> Double { random.next() % 4 == 0 ? 0 : uniform(0...(2 * short)) }
            let radii = CornerRadii(
                topLeft: radius(), topRight: radius(), bottomRight: radius(), bottomLeft: radius())
            let curve: CornerCurve = random.next() % 2 == 0 ? .circular : .continuous
            let margin = uniform(0...3)
            let x = bounds.minX + uniform(-0.1...0.6) * bounds.width
            let y = bounds.minY + uniform(-0.1...0.6) * bounds.height
            let ink = Rect(
                x: x, y: y, width: uniform(0...1) * (bounds.maxX - x),
                height: uniform(0...1) * (bounds.maxY - y))
            let claimed = RoundedRectContainment(bounds: bounds, radii: radii, curve: curve).contains(
                ink, margin: margin)
            if claimed { inside += 1 } else { outside += 1 }
            guard claimed else { continue }
            let outline = Self.polygon(of: Path(roundedRect: bounds, cornerRadii: radii, cornerCurve: curve))
            for corner in [
                Point(x: ink.minX, y: ink.minY), Point(x: ink.maxX, y: ink.minY),
                Point(x: ink.maxX, y: ink.maxY), Point(x: ink.minX, y: ink.maxY),
            ] {
                let depth = Self.depth(of: corner, in: outline)
                // 0.005: the most a 64-piece chord falls inside a corner of radius 40 or less.
                #expect(
                    depth >= margin - 0.005,
                    "\(corner) is \(depth) inside \(bounds) radii \(radii) \(curve), margin \(margin)")
                if depth < margin - 0.005 { return }
            }
        }
        #expect(inside > 2_000 && outside > 2_000, "inside \(inside), outside \(outside)")
    }
}
