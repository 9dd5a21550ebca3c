import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// A label whose intrinsic size asks `sizeThatFits`, a common UIKit pattern.
final class FittingLabel: Label {
    override var intrinsicContentSize: Size { sizeThatFits(Size(width: Double.infinity, height: .infinity)) }
}

/// A plain view whose intrinsic size asks `sizeThatFits`.
final class FittingView: View {
    override var intrinsicContentSize: Size { sizeThatFits(Size(width: Double.infinity, height: .infinity)) }
}

/// A user's subclass of Vellum's own padded label that enlarges it further (a badge's room).
final class BadgedLabel: PaddedLabel {
    override var intrinsicContentSize: Size {
        var size = super.intrinsicContentSize
        size.width += 10
        return size
    }
}

/// UIKit code that users port as is: it must compile and behave as it does on iOS.
@Suite struct UIKitPortingTests {
    @Test("a user's subclass of PaddedLabel is a user subclass: its enlargement counts, once")
    func aPaddedLabelSubclassThatEnlargesItIsSizedByIt() {
        let pill = PaddedLabel().with(text: "Technology")
        let badged = BadgedLabel().with(text: "Technology")
        let natural = pill.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
        #expect(badged.intrinsicContentSize == Size(width: natural.width + 10, height: natural.height))
        #expect(
            badged.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
                == Size(width: natural.width + 10, height: natural.height))
        let row = Stack(arrangedSubviews: [badged, View.spacer])
        row.layout(width: 300)
        #expect(badged.frame.size == Size(width: natural.width + 10, height: natural.height))
    }

    @Test("a label subclass whose intrinsic size asks sizeThatFits measures without recursing")
    func intrinsicSizeFromSizeThatFits() {
        let label = FittingLabel(text: "Fitting")
        let plain = Label(text: "Fitting")
        #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
        // A plain view: UIKit's default sizeThatFits, the current size.
        let view = FittingView(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(view.intrinsicContentSize == Size(width: 40, height: 10))
        #expect(
            label.sizeThatFits(Size(width: 30, height: Double.infinity))
                == plain.sizeThatFits(Size(width: 30, height: Double.infinity)))
    }

    @Test("a label without area draws nothing, even when its text would truncate to an ellipsis")
    func aZeroSizedLabelDrawsNothing() throws {
        let page = View().with { $0.backgroundColor = .white }
        let stack = Stack().horizontal(spacing: 4).views(
            Label(text: "removed"), Label(text: "zero"), View.spacer)
        stack.pin(to: page)
        let removed = stack.arrangedSubviews[0]
        stack.removeArrangedSubview(removed)  // still a subview, as in UIKit, with its old frame
        removed.frame = .zero
        #expect(removed.superview === stack)
        let picture = try page.image(size: Size(width: 100, height: 30), scale: 1)
        let clean = try View().with { $0.backgroundColor = .white }.with {
            Label(text: "zero").pin(to: $0)
        }.image(size: Size(width: 100, height: 30), scale: 1)
        #expect(picture.rgbaBytes == clean.rgbaBytes)
        let empty = Label(text: "Hello")
        empty.frame = Rect(x: 10, y: 10, width: 0, height: 20)
        let page2 = View().with { $0.backgroundColor = .white }
        page2.addSubview(empty)
        let blank = try page2.image(size: Size(width: 60, height: 40), scale: 1)
        #expect(Set(blank.rgbaBytes) == [255], "a zero-width label drew ink")
    }

    @Test("systemLayoutSizeFitting reads UIKit's targets: zero is compressed, required is exact")
    func fittingFollowsUIKitsConventions() {
        let card = Stack().vertical(spacing: 8).views(
            Label(text: "Headline").with { $0.font = .preferredFont(forTextStyle: .headline) },
            Label().with {
                $0.text = "A body long enough to wrap onto a second and a third line at 300 points wide."
                $0.numberOfLines = 0
            })
        let at300 = card.fittingSize(for: Size(width: 300, height: Double.infinity))
        #expect(card.systemLayoutSizeFitting(Size(width: 300, height: 0)) == at300)
        let cell = card.systemLayoutSizeFitting(
            Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(cell == Size(width: 300, height: at300.height))
        #expect(cell.height > 40)  // three lines and a headline, not squashed to the zero target
        #expect(
            card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == card.fittingSize(for: View.layoutFittingExpandedSize))
        // Both axes required: the target as is.
        #expect(
            card.systemLayoutSizeFitting(
                Size(width: 200, height: 50), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .required) == Size(width: 200, height: 50))
        // A zero height in a layout proposal (not a fitting target) is still a limit of zero.
        #expect(card.fittingSize(for: Size(width: 300, height: 0)).height < at300.height)
    }

    @Test("a label's sizeThatFits(.zero) is its natural size, as UILabel's is")
    func labelSizeThatFitsZeroIsUnconstrained() {
        let label = Label(text: "Hello, world").with { $0.numberOfLines = 0 }
        #expect(label.sizeThatFits(.zero) == label.intrinsicContentSize)
        #expect(label.sizeThatFits(Size(width: 40, height: 0)).height > label.intrinsicContentSize.height)
    }

    @Test("adjustsFontSizeToFitWidth shrinks a one-line label's fonts to fit, down to the minimum")
    func shrinkingToFit() throws {
        let label = Label(text: "Quarterly revenue summary").with { $0.font = .systemFont(ofSize: 20) }
        let natural = label.intrinsicContentSize
        let width = (natural.width * 0.7).rounded()
        // Off: truncated at full size.
        #expect(try #require(label.drawingLayout(width: width)).isTruncated)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let shrunk = try #require(label.drawingLayout(width: width))
        #expect(!shrunk.isTruncated)
        #expect(shrunk.size.width <= width + 0.01)
        #expect(shrunk.size.width >= width * 0.97, "the largest scale that fits, not any")
        #expect(shrunk.size.height < natural.height)
        // Measuring is at the full size, as UIKit's intrinsic size is.
        #expect(label.intrinsicContentSize == natural)
        #expect(label.sizeThatFits(Size(width: width, height: .infinity)).height == natural.height)
        // A minimum the text cannot reach: shrunk to it, then truncated.
        label.minimumScaleFactor = 0.9
        let limited = try #require(label.drawingLayout(width: width))
        #expect(limited.isTruncated)
        #expect(abs(limited.size.height - natural.height * 0.9) < natural.height * 0.05)
        // Text that fits is drawn as is.
        #expect(label.drawingLayout(width: natural.width + 1)?.size == natural)
        // Multi-line labels wrap instead (UIKit shrinks one-line labels).
        label.numberOfLines = 2
        #expect(label.drawingLayout(width: width)?.lines.count == 2)
    }

    @Test("a plain label's attributedText carries its font, colour and alignment, as UILabel's does")
    func plainAttributedTextHasTheLabelsAttributes() throws {
        let label = Label(text: "Total").with {
            $0.font = .boldSystemFont(ofSize: 15)
            $0.textColor = .systemRed
            $0.textAlignment = .right
        }
        let text = try #require(label.attributedText)
        #expect(text.string == "Total")
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.font] as? Font == .boldSystemFont(ofSize: 15))
        #expect(attributes[.foregroundColor] as? Color == .systemRed)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)
        // Set back, it draws the same.
        let copy = Label().with { $0.attributedText = text }
        #expect(copy.intrinsicContentSize == label.intrinsicContentSize)
    }

    @Test("colour literals, NSObject's with and the safe area compile as UIKit code writes them")
    func uikitSpellingsCompile() {
        let literal: Color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(literal == Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
        let formatter = DateFormatter().with { $0.dateFormat = "yyyy" }
        #expect(formatter.dateFormat == "yyyy")
        let view = View()
        let body = Label(text: "Body")
        body.pin(to: view.safeAreaLayoutGuide, insets: EdgeInsets(all: 10))
        #expect(body.superview === view)
        #expect(view.safeAreaInsets == .zero)
        view.layer.borderWidth = 2
        view.layer.borderColor = Color.systemRed.cgColor
        view.layer.cornerRadius = 6
        view.layer.masksToBounds = true
        view.layer.opacity = 0.5
        #expect(
            view.layer.borderWidth == 2 && view.layer.borderColor == .systemRed
                && view.layer.cornerRadius == 6)
        #expect(view.clipsToBounds && view.alpha == 0.5)
        view.directionalLayoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
