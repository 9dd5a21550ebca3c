import Canvas
import Testing

@testable import Widgets

/// Hidden views, custom spacing, layout margins, nested stacks and fixed sizes (steps 1–4 and 9
/// of `StackLayout`).
@Suite("Stack arrangement")
struct StackArrangementTests {
    static func row(_ views: [View], spacing: Double = 10) -> Stack {
        Stack(arrangedSubviews: views).with {
            $0.spacing = spacing
            $0.alignment = .leading
        }
    }

    @Test("hidden views take no space and no gap")
    func hiddenViewsCollapse() {
        let a = Box(40, 10)
        let b = Box(60, 20)
        let c = Box(80, 30)
        let row = Self.row([a, b, c])
        b.isHidden = true
        #expect(row.intrinsicContentSize == Size(width: 130, height: 30))
        row.layout(width: 130)
        #expect(frames([a, b, c]) == [.r(0, 0, 40, 10), .zero, .r(50, 0, 80, 30)])
        // Showing it again re-measures the stack.
        b.isHidden = false
        #expect(row.intrinsicContentSize == Size(width: 200, height: 30))
        row.layout(width: 200)
        #expect(frames([a, b, c]) == [.r(0, 0, 40, 10), .r(50, 0, 60, 20), .r(120, 0, 80, 30)])
        // Hiding the last view drops the gap before it too.
        c.isHidden = true
        #expect(row.intrinsicContentSize == Size(width: 110, height: 20))
    }

    @Test("a stack whose views are all hidden is empty but keeps its margins")
    func allHidden() {
        let a = Box(40, 10)
        a.isHidden = true
        let row = Self.row([a])
        #expect(row.intrinsicContentSize == .zero)
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(row.intrinsicContentSize == Size(width: 6, height: 4))
    }

    @Test("custom spacing after a view replaces the spacing there")
    func customSpacing() {
        let a = Box(40, 10)
        let b = Box(60, 10)
        let c = Box(80, 10)
        let row = Self.row([a, b, c])
        row.setCustomSpacing(30, after: a)
        #expect(row.customSpacing(after: a) == 30)
        #expect(row.customSpacing(after: b) == 10)
        row.layout(width: 220)
        #expect(frames([a, b, c]) == [.r(0, 0, 40, 10), .r(70, 0, 60, 10), .r(140, 0, 80, 10)])
        #expect(row.frame.width == 220)
        // Custom spacing after the last visible view adds nothing.
        row.setCustomSpacing(50, after: c)
        #expect(row.intrinsicContentSize.width == 220)
        // Custom spacing after a hidden view is not used: the gap after a is a's.
        b.isHidden = true
        row.setCustomSpacing(0, after: a)
        row.setCustomSpacing(100, after: b)
        row.layout(width: 120)
        #expect(frames([a, c]) == [.r(0, 0, 40, 10), .r(40, 0, 80, 10)])
    }

    @Test("layout margins inset the arrangement when it is margins-relative")
    func layoutMargins() {
        let a = Box(40, 10)
        let b = Box(60, 20)
        let row = Self.row([a, b]).with {
            $0.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            $0.alignment = .fill
        }
        // Off by default: margins are ignored; 200 - 110 = 90 free, 45 each.
        row.layout(size: Size(width: 200, height: 50))
        #expect(frames([a, b]) == [.r(0, 0, 85, 50), .r(95, 0, 105, 50)])
        row.isLayoutMarginsRelativeArrangement = true
        #expect(row.intrinsicContentSize == Size(width: 110 + 30, height: 20 + 20))
        row.layout(size: Size(width: 200, height: 50))
        // Content box 10…180 × 5…35: 170 - 110 = 60 free, 30 each.
        #expect(frames([a, b]) == [.r(10, 5, 70, 30), .r(90, 5, 90, 30)])
        // UIKit's default margins are 8 on each edge.
        #expect(View().layoutMargins == EdgeInsets(all: 8))
    }

    @Test("nested stacks measure and place their children")
    func nestedStacks() {
        let a = Box(40, 20)
        let b = Box(60, 10)
        let c = Box(View.noIntrinsicMetric, 30)
        let inner = Stack(arrangedSubviews: [a, b]).with {
            $0.spacing = 5
            $0.alignment = .center
        }
        let outer = Stack(arrangedSubviews: [inner, c]).with {
            $0.axis = .vertical
            $0.spacing = 8
        }
        #expect(inner.intrinsicContentSize == Size(width: 105, height: 20))
        // c has no width, so the column is as wide as the row.
        #expect(outer.intrinsicContentSize == Size(width: 105, height: 58))
        outer.layout(width: 205)
        #expect(outer.frame == .r(0, 0, 205, 58))
        #expect(frames([inner, c]) == [.r(0, 0, 205, 20), .r(0, 28, 205, 30)])
        // The row got 100 more than it needs: 50 to each box.
        #expect(frames([a, b]) == [.r(0, 0, 90, 20), .r(95, 5, 110, 10)])
    }

    @Test("fixed sizes hold along and across the axis")
    func fixedSizes() {
        let a = Box(40, 20).sized(width: 100, height: 10)
        let b = Box(60, 20)
        let c = Box(20, 20).sized(height: 50)
        let row = Self.row([a, b, c]).with { $0.alignment = .fill }
        #expect(a.fixedWidth == 100 && a.fixedHeight == 10)
        #expect(a.systemLayoutSizeFitting(Size(width: 1, height: 1)) == Size(width: 100, height: 10))
        #expect(row.intrinsicContentSize == Size(width: 200, height: 50))
        row.layout(size: Size(width: 300, height: 80))
        // 100 free go to b and c (a's width is fixed); across, a and c keep their fixed heights.
        #expect(frames([a, b, c]) == [.r(0, 0, 100, 10), .r(110, 0, 110, 80), .r(230, 0, 70, 50)])
        // Fixed sizes do not shrink either.
        row.layout(size: Size(width: 150, height: 80))
        // 150 - 20 - 180 = -50 from b and c (750 each): 20 each empties c, b gives the last 10.
        #expect(frames([a, b, c]) == [.r(0, 0, 100, 10), .r(110, 0, 30, 80), .r(150, 0, 0, 50)])
    }

    @Test("a fixed size in a vertical stack sets the view's height and width")
    func fixedSizeInColumn() {
        let a = Box().sized(height: 44)
        let b = Box(30, 20).sized(width: 50)
        let column = Stack(arrangedSubviews: [a, b]).with {
            $0.axis = .vertical
            $0.alignment = .center
        }
        #expect(column.intrinsicContentSize == Size(width: 50, height: 64))
        column.layout(size: Size(width: 100, height: 64))
        #expect(frames([a, b]) == [.r(50, 0, 0, 44), .r(25, 44, 50, 20)])
    }

    @Test("arranged views can be inserted, removed and moved between stacks")
    func arrangedSubviewBookkeeping() {
        let a = Box(10, 10)
        let b = Box(20, 10)
        let c = Box(30, 10)
        let row = Self.row([a, c], spacing: 0)
        row.insertArrangedSubview(b, at: 1)
        #expect(row.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(row.intrinsicContentSize.width == 60)
        // removeArrangedSubview keeps it as a subview, as UIKit does.
        row.removeArrangedSubview(b)
        #expect(row.arrangedSubviews.count == 2)
        #expect(b.superview === row)
        #expect(row.intrinsicContentSize.width == 40)
        // removeFromSuperview drops it from the arrangement.
        c.removeFromSuperview()
        #expect(row.arrangedSubviews.count == 1)
        #expect(row.intrinsicContentSize.width == 10)
        // Adding a view arranged elsewhere moves it.
        let other = Self.row([c], spacing: 0)
        row.addArrangedSubview(c)
        #expect(other.arrangedSubviews.isEmpty && other.subviews.isEmpty)
        #expect(c.superview === row)
        #expect(other.intrinsicContentSize == .zero)
    }
}
