import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// The layer's shadow, masked corners and corner curve; dashed separators; right-to-left stacks.
@Suite("Layer style")
struct LayerStyleTests {
    /// A white page with a 40 × 40 card at (30, 30) styled by `style`.
    static func page(_ style: (View) -> Void) -> View {
        let page = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)).with { $0.backgroundColor = .white }
        let card = View(frame: Rect(x: 30, y: 30, width: 40, height: 40)).with { $0.backgroundColor = .white }
        style(card)
        page.addSubview(card)
        return page
    }

    static func darkness(_ image: Image, _ x: Int, _ y: Int) -> Double {
        1 - (image.pixel(x: x, y: y)?.red ?? 1)
    }

    @Test("layer.shadow* casts a blurred shadow below the card; opacity 0 (the default) casts none")
    func layerShadow() throws {
        let none = try Self.page { _ in }.image(scale: 1)
        let shadowed = try Self.page {
            $0.layer.shadowColor = .black
            $0.layer.shadowOpacity = 0.5
            $0.layer.shadowOffset = Size(width: 0, height: 4)
            $0.layer.shadowRadius = 4
            $0.layer.cornerRadius = 8
        }.image(scale: 1)
        #expect(Self.darkness(none, 50, 73) == 0)
        #expect(Self.darkness(shadowed, 50, 72) > 0.15)
        #expect(Self.darkness(shadowed, 50, 72) > Self.darkness(shadowed, 50, 27))
        #expect(Self.darkness(shadowed, 50, 50) == 0)  // the card covers its own shadow
        #expect(Self.darkness(shadowed, 50, 95) < 0.01)
    }

    @Test("without a background the view's content casts the shadow; shadowPath overrides the shape")
    func shadowShapes() throws {
        // A transparent view holding a 10 × 10 black dot: only the dot casts a shadow.
        let dotted = try Self.page {
            $0.backgroundColor = nil
            $0.addSubview(
                View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).with { $0.backgroundColor = .black })
            $0.layer.shadowOpacity = 1
            $0.layer.shadowOffset = Size(width: 20, height: 20)
            $0.layer.shadowRadius = 0
        }.image(scale: 1)
        #expect(Self.darkness(dotted, 55, 55) == 1)  // the dot's shadow at (50…60, 50…60)
        #expect(Self.darkness(dotted, 65, 65) == 0)  // nothing from the rest of the bounds
        let pathed = try Self.page {
            $0.layer.shadowOpacity = 1
            $0.layer.shadowRadius = 0
            $0.layer.shadowOffset = .zero
            $0.layer.shadowPath = Path(Rect(x: -20, y: 0, width: 10, height: 10))
        }.image(scale: 1)
        #expect(Self.darkness(pathed, 15, 35) == 1)
        #expect(Self.darkness(pathed, 25, 35) == 0)
    }

    @Test("the same shadow in PNG, PDF and SVG (read back by poppler and librsvg)")
    func shadowInEveryFormat() throws {
        func page() -> View {
            Self.page {
                $0.layer.shadowOpacity = 0.4
                $0.layer.shadowOffset = Size(width: 0, height: 6)
                $0.layer.shadowRadius = 5
            }
        }
        let png = try Image(pngData: try page().render(as: .png(scale: 1)))
        let pdf = try Rasterizer.pdf(try page().render(as: .pdf))
        let svg = try Rasterizer.svg(try page().render(as: .svg))
        for (x, y) in [(50, 72), (50, 76), (50, 80), (27, 50), (73, 60), (50, 28)] {
            let reference = Self.darkness(png, x, y)
            #expect(abs(Self.darkness(pdf, x, y) - reference) < 0.05, "PDF at \(x),\(y)")
            #expect(abs(Self.darkness(svg, x, y) - reference) < 0.05, "SVG at \(x),\(y)")
        }
        #expect(Self.darkness(png, 50, 76) > 0.1)
    }

    @Test("maskedCorners rounds only the corners it names; cornerCurve changes their shape")
    func maskedCornersAndCurve() throws {
        let image = try Self.page {
            $0.backgroundColor = .black
            $0.layer.cornerRadius = 12
            $0.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }.image(scale: 1)
        #expect(image.pixel(x: 30, y: 30) == .white)  // top-left: rounded away
        #expect(image.pixel(x: 69, y: 30) == .white)  // top-right: rounded away
        #expect(image.pixel(x: 30, y: 69) == .black)  // bottom-left: square
        #expect(image.pixel(x: 69, y: 69) == .black)  // bottom-right: square
        let continuous = try Self.page {
            $0.backgroundColor = .black
            $0.layer.cornerRadius = 12
            $0.layer.cornerCurve = .continuous
        }.image(scale: 1)
        let circular = try Self.page {
            $0.backgroundColor = .black
            $0.layer.cornerRadius = 12
        }.image(scale: 1)
        // 13 pt along the top edge from the corner: circular has reached the edge, continuous not yet.
        #expect(circular.pixel(x: 43, y: 30) == .black)
        #expect(Self.darkness(continuous, 43, 30) < 1)
    }

    @Test("a dashed separator alternates dash and gap; a solid one is unbroken")
    func dashedSeparator() throws {
        func row(_ dash: [Double]) throws -> [Bool] {
            let separator = Separator().with { $0.dashPattern = dash }
            let page = View().with { $0.backgroundColor = .white }
            separator.sized(height: 9).pin(to: page)
            let image = try page.image(size: Size(width: 40, height: 9), scale: 2)
            let y =
                (0..<image.pixelHeight).max { Self.darkness(image, 2, $0) < Self.darkness(image, 2, $1) } ?? 0
            return (0..<image.pixelWidth).map { Self.darkness(image, $0, y) > 0.1 }
        }
        let dashed = try row([4, 4])
        // At scale 2: 8 pixels of dash, then 8 of gap.
        #expect(dashed[2] && dashed[10] == false && dashed[18] && dashed[26] == false)
        #expect(try row([]).allSatisfy { $0 })
    }

    @Test(
        "semanticContentAttribute .forceRightToLeft mirrors a horizontal stack; vertical stacks keep their order"
    )
    func rightToLeftStacks() {
        let a = View().sized(width: 10, height: 10)
        let b = View().sized(width: 20, height: 10)
        let row = Stack(arrangedSubviews: [a, b]).with {
            $0.spacing = 5
            $0.semanticContentAttribute = .forceRightToLeft
        }
        row.layout(size: Size(width: 100, height: 10))
        #expect(row.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(a.frame == Rect(x: 90, y: 0, width: 10, height: 10))
        #expect(b.frame == Rect(x: 65, y: 0, width: 20, height: 10))
        row.semanticContentAttribute = .forceLeftToRight
        row.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.minX == 15)
        let column = Stack(arrangedSubviews: [View().sized(width: 10, height: 10)]).with {
            $0.axis = .vertical
            $0.semanticContentAttribute = .forceRightToLeft
        }
        column.layout(size: Size(width: 50, height: 10))
        #expect(column.arrangedSubviews[0].frame.minY == 0)
    }
}
