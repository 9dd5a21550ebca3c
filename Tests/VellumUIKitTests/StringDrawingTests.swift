import TestSupport
import Testing
import VellumUIKit

/// A chart axis label drawn as UIKit custom views draw text: measured with
/// `size(withAttributes:)`, placed with `draw(at:withAttributes:)`.
final class AxisLabelView: UIView {
    var title = "Revenue (€, 2024)"
    let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 13, weight: .semibold),
        .foregroundColor: UIColor.systemBlue,
    ]

    override func draw(_ rect: CGRect) {
        let size = title.size(withAttributes: attributes)
        let origin = CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
        title.draw(at: origin, withAttributes: attributes)
    }
}

/// The same label drawn by Vellum's own text layout, to compare pixels with.
final class AxisLabelReference: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var options = TextLayout.Options()
        options.defaults = TextDefaults(font: .systemFont(ofSize: 13, weight: .semibold), color: .systemBlue)
        let layout = TextLayout(AttributedString("Revenue (€, 2024)"), options: options)
        context.draw(
            layout,
            at: CGPoint(
                x: (bounds.width - layout.size.width) / 2, y: (bounds.height - layout.size.height) / 2))
    }
}

@Suite struct StringDrawingTests {
    let font = UIFont.systemFont(ofSize: 15)

    @Test func sizeWithAttributesIsTheLayoutsSize() {
        let text = "Nguyễn S.A. — 12.5% (regional)"
        let expected = TextLayout(plain: text, font: font).size
        #expect(text.size(withAttributes: [.font: font]) == expected)
        // Line breaks make lines; no font is UIKit's 12-point default.
        let twoLines = "First\nSecond".size(withAttributes: nil)
        let oneLine = "First".size(withAttributes: nil)
        #expect(twoLines.height > oneLine.height * 1.9)
        #expect(oneLine == TextLayout(plain: "First", font: .systemFont(ofSize: 12)).size)
        // An attributed string measures as the string with its attributes.
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        #expect(attributed.size() == expected)
    }

    @Test func boundingRectWrapsWithLineFragmentOriginAndSitsOnTheBaselineWithout() throws {
        let text = "A label that wraps onto a few lines at eighty points"
        let wrapped = text.boundingRect(
            with: CGSize(width: 80, height: Double.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        let layout = TextLayout(plain: text, font: font, options: .init(width: 80))
        #expect(wrapped == CGRect(origin: .zero, size: layout.size))
        #expect(layout.lines.count > 2)
        // Truncated to the lines that fit 40 points.
        let two = text.boundingRect(
            with: CGSize(width: 80, height: 40),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: nil)
        #expect(two.height < wrapped.height)
        #expect(two.height <= 40)
        // The last visible line ends in an ellipsis, even under a word-wrapping paragraph style.
        let wrapping = NSMutableParagraphStyle()
        wrapping.lineBreakMode = .byWordWrapping
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 80, height: 40)).pdfData {
            context in
            context.beginPage()
            (text as NSString).draw(
                with: CGRect(x: 0, y: 0, width: 80, height: 40),
                options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                attributes: [.font: font, .paragraphStyle: wrapping], context: nil)
        }
        let drawnCut = try TextChecks.pdfText(pdf)
        #expect(drawnCut.contains("\u{2026}"), "\(drawnCut)")
        // Without the option: one line, the origin at its baseline.
        let line = text.boundingRect(
            with: CGSize(width: 80, height: 40), options: [], attributes: [.font: font])
        let single = TextLayout(plain: text, font: font, options: .init(width: nil, maximumNumberOfLines: 1))
        #expect(line.origin.y == CGFloat(-single.lines[0].baseline))
        #expect(line.width == single.size.width)
    }

    @Test func drawAtDrawsWhatTheLayoutDraws() throws {
        let drawn = try AxisLabelView(frame: CGRect(x: 0, y: 0, width: 220, height: 40)).image(scale: 2)
        let reference = try AxisLabelReference(frame: CGRect(x: 0, y: 0, width: 220, height: 40)).image(
            scale: 2)
        #expect(drawn.rgbaBytes == reference.rgbaBytes)
        // Something was drawn: the label is not a blank image.
        #expect(Set(drawn.rgbaBytes).count > 2)
    }

    @Test func drawingOutsideAContextDoesNothing() {
        "Nowhere".draw(at: .zero, withAttributes: nil)
        "Nowhere".draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: nil)
        NSAttributedString(string: "Nowhere").draw(at: .zero)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
