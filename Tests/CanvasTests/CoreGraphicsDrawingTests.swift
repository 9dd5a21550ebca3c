import Foundation
import Testing

@testable import Canvas

/// Core Graphics' drawing calls on GraphicsContext: line style, arcs and ellipses, fills with the
/// current colour, even-odd fills and clips, blend modes and the context's alpha, each checked by
/// the pixels it lays down.
@Suite("Core Graphics-style drawing")
struct CoreGraphicsDrawingTests {
    /// A 40 × 40 pt page drawn by `body` at scale 1 on a transparent background.
    static func draw(size: Double = 40, _ body: @escaping (GraphicsContext) -> Void) throws -> Image {
        try Document(pages: [
            Page(size: Size(width: size, height: size)) { context in
                context.withCurrent { body(context) }
            }
        ]).image(scale: 1)
    }

    /// Whether a pixel is (within 2/255) a colour.
    static func isColor(_ image: Image, _ x: Int, _ y: Int, _ color: Color) -> Bool {
        guard let p = image.pixel(x: x, y: y) else { return false }
        if color.alpha == 0 { return p.alpha == 0 }
        return abs(p.red - color.red) < 0.01 && abs(p.green - color.green) < 0.01
            && abs(p.blue - color.blue) < 0.01 && abs(p.alpha - color.alpha) < 0.01
    }

    @Test("fill(_:) and stroke(_:) use the colours set by setFillColor and UIColor.setStroke()")
    func currentColours() throws {
        let image = try Self.draw { context in
            context.setFillColor(.red)
            context.fill(Rect(x: 0, y: 0, width: 20, height: 20))
            Color.blue.setStroke()
            context.setLineWidth(4)
            context.stroke(Rect(x: 24, y: 24, width: 12, height: 12))
        }
        #expect(Self.isColor(image, 10, 10, .red))
        #expect(Self.isColor(image, 24, 30, .blue))  // on the stroke
        #expect(Self.isColor(image, 30, 30, .clear))  // inside the stroked square
    }

    @Test("setLineDash leaves gaps in strokePath(); an empty pattern draws a solid line")
    func dashes() throws {
        let dashed = try Self.draw { context in
            context.setLineWidth(4)
            context.setLineDash(phase: 0, lengths: [5, 5])
            context.move(to: Point(x: 0, y: 20))
            context.addLine(to: Point(x: 40, y: 20))
            context.strokePath()
        }
        // Dashes on 0..<5, 10..<15, …; gaps between.
        for x in [2, 12, 22, 32] { #expect(Self.isColor(dashed, x, 20, .black)) }
        for x in [7, 17, 27, 37] { #expect(Self.isColor(dashed, x, 20, .clear)) }
        let solid = try Self.draw { context in
            context.setLineWidth(4)
            context.setLineDash(phase: 0, lengths: [5, 5])
            context.setLineDash(phase: 0, lengths: [])
            context.move(to: Point(x: 0, y: 20))
            context.addLine(to: Point(x: 40, y: 20))
            context.strokePath()
        }
        for x in stride(from: 1, to: 40, by: 3) { #expect(Self.isColor(solid, x, 20, .black)) }
    }

    @Test("setLineCap(.round) and .square reach past a line's ends; .butt stops at them")
    func lineCaps() throws {
        func ink(_ cap: StrokeStyle.LineCap) throws -> (past: Bool, corner: Bool) {
            let image = try Self.draw { context in
                context.setLineWidth(10)
                context.setLineCap(cap)
                context.move(to: Point(x: 10, y: 20))
                context.addLine(to: Point(x: 30, y: 20))
                context.strokePath()
            }
            // 3 pt past the start on the axis, and near the cap's square corner.
            return (!Self.isColor(image, 7, 20, .clear), !Self.isColor(image, 5, 15, .clear))
        }
        #expect(try ink(.butt) == (false, false))
        #expect(try ink(.round) == (true, false))
        #expect(try ink(.square) == (true, true))
    }

    @Test("addArc's clockwise is Core Graphics' (flipped) sense; Path's and UIBezierPath's is the page's")
    func arcDirections() throws {
        // From angle 0 (right) to π/2 (down on the page): clockwise on the page is the short way
        // through the lower right; the other way round is the long way through the top.
        func filled(_ add: @escaping (GraphicsContext) -> Void) throws -> Image {
            try Self.draw { context in
                context.move(to: Point(x: 20, y: 20))
                add(context)
                context.closePath()
                context.fillPath()
            }
        }
        let cgClockwise = try filled {
            $0.addArc(
                center: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        }
        // CG's clockwise: angles decrease, the long way: the top is inked, the lower right is not.
        #expect(Self.isColor(cgClockwise, 20, 10, .black))
        #expect(Self.isColor(cgClockwise, 28, 28, .clear))
        var path = Path()
        path.move(to: Point(x: 20, y: 20))
        path.addArc(
            center: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        path.closeSubpath()
        let pageClockwise = try Self.draw { $0.fill(path, with: .color(.black)) }
        #expect(Self.isColor(pageClockwise, 28, 28, .black))
        #expect(Self.isColor(pageClockwise, 20, 10, .clear))
        // A sweep of more than a full turn is one full circle.
        var circle = Path()
        circle.addArc(
            center: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 7 * .pi, clockwise: true)
        let full = try Self.draw { $0.fill(circle, with: .color(.black)) }
        for (x, y) in [(12, 20), (28, 20), (20, 12), (20, 28)] { #expect(Self.isColor(full, x, y, .black)) }
    }

    @Test("fillEllipse(in:) and addEllipse fill the inscribed ellipse, not the rectangle")
    func ellipses() throws {
        let image = try Self.draw { context in
            context.setFillColor(.green)
            context.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 20))
            context.addEllipse(in: Rect(x: 10, y: 22, width: 20, height: 16))
            context.setStrokeColor(.red)
            context.strokePath()
        }
        #expect(Self.isColor(image, 20, 10, .green))
        #expect(Self.isColor(image, 1, 1, .clear))  // the rectangle's corner is outside
        #expect(Self.isColor(image, 20, 30, .clear))  // inside the stroked ellipse
        #expect(!Self.isColor(image, 10, 30, .clear))  // on its left edge
    }

    @Test("an even-odd fill leaves a hole where a shape nests in another; winding fills it")
    func evenOddFill() throws {
        func ticket(_ rule: FillRule) throws -> Image {
            try Self.draw { context in
                context.addRect(Rect(x: 0, y: 0, width: 40, height: 40))
                context.addEllipse(in: Rect(x: 10, y: 10, width: 20, height: 20))
                context.setFillColor(.blue)
                context.fillPath(using: rule)
            }
        }
        let evenOdd = try ticket(.evenOdd)
        #expect(Self.isColor(evenOdd, 20, 20, .clear))
        #expect(Self.isColor(evenOdd, 3, 3, .blue))
        let winding = try ticket(.winding)
        #expect(Self.isColor(winding, 20, 20, .blue))
        // drawPath(using: .eoFill) is the same fill.
        let drawn = try Self.draw { context in
            context.addRect(Rect(x: 0, y: 0, width: 40, height: 40))
            context.addEllipse(in: Rect(x: 10, y: 10, width: 20, height: 20))
            context.setFillColor(.blue)
            context.drawPath(using: .eoFill)
        }
        #expect(drawn.rgbaBytes == evenOdd.rgbaBytes)
    }

    @Test("an even-odd clip keeps drawing out of the nested shape")
    func evenOddClip() throws {
        let image = try Self.draw { context in
            context.addRect(Rect(x: 0, y: 0, width: 40, height: 40))
            context.addEllipse(in: Rect(x: 10, y: 10, width: 20, height: 20))
            context.clip(using: .evenOdd)
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
        }
        #expect(Self.isColor(image, 20, 20, .clear))
        #expect(Self.isColor(image, 2, 2, .red))
    }

    @Test("the clear blend mode punches a real hole; restore() returns to normal painting")
    func clearBlendMode() throws {
        let image = try Self.draw { context in
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
            context.save()
            context.setBlendMode(.clear)
            context.fillEllipse(in: Rect(x: -10, y: 10, width: 20, height: 20))  // a ticket's notch
            context.restore()
            context.fill(Rect(x: 30, y: 0, width: 10, height: 10), with: .blue)
            context.clear(Rect(x: 30, y: 30, width: 10, height: 10))
        }
        #expect(Self.isColor(image, 2, 20, .clear))
        #expect(Self.isColor(image, 20, 20, .red))
        #expect(Self.isColor(image, 35, 5, .blue))
        #expect(Self.isColor(image, 35, 35, .clear))
        // Multiply darkens: red × grey.
        let multiplied = try Self.draw { context in
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
            context.setBlendMode(.multiply)
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: Color(white: 0.5))
        }
        #expect(Self.isColor(multiplied, 20, 20, Color(red: 128.0 / 255, green: 0, blue: 0)))
    }

    @Test("setAlpha fades path drawing; state is saved and restored")
    func alphaAndState() throws {
        let image = try Self.draw { context in
            context.save()
            context.setAlpha(0.5)
            context.setFillColor(.black)
            context.fill(Rect(x: 0, y: 0, width: 20, height: 40))
            context.restore()
            context.fill(Rect(x: 20, y: 0, width: 20, height: 40))  // black again, opaque
        }
        #expect(abs((image.pixel(x: 10, y: 10)?.alpha ?? 0) - 0.5) < 0.01)
        #expect(Self.isColor(image, 30, 10, .black))
    }

    @Test("hostile line styles and paths record invalidGeometry instead of drawing")
    func hostileStyles() throws {
        let page = Page(size: Size(width: 20, height: 20)) { context in
            context.setLineDash(phase: .nan, lengths: [1, -2])
            context.move(to: .zero)
            context.addLine(to: Point(x: 10, y: 10))
            context.strokePath()
        }
        #expect(throws: CanvasError.self) { try Document(pages: [page]).data(format: .pdf) }
        let arcs = Page(size: Size(width: 20, height: 20)) { context in
            context.addArc(
                center: Point(x: 10, y: 10), radius: .infinity, startAngle: 0, endAngle: 1, clockwise: false)
            context.addArc(
                center: Point(x: 10, y: 10), radius: 5, startAngle: .nan, endAngle: 1, clockwise: false)
            context.fillPath()
        }
        // Non-finite arcs add nothing: an empty path draws nothing and is not an error.
        #expect(try Document(pages: [arcs]).image(scale: 1).rgbaBytes.allSatisfy { $0 == 0 })
    }
}
