import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Placement across the axis (steps 6 and 8 of `StackLayout`), including baselines of real
/// labels and the stack's own fitted cross size.
@Suite("Stack alignment")
struct StackAlignmentTests {
    typealias Alignment = Stack.Alignment

    static func row(_ views: [View], _ alignment: Alignment, spacing: Double = 0) -> Stack {
        Stack(arrangedSubviews: views).with {
            $0.axis = .horizontal
            $0.alignment = alignment
            $0.spacing = spacing
        }
    }

    /// Fitted heights of a row of 20, 30 and 50 tall boxes with first baselines 15, 10, 40 and
    /// last baselines 15, 25, 45: with first baselines the 30-tall box sits 30 down and reaches 60.
    @Test(
        "a row's fitted height covers its views as the alignment places them", arguments: Alignment.allCases)
    func fittedHeight(alignment: Alignment) {
        let boxes = StackDistributionTests.boxes(axis: .horizontal)
        let row = Self.row(boxes, alignment, spacing: 10)
        let height: Double = alignment == .firstBaseline ? 60 : 50
        #expect(row.intrinsicContentSize == Size(width: 200, height: height))
        row.layout(width: 200)
        #expect(row.frame.size == Size(width: 200, height: height))
        #expect(boxes.map(\.frame.maxY).max() == CGFloat(height))
    }

    /// A view taller than the content box is clamped to it (step 6: at most the content's cross
    /// size), then placed as if it fitted.
    @Test("a view taller than the stack is clamped to the stack's height", arguments: Alignment.allCases)
    func clampedToCrossSize(alignment: Alignment) {
        let tall = Box(10, 80)
        let short = Box(10, 20)
        let row = Self.row([tall, short], alignment)
        row.layout(size: Size(width: 20, height: 40))
        #expect(tall.frame == .r(0, 0, 10, 40))
        let y: Double =
            switch alignment {
            case .fill, .leading: 0
            case .center: 10
            // Without baselines, bottoms align: both bottoms at 40.
            case .trailing, .firstBaseline, .lastBaseline: 20
            }
        #expect(short.frame == .r(10, y, 10, alignment == .fill ? 40 : 20))
    }

    @Test("views without text align their bottom edges with the others' baselines")
    func bottomEdgeActsAsBaseline() {
        let text = Box(30, 40)
        text.firstBaselineOffset = 30
        text.lastBaselineOffset = 35
        let plain = Box(20, 10)
        let row = Self.row([text, plain], .firstBaseline)
        row.layout(width: 50)
        // Baseline at 30: the plain box's bottom goes there.
        #expect(frames([text, plain]) == [.r(0, 0, 30, 40), .r(30, 20, 20, 10)])
        #expect(row.frame.height == 40)
        row.alignment = .lastBaseline
        row.layout(width: 50)
        #expect(frames([text, plain]) == [.r(0, 0, 30, 40), .r(30, 25, 20, 10)])
        // A plain box lower than every baseline pushes the text down.
        let big = Box(20, 50)
        row.addArrangedSubview(big)
        row.layout(width: 70)
        // Line at 50 (big's bottom): text top at 50 - 35 = 15, plain at 40.
        #expect(frames([text, plain, big]) == [.r(0, 15, 30, 40), .r(30, 40, 20, 10), .r(50, 0, 20, 50)])
        #expect(row.frame.height == 55)
    }

    @Test("alignment works inside the layout margins")
    func alignmentWithMargins() {
        let a = Box(20, 10)
        let b = Box(20, 30)
        let row = Self.row([a, b], .center).with {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 15, right: 3)
        }
        row.layout(size: Size(width: 100, height: 60))
        // Content box: x 7…97, y 5…45 (40 tall); 50 free go to the two boxes, 25 each.
        #expect(frames([a, b]) == [.r(7, 20, 45, 10), .r(52, 10, 45, 30)])
        row.alignment = .trailing
        row.layout(size: Size(width: 100, height: 60))
        #expect(frames([a, b]) == [.r(7, 35, 45, 10), .r(52, 15, 45, 30)])
    }

    @Test("labels of 34 pt and 13 pt share their first baseline in a first-baseline row")
    func labelFirstBaselines() {
        let big = Label(text: "Earth").with { $0.font = .systemFont(ofSize: 34, weight: .bold) }
        let small = Label(text: "third planet").with { $0.font = .systemFont(ofSize: 13) }
        let row = Self.row([big, small], .firstBaseline, spacing: 8)
        row.layout(width: 400)
        let bigBaseline = big.frame.minY + big.firstBaseline(in: big.frame.size)!
        let smallBaseline = small.frame.minY + small.firstBaseline(in: small.frame.size)!
        #expect(close(bigBaseline, smallBaseline))
        // The big label sets the line and sits at the top, at its own size.
        let bigText = textSize("Earth", font: .systemFont(ofSize: 34, weight: .bold))
        let smallText = textSize("third planet", font: .systemFont(ofSize: 13))
        #expect(big.frame.origin == .zero)
        #expect(big.frame.height == bigText.height)
        #expect(small.frame.height == smallText.height)
        #expect(small.frame.minY > 0)
        // The widths: the small label takes the row's leftover space (both hug at 250 and
        // both have intrinsic sizes, so the extra is split equally).
        let extra = (400 - 8 - bigText.width - smallText.width) / 2
        #expect(close(big.frame.width, bigText.width + extra))
        #expect(close(small.frame.minX, big.frame.maxX + 8))
        #expect(close(small.frame.maxX, 400))
        #expect(close(row.frame.height, max(big.frame.maxY, small.frame.maxY)))
        // The row reports its own first baseline on that line.
        #expect(close(row.firstBaseline(in: row.frame.size)!, bigBaseline))
    }

    @Test("labels of 34 pt and 13 pt share their last baseline in a last-baseline row")
    func labelLastBaselines() {
        let big = Label(text: "Earth").with { $0.font = .systemFont(ofSize: 34, weight: .bold) }
        let small = Label(text: "third planet\nfrom the Sun").with {
            $0.font = .systemFont(ofSize: 13)
            $0.numberOfLines = 0
        }
        let row = Self.row([big, small], .lastBaseline, spacing: 8)
        row.layout(width: 400)
        let bigBaseline = big.frame.minY + big.lastBaseline(in: big.frame.size)!
        let smallBaseline = small.frame.minY + small.lastBaseline(in: small.frame.size)!
        #expect(close(bigBaseline, smallBaseline))
        // Whichever label's last baseline lies lower inside it sets the line and sits at the top.
        #expect(min(big.frame.minY, small.frame.minY) == 0)
        #expect(small.frame.minY != big.frame.minY)
        #expect(close(small.frame.height, textSize(small.text!, font: .systemFont(ofSize: 13)).height))
        #expect(close(row.frame.height, max(big.frame.maxY, small.frame.maxY)))
        #expect(close(row.lastBaseline(in: row.frame.size)!, bigBaseline))
    }

    @Test("baselines align inside the layout margins")
    func baselinesWithMargins() {
        let a = Box(10, 20)
        a.firstBaselineOffset = 16
        let b = Box(10, 30)
        b.firstBaselineOffset = 12
        let row = Self.row([a, b], .firstBaseline).with {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 4, left: 3, bottom: 6, right: 7)
        }
        // Line at 16 below the content's top (4): a at 4, b at 4 + 16 - 12 = 8, reaching 38.
        #expect(row.intrinsicContentSize == Size(width: 30, height: 34 + 10))
        row.layout(width: 30)
        #expect(frames([a, b]) == [.r(3, 4, 10, 20), .r(13, 8, 10, 30)])
        #expect(row.firstBaseline(in: row.frame.size) == 20)
    }

    @Test("a nested column aligns its first label's baseline with a row's label")
    func nestedColumnBaseline() {
        let big = Label(text: "Mars").with { $0.font = .systemFont(ofSize: 34) }
        let first = Label(text: "fourth planet").with { $0.font = .systemFont(ofSize: 13) }
        let second = Label(text: "red").with { $0.font = .systemFont(ofSize: 13) }
        let column = Stack(arrangedSubviews: [first, second]).vertical(spacing: 2).with {
            $0.alignment = .leading
        }
        let row = Self.row([big, column], .firstBaseline, spacing: 8)
        row.layout(width: 300)
        // The column's first baseline is its first label's.
        let columnBaseline = column.firstBaseline(in: column.frame.size)!
        #expect(close(columnBaseline, first.frame.minY + first.firstBaseline(in: first.frame.size)!))
        #expect(
            close(big.frame.minY + big.firstBaseline(in: big.frame.size)!, column.frame.minY + columnBaseline)
        )
        // ... and its last baseline its last label's.
        let last = column.lastBaseline(in: column.frame.size)!
        #expect(close(last, second.frame.minY + second.lastBaseline(in: second.frame.size)!))
        #expect(second.frame.minY == first.frame.maxY + 2)
    }

    @Test("baseline alignment in a vertical stack acts as leading")
    func verticalBaselineIsLeading() {
        let a = Label(text: "a")
        let b = Box(30, 10)
        let column = Stack(arrangedSubviews: [a, b]).with {
            $0.axis = .vertical
            $0.alignment = .lastBaseline
        }
        column.layout(size: Size(width: 100, height: 100))
        let size = textSize("a", font: .body)
        // The column's 100 - text height - 10 free points are shared equally (both hug at 250);
        // across, each view keeps its own width at the left.
        let extra = (100 - size.height - 10) / 2
        #expect(close(a.frame, .r(0, 0, size.width, size.height + extra)))
        #expect(close(b.frame, .r(0, size.height + extra, 30, 10 + extra)))
    }
}
