import Canvas
import Foundation
import Testing

/// PDF links land where the text or rectangle is drawn, whatever the current transformation.
@Suite struct LinkTests {
    /// The `/Rect [x0 y0 x1 y1]` arrays of a PDF's link annotations, in PDF points (y up).
    static func linkRects(_ pdf: Data) -> [[Double]] {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Rect [").dropFirst().map { chunk in
            chunk.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
        }
    }

    @Test func aLinkRectangleFollowsTheTransformation() throws {
        var document = Document()
        document.addPage(size: Size(width: 200, height: 200)) { context in
            context.fill(Rect(x: 0, y: 0, width: 200, height: 200), with: .white)
            context.translateBy(x: 50, y: 60)
            context.addLink(
                to: URL(string: "https://example.com/a")!, in: Rect(x: 10, y: 20, width: 30, height: 40))
        }
        let pdf = try document.data(format: .pdf)
        // Top-left (60, 80) in points from the top; PDF y is 200 − 80 − 40 = 80 from the bottom.
        #expect(Self.linkRects(pdf) == [[60, 80, 90, 120]])
        #expect(String(decoding: pdf, as: UTF8.self).contains("/URI (https://example.com/a)"))
    }

    @Test func linkedTextGetsALinkOverItsLineInsideATranslatedContext() throws {
        var text = AttributedString("Linked")
        text.link = URL(string: "https://example.com/b")
        let layout = TextLayout(text, width: 150)
        let link = try #require(layout.links.first)
        var document = Document()
        document.addPage(size: Size(width: 200, height: 200)) { context in
            context.translateBy(x: 50, y: 60)
            context.draw(layout, at: Point(x: 10, y: 10))
        }
        let rects = Self.linkRects(try document.data(format: .pdf))
        #expect(rects.count == 1)
        let r = try #require(rects.first)
        // cairo rounds the annotation outward to whole points.
        #expect(abs(r[0] - (60 + link.rect.minX)) <= 1)
        #expect(abs(r[3] - (200 - 70 - link.rect.minY)) <= 1)
    }

    @Test func svgAndPNGIgnoreLinks() throws {
        var document = Document()
        document.addPage(size: Size(width: 20, height: 20)) { context in
            context.addLink(
                to: URL(string: "https://example.com")!, in: Rect(x: 0, y: 0, width: 10, height: 10))
            context.addOutlineItem("Ignored")
        }
        #expect(!String(decoding: try document.data(format: .svg), as: UTF8.self).contains("example.com"))
        #expect(try document.image().pixelWidth == 20)
    }
}
