import Foundation
import Testing

@testable import Canvas

/// Dynamic colours resolved per appearance, in drawing and in text, and drop shadows.
@Suite("Appearance and shadows")
struct AppearanceAndShadowTests {
    @Test("semantic colours have UIKit's dark values; plain colours are the same in both")
    func semanticColours() {
        #expect(Color.label.resolved(for: .light) == Color(white: 0))
        #expect(Color.label.resolved(for: .dark) == Color(white: 1))
        #expect(Color.systemBackground.resolved(for: .dark) == Color(white: 0))
        #expect(
            Color.secondarySystemBackground.resolved(for: .dark) == Color(red255: 28, green: 28, blue: 30))
        #expect(Color.systemBlue.resolved(for: .dark) == Color(red255: 10, green: 132, blue: 255))
        #expect(Color.label.isDynamic && !Color.red.isDynamic)
        #expect(Color.red.resolved(for: .dark) == .red)
        // Unspecified reads as light; resolving twice changes nothing.
        #expect(Color.label.resolved(for: .unspecified) == Color(white: 0))
        #expect(Color.label.resolved(for: .dark).resolved(for: .light) == Color(white: 1))
        // A colour whose variants are equal is not dynamic.
        #expect(!Color(light: .red, dark: .red).isDynamic)
    }

    @Test("a dynamic provider is asked once per appearance; alpha changes keep both variants")
    func dynamicProvider() {
        var asked: [UserInterfaceStyle] = []
        let color = Color { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(asked == [.light, .dark])
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.resolved(for: .light) == Color(white: 0, alpha: 0.5))
        #expect(faded.resolved(for: .dark) == Color(white: 1, alpha: 0.5))
    }

    @Test("drawing resolves colours for the context's appearance, saved with the state")
    func drawingResolves() throws {
        let page = Page(size: Size(width: 20, height: 10)) { context in
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .label)
            context.save()
            context.userInterfaceStyle = .dark
            context.fill(Rect(x: 10, y: 0, width: 10, height: 10), with: .label)
            context.restore()
            #expect(context.userInterfaceStyle == .light)
        }
        let image = try Document(pages: [page]).image(scale: 1)
        #expect(image.pixel(x: 5, y: 5) == .black)
        #expect(image.pixel(x: 15, y: 5) == .white)
    }

    @Test("text colours resolve for the layout's appearance")
    func textResolves() throws {
        func ink(_ style: UserInterfaceStyle) throws -> Color? {
            let layout = TextLayout(
                plain: "█████", font: .systemFont(ofSize: 20), color: .label,
                options: TextLayout.Options(userInterfaceStyle: style))
            let page = Page(size: Size(width: 120, height: 40)) { $0.draw(layout, at: .zero) }
            let image = try Document(pages: [page]).image(scale: 1)
            // The darkest or lightest pixel of the full blocks.
            return (0..<image.pixelWidth).compactMap { image.pixel(x: $0, y: 12) }.max { $0.alpha < $1.alpha }
        }
        #expect(try ink(.light)?.red == 0)
        #expect(try ink(.dark)?.red == 1)
    }

    /// A 60 × 60 page with a 20 × 20 square at (20, 20) casting `shadow`, on white.
    static func shadowed(_ shadow: Shadow, format: DocumentFormat = .png(scale: 1)) throws -> Data {
        let page = Page(size: Size(width: 60, height: 60)) { context in
            context.fill(Rect(x: 0, y: 0, width: 60, height: 60), with: .white)
            let square = Path(Rect(x: 20, y: 20, width: 20, height: 20))
            context.drawShadow(shadow, of: square)
            context.fill(square, with: .color(.white))
        }
        return try Document(pages: [page]).data(format: format)
    }

    @Test("a shadow is offset and blurred: darkest beside the shape, fading over three radii")
    func shadowShape() throws {
        let shadow = Shadow(
            color: Color(white: 0, alpha: 0.8), offset: Size(width: 0, height: 6), blurRadius: 3)
        let image = try Image(pngData: try Self.shadowed(shadow))
        func darkness(_ x: Int, _ y: Int) -> Double { 1 - (image.pixel(x: x, y: y)?.red ?? 1) }
        // Below the square (offset down), none above it.
        #expect(darkness(30, 42) > 0.3)
        #expect(darkness(30, 18) < 0.02)
        // Falling off with distance below the shadow's edge (y = 46), gone past three radii.
        #expect(darkness(30, 44) > darkness(30, 47))
        #expect(darkness(30, 47) > darkness(30, 50))
        #expect(darkness(30, 56) < 0.01)
        // Symmetric left and right.
        #expect(abs(darkness(17, 35) - darkness(42, 35)) < 0.01)
        // A sharp shadow (radius 0) is the square moved.
        let sharp = try Image(
            pngData: try Self.shadowed(
                Shadow(color: .black, offset: Size(width: 5, height: 5), blurRadius: 0)))
        #expect(sharp.pixel(x: 42, y: 42) == .black)
        #expect(sharp.pixel(x: 46, y: 46) == .white)
    }

    @Test("PDF and SVG draw the same shadow as PNG (rasterised by poppler and librsvg)")
    func shadowInEveryFormat() throws {
        let shadow = Shadow(
            color: Color(white: 0, alpha: 0.6), offset: Size(width: 4, height: 4), blurRadius: 4)
        let png = try Image(pngData: try Self.shadowed(shadow, format: .png(scale: 1)))
        let pdf = try Fixture.rasterizePDF(try Self.shadowed(shadow, format: .pdf), page: 1)
        let svg = try #require(Fixture.rasterizeSVG(try Self.shadowed(shadow, format: .svg)).image)
        for (x, y) in [(30, 43), (43, 30), (44, 44), (30, 48), (12, 30), (30, 30)] {
            let reference = png.pixel(x: x, y: y)?.red ?? -1
            // The mask is sampled at 2 px per pt in vector output; the readers resample it.
            #expect(abs((pdf.pixel(x: x, y: y)?.red ?? -1) - reference) < 0.06, "PDF at \(x),\(y)")
            #expect(abs((svg.pixel(x: x, y: y)?.red ?? -1) - reference) < 0.06, "SVG at \(x),\(y)")
        }
    }

    @Test("hostile shadows draw nothing and fail nothing; huge ones are drawn at lower resolution")
    func hostileShadows() throws {
        for shadow in [
            Shadow(color: .black, offset: Size(width: Double.nan, height: 0), blurRadius: 3),
            Shadow(color: .black, offset: .zero, blurRadius: -1),
            Shadow(color: .black, offset: .zero, blurRadius: .infinity),
            Shadow(color: .clear, offset: .zero, blurRadius: 3),
        ] {
            let image = try Image(pngData: try Self.shadowed(shadow))
            #expect(image.pixel(x: 30, y: 45) == .white)
        }
        // A blur far wider than the page: the mask is computed at a lower resolution (bounded
        // memory), and spread that thin the shadow is too faint to show, as in UIKit.
        let page = Page(size: Size(width: 200, height: 200)) { context in
            context.drawShadow(
                Shadow(color: .black, offset: .zero, blurRadius: 2_000),
                of: Path(Rect(x: 50, y: 50, width: 100, height: 100)))
        }
        let faint = try Document(pages: [page]).image(scale: 2)
        #expect((faint.pixel(x: 200, y: 200)?.alpha ?? 1) < 0.01)
    }

    @Test("continuous corners bend further along the edges than circular ones; masked corners stay square")
    func cornerCurves() throws {
        func picture(_ curve: CornerCurve, radii: CornerRadii = CornerRadii(all: 20)) throws -> Image {
            let page = Page(size: Size(width: 60, height: 60)) { context in
                context.fill(
                    Path(
                        roundedRect: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadii: radii,
                        cornerCurve: curve), with: .color(.black))
            }
            return try Document(pages: [page]).image(scale: 1)
        }
        let circular = try picture(.circular)
        let continuous = try picture(.continuous)
        // Where the circular arc has reached the edge (21 pt from the corner), the continuous
        // curve is still bending away from it.
        #expect(circular.pixel(x: 21, y: 0)?.alpha == 1)
        #expect((continuous.pixel(x: 21, y: 0)?.alpha ?? 1) < 1)
        // Far from the corners both are the edge.
        #expect(continuous.pixel(x: 30, y: 0)?.alpha == 1)
        let topOnly = try picture(
            .circular, radii: CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0))
        #expect(topOnly.pixel(x: 0, y: 59)?.alpha == 1 && topOnly.pixel(x: 0, y: 0)?.alpha == 0)
    }
}
