import Canvas
import Testing
import Widgets

/// How a container sized by its pinned subviews measures: a hidden pinned subview counts in none
/// of the answers (``View/intrinsicContentSize``, ``View/sizeThatFits(_:)`` and the fitting sizes
/// built on them), so they agree with each other whatever is hidden.
@Suite("Pinned content sizing")
struct PinnedContentSizingTests {
    static let noMetric = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    @Test("a container whose pinned subviews are all hidden measures as empty, not as its bounds")
    func allPinnedSubviewsHidden() {
        let container = View(frame: .r(0, 0, 120, 90))
        let box = Box(40, 20).pin(to: container, insets: EdgeInsets(all: 5))
        #expect(container.intrinsicContentSize == Size(width: 50, height: 30))
        box.isHidden = true
        #expect(container.intrinsicContentSize == Self.noMetric)
        #expect(container.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)) == .zero)
        #expect(container.sizeThatFits(Size(width: 300, height: 300)) == .zero)
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
        #expect(container.fittingSize(for: Size(width: 300, height: Double.infinity)) == .zero)
        box.isHidden = false
        #expect(container.intrinsicContentSize == Size(width: 50, height: 30))
        #expect(
            container.fittingSize(for: Size(width: 300, height: Double.infinity))
                == Size(width: 50, height: 30))
    }

    @Test("a hidden pinned subview beside a visible one counts in neither answer")
    func hiddenBesideVisible() {
        let container = View(frame: .r(0, 0, 120, 90))
        Box(40, 20).pin(to: container)
        Box(100, 70).with { $0.isHidden = true }.pin(to: container)
        #expect(container.intrinsicContentSize == Size(width: 40, height: 20))
        #expect(
            container.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
                == Size(width: 40, height: 20))
    }

    @Test("in a stack, a container whose pinned content is hidden takes no room")
    func hiddenContentInAStack() {
        let container = View(frame: .r(0, 0, 120, 90))
        Box(40, 20).with { $0.isHidden = true }.pin(to: container)
        let column = Stack(arrangedSubviews: [container, Box(10, 10)]).vertical()
        #expect(column.intrinsicContentSize == Size(width: 10, height: 10))
        column.layout(width: 100)
        #expect(container.frame.height == 0)
    }
}
