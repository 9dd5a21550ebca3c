import Foundation
import TestSupport
import Testing
import VellumUIKit

/// UIImage's drawing helpers as UIKit code calls them inside an image renderer or a view's
/// `draw(_:)`: where the pixels land, tinting, template images in image views, and nine-slice
/// resizable images, in PNG, PDF and SVG.
@Suite struct UIImageDrawingTests {
    /// An image of `width` × `height` pixels coloured by `color(x, y)` (RGBA bytes).
    static func image(_ width: Int, _ height: Int, scale: Double = 1, _ color: (Int, Int) -> [UInt8]) throws
        -> UIImage
    {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += color(x, y) } }
        return try UIImage(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height, scale: scale)
    }

    static let red: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
    static let yellow: [UInt8] = [255, 255, 0, 255]

    /// A renderer at one pixel per point.
    static func renderer(_ width: CGFloat, _ height: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }

    /// The RGBA bytes of one pixel.
    static func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.pixelWidth + x) * 4
        return Array(image.rgbaBytes[i..<(i + 4)])
    }

    /// Whether a pixel is `expected` within a few levels.
    static func close(_ image: UIImage, _ x: Int, _ y: Int, _ expected: [UInt8], tolerance: Int = 8) -> Bool {
        zip(rgba(image, x, y), expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    @Test("draw(at:) draws at the image's size in points and draw(in:) scales it into the rectangle")
    func drawAtAndIn() throws {
        let dot = try Self.image(10, 10, scale: 2) { _, _ in Self.red }
        #expect(dot.size == CGSize(width: 5, height: 5))
        #expect(dot.scale == 2)
        let page = Self.renderer(40, 20).image { _ in
            dot.draw(at: CGPoint(x: 2, y: 2))
            dot.draw(in: CGRect(x: 20, y: 0, width: 20, height: 20))
        }
        #expect(Self.rgba(page, 2, 2) == Self.red && Self.rgba(page, 6, 6) == Self.red)
        #expect(Self.rgba(page, 7, 7)[3] == 0 && Self.rgba(page, 1, 1)[3] == 0)  // 5 pt, not 10
        #expect(Self.rgba(page, 20, 0) == Self.red && Self.rgba(page, 39, 19) == Self.red)
        #expect(Self.rgba(page, 19, 10)[3] == 0)
        dot.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5))  // outside drawing: nothing, no crash
    }

    @Test("draw(in:blendMode:alpha:) fades the image and blends it inside its rectangle only")
    func blendModeAndAlpha() throws {
        let square = try Self.image(10, 10) { _, _ in Self.red }
        let page = Self.renderer(40, 20).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            square.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .normal, alpha: 0.5)
            square.draw(in: CGRect(x: 20, y: 0, width: 10, height: 10), blendMode: .clear, alpha: 1)
            square.draw(at: CGPoint(x: 0, y: 10), blendMode: .normal, alpha: .nan)  // NaN counts as 1
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 30, y: 0, width: 10, height: 10))  // the blend mode did not stay set
        }
        #expect(Self.close(page, 5, 5, [255, 128, 128, 255]))
        #expect(Self.rgba(page, 25, 5)[3] == 0)  // cleared inside the rectangle…
        #expect(Self.rgba(page, 25, 15) == [255, 255, 255, 255])  // …and only there
        #expect(Self.rgba(page, 15, 5) == [255, 255, 255, 255])
        #expect(Self.rgba(page, 5, 15) == Self.red)
        #expect(Self.rgba(page, 35, 5) == Self.blue)
    }

    @Test("withTintColor(_:) fills the image's alpha with the colour, keeping each pixel's coverage")
    func tintColor() throws {
        let glyph = try Self.image(2, 1) { x, _ in x == 0 ? [10, 200, 30, 255] : [255, 255, 255, 128] }
        let tinted = glyph.withTintColor(.blue)
        #expect(Self.rgba(tinted, 0, 0) == Self.blue)
        #expect(Self.rgba(tinted, 1, 0) == [0, 0, 255, 128])
        #expect(tinted.size == glyph.size && tinted.renderingMode == .alwaysOriginal)
        let page = Self.renderer(4, 2).image { _ in tinted.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2)) }
        #expect(Self.rgba(page, 0, 0) == Self.blue)
    }

    @Test("a dynamic tint resolves for the appearance the image is drawn in, from the original's alpha")
    func dynamicTintResolvesWhenDrawn() throws {
        let glyph = try Self.image(2, 1) { x, _ in x == 0 ? [10, 200, 30, 255] : [255, 255, 255, 128] }
        let half = UIColor(
            light: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            dark: UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        let tinted = glyph.withTintColor(half)
        // Its own pixels: the light colour.
        #expect(Self.rgba(tinted, 0, 0) == Self.red)
        let view = UIImageView(image: tinted)
        view.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        #expect(Self.rgba(try view.image(scale: 1), 0, 0) == Self.red)
        // In dark: the dark colour at the original pixel's coverage times its alpha, not twice.
        let dark = try view.image(scale: 1, userInterfaceStyle: .dark)
        #expect(Self.rgba(dark, 0, 0) == [0, 0, 255, 128])
        #expect(Self.rgba(dark, 1, 0) == [0, 0, 255, 64])
        // Tinting a tinted image starts again from the original's pixels.
        #expect(Self.rgba(tinted.withTintColor(.blue), 1, 0) == [0, 0, 255, 128])
    }

    @Test("an image view draws a template image in its tint colour and an original one as it is")
    func templateInImageView() throws {
        let icon = try Self.image(4, 4) { _, _ in Self.green }
        let view = UIImageView(image: icon.withRenderingMode(.alwaysTemplate))
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        view.tintColor = .red
        #expect(view.image?.renderingMode == UIImage.RenderingMode.alwaysTemplate)
        #expect(Self.rgba(try view.image(scale: 1), 2, 2) == Self.red)
        view.image = icon.withRenderingMode(.alwaysOriginal)
        #expect(Self.rgba(try view.image(scale: 1), 2, 2) == Self.green)
        view.image = icon
        #expect(Self.rgba(try view.image(scale: 1), 2, 2) == Self.green)
    }

    /// A 30 × 30 image: 10-pixel red corners, green edges, and a middle whose left half is blue
    /// and right half yellow.
    static func framed() throws -> UIImage {
        try image(30, 30) { x, y in
            let edgeX = x < 10 || x >= 20
            let edgeY = y < 10 || y >= 20
            if edgeX && edgeY { return red }
            if edgeX || edgeY { return green }
            return x < 15 ? blue : yellow
        }
    }

    /// A 70 × 50 page with `image` drawn into all of it.
    static func page(_ image: UIImage) -> Document {
        Document(pages: [
            Page(size: CGSize(width: 70, height: 50)) { context in
                context.withCurrent { image.draw(in: CGRect(x: 0, y: 0, width: 70, height: 50)) }
            }
        ])
    }

    @Test("resizableImage(withCapInsets:) keeps the corners and tiles the middle, in PNG, PDF and SVG")
    func nineSliceTiles() throws {
        let image = try Self.framed().resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(image.capInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(image.resizingMode == .tile)
        let document = Self.page(image)
        let renders = [
            ("PNG", try document.image(scale: 1)),
            ("PDF", try Rasterizer.pdf(try document.data(format: .pdf))),
            ("SVG", try Rasterizer.svg(try document.data(format: .svg))),
        ]
        for (format, page) in renders {
            for (x, y) in [(3, 3), (66, 3), (3, 46), (66, 46)] {
                #expect(Self.close(page, x, y, Self.red), "\(format): corner at \(x), \(y)")
            }
            #expect(Self.close(page, 35, 3, Self.green), "\(format): top edge")
            #expect(Self.close(page, 3, 25, Self.green), "\(format): left edge")
            #expect(Self.close(page, 12, 25, Self.blue), "\(format): first tile's left half")
            #expect(Self.close(page, 17, 25, Self.yellow), "\(format): first tile's right half")
            #expect(Self.close(page, 22, 25, Self.blue), "\(format): second tile")
            #expect(Self.close(page, 47, 37, Self.yellow), "\(format): a later tile, a later row")
        }
    }

    @Test("resizingMode .stretch stretches the middle; hostile cap insets fall back to fitting ones")
    func nineSliceStretchAndHostileInsets() throws {
        let stretched = try Self.framed().resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let page = try Self.page(stretched).image(scale: 1)
        #expect(Self.close(page, 3, 3, Self.red) && Self.close(page, 66, 46, Self.red))
        #expect(Self.close(page, 17, 25, Self.blue))  // the middle's left half spans x 10…35
        #expect(Self.close(page, 40, 25, Self.yellow))

        let negative = try Self.framed().resizableImage(
            withCapInsets: UIEdgeInsets(top: -5, left: -5, bottom: .nan, right: -.infinity))
        #expect(negative.capInsets == .zero)  // drawn as one scaled image
        let scaled = try Self.page(negative).image(scale: 1)
        #expect(Self.close(scaled, 12, 12, Self.red))  // a nine-slice would have its blue middle here

        let huge = try Self.framed().resizableImage(
            withCapInsets: UIEdgeInsets(top: 40, left: 60, bottom: 20, right: 30))
        #expect(huge.capInsets == UIEdgeInsets(top: 20, left: 20, bottom: 10, right: 10))
        _ = try Self.page(huge).image(scale: 1)
        // Drawn smaller than its caps: the caps shrink together, nothing crashes.
        let small = Self.renderer(6, 6).image { _ in
            stretched.draw(in: CGRect(x: 0, y: 0, width: 6, height: 6))
        }
        #expect(Self.close(small, 1, 1, Self.red) && Self.close(small, 4, 4, Self.red))
    }

    @Test("UIImage(systemName:) is nil: SF Symbols do not exist outside Apple's systems")
    func systemName() {
        #expect(UIImage(systemName: "star.fill") == nil)
    }
}
