import Canvas
import TestSupport
import Testing

@testable import Widgets

/// The declarative forms: `vertical(spacing:).views(…)`, the result builder, `View.spacer`,
/// `pin(to:insets:)` and `withBox`.
@Suite("Declarative construction")
struct DeclarativeTests {
    @Test("vertical(spacing:).views(…) stacks the views with the spacing")
    func verticalViews() {
        let a = Box(View.noIntrinsicMetric, 10)
        let b = Box(50, 20)
        let c = Box(View.noIntrinsicMetric, 30)
        let stack = Stack().vertical(spacing: 8).views(a, b, c)
        #expect(stack.axis == .vertical && stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 3)
        #expect(stack.layout(width: 100) == Size(width: 100, height: 76))
        #expect(frames([a, b, c]) == [.r(0, 0, 100, 10), .r(0, 18, 100, 20), .r(0, 46, 100, 30)])
        let row = Stack().horizontal(spacing: 2).views([Box(5, 5), Box(5, 5)])
        #expect(row.axis == .horizontal && row.intrinsicContentSize == Size(width: 12, height: 5))
    }

    @Test("the result builder takes if, if/else and for")
    func resultBuilder() {
        func column(showTitle: Bool, count: Int, footer: Bool) -> Stack {
            Stack.vertical(spacing: 8, alignment: .leading) {
                if showTitle {
                    Box(100, 30).with { $0.tag = 1 }
                }
                for i in 0..<count {
                    Box(20, 10).with { $0.tag = 10 + i }
                }
                if footer {
                    Box(40, 5).with { $0.tag = 2 }
                } else {
                    [Box(40, 6).with { $0.tag = 3 }, Box(40, 7).with { $0.tag = 4 }]
                }
            }
        }
        let full = column(showTitle: true, count: 3, footer: true)
        #expect(full.alignment == .leading && full.distribution == .fill)
        #expect(full.arrangedSubviews.map(\.tag) == [1, 10, 11, 12, 2])
        full.layout(width: 200)
        #expect(
            frames(full.arrangedSubviews) == [
                .r(0, 0, 100, 30), .r(0, 38, 20, 10), .r(0, 56, 20, 10), .r(0, 74, 20, 10), .r(0, 92, 40, 5),
            ])
        let bare = column(showTitle: false, count: 0, footer: false)
        #expect(bare.arrangedSubviews.map(\.tag) == [3, 4])
        #expect(bare.intrinsicContentSize == Size(width: 40, height: 21))
        let row = Stack.horizontal(spacing: 4, distribution: .fillEqually) {
            Box(10, 10)
            Box(30, 10)
        }
        #expect(row.axis == .horizontal)
        #expect(row.intrinsicContentSize == Size(width: 64, height: 10))
    }

    @Test("View.spacer takes the leftover space of a row")
    func spacerInRow() {
        let name = Box(60, 20)
        let value = Box(80, 16)
        let spacer = View.spacer
        let row = Stack().horizontal(spacing: 5).views(name, value, spacer)
        row.layout(width: 300)
        #expect(row.frame.size == Size(width: 300, height: 20))
        #expect(frames([name, value, spacer]) == [.r(0, 0, 60, 20), .r(65, 0, 80, 20), .r(150, 0, 150, 20)])
        // Two spacers split it.
        let other = View.spacer
        #expect(other !== spacer)
        row.insertArrangedSubview(other, at: 0)
        row.layout(width: 300)
        #expect(
            frames([other, name, value, spacer]) == [
                .r(0, 0, 72.5, 20), .r(77.5, 0, 60, 20), .r(142.5, 0, 80, 20), .r(227.5, 0, 72.5, 20),
            ])
    }

    @Test("pin(to:insets:) places the child at the insets and sizes the parent around it")
    func pinSizesParent() {
        let parent = View()
        let child = Box(100, 40)
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let returned = child.pin(to: parent, insets: insets)
        #expect(returned === child && child.superview === parent)
        #expect(child.pinnedInsets == insets)
        #expect(parent.intrinsicContentSize == Size(width: 160, height: 80))
        #expect(parent.layout(width: 300) == Size(width: 300, height: 80))
        #expect(child.frame == .r(20, 10, 240, 40))
        parent.layout(size: Size(width: 200, height: 200))
        #expect(child.frame == .r(20, 10, 140, 160))
        // A pinned wrapping label gets its height for the width inside the insets.
        let text = Label(text: LabelLayoutTests.paragraph).with { $0.numberOfLines = 0 }
        let card = View()
        text.pin(to: card, insets: EdgeInsets(all: 30))
        let size = card.layout(width: 375)
        let height = textSize(LabelLayoutTests.paragraph, font: .body, width: 315).height
        #expect(size == Size(width: 375, height: height + 60))
        #expect(text.frame == .r(30, 30, 315, height))
        // Removing the child forgets the pin.
        child.removeFromSuperview()
        #expect(child.pinnedInsets == nil)
        #expect(
            parent.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        )
    }

    @Test("a pinned stack in a view reports its baselines through the insets")
    func pinnedBaselines() {
        let box = Box(10, 10)
        box.firstBaselineOffset = 7
        box.lastBaselineOffset = 8
        let parent = View()
        box.pin(to: parent, insets: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(parent.firstBaseline(in: Size(width: 10, height: 15)) == 12)
        #expect(parent.lastBaseline(in: Size(width: 10, height: 15)) == 13)
    }

    @Test("withBox fills the view with the label colour and rounds its corners at least 4 pt")
    func withBox() {
        let view = View().withBox
        #expect(view.backgroundColor == .label && view.layer.borderWidth == 0)
        #expect(view.layer.cornerRadius == 4)
        let rounder = View().with { $0.layer.cornerRadius = 10 }.withBox
        #expect(rounder.layer.cornerRadius == 10)
        let label = Label().with(text: "size").withBox
        #expect(label.text == "size" && label.backgroundColor == .label)
    }

    @Test(
        "withBox's box is black in light and white in dark, with transparent rounded corners",
        arguments: [1.0, 2, 3])
    func withBoxPixels(scale: Double) throws {
        let box = View().with { $0.sized(height: 20) }.withBox
        for (style, ink) in [(UserInterfaceStyle.light, Color.black), (.dark, .white)] {
            let image = try box.image(width: 40, scale: scale, userInterfaceStyle: style)
            #expect(image.pixel(x: image.pixelWidth / 2, y: image.pixelHeight / 2) == ink)
            // The corner pixel lies outside the 4 pt arc.
            #expect(image.pixel(x: 0, y: 0) == .clear)
        }
    }

    @Test("sized(width:height:) sets the fixed sizes it is given and keeps the others")
    func sized() {
        let box = Box(10, 10).sized(width: 30)
        #expect(box.fixedWidth == 30 && box.fixedHeight == nil)
        box.sized(height: 40)
        #expect(box.fixedWidth == 30 && box.fixedHeight == 40)
        #expect(box.systemLayoutSizeFitting(Size(width: 1000, height: 1000)) == Size(width: 30, height: 40))
    }
}
