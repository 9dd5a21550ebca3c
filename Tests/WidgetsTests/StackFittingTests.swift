import Canvas
import Testing
import Widgets

/// Step 9 of StackLayout: how much of a finite proposal a stack claims.
@Suite("Stack fitting size")
struct StackFittingTests {
    @Test("a fill stack of views with intrinsic sizes answers its natural size within a larger proposal")
    func naturalSizeWithinLargerProposal() {
        let stack = Stack(arrangedSubviews: [Box(40, 10), Box(60, 20)]).vertical(spacing: 5)
        #expect(stack.sizeThatFits(Size(width: 200, height: 300)) == Size(width: 60, height: 35))
        let row = Stack(arrangedSubviews: [Box(40, 10), Box(60, 20)]).horizontal(spacing: 5)
        #expect(row.sizeThatFits(Size(width: 200, height: 300)) == Size(width: 105, height: 20))
    }

    @Test("a row with a spacer claims the whole proposed width")
    func spacerClaimsTheProposal() {
        let row = Stack(arrangedSubviews: [Box(40, 10), View.spacer]).horizontal(spacing: 5)
        #expect(row.sizeThatFits(Size(width: 200, height: 300)) == Size(width: 200, height: 10))
        #expect(row.intrinsicContentSize == Size(width: 45, height: 10))
    }

    @Test(
        "spreading distributions claim the whole proposed main size",
        arguments: [Stack.Distribution.fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func spreadingDistributionsClaimTheProposal(distribution: Stack.Distribution) {
        let row = Stack(arrangedSubviews: [Box(40, 10), Box(60, 20)]).horizontal(spacing: 5)
        row.distribution = distribution
        #expect(row.sizeThatFits(Size(width: 200, height: 300)).width == 200)
    }

    @Test("columns of different heights in a top-aligned row keep their natural heights")
    func topAlignedColumnsKeepNaturalHeights() {
        let short = Stack(arrangedSubviews: [Box(20, 10), Box(20, 10)]).vertical(spacing: 0)
        let tall = Stack(arrangedSubviews: [Box(20, 10), Box(20, 40)]).vertical(spacing: 0)
        let row = Stack(arrangedSubviews: [short, tall]).horizontal(spacing: 4)
        row.alignment = .leading
        row.distribution = .fillEqually
        row.layout(width: 100)
        #expect(short.frame == Rect(x: 0, y: 0, width: 48, height: 20))
        #expect(tall.frame == Rect(x: 52, y: 0, width: 48, height: 50))
        #expect(
            short.arrangedSubviews.map(\.frame) == [
                Rect(x: 0, y: 0, width: 48, height: 10), Rect(x: 0, y: 10, width: 48, height: 10),
            ])
    }
}
