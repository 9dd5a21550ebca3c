import Foundation
import TestSupport
import Testing
import VellumUIKit

/// `CGPath.contains(_:using:transform:)` and `CGMutablePath` as UIKit hit-testing and drawing code
/// uses them: containment answers at chosen points, and a mutable path drawn in an image renderer.
@Suite struct CGPathContainmentTests {
    @Test("contains answers inside and outside rectangles, ellipses and curves")
    func basicShapes() {
        let square = CGPath(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(square.contains(CGPoint(x: 20, y: 20)))
        #expect(!square.contains(CGPoint(x: 5, y: 20)))
        #expect(!square.contains(CGPoint(x: 31, y: 20)))
        // Edges: the left and top ones are inside, the right and bottom ones outside.
        #expect(square.contains(CGPoint(x: 10, y: 20)) && square.contains(CGPoint(x: 20, y: 10)))
        #expect(!square.contains(CGPoint(x: 30, y: 20)) && !square.contains(CGPoint(x: 20, y: 30)))
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(circle.contains(CGPoint(x: 50 + 49 * cos(0.7), y: 50 + 49 * sin(0.7))))
        #expect(!circle.contains(CGPoint(x: 50 + 51 * cos(0.7), y: 50 + 51 * sin(0.7))))
        #expect(!circle.contains(CGPoint(x: 3, y: 3)))  // inside the bounding box, outside the circle
        #expect(!circle.contains(CGPoint(x: CGFloat.nan, y: 50)))
        #expect(!CGPath().contains(CGPoint(x: 0, y: 0)))
    }

    @Test("winding and even-odd rules differ for a nested subpath; open subpaths count as closed")
    func fillRules() {
        let rings = CGMutablePath()
        rings.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(rings.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 40)])
        #expect(triangle.contains(CGPoint(x: 10, y: 10)))
        #expect(!triangle.contains(CGPoint(x: 30, y: 30)))
        let notch = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        notch.append(UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)))
        notch.usesEvenOddFillRule = true
        #expect(!notch.contains(CGPoint(x: 50, y: 50)) && notch.contains(CGPoint(x: 10, y: 10)))
    }

    @Test("the transform moves the path before the test")
    func transform() {
        let square = CGPath(CGRect(x: 0, y: 0, width: 10, height: 10))
        let moved = CGAffineTransform(translationX: 100, y: 0)
        #expect(square.contains(CGPoint(x: 105, y: 5), transform: moved))
        #expect(!square.contains(CGPoint(x: 5, y: 5), transform: moved))
        let doubled = CGAffineTransform(scaleX: 2, y: 2)
        #expect(square.contains(CGPoint(x: 15, y: 15), using: .evenOdd, transform: doubled))
    }

    @Test("CGMutablePath builds with let, as on iOS, and draws through the context")
    func mutablePath() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 30, y: 0, width: 20, height: 20))
        let other = CGMutablePath()
        other.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addPath(other, transform: CGAffineTransform(translationX: 0, y: 30))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(path.contains(CGPoint(x: 15, y: 5)) && !path.contains(CGPoint(x: 5, y: 15)))
        #expect(path.contains(CGPoint(x: 40, y: 10)) && path.contains(CGPoint(x: 5, y: 35)))
        let snapshot = try #require(path.copy())
        path.addRect(CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(snapshot.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 40))  // a copy stays
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 40), format: format).image { _ in
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.addPath(other)
            ctx.addPath(snapshot)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fillPath()
        }
        for (x, y) in [(15, 5), (40, 10), (5, 35), (5, 5)] {
            #expect(image.pixel(x: x, y: y) == .red, "\(x), \(y)")
        }
        #expect(image.pixel(x: 5, y: 15)?.alpha == 0)
    }

    @Test("copy(strokingWithWidth:) hit-tests a thick line, and its transform moves the outline")
    func strokedCopyHitTestsAThickLine() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 10))
        let hit = line.copy(strokingWithWidth: 20, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(hit.contains(CGPoint(x: 50, y: 59)) && !hit.contains(CGPoint(x: 50, y: 61)))
        // Round caps reach 10 pt past the start; the miter fills the outer corner.
        #expect(hit.contains(CGPoint(x: 1, y: 50)) && !hit.contains(CGPoint(x: 1, y: 59)))
        #expect(hit.contains(CGPoint(x: 99, y: 59)))
        #expect(!hit.contains(CGPoint(x: 50, y: 30)))
        let moved = line.copy(
            strokingWithWidth: 20, lineCap: .butt, lineJoin: .bevel, miterLimit: 10,
            transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.contains(CGPoint(x: 150, y: 55)) && !moved.contains(CGPoint(x: 50, y: 55)))
        #expect(!moved.contains(CGPoint(x: 199, y: 59)))  // bevelled: the outer corner is cut
        #expect(moved.boundingBox.minX == 110)
    }

    @Test("boundingBox counts control points, boundingBoxOfPath only the curve; empty is null")
    func boundingBoxes() {
        let arch = CGMutablePath()
        arch.move(to: CGPoint(x: 0, y: 100))
        arch.addCurve(
            to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 100, y: 0))
        #expect(arch.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's top is at t = 0.5: y = 100 − 75 = 25.
        let tight = arch.boundingBoxOfPath
        #expect(abs(tight.minY - 25) < 1e-9 && tight.minX == 0 && tight.maxX == 100 && tight.maxY == 100)
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().boundingBoxOfPath.isNull)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            #expect(context.cgContext.boundingBoxOfPath.isNull)
        }
    }
}
