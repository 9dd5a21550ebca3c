import Canvas
import TestSupport
import Testing

@testable import Widgets

/// The separator is one device pixel thick at every PNG scale, wherever it lands.
@Suite("Separator")
struct SeparatorTests {
    /// A white column of [box, separator, box], 40 points wide; the boxes draw nothing.
    static func column(topHeight: Double) -> (Stack, Separator) {
        let separator = Separator()
        let stack = Stack(arrangedSubviews: [Box(View.noIntrinsicMetric, topHeight), separator, Box(10, 20)])
        stack.axis = .vertical
        stack.backgroundColor = .white
        return (stack, separator)
    }

    /// The rows in pixel column `x` whose colour is not opaque white, within the rows the page
    /// covers completely.
    static func nonWhiteRows(in image: Image, x: Int, pageHeight: Double, scale: Double) -> [Int] {
        let rows = Int((pageHeight * scale).rounded(.down))
        return (0..<rows).filter { y in
            guard let c = image.pixel(x: x, y: y) else { return true }
            return c.alpha < 1 || c.red < 1 || c.green < 1 || c.blue < 1
        }
    }

    static func isSeparatorColour(_ c: Color?) -> Bool {
        guard let c else { return false }
        let expected = Color.opaqueSeparator
        return abs(c.red - expected.red) <= 1.0 / 255 && abs(c.green - expected.green) <= 1.0 / 255
            && abs(c.blue - expected.blue) <= 1.0 / 255 && c.alpha == 1
    }

    @Test("the separator is one device pixel thick in PNG", arguments: [1.0, 2.0, 3.0])
    func onePixelAtScale(scale: Double) throws {
        let (stack, separator) = Self.column(topHeight: 20)
        let image = try stack.image(width: 40, scale: scale)
        // Laid out for the scale: 1 / scale points at y = 20.
        #expect(separator.thickness == 1 / scale)
        #expect(separator.frame == .r(0, 20, 40, 1 / scale))
        let pageHeight = 40 + 1 / scale
        #expect(image.pixelWidth == Int(40 * scale))
        #expect(image.pixelHeight == Int((pageHeight * scale).rounded(.up)))
        let rows = Self.nonWhiteRows(in: image, x: Int(20 * scale), pageHeight: pageHeight, scale: scale)
        #expect(rows == [Int(20 * scale)])
        #expect(Self.isSeparatorColour(image.pixel(x: Int(20 * scale), y: Int(20 * scale))))
        // The line runs the full width.
        let y = Int(20 * scale)
        #expect((0..<image.pixelWidth).allSatisfy { Self.isSeparatorColour(image.pixel(x: $0, y: y)) })
    }

    /// At y = 20.3 the line spans 20.3 … 20.3 + 1/scale points: it snaps to the nearest whole
    /// device pixels, rows 20 (scale 1: 20.3 … 21.3), 41 (40.6 … 41.6) and 61 (60.9 … 61.9).
    @Test(
        "a separator at a fractional position is still one device pixel",
        arguments: [(1.0, 20), (2.0, 41), (3.0, 61)])
    func onePixelAtFractionalPosition(scale: Double, row: Int) throws {
        let (stack, separator) = Self.column(topHeight: 20.3)
        let image = try stack.image(width: 40, scale: scale)
        #expect(close(separator.frame.minY, 20.3))
        let pageHeight = 40.3 + 1 / scale
        let rows = Self.nonWhiteRows(in: image, x: Int(20 * scale), pageHeight: pageHeight, scale: scale)
        #expect(rows == [row])
        #expect(Self.isSeparatorColour(image.pixel(x: Int(20 * scale), y: row)))
    }

    @Test("a vertical separator is one device pixel wide in a row")
    func verticalSeparator() throws {
        let separator = Separator(axis: .vertical)
        separator.separatorColor = .black
        let row = Stack(arrangedSubviews: [Box(20.5, 10), separator, Box(20, 10)])
        row.backgroundColor = .white
        let image = try row.image(size: Size(width: 41, height: 10), scale: 2)
        // 41 - 40.5 = 0.5 = one hairline: nothing stretches, the separator sits at x 20.5 = 41 px.
        #expect(separator.frame == .r(20.5, 0, 0.5, 10))
        let columns = (0..<image.pixelWidth).filter { image.pixel(x: $0, y: 10)! != .white }
        #expect(columns == [41])
        #expect(image.pixel(x: 41, y: 10) == .black)
    }

    @Test("a cramped column shrinks the views around the separator, never the separator")
    func neverCompressed() {
        let top = Box(10, 20)
        let separator = Separator()
        let bottom = Box(10, 20)
        let column = Stack(arrangedSubviews: [top, separator, bottom]).vertical()
        column.layout(size: Size(width: 10, height: 20))
        // 40.5 - 20 = 20.5 too much: 10.25 from each box.
        #expect(
            frames([top, separator, bottom]) == [
                .r(0, 0, 10, 9.75), .r(0, 9.75, 10, 0.5), .r(0, 10.25, 10, 9.75),
            ])
        #expect(separator.contentCompressionResistancePriority(for: .vertical) == .required)
        #expect(separator.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    /// The ink of pixel column `x` over the whole page, in pixels of full black: a black line's
    /// thickness in pixels, however it straddles pixel rows.
    static func blackInk(in image: Image, x: Int) -> Double {
        (0..<image.pixelHeight).reduce(0) { sum, y in
            guard let c = image.pixel(x: x, y: y) else { return sum }
            return sum + (1 - (c.red + c.green + c.blue) / 3) * c.alpha
        }
    }

    @Test("a separator is as thick on the pages of a multi-page PDF as in a one-page PDF")
    func sameThicknessOnEveryPage() throws {
        func page() -> Stack {
            let (stack, separator) = Self.column(topHeight: 20.3)
            separator.separatorColor = .black
            return stack
        }
        // One page is drawn straight into the PDF; two go through the pipeline, whose pages are
        // drawn into recording surfaces. Both lay views out at the vector display scale, 2.
        // At 288 dpi (4 pixels a point): poppler widens a thinner fill to one whole pixel.
        let single = try Rasterizer.pdf(View.pdf(pages: [page()], width: 40), dpi: 288)
        let multiple = try Rasterizer.pdf(View.pdf(pages: [page(), page()], width: 40), dpi: 288)
        let one = Self.blackInk(in: single, x: 80) / 4
        let many = Self.blackInk(in: multiple, x: 80) / 4
        // A hairline at display scale 2 is half a point thick.
        #expect(abs(one - 0.5) < 0.1, "one-page PDF: \(one) pt")
        #expect(abs(many - 0.5) < 0.1, "multi-page PDF: \(many) pt")
    }

    @Test("the separator's intrinsic size is one hairline across and none along its axis")
    func intrinsicSize() {
        let separator = Separator()
        #expect(separator.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 0.5))
        separator.displayScale = 3
        #expect(separator.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1.0 / 3))
        separator.axis = .vertical
        #expect(separator.intrinsicContentSize == Size(width: 1.0 / 3, height: View.noIntrinsicMetric))
        // A parent's scale reaches it until it sets its own.
        let parent = View()
        let child = Separator()
        parent.addSubview(child)
        parent.displayScale = 1
        #expect(child.thickness == 1)
        #expect(separator.separatorColor == .opaqueSeparator)
    }
}
