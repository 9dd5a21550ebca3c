import Testing

@testable import Canvas

/// `Path.contains` is Swift's own answer to "would a fill paint here?": checked against cairo's
/// fill itself, pixel by pixel, on shapes that are not the easy case (self-intersecting stars,
/// nested and overlapping subpaths, curves, open subpaths, both fill rules).
@Suite struct PathContainmentAgainstFillTests {
    /// Test shapes on a 100 × 100 page.
    static let shapes: [(name: String, path: Path)] = {
        var star = Path()
        for i in 0..<5 {
            let angle = Double(i) * 4 * Double.pi / 5 - Double.pi / 2
            let point = Point(x: 50 + 45 * cos(angle), y: 50 + 45 * sin(angle))
            if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        var rings = Path(Rect(x: 5, y: 5, width: 90, height: 90))
        rings.addPath(Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60)))
        rings.addPath(Path(Rect(x: 40, y: 0, width: 20, height: 100)))
        var curves = Path()
        curves.move(to: Point(x: 10, y: 90))
        curves.addCurve(
            to: Point(x: 90, y: 90), control1: Point(x: 0, y: -40), control2: Point(x: 100, y: 140))
        curves.addQuadCurve(to: Point(x: 50, y: 10), control: Point(x: 95, y: 5))
        // Left open: a fill closes it with a straight line back to (10, 90).
        return [("star", star), ("rings", rings), ("curves", curves)]
    }()

    @Test(arguments: [FillRule.winding, .evenOdd])
    func containmentAgreesWithCairosFill(rule: FillRule) throws {
        for (name, path) in Self.shapes {
            let image = try PagePixels.onWhite(Size(width: 100, height: 100)) {
                $0.fill(path, with: .color(.black), rule: rule)
            }
            var checked = 0
            for y in 0..<100 {
                for x in 0..<100 {
                    let ink = 1 - (image.pixel(x: x, y: y)?.red ?? 1)
                    // Pixels an edge crosses are antialiased: only whole ones are compared.
                    guard ink < 0.02 || ink > 0.98 else { continue }
                    let inside = path.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), rule: rule)
                    #expect(inside == (ink > 0.5), "\(name), \(rule), pixel (\(x), \(y))")
                    checked += 1
                }
            }
            #expect(checked > 9_000, "\(name): \(checked) whole pixels")
        }
    }
}
