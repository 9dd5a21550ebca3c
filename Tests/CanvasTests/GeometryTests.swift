import Foundation
import Testing

@testable import Canvas

/// Every point a path visits, control points included.
private func points(of path: Path) -> [Point] {
    path.elements.flatMap { element -> [Point] in
        switch element {
        case .move(let p), .line(let p): [p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }
}

private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("Geometry: points, sizes, rectangles, insets and paths")
struct GeometryTests {
    // MARK: Rect

    @Test func edgesAndCentreFollowFromOriginAndSize() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10 && rect.maxX == 40 && rect.midX == 25)
        #expect(rect.minY == 20 && rect.maxY == 60 && rect.midY == 40)
        #expect(rect.center == Point(x: 25, y: 40))
        #expect(Rect(size: Size(width: 3, height: 4)) == Rect(x: 0, y: 0, width: 3, height: 4))
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 5, height: 0).isEmpty)
        // A negative extent is standardized, as Core Graphics does: not empty, 5 wide.
        #expect(!Rect(x: 0, y: 0, width: -5, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -5, height: 5).width == 5)
        #expect(!rect.isEmpty)
    }

    @Test func insetsShrinkEachEdge() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(
            rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(rect.inset(by: .zero) == rect)
        // Negative insets grow the rectangle.
        #expect(rect.insetBy(dx: -5, dy: -5) == Rect(x: -5, y: -5, width: 110, height: 60))
        // Insets larger than the rectangle leave it empty, never negative.
        let collapsed = rect.insetBy(dx: 60, dy: 30)
        #expect(collapsed.width == 0 && collapsed.height == 0 && collapsed.isEmpty)
    }

    @Test func edgeInsetsSumAndDescribeThemselves() {
        let insets = EdgeInsets(top: 8, left: 16, bottom: 4, right: 2)
        #expect(insets.horizontal == 18 && insets.vertical == 12)
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(EdgeInsets(horizontal: 5) == EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        #expect(EdgeInsets(vertical: 5) == EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        #expect(insets.description == "{8, 16, 4, 2}")
    }

    @Test func overlapIsTheSharedAreaOrNil() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            a.overlap(with: Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(
            a.overlap(with: Rect(x: 2, y: 3, width: 4, height: 2)) == Rect(x: 2, y: 3, width: 4, height: 2))
        #expect(a.overlap(with: a) == a)
        // Rectangles that only touch, or are apart, do not overlap; Core Graphics' intersection of
        // touching rectangles is a zero-width rectangle, of apart ones `.null`.
        #expect(a.overlap(with: Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(
            a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == Rect(x: 10, y: 0, width: 0, height: 5))
        #expect(a.overlap(with: Rect(x: 20, y: 20, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 20, y: 20, width: 5, height: 5)).isNull)
        // Symmetric.
        let b = Rect(x: -3, y: 4, width: 8, height: 20)
        #expect(a.overlap(with: b) == b.overlap(with: a))
    }

    @Test func unionIsTheSmallestEnclosingRectangle() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(a.union(b) == b.union(a))
        #expect(a.union(a) == a)
        #expect(a.union(Rect(x: 2, y: 2, width: 2, height: 2)) == a)
    }

    @Test func containsIncludesTheTopLeftEdgesOnly() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(rect.contains(Point(x: 9.999, y: 5)))
        #expect(!rect.contains(Point(x: 10, y: 5)))
        #expect(!rect.contains(Point(x: 5, y: 10)))
        #expect(!rect.contains(Point(x: -0.001, y: 5)))
        #expect(!rect.contains(Point(x: Double.nan, y: 5)))
    }

    @Test func offsetMovesWithoutResizing() {
        #expect(
            Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
                == Rect(x: 11, y: 0, width: 3, height: 4))
        #expect(Point(x: 1, y: 1).offsetBy(dx: 0.5, dy: -1) == Point(x: 1.5, y: 0))
    }

    @Test func finitenessIsCheckedPerComponent() {
        #expect(Point(x: 1, y: 2).isFinite)
        #expect(!Point(x: Double.nan, y: 2).isFinite)
        #expect(!Size(width: 1, height: Double.infinity).isFinite)
        #expect(!Rect(x: 0, y: 0, width: Double.nan, height: 1).isFinite)
        #expect(Rect(x: -1e300, y: 0, width: 1, height: 1).isFinite)
    }

    @Test func descriptionsAreCompact() {
        #expect(Point(x: 10, y: 20.5).compactDescription == "(10, 20.5)")
        #expect(Size(width: 343, height: 120.5).compactDescription == "343 × 120.5")
        #expect(Rect(x: 0, y: 0, width: 343, height: 120).compactDescription == "(0, 0, 343, 120)")
        // At most three decimals, rounded.
        #expect(Point(x: 1.23456, y: -0.0004).compactDescription == "(1.235, 0)")
        #expect(Size(width: Double.nan, height: Double.infinity).compactDescription == "nan × inf")
    }

    // MARK: Path

    @Test func aRectanglePathVisitsItsCornersAndCloses() {
        let path = Path(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            path.elements == [
                .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 2)), .line(to: Point(x: 4, y: 6)),
                .line(to: Point(x: 1, y: 6)), .close,
            ])
        #expect(Path().isEmpty && !path.isEmpty)
    }

    @Test func roundedRectRadiiAreClampedToHalfTheShortSide() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        // A radius of 50 on a 40 pt tall rect becomes 20: a capsule.
        let huge = Path(roundedRect: rect, cornerRadius: 50)
        let capsule = Path(roundedRect: rect, cornerRadius: 20)
        #expect(huge == capsule)
        #expect(huge.elements.first == .move(to: Point(x: 20, y: 0)))
        // Every point stays inside the rectangle.
        for point in points(of: huge) {
            #expect(point.x >= 0 && point.x <= 100 && point.y >= 0 && point.y <= 40, "\(point)")
        }
        // Per corner: each radius is limited on its own.
        let mixed = CornerRadii(topLeft: 5, topRight: 100, bottomRight: -3, bottomLeft: .nan)
        let clamped = mixed.clamped(to: rect.size)
        #expect(clamped == CornerRadii(topLeft: 5, topRight: 20, bottomRight: 0, bottomLeft: 0))
        #expect(Path(roundedRect: rect, cornerRadii: mixed) == Path(roundedRect: rect, cornerRadii: clamped))
    }

    @Test func roundedRectCornersAreQuarterCircles() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10)
        // The top-right arc runs from (30, 0) to (40, 10); its midpoint is on the circle around (30, 10).
        guard case .curve(let end, let c1, let c2) = path.elements[2] else {
            Issue.record("expected a curve, got \(path.elements[2])")
            return
        }
        #expect(near(end, Point(x: 40, y: 10)))
        let start = Point(x: 30, y: 0)
        // The cubic's point at t = 0.5.
        let mid = Point(
            x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
        let radius = ((mid.x - 30) * (mid.x - 30) + (mid.y - 10) * (mid.y - 10)).squareRoot()
        #expect(abs(radius - 10) < 0.01)
    }

    @Test func zeroRadiiGiveAPlainRectangle() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: -4) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: .nan) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: .infinity) == Path(rect))
        // An empty rectangle has no room for corners.
        let empty = Rect(x: 0, y: 0, width: 0, height: 10)
        #expect(Path(roundedRect: empty, cornerRadius: 5) == Path(empty))
    }

    @Test func arcsWithNonFiniteInputAddNothing() {
        for (radius, start, end, center) in [
            (10.0, Double.nan, 1.0, Point.zero), (10, 0, .nan, .zero), (10, 0, .infinity, .zero),
            (.nan, 0, 1, .zero),
            (.infinity, 0, 1, .zero), (-1, 0, 1, .zero), (10, 0, 1, Point(x: Double.nan, y: 0)),
        ] {
            var path = Path()
            path.addArc(center: center, radius: radius, startAngle: start, endAngle: end)
            #expect(path.isEmpty, "radius \(radius), angles \(start)…\(end), centre \(center)")
            // After other elements, too.
            var after = Path(Rect(x: 0, y: 0, width: 1, height: 1))
            let before = after
            after.addArc(center: center, radius: radius, startAngle: start, endAngle: end)
            #expect(after == before)
        }
    }

    @Test func aQuarterArcEndsWhereTheAngleSays() {
        var path = Path()
        path.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2)
        // Angles grow towards +y: from (15, 10) to (10, 15).
        #expect(path.elements.count == 2)
        #expect(path.elements.first == .move(to: Point(x: 15, y: 10)))
        if case .curve(let end, _, _) = path.elements.last {
            #expect(near(end, Point(x: 10, y: 15)))
        } else {
            Issue.record("expected a curve")
        }
        // End points lie on the circle; control points at r·√(1 + k²) ≈ 1.14 r, k = 4/3·tan(π/8).
        let k = 4.0 / 3.0 * tan(Double.pi / 8)
        for point in points(of: path) {
            let distance = ((point.x - 10) * (point.x - 10) + (point.y - 10) * (point.y - 10)).squareRoot()
            #expect(
                abs(distance - 5) < 1e-9 || abs(distance - 5 * (1 + k * k).squareRoot()) < 1e-9, "\(point)")
        }
    }

    @Test func anArcAfterOtherElementsJoinsWithALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: Point(x: 10, y: 0), radius: 2, startAngle: .pi, endAngle: 2 * .pi)
        if case .line(let start) = path.elements[1] {
            #expect(near(start, Point(x: 8, y: 0)))  // cos π and sin π are −1 and 1.2e-16 in doubles
        } else {
            Issue.record("expected a line, got \(path.elements[1])")
        }
        // Half a circle: two quarter segments.
        #expect(path.elements.count == 4)
    }

    @Test func hugeSweepsAreBoundedToTwoTurns() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 1e12)
        // 4π in quarter turns is 8 segments plus the move.
        #expect(path.elements.count == 9)
        var negative = Path()
        negative.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -1e12)
        #expect(negative.elements.count == 9)
        // A zero sweep still marks the start point.
        var point = Path()
        point.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1)
        #expect(point.elements.first == .move(to: Point(x: 10 * cos(1.0), y: 10 * sin(1.0))))
    }

    @Test func anEllipseTouchesItsBoxAtTheEdgeMidpoints() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
        let ends = path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p), .curve(let p, _, _): p
            case .close: nil
            }
        }
        #expect(
            ends == [
                Point(x: 40, y: 10), Point(x: 20, y: 20), Point(x: 0, y: 10), Point(x: 20, y: 0),
                Point(x: 40, y: 10),
            ])
        #expect(path.elements.last == .close)
    }

    @Test func drawablePathsAreFiniteAndWithinTheCoordinateLimit() {
        #expect(Path(Rect(x: 0, y: 0, width: 10, height: 10)).isDrawable)
        #expect(Path(Rect(x: -1e6, y: 0, width: 2e6, height: 10)).isDrawable)
        #expect(!Path(Rect(x: 0, y: 0, width: 1e6 + 1, height: 10)).isDrawable)
        #expect(!Path(Rect(x: 0, y: 0, width: Double.nan, height: 10)).isDrawable)
        var curve = Path()
        curve.move(to: .zero)
        curve.addCurve(to: Point(x: 1, y: 1), control1: Point(x: Double.infinity, y: 0), control2: .zero)
        #expect(!curve.isDrawable)
        #expect(Path().isDrawable)
    }
}
