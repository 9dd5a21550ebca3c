import TestSupport
import Testing
import VellumTesting
import VellumUIKit

@testable import UIKitSeeds

/// The corpus's padded labels (UIKitSeeds/Corpus), written as public UIKit code writes them:
/// UILabel's `drawText(in:)` and `textRect(forBounds:limitedToNumberOfLines:)` overridden, with
/// UIKit's semantics (the label sizes itself through `textRect` and draws through `drawText`).
@Suite("Corpus: padded labels")
struct CorpusLabelTests {
    let font = UIFont.systemFont(ofSize: 17)

    /// The label and a plain label with the same text, each drawn on a white page at an origin.
    func pixelsAgree(_ a: Image, _ b: Image) -> Bool {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return false }
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return false }
        }
        return true
    }

    func picture(_ label: Label, at frame: Rect) throws -> Image {
        let page = View(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        page.backgroundColor = .white
        label.frame = frame
        page.addSubview(label)
        return try page.image(size: Size(width: 200, height: 60), scale: 2)
    }

    @Test("the default textRect is the text's size at the bounds' origin, within the line limit")
    func defaultTextRect() {
        let label = UILabel()
        label.text = "Hello there"
        let text = textSize("Hello there", font: font)
        let bounds = CGRect(x: 5, y: 6, width: 1000, height: 1000)
        #expect(
            label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
                == CGRect(origin: bounds.origin, size: text))
        // No larger than the bounds.
        let small = CGRect(x: 0, y: 0, width: 20, height: 10)
        let clipped = label.textRect(forBounds: small, limitedToNumberOfLines: 1)
        #expect(clipped.width <= 20 && clipped.height == 10)
        // Another line limit than the label's own.
        label.numberOfLines = 0
        label.text = "one two three four five six"
        let wrapped = label.textRect(
            forBounds: CGRect(x: 0, y: 0, width: 60, height: 1000), limitedToNumberOfLines: 0)
        let oneLine = label.textRect(
            forBounds: CGRect(x: 0, y: 0, width: 60, height: 1000), limitedToNumberOfLines: 1)
        #expect(wrapped.height == textSize("one two three four five six", font: font, width: 60).height)
        #expect(oneLine.height == text.height && wrapped.height > 2 * text.height)
        #expect(
            UILabel().textRect(forBounds: bounds, limitedToNumberOfLines: 0)
                == CGRect(origin: bounds.origin, size: .zero))
    }

    @Test("PaddingLabel grows by its insets and draws its text inside them")
    func paddingLabel() throws {
        let label = PaddingLabel()
        label.text = "Padded"
        let text = textSize("Padded", font: font)
        let padded = Size(width: text.width + 20, height: text.height + 8)
        #expect(label.intrinsicContentSize == padded)
        label.sizeToFit()
        #expect(label.frame.size == padded)
        let row = UIStackView(arrangedSubviews: [label, UIView.spacer])
        row.layout(width: 200)
        #expect(label.frame == CGRect(origin: .zero, size: padded))
        // Drawn: the text where a plain label at the inset rectangle draws it.
        let plain = UILabel()
        plain.text = "Padded"
        let drawn = try picture(label, at: CGRect(x: 12, y: 10, width: padded.width, height: padded.height))
        let expected = try picture(plain, at: CGRect(x: 22, y: 14, width: text.width, height: text.height))
        #expect(pixelsAgree(drawn, expected))
        let unpadded = try picture(
            plain, at: CGRect(x: 12, y: 10, width: padded.width, height: padded.height))
        #expect(!pixelsAgree(drawn, unpadded))
    }

    @Test("InsetLabel is sized through its textRect override, in a stack and wrapped")
    func insetLabelSizes() {
        let label = InsetLabel()
        label.text = "one two three four five six"
        label.textInsets = UIEdgeInsets(top: 8, left: 16, bottom: 6, right: 4)
        let text = textSize("one two three four five six", font: font)
        let padded = Size(width: text.width + 20, height: text.height + 14)
        #expect(label.intrinsicContentSize == padded)
        #expect(label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == padded)
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == padded)
        // A multi-line label wraps its text in what the insets leave of the width.
        label.numberOfLines = 0
        let wrapped = textSize("one two three four five six", font: font, width: 60)
        #expect(
            label.sizeThatFits(CGSize(width: 80, height: Double.infinity))
                == Size(width: wrapped.width + 20, height: wrapped.height + 14))
        let column = UIStackView(arrangedSubviews: [label])
        column.axis = .vertical
        column.alignment = .fill
        column.layout(width: 80)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 80, height: wrapped.height + 14))
    }

    @Test("InsetLabel draws its text inside its insets")
    func insetLabelDraws() throws {
        let label = InsetLabel()
        label.text = "Inset"
        label.textInsets = UIEdgeInsets(top: 8, left: 16, bottom: 6, right: 4)
        let text = textSize("Inset", font: font)
        let size = label.intrinsicContentSize
        let plain = UILabel()
        plain.text = "Inset"
        let drawn = try picture(label, at: CGRect(origin: CGPoint(x: 3, y: 5), size: size))
        let expected = try picture(plain, at: CGRect(x: 19, y: 13, width: text.width, height: text.height))
        #expect(pixelsAgree(drawn, expected))
    }

    @Test("the padded labels page matches its reviewed references in light and dark")
    func paddedLabelsSnapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Corpus.paddedLabels(), as: .png(width: 240, scale: 2, userInterfaceStyle: style),
                named: style.rawValue)
        }
    }
}
