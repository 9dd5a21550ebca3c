import Foundation
import Testing

@testable import Canvas

/// `Path.strokedOutline` (Core Graphics' `copy(strokingWithWidth:…)`) against cairo's own stroke,
/// pixel by pixel (the outline filled by cairo against the path stroked by cairo), for every cap and join, sharp corners past the miter limit, curves and closed
/// shapes.
@Suite struct StrokedOutlineTests {
    /// Test paths on a 120 × 120 page.
    static let shapes: [(name: String, path: Path)] = {
        var zigzag = Path()
        zigzag.move(to: Point(x: 15, y: 100))
        zigzag.addLine(to: Point(x: 35, y: 20))
        zigzag.addLine(to: Point(x: 55, y: 100))
        zigzag.addLine(to: Point(x: 60, y: 30))  // a corner sharp enough to pass the miter limit
        zigzag.addLine(to: Point(x: 64, y: 100))
        zigzag.addLine(to: Point(x: 105, y: 60))
        var curve = Path()
        curve.move(to: Point(x: 15, y: 90))
        curve.addCurve(
            to: Point(x: 105, y: 90), control1: Point(x: 20, y: -20), control2: Point(x: 100, y: 150))
        var closed = Path(roundedRect: Rect(x: 20, y: 25, width: 80, height: 70), cornerRadius: 12)
        closed.addPath(Path(Rect(x: 45, y: 45, width: 30, height: 30)))
        var reversal = Path()
        reversal.move(to: Point(x: 20, y: 60))
        reversal.addLine(to: Point(x: 100, y: 60))
        reversal.addLine(to: Point(x: 30, y: 60))  // straight back on itself
        // Two spikes either side of the miter limit's cut-off (10: a corner of 2·asin(0.1) ≈ 11.48°):
        // at 11° the miter is bevelled, at 12° it is kept, in cairo and in the outline alike.
        var cliff = Path()
        for (x, degrees) in [(35.0, 11.0), (85.0, 12.0)] {
            let spread = 50 * tan(degrees / 2 * Double.pi / 180)
            cliff.move(to: Point(x: x - spread, y: 110))
            cliff.addLine(to: Point(x: x, y: 60))
            cliff.addLine(to: Point(x: x + spread, y: 110))
        }
        return [
            ("zigzag", zigzag), ("curve", curve), ("closed", closed), ("reversal", reversal),
            ("cliff", cliff),
        ]
    }()

    static let styles: [StrokeStyle] = [
        StrokeStyle(lineWidth: 9, lineCap: .butt, lineJoin: .miter),
        StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .round),
        StrokeStyle(lineWidth: 9, lineCap: .square, lineJoin: .bevel),
        StrokeStyle(lineWidth: 3.5, lineCap: .butt, lineJoin: .miter),
    ]

    @Test(arguments: 0..<4)
    func outlineCoversWhatCairosStrokePaints(styleIndex: Int) throws {
        let style = Self.styles[styleIndex]
        for (name, path) in Self.shapes {
            let image = try PagePixels.onWhite(Size(width: 120, height: 120), scale: 1) {
                $0.stroke(path, with: .color(.black), style: style)
            }
            let outline = path.strokedOutline(style)
            let filled = try PagePixels.onWhite(Size(width: 120, height: 120), scale: 1) {
                $0.fill(outline, with: .color(.black), rule: .winding)
            }
            var checked = 0
            var inked = 0
            for y in 0..<120 {
                for x in 0..<120 {
                    let ink = 1 - (image.pixel(x: x, y: y)?.red ?? 1)
                    // Pixels an edge crosses are antialiased: only whole ones are compared.
                    guard ink < 0.02 || ink > 0.98 else { continue }
                    let fillInk = 1 - (filled.pixel(x: x, y: y)?.red ?? 1)
                    #expect(abs(fillInk - ink) < 0.5, "\(name), style \(styleIndex), pixel (\(x), \(y))")
                    checked += 1
                    if ink > 0.5 { inked += 1 }
                }
            }
            #expect(checked > 12_000 && inked > 60, "\(name): \(checked) whole pixels, \(inked) inked")
        }
    }

    @Test func everyPieceIsWoundTheSameWay() {
        let outline = Self.shapes[0].path.strokedOutline(
            StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
        for polygon in outline.polylines() {
            var area = 0.0
            for (a, b) in zip(polygon, polygon.dropFirst()) { area += a.x * b.y - b.x * a.y }
            #expect(area > 0)
        }
    }

    @Test func aLonePointDrawsADotOnlyWithRoundOrSquareCaps() {
        var dot = Path()
        dot.move(to: Point(x: 10, y: 10))
        dot.addLine(to: Point(x: 10, y: 10))
        #expect(dot.strokedOutline(StrokeStyle(lineWidth: 4, lineCap: .butt)).isEmpty)
        let round = dot.strokedOutline(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(round.contains(Point(x: 11.5, y: 10), rule: .winding))
        #expect(!round.contains(Point(x: 12.1, y: 10), rule: .winding))
        let square = dot.strokedOutline(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.boundingRect == Rect(x: 8, y: 8, width: 4, height: 4))
    }

    @Test(arguments: [0.0, -3, Double.nan, Double.infinity])
    func aWidthThatIsNotPositiveAndFiniteGivesNothing(width: Double) {
        #expect(Self.shapes[0].path.strokedOutline(StrokeStyle(lineWidth: width)).isEmpty)
    }

    @Test func aPathThatIsNotDrawableGivesNothing() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: Double.nan, y: 3))
        #expect(path.strokedOutline(StrokeStyle(lineWidth: 2)).isEmpty)
    }
}
