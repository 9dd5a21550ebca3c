import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Labels in stacks: height for width, wrapping next to fixed views, and the padded genre label.
@Suite("Label layout")
struct LabelLayoutTests {
    /// The unwrapped layout has its own cache slot: a width of -1 (which Canvas clamps to 0 and
    /// reports) used to share the unwrapped layout's key and got it back.
    @Test func aNegativeWidthIsNotTheUnwrappedLayout() throws {
        let label = Label(text: "alpha bravo charlie")
        let unwrapped = try #require(label.textLayout(width: nil))
        let negative = try #require(label.textLayout(width: -1))
        #expect(!unwrapped.fallbacks.contains(.clampedWidth))
        #expect(negative.fallbacks.contains(.clampedWidth))
        #expect(try #require(label.textLayout(width: nil)).size == unwrapped.size)
    }

    static let paragraph =
        "Earth is the third planet from the Sun and the only astronomical object known to harbor "
        + "life. About 29% of its surface is land; the rest is covered with water."

    @Test("a wrapping label in a vertical stack gets its height for the stack's width")
    func wrappingLabelInColumn() {
        let title = Label(text: "Earth").with { $0.font = .largeTitle }
        let body = Label(text: Self.paragraph).with {
            $0.numberOfLines = 0
            $0.font = .footnote
        }
        let column = Stack(arrangedSubviews: [title, body]).with {
            $0.axis = .vertical
            $0.spacing = 10
        }
        let size = column.layout(width: 200)
        let titleSize = textSize("Earth", font: .largeTitle)
        let bodySize = textSize(Self.paragraph, font: .footnote, width: 200)
        #expect(TextLayout(plain: Self.paragraph, font: .footnote, options: .init(width: 200)).lineCount > 2)
        #expect(
            frames([title, body]) == [
                .r(0, 0, 200, titleSize.height), .r(0, titleSize.height + 10, 200, bodySize.height),
            ])
        #expect(size == Size(width: 200, height: titleSize.height + 10 + bodySize.height))
        // At another width the height follows.
        column.layout(width: 120)
        let narrow = textSize(Self.paragraph, font: .footnote, width: 120)
        #expect(narrow.height > bodySize.height)
        #expect(body.frame == .r(0, titleSize.height + 10, 120, narrow.height))
    }

    @Test("a wrapping label next to a fixed box gets the remaining width and its height there")
    func wrappingLabelInRow() {
        let box = Box(30, 30).sized(width: 100, height: 40)
        let label = Label(text: Self.paragraph).with { $0.numberOfLines = 0 }
        let row = Stack(arrangedSubviews: [box, label]).with {
            $0.spacing = 10
            $0.alignment = .leading
        }
        let size = row.layout(width: 300)
        let text = textSize(Self.paragraph, font: .body, width: 190)
        #expect(text.height > 40)
        #expect(frames([box, label]) == [.r(0, 0, 100, 40), .r(110, 0, 190, text.height)])
        #expect(size == Size(width: 300, height: text.height))
        // With fill alignment the box keeps its fixed height and the label spans the row.
        row.alignment = .fill
        row.layout(width: 300)
        #expect(frames([box, label]) == [.r(0, 0, 100, 40), .r(110, 0, 190, text.height)])
    }

    @Test("a label's size answers follow its line limit")
    func labelSizeThatFits() {
        let label = Label(text: Self.paragraph).with { $0.font = .footnote }
        let line = textSize(Self.paragraph, font: .footnote)
        #expect(label.intrinsicContentSize == line)
        // One line: cut to the width, one line tall.
        let cut = label.sizeThatFits(Size(width: 150, height: Double.infinity))
        #expect(cut.width <= 150 && cut.height == line.height)
        label.numberOfLines = 0
        #expect(
            label.sizeThatFits(Size(width: 150, height: Double.infinity)).height
                == textSize(Self.paragraph, font: .footnote, width: 150).height)
        // preferredMaxLayoutWidth sets the intrinsic wrapping width of a multi-line label.
        label.preferredMaxLayoutWidth = 150
        #expect(label.intrinsicContentSize == textSize(Self.paragraph, font: .footnote, width: 150))
        // An empty label has no size.
        #expect(Label().intrinsicContentSize == .zero)
        #expect(Label(text: "").sizeThatFits(Size(width: 100, height: 100)) == .zero)
    }

    @Test("a padded label is its text size plus twice each inset")
    func paddedLabelSize() {
        let label = PaddedLabel().with {
            $0.text = "Technology"
            $0.horizontalInset = 10
            $0.verticalInset = 3
        }
        let font = Font.systemFont(ofSize: 12, weight: .medium)
        #expect(label.font == font)
        let text = textSize("Technology", font: font, alignment: .center)
        let expected = Size(width: text.width + 20, height: text.height + 6)
        #expect(label.intrinsicContentSize == expected)
        #expect(label.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)) == expected)
        // Changing an inset re-measures, and a stack around it follows.
        let row = Stack(arrangedSubviews: [label, View.spacer])
        row.layout(width: 300)
        #expect(label.frame == Rect(size: expected))
        label.horizontalInset = 4
        #expect(label.intrinsicContentSize.width == text.width + 8)
        row.layout(width: 300)
        #expect(label.frame == .r(0, 0, text.width + 8, text.height + 6))
    }

    @Test("a padded label is a pill: its corner radius is half its height after layout")
    func paddedLabelIsPill() {
        let label = PaddedLabel().with { $0.text = "News" }
        let row = Stack(arrangedSubviews: [label]).with { $0.alignment = .leading }
        row.layout(size: Size(width: 200, height: 60))
        #expect(label.frame.height > 0)
        #expect(label.layer.cornerRadius == Double(label.frame.height / 2))
        // Setting a radius does not break the pill.
        label.layer.cornerRadius = 2
        #expect(label.layer.cornerRadius == Double(label.frame.height / 2))
        row.alignment = .fill
        row.layout(size: Size(width: 200, height: 60))
        #expect(label.frame.height == 60)
        #expect(label.layer.cornerRadius == 30)
        #expect(label.clipsToBounds)
    }

    @Test("a padded label's baselines are its text's, moved down by the top inset")
    func paddedLabelBaseline() {
        let padded = PaddedLabel().with {
            $0.text = "Comedy"
            $0.verticalInset = 6
        }
        let plain = Label(text: "Comedy").with {
            $0.font = .systemFont(ofSize: 12, weight: .medium)
            $0.textAlignment = .center
        }
        let size = padded.intrinsicContentSize
        let inner = Size(width: size.width - 16, height: size.height - 12)
        #expect(padded.firstBaseline(in: size) == plain.firstBaseline(in: inner)! + 6)
        #expect(padded.lastBaseline(in: size) == plain.lastBaseline(in: inner)! + 6)
    }

    @Test("changing a label's text re-measures the stack around it")
    func textChangePropagates() {
        let label = Label(text: "Mars")
        let spacer = View.spacer
        let row = Stack(arrangedSubviews: [label, spacer])
        row.layout(size: Size(width: 300, height: 30))
        let short = textSize("Mars", font: .body).width
        #expect(label.frame.width == short)
        #expect(spacer.frame == .r(short, 0, 300 - short, 30))
        label.text = "Jupiter and Saturn"
        row.layoutIfNeeded()
        let long = textSize("Jupiter and Saturn", font: .body).width
        #expect(long > short)
        #expect(label.frame.width == long)
        #expect(spacer.frame == .r(long, 0, 300 - long, 30))
        #expect(row.intrinsicContentSize.width == long)
    }

    @Test(
        "a label at exactly its unwrapped width reuses its unwrapped layout; wider or truncated ones do not")
    func exactWidthReusesTheUnwrappedLayout() throws {
        let pill = PaddedLabel().with(text: "Comedy")
        let natural = try #require(pill.textLayout(width: nil))
        let exact = try #require(pill.textLayout(width: natural.size.width))
        #expect(exact.options.width == nil)
        #expect(exact.lines.map(\.rect) == natural.lines.map(\.rect))
        let wider = try #require(pill.textLayout(width: natural.size.width + 10))
        #expect(wider.options.width == Double(natural.size.width + 10))
        let cut = Label(text: "One\nTwo\nThree").with { $0.numberOfLines = 2 }
        let unwrapped = try #require(cut.textLayout(width: nil))
        #expect(unwrapped.isTruncated)
        #expect(cut.textLayout(width: unwrapped.size.width)?.options.width == Double(unwrapped.size.width))
    }

    /// Parsed markup set as styled text measures and draws as the same markup set as an
    /// attributed string, and reads back as what was set.
    @Test func styledTextIsTheMarkupItsAttributedStringShows() throws {
        let source = (0..<40).map {
            "<b>Row \($0):</b> <span color='#336699'>Müller &amp; Sons</span> <i>net</i>"
        }
        .joined(separator: "\n")
        let styled = try Markup.styledText(from: source)
        let a = Label().with {
            $0.styledText = styled
            $0.numberOfLines = 3
        }
        let b = Label().with {
            $0.attributedString = try! Markup.attributedString(from: source)
            $0.numberOfLines = 3
        }
        #expect(a.styledText == styled && b.styledText == nil)
        #expect(a.text == b.text && a.attributedString == b.attributedString)
        #expect(
            a.sizeThatFits(Size(width: 200, height: 1_000)) == b.sizeThatFits(Size(width: 200, height: 1_000))
        )
        #expect(try a.image(width: 200, scale: 2) == b.image(width: 200, scale: 2))
        let layout = try #require(a.textLayout(width: 200))
        #expect(layout.lineCount == 3 && layout.isTruncated && layout.totalLineCount >= 40)
        a.text = "plain"
        #expect(a.styledText == nil && a.text == "plain")
    }
}
