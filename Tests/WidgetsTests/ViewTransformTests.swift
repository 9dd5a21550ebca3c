import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// UIView's `transform`: UIKit's geometry (frame is the transformed box, bounds and centre stay),
/// layout that ignores it, and drawing that applies it to the subtree in every format.
@Suite("View transforms")
struct ViewTransformTests {
    /// A 100 × 100 white page holding one 40 × 20 red view centred at (50, 50).
    static func page(_ configure: (View) -> Void = { _ in }) -> (page: View, red: View) {
        let page = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        page.backgroundColor = .white
        let red = View(frame: Rect(x: 30, y: 40, width: 40, height: 20))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        page.addSubview(red)
        configure(red)
        return (page, red)
    }

    /// Whether the pixel is mostly red (red high, green and blue low).
    static func isRed(_ image: Image, _ x: Int, _ y: Int) -> Bool {
        guard let c = image.pixel(x: x, y: y) else { return false }
        return c.red > 0.8 && c.green < 0.2 && c.blue < 0.2
    }

    @Test func frameIsTheTransformedBoxAndBoundsAndCentreStay() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        view.transform = Transform(rotationAngle: .pi / 2)
        let frame = view.frame
        #expect(abs(frame.minX - 35) < 1e-9 && abs(frame.minY - -5) < 1e-9)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))

        view.transform = Transform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: -40, y: -5, width: 200, height: 100))
        view.transform = Transform(translationX: 5, y: 7)
        #expect(view.frame == Rect(x: 15, y: 27, width: 100, height: 50))
        view.transform = .identity
        #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func settingTheFrameOfATransformedViewPlacesItUntransformed() {
        let view = View(frame: .zero)
        view.transform = Transform(scaleX: 2, y: 1)
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.bounds.size == Size(width: 10, height: 10))
        #expect(view.center == Point(x: 5, y: 5))
        #expect(view.frame == Rect(x: -5, y: 0, width: 20, height: 10))
        view.center = Point(x: 50, y: 50)
        #expect(view.frame == Rect(x: 40, y: 45, width: 20, height: 10))
    }

    @Test func layoutIgnoresTheTransform() {
        let a = FixedBox()
        let b = FixedBox()
        b.transform = Transform(rotationAngle: .pi / 4)
        let row = Stack(arrangedSubviews: [a, b]).with {
            $0.axis = .horizontal
            $0.spacing = 10
        }
        row.frame = Rect(x: 0, y: 0, width: 70, height: 20)
        row.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(b.center == Point(x: 55, y: 10))
        #expect(b.bounds.size == Size(width: 30, height: 20))
        // The frame is the rotated box around the same centre: wider and taller than 30 × 20.
        #expect(b.frame.width > 30 && b.frame.height > 20 && abs(b.frame.midX - 55) < 1e-9)
    }

    @Test func aRotatedViewIsDrawnRotatedInPNGPDFAndSVG() throws {
        func make() -> View { Self.page { $0.transform = Transform(rotationAngle: .pi / 2) }.page }
        let png = try Image(pngData: try make().render(as: .png(scale: 1)))
        let pdf = try Rasterizer.pdf(try make().render(as: .pdf))
        let svg = try Rasterizer.svg(try make().render(as: .svg))
        for image in [png, pdf, svg] {
            // Rotated, the 40 × 20 view spans x 40…60 and y 30…70.
            #expect(Self.isRed(image, 50, 33))
            #expect(Self.isRed(image, 50, 67))
            #expect(!Self.isRed(image, 35, 50))
            #expect(!Self.isRed(image, 65, 50))
        }
        let plain = try Image(pngData: try Self.page().page.render(as: .png(scale: 1)))
        #expect(Self.isRed(plain, 35, 50) && !Self.isRed(plain, 50, 33))
    }

    @Test func theSubtreeGoesWithItsTransformedParent() throws {
        let (page, red) = Self.page { $0.backgroundColor = nil }
        let dot = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
        red.addSubview(dot)
        // Scaled 2× about the parent's centre (50, 50): the dot's corner goes from (30, 40) to
        // (10, 30) and it covers 10…30 × 30…50.
        red.transform = Transform(scaleX: 2, y: 2)
        let image = try Image(pngData: try page.render(as: .png(scale: 1)))
        #expect(Self.isRed(image, 12, 32) && Self.isRed(image, 28, 48))
        #expect(!Self.isRed(image, 32, 42))
        #expect(dot.convert(Point(x: 10, y: 10), to: page) == Point(x: 30, y: 50))
        #expect(page.convert(Point(x: 30, y: 50), to: dot) == Point(x: 10, y: 10))
        #expect(
            dot.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: nil)
                == Rect(x: 10, y: 30, width: 20, height: 20))
    }

    @Test func flatteningOrNonFiniteTransformsDrawNothingAndThrowNothing() throws {
        for transform in [
            Transform(scaleX: 0, y: 1), Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            Transform(translationX: .infinity, y: 0),
        ] {
            let (page, _) = Self.page { $0.transform = transform }
            for format in [DocumentFormat.pdf, .svg] { _ = try page.render(as: format) }
            let image = try Image(pngData: try page.render(as: .png(scale: 1)))
            #expect(!Self.isRed(image, 50, 50), "\(transform)")
        }
    }

    @Test func theDescriptionShowsTheTransform() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.transform = Transform(scaleX: 2, y: 0.5)
        #expect(view.recursiveDescription.contains("transform=[2 0 0 0.5 0 0]"))
    }

    @Test func layerRenderDrawsTheViewInItsOwnUntransformedCoordinates() throws {
        let (_, red) = Self.page { $0.transform = Transform(rotationAngle: .pi / 2) }
        var document = Document()
        document.addPage(size: Size(width: 40, height: 20)) { red.layer.render(in: $0) }
        let image = try Image(pngData: try document.data(format: .png(scale: 1)))
        #expect(Self.isRed(image, 2, 2) && Self.isRed(image, 37, 17))
    }
}

/// A view 30 × 20 by its content.
private final class FixedBox: View {
    override var intrinsicContentSize: Size { Size(width: 30, height: 20) }
}
