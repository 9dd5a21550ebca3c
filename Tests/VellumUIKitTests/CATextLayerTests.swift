import Foundation
import TestSupport
import Testing
import VellumUIKit

/// `CATextLayer` as UIKit code sets one up on a view's layer: where its glyphs' ink lands for each
/// alignment, wrapping and truncation, attributed strings, and the text in PDF and SVG.
@MainActor @Suite struct CATextLayerTests {
    /// A white 200 × 80 view with one text layer over its bounds, configured by `setUp`.
    static func view(_ setUp: (CATextLayer) -> Void) -> (UIView, CATextLayer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        view.backgroundColor = .white
        let text = CATextLayer()
        text.frame = view.bounds
        text.fontSize = 24
        text.foregroundColor = UIColor.red.cgColor
        text.contentsScale = UIScreen.main.scale
        setUp(text)
        view.layer.addSublayer(text)
        return (view, text)
    }

    /// The inked (non-white) pixels' bounding box in whole pixels, or nil when none.
    static func ink(_ image: UIImage, where test: (UIColor) -> Bool = { $0.red > 0.5 && $0.green < 0.5 })
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                guard let p = image.pixel(x: x, y: y), test(p) else { continue }
                box =
                    box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test("a string draws in the foreground colour, placed by alignmentMode")
    func alignment() throws {
        var boxes: [CATextLayerAlignmentMode: (minX: Int, minY: Int, maxX: Int, maxY: Int)] = [:]
        for mode in [CATextLayerAlignmentMode.left, .center, .right] {
            let (view, _) = Self.view {
                $0.string = "HELLO"
                $0.alignmentMode = mode
            }
            boxes[mode] = try #require(Self.ink(try view.image(scale: 1)))
        }
        let left = try #require(boxes[.left])
        let center = try #require(boxes[.center])
        let right = try #require(boxes[.right])
        #expect(left.minX < 6 && left.minY < 24)
        #expect(right.maxX > 193 && right.maxX < 200)
        #expect(abs((center.minX + center.maxX) - 200) <= 4)  // centred within two pixels
        #expect(abs((left.maxX - left.minX) - (right.maxX - right.minX)) <= 1)  // subpixel placement
    }

    @Test("isWrapped wraps at the bounds' width; unwrapped text stays on one line")
    func wrapping() throws {
        let words = "Wrapped words fill several lines here"
        let (wrapped, _) = Self.view {
            $0.string = words
            $0.isWrapped = true
        }
        let (single, _) = Self.view { $0.string = words }
        let many = try #require(Self.ink(try wrapped.image(scale: 1)))
        let one = try #require(Self.ink(try single.image(scale: 1)))
        #expect(many.maxY > 40)  // a second line
        #expect(one.maxY < 32)  // one line, cut at the right edge
        #expect(one.maxX >= 196)
    }

    @Test("truncationMode ends the last line that fits with an ellipsis")
    func truncation() throws {
        let (_, end) = Self.view {
            $0.string = "A sentence far too long for two hundred points of width"
            $0.truncationMode = .end
        }
        let layout = try #require(end.textLayout())
        #expect(layout.lines.count == 1 && layout.lines[0].isEllipsized)
        let (_, wrapped) = Self.view {
            $0.string = String(repeating: "Many words that wrap. ", count: 12)
            $0.isWrapped = true
            $0.truncationMode = .end
        }
        let lines = try #require(wrapped.textLayout()).lines
        #expect(lines.count == 2 && lines[1].isEllipsized)  // 80 pt holds two 24 pt lines
        #expect(lines.allSatisfy { $0.rect.maxY <= 80 })
        let (_, none) = Self.view { $0.string = "A sentence far too long for two hundred points" }
        #expect(try #require(none.textLayout()).lines.allSatisfy { !$0.isEllipsized })
    }

    @Test("an attributed string keeps its own colours; font and fontSize set plain text's font")
    func attributedAndFont() throws {
        let (view, _) = Self.view {
            $0.string = NSAttributedString(
                string: "Blue",
                attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 30)])
        }
        let image = try view.image(scale: 1)
        #expect(Self.ink(image, where: { $0.blue > 0.5 && $0.red < 0.5 }) != nil)
        #expect(Self.ink(image) == nil)  // no red: the runs' colour wins
        let (_, small) = Self.view {
            $0.string = "Size"
            $0.font = UIFont.boldSystemFont(ofSize: 60)
            $0.fontSize = 12
        }
        let (_, named) = Self.view {
            $0.string = "Size"
            $0.font = "DejaVuSans-Bold"
            $0.fontSize = 12
        }
        let smallHeight = try #require(small.textLayout()).size.height
        #expect(smallHeight > 10 && smallHeight < 20)
        #expect(try #require(named.textLayout()).size.height < 20)
    }

    @Test("the text is real text in PDF and drawn in SVG")
    func vectorFormats() throws {
        let (view, _) = Self.view { $0.string = "Invoice 42" }
        let pdf = try view.render(as: .pdf)
        #expect(try TextChecks.pdfText(pdf).contains("Invoice 42"))
        #expect(Self.ink(try Rasterizer.pdf(pdf)) != nil)
        #expect(Self.ink(try Rasterizer.svg(try view.render(as: .svg))) != nil)
    }

    @Test("hostile values draw nothing and do not crash: NaN or negative size, a non-string, no width")
    func hostile() throws {
        for setUp: (CATextLayer) -> Void in [
            { $0.fontSize = .nan }, { $0.fontSize = -3 }, { $0.string = 42 },
            { $0.frame = CGRect(x: 0, y: 0, width: 0, height: 10) }, { $0.string = "" },
        ] {
            let (view, layer) = Self.view {
                $0.string = "Text"
                setUp($0)
            }
            #expect(layer.textLayout() == nil)
            #expect(Self.ink(try view.image(scale: 1)) == nil)
        }
    }
}
