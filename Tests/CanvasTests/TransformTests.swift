import Foundation
import Testing

@testable import Canvas

/// Affine transforms (CGAffineTransform's model): composition order, inversion, paths and drawing.
@Suite("Transforms")
struct TransformTests {
    static func near(_ p: Point, _ x: Double, _ y: Double) -> Bool {
        abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9
    }

    @Test("a rotation by a quarter turn is clockwise on the page; concatenation applies the left one first")
    func composition() {
        #expect(Self.near(Point(x: 1, y: 0).applying(Transform(rotationAngle: .pi / 2)), 0, 1))
        let scaleThenMove = Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 10, y: 20))
        #expect(Point(x: 1, y: 1).applying(scaleThenMove) == Point(x: 12, y: 23))
        // translatedBy puts the translation first, as CGAffineTransformTranslate does.
        let moveThenScale = Transform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(Point(x: 1, y: 1).applying(moveThenScale) == Point(x: 22, y: 63))
        #expect(Transform.identity.isIdentity && !moveThenScale.isIdentity)
    }

    @Test("inverted() undoes a transform; a singular one is returned as is")
    func inversion() {
        let t = Transform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let p = Point(x: 5, y: 7).applying(t).applying(t.inverted())
        #expect(Self.near(p, 5, 7))
        let singular = Transform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("a path moves point by point; concatenate moves drawing; a singular transform is an error")
    func pathsAndDrawing() throws {
        let moved = Path(Rect(x: 0, y: 0, width: 10, height: 10)).applying(Transform(translationX: 5, y: 6))
        #expect(moved.boundingRect == Rect(x: 5, y: 6, width: 10, height: 10))
        let page = Page(size: Size(width: 40, height: 40)) { context in
            context.concatenate(Transform(translationX: 20, y: 20).rotated(by: .pi / 4))
            context.fill(Rect(x: -5, y: -5, width: 10, height: 10), with: .black)
        }
        let image = try Document(pages: [page]).image(scale: 1)
        #expect(image.pixel(x: 20, y: 20) == .black)
        #expect(image.pixel(x: 20, y: 14)?.alpha ?? 0 > 0.5)  // a diamond now: its top corner at y ≈ 13
        #expect(image.pixel(x: 14, y: 14)?.alpha == 0)  // the square's old corner is empty
        let singular = Page(size: Size(width: 10, height: 10)) { $0.concatenate(Transform(scaleX: 0, y: 0)) }
        #expect(throws: CanvasError.self) { try Document(pages: [singular]).data(format: .pdf) }
    }
}
