import Canvas
import Testing
import Widgets

/// Who stretches and who shrinks in a `fill` stack (step 5 of `StackLayout`): lowest hugging
/// wins the extra; among ties, views without an intrinsic size take it all, otherwise it is split
/// equally; a shortfall comes from the lowest compression resistance first, equally within a
/// group, none below zero.
@Suite("Stack priorities")
struct StackPriorityTests {
    static func row(_ views: [View], width: Double, spacing: Double = 0) -> [Rect] {
        let stack = Stack(arrangedSubviews: views).with {
            $0.spacing = spacing
            $0.alignment = .leading
        }
        stack.layout(size: Size(width: width, height: 10))
        return frames(views)
    }

    @Test("the view with the lowest hugging priority takes all the extra space")
    func lowestHuggingStretches() {
        let views = [
            Box(50, 10).hugging(251, .horizontal), Box(50, 10).hugging(250, .horizontal),
            Box(50, 10).hugging(260, .horizontal),
        ]
        #expect(Self.row(views, width: 300) == [.r(0, 0, 50, 10), .r(50, 0, 200, 10), .r(250, 0, 50, 10)])
    }

    @Test("equal lowest hugging priorities split the extra space equally")
    func tiesSplitEqually() {
        let views = [Box(50, 10), Box(30, 10).hugging(300, .horizontal), Box(20, 10)]
        // 300 - 100 = 200 free: 100 each for the two at 250.
        #expect(Self.row(views, width: 300) == [.r(0, 0, 150, 10), .r(150, 0, 30, 10), .r(180, 0, 120, 10)])
    }

    @Test("among tied views, those without an intrinsic width take all the extra space")
    func viewsWithoutIntrinsicSizeTakeTheTie() {
        let flexible = Box(View.noIntrinsicMetric, 10)
        let other = Box(View.noIntrinsicMetric, 10)
        let views = [Box(50, 10), flexible, Box(40, 10), other]
        // 300 - 90 = 210 free, shared by the two without a width.
        #expect(
            Self.row(views, width: 300) == [
                .r(0, 0, 50, 10), .r(50, 0, 105, 10), .r(155, 0, 40, 10), .r(195, 0, 105, 10),
            ])
        // A view without an intrinsic width but with a higher hugging priority does not win.
        let stiff = Box(View.noIntrinsicMetric, 10).hugging(251, .horizontal)
        #expect(Self.row([Box(50, 10), stiff], width: 300) == [.r(0, 0, 300, 10), .r(300, 0, 0, 10)])
    }

    @Test("required hugging and fixed widths never stretch")
    func requiredAndFixedNeverStretch() {
        let views: [View] = [
            Box(50, 10).hugging(.required, .horizontal),
            Box(50, 10).hugging(.lowest, .horizontal).sized(width: 50),
            Box(50, 10).hugging(.defaultHigh, .horizontal),
        ]
        #expect(Self.row(views, width: 300) == [.r(0, 0, 50, 10), .r(50, 0, 50, 10), .r(100, 0, 200, 10)])
    }

    @Test("a spacer takes the leftover space before views of default hugging")
    func spacerTakesLeftover() {
        let spacer = View.spacer
        let views: [View] = [Box(50, 10), spacer, Box(40, 10)]
        #expect(
            Self.row(views, width: 300, spacing: 5) == [
                .r(0, 0, 50, 10), .r(55, 0, 200, 0), .r(260, 0, 40, 10),
            ])
    }

    @Test("the view with the lowest compression resistance shrinks first")
    func lowestCompressionShrinks() {
        let views = [Box(80, 10), Box(80, 10).resisting(.defaultLow, .horizontal), Box(80, 10)]
        // 200 - 240 = -40, all from the middle box.
        #expect(Self.row(views, width: 200) == [.r(0, 0, 80, 10), .r(80, 0, 40, 10), .r(120, 0, 80, 10)])
    }

    @Test("views of equal compression resistance shrink equally")
    func equalCompressionShrinksEqually() {
        let views = [Box(80, 10), Box(60, 10)]
        // 100 - 10 - 140 = -50: 25 each.
        #expect(Self.row(views, width: 100, spacing: 10) == [.r(0, 0, 55, 10), .r(65, 0, 35, 10)])
    }

    @Test("shrinking stops at zero and moves on to the next priority")
    func shrinkingStopsAtZero() {
        let views = [
            Box(80, 10), Box(20, 10).resisting(250, .horizontal), Box(40, 10).resisting(250, .horizontal),
        ]
        // 60 - 140 = -80: the 250 group gives 20 + 20 (B reaches 0), then C its last 20 (C
        // reaches 0); the remaining 20 come from A.
        #expect(Self.row(views, width: 60) == [.r(0, 0, 60, 10), .r(60, 0, 0, 10), .r(60, 0, 0, 10)])
    }

    @Test("required compression resistance and fixed widths never shrink")
    func requiredAndFixedNeverShrink() {
        let views: [View] = [
            Box(80, 10).resisting(.required, .horizontal),
            Box(80, 10).resisting(.lowest, .horizontal).sized(width: 80),
            Box(80, 10),
        ]
        #expect(Self.row(views, width: 200) == [.r(0, 0, 80, 10), .r(80, 0, 80, 10), .r(160, 0, 40, 10)])
        // Nothing can give: the views overflow and the stack reports the size it needs.
        let rigid = [Box(80, 10).resisting(.required, .horizontal), Box(80, 10).sized(width: 80)]
        #expect(Self.row(rigid, width: 100) == [.r(0, 0, 80, 10), .r(80, 0, 80, 10)])
        let stack = Stack(arrangedSubviews: [Box(80, 10).resisting(.required, .horizontal)])
        #expect(stack.sizeThatFits(Size(width: 50, height: Double.infinity)) == Size(width: 80, height: 10))
    }

    @Test("priorities act on the stack's own axis only")
    func prioritiesArePerAxis() {
        let a = Box(20, 50).hugging(.required, .horizontal).hugging(1, .vertical)
        let b = Box(20, 50).hugging(1, .horizontal).hugging(.required, .vertical)
        let column = Stack(arrangedSubviews: [a, b]).with {
            $0.axis = .vertical
            $0.alignment = .leading
        }
        column.layout(size: Size(width: 100, height: 200))
        // Vertically, a hugs least and takes the 100 free points.
        #expect(frames([a, b]) == [.r(0, 0, 20, 150), .r(0, 150, 20, 50)])
    }

    @Test("the priority setters read back and LayoutPriority clamps to 1…1000")
    func prioritySettersReadBack() {
        let box = Box(10, 10)
        #expect(box.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(box.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        box.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        #expect(box.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(box.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(LayoutPriority(2000) == .required)
        #expect(LayoutPriority(-5) == .lowest)
        #expect(Spacer().contentHuggingPriority(for: .horizontal) == .lowest)
        #expect(Separator().contentHuggingPriority(for: .vertical) == .required)
        #expect(Separator().contentHuggingPriority(for: .horizontal) == .defaultLow)
    }
}
