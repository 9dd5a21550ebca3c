import Foundation
import TestSupport
import Testing
import VellumUIKit

/// `CGContext.setShadow` as a UIKit `draw(_:)` or image renderer uses it: pixels of PNG renders
/// and of the PDF and SVG pages rasterized, sampled inside the shape, inside the shadow and clear
/// of both.
@Suite struct CoreGraphicsShadowTests {
    /// A 60 × 60 white page: a black square at (10, 10, 20, 20) casting a sharp red shadow 10 pt
    /// right and down, then, after `restoreGState()`, a black square at (40, 5, 10, 10) casting none.
    static var page: Document {
        Document(pages: [
            Page(size: CGSize(width: 60, height: 60)) { context in
                context.withCurrent {
                    guard let ctx = UIGraphicsGetCurrentContext() else { return }
                    UIColor.white.setFill()
                    ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
                    ctx.saveGState()
                    ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.red.cgColor)
                    UIColor.black.setFill()
                    ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
                    ctx.restoreGState()
                    UIColor.black.setFill()
                    ctx.fill(CGRect(x: 40, y: 5, width: 10, height: 10))
                }
            }
        ])
    }

    /// Checks the page's pixels at 1 pixel per point.
    func checkPage(_ image: UIImage, _ format: String) {
        func near(_ x: Int, _ y: Int, _ color: UIColor) -> Bool {
            guard let p = image.pixel(x: x, y: y) else { return false }
            return abs(p.red - color.red) < 0.05 && abs(p.green - color.green) < 0.05
                && abs(p.blue - color.blue) < 0.05
        }
        #expect(near(20, 20, .black), "\(format): the square")
        #expect(near(35, 35, .red), "\(format): the shadow, 10 pt right and down")
        #expect(near(25, 35, .red), "\(format): the shadow below the square")
        #expect(near(5, 5, .white), "\(format): clear of both")
        #expect(near(15, 35, .white), "\(format): left of the shadow")
        #expect(near(45, 10, .black), "\(format): the square drawn after restoreGState()")
        #expect(near(55, 20, .white) && near(45, 20, .white), "\(format): which casts no shadow")
    }

    @Test("setShadow(offset:blur:color:) casts a shadow down and right in PNG, PDF and SVG")
    func shadowInEveryFormat() throws {
        let png = try Self.page.image(scale: 1)
        checkPage(png, "PNG")
        checkPage(try Rasterizer.pdf(try Self.page.data(format: .pdf)), "PDF")
        checkPage(try Rasterizer.svg(try Self.page.data(format: .svg)), "SVG")
    }

    @Test("a blurred shadow fades out from the shape, and strokes and images cast one too")
    func blurredAndOtherDrawing() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { _ in
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            ctx.setShadow(offset: CGSize(width: 0, height: 8), blur: 8)
            UIColor.blue.setStroke()
            ctx.setLineWidth(4)
            ctx.stroke(CGRect(x: 10, y: 10, width: 30, height: 20))
            let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image {
                c in
                UIColor.green.setFill()
                c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            ctx.draw(dot, in: CGRect(x: 60, y: 10, width: 20, height: 20))
        }
        // Below the stroke's bottom edge (y 28…32), the default shadow darkens the white page, less
        // further out.
        let near = try #require(image.pixel(x: 25, y: 38))
        let far = try #require(image.pixel(x: 25, y: 50))
        #expect(near.red < 0.9 && near.red < far.red && far.red <= 1)
        #expect(try #require(image.pixel(x: 25, y: 3)).red > 0.98)  // above the frame: the shadow falls down
        let belowImage = try #require(image.pixel(x: 70, y: 36))
        #expect(belowImage.red < 0.9)  // the image's shadow
        #expect(try #require(image.pixel(x: 115, y: 5)) == .white)
    }

    @Test("text drawn with a shadow set casts it: red glyph shapes 30 pt below the black ones")
    func textCastsShadow() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60), format: format).image { _ in
            UIGraphicsGetCurrentContext()?.setShadow(
                offset: CGSize(width: 0, height: 30), blur: 0, color: UIColor.red.cgColor)
            ("HH" as NSString).draw(
                at: CGPoint(x: 4, y: 2),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.black])
        }
        func count(rows: Range<Int>, _ test: (UIColor) -> Bool) -> Int {
            rows.reduce(0) { sum, y in
                sum + (0..<80).filter { x in image.pixel(x: x, y: y).map(test) ?? false }.count
            }
        }
        let black = count(rows: 0..<30) { $0.alpha > 0.9 && $0.red < 0.1 }
        let red = count(rows: 30..<60) { $0.alpha > 0.9 && $0.red > 0.9 && $0.green < 0.1 }
        #expect(black > 40)
        #expect(red == black)  // a sharp shadow is the glyphs' own shape
    }

    @Test("blur is twice the Gaussian's sigma: an edge's shadow falls off as a normal distribution")
    func blurIsTwoSigma() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image {
            _ in
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.setShadow(offset: CGSize(width: 0, height: 0), blur: 8, color: UIColor.black.cgColor)
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: -50, y: -50, width: 200, height: 100))  // an edge along y = 50
        }
        // Below the edge only the shadow shows: its alpha is the share of a normal distribution
        // with sigma 4 pt beyond the pixel's centre, 1 - Phi(d / 4).
        for row in 50..<60 {
            let distance = Double(row) + 0.5 - 50
            let expected = 0.5 * erfc(distance / 4 / 2.0.squareRoot())
            let alpha = try #require(image.pixel(x: 50, y: row)).alpha
            #expect(abs(alpha - expected) < 0.04, "row \(row): \(alpha) against \(expected)")
        }
    }

    @Test("a NaN offset or blur records invalidGeometry and casts no shadow; nil colour stops one")
    func hostileShadows() throws {
        for bad in [
            (CGSize(width: CGFloat.nan, height: 0), CGFloat(2)), (CGSize(width: 1, height: 1), .nan),
            (CGSize(width: 1, height: 1), -4),
        ] {
            let document = Document(pages: [
                Page(size: CGSize(width: 20, height: 20)) { ctx in
                    ctx.setShadow(offset: bad.0, blur: bad.1, color: UIColor.red.cgColor)
                    #expect(ctx.shadow == nil)
                    ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                }
            ])
            let error = #expect(throws: CanvasError.self) { try document.image(scale: 1) }
            guard case .invalidGeometry = error else {
                Issue.record("expected invalidGeometry, got \(String(describing: error))")
                continue
            }
        }
        let cleared = try Document(pages: [
            Page(size: CGSize(width: 20, height: 20)) { ctx in
                ctx.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: UIColor.red.cgColor)
                ctx.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: nil)
                #expect(ctx.shadow == nil)
                ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        ]).image(scale: 1)
        #expect(cleared.pixel(x: 7, y: 7)?.alpha == 0)
    }
}
