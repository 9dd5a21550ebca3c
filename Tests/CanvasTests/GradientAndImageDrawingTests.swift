import Foundation
import Testing

@testable import Canvas

/// Gradients and images: where their colours land on the page.
@Suite("Drawing: gradients and images")
struct GradientAndImageDrawingTests {
    @Test func aLinearGradientRunsFromItsStartToItsEnd() throws {
        let gradient = Gradient(colors: [.black, .white])
        let image = try PagePixels.onWhite(Size(width: 101, height: 10)) {
            $0.fill(
                Path(Rect(x: 0, y: 0, width: 101, height: 10)),
                with: .linearGradient(gradient, start: Point(x: 0.5, y: 0), end: Point(x: 100.5, y: 0)))
        }
        // Pixel x has its centre at x + 0.5, so the gradient is at x / 100 there.
        for x in [0, 25, 50, 75, 100] {
            let expected = Int((Double(x) / 100 * 255).rounded())
            #expect(
                PagePixels.close(
                    PagePixels.rgba(image, x, 5), [expected, expected, expected, 255], tolerance: 2),
                "x = \(x)")
        }
    }

    @Test func gradientStopsSitAtTheirLocations() throws {
        let gradient = Gradient(stops: [
            .init(color: .red, location: 0), .init(color: .red, location: 0.5),
            .init(color: .blue, location: 0.5),
            .init(color: .blue, location: 1),
        ])
        let image = try PagePixels.onWhite(Size(width: 40, height: 10)) {
            $0.fill(
                Path(Rect(x: 0, y: 0, width: 40, height: 10)),
                with: .linearGradient(gradient, start: .zero, end: Point(x: 40, y: 0)))
        }
        #expect(image.pixel(x: 10, y: 5) == .red)
        #expect(image.pixel(x: 30, y: 5) == .blue)
    }

    @Test func aRadialGradientRunsFromTheCentreOutwards() throws {
        let gradient = Gradient(colors: [.white, .black])
        let image = try PagePixels.onWhite {
            $0.fill(
                Path(Rect(x: 0, y: 0, width: 40, height: 40)),
                with: .radialGradient(gradient, center: Point(x: 20, y: 20), startRadius: 0, endRadius: 20))
        }
        let centre = PagePixels.rgba(image, 20, 20)
        let middle = PagePixels.rgba(image, 30, 20)
        let edge = PagePixels.rgba(image, 39, 20)
        #expect(centre[0] > middle[0] && middle[0] > edge[0])
        #expect(PagePixels.close(middle, [128, 128, 128, 255], tolerance: 8))
        #expect(edge[0] < 16)
    }

    @Test func evenlySpacedGradientColors() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
        #expect(Gradient(colors: []).stops.isEmpty)
    }

    @Test func anImageIsScaledToFillItsRectangle() throws {
        // 2 × 2 pixels: red, green / blue, transparent.
        let source = try Image(
            rgbaBytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0], pixelWidth: 2,
            pixelHeight: 2)
        let image = try PagePixels.onWhite { $0.draw(source, in: Rect(x: 0, y: 0, width: 40, height: 40)) }
        // Far from the seams each quadrant is its pixel's colour.
        #expect(image.pixel(x: 5, y: 5) == .red)
        #expect(image.pixel(x: 34, y: 5) == .green)
        #expect(image.pixel(x: 5, y: 34) == .blue)
        #expect(image.pixel(x: 34, y: 34) == .white)
        // An empty rectangle draws nothing and is no error.
        let nothing = try PagePixels.onWhite { $0.draw(source, in: Rect(x: 0, y: 0, width: 0, height: 10)) }
        #expect(Fixture.inkBounds(nothing) == nil)
    }

    @Test func anEnlargedImageKeepsHardEdgesInEveryFormat() throws {
        // 2 × 2 pixels enlarged 20 times, drawn at (10, 10): cairo's PNG, librsvg's rendering of the
        // SVG and poppler's of the PDF all show each quadrant's colour out to the image's edges,
        // with nothing outside it.
        let source = try Image(
            rgbaBytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 255], pixelWidth: 2,
            pixelHeight: 2)
        var document = Document()
        document.addPage(size: Size(width: 60, height: 60)) { context in
            context.fill(Rect(x: 0, y: 0, width: 60, height: 60), with: .white)
            context.draw(source, in: Rect(x: 10, y: 10, width: 40, height: 40))
        }
        let png = try document.image()
        let svg = try #require(try Fixture.rasterizeSVG(try document.data(format: .svg)).image)
        let pdf = try Fixture.rasterizePDF(try document.data(format: .pdf), page: 1)
        for (name, image) in [("png", png), ("svg", svg), ("pdf", pdf)] {
            #expect(Fixture.inkBounds(image) == Rect(x: 10, y: 10, width: 40, height: 40), "\(name)")
            for (x, y, color) in [(10, 10, Color.red), (49, 10, .green), (10, 49, .blue), (49, 49, .black)] {
                let pixel = PagePixels.rgba(image, x, y)
                let expected = [color.red, color.green, color.blue, 1].map { Int($0 * 255) }
                #expect(PagePixels.close(pixel, expected, tolerance: 8), "\(name) at (\(x), \(y)): \(pixel)")
            }
        }
    }
}
