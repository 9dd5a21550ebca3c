import Canvas
import Testing
import Widgets

/// Every distribution with every alignment, on both axes, against frames worked out by hand
/// from the numbered steps in `StackLayout`'s doc comment.
///
/// The fixture: three boxes with natural main sizes 40, 60 and 80 and cross sizes 20, 30 and 50,
/// spacing 10, in a stack 290 long (so 90 points are free) and 100 across.
@Suite("Stack distribution")
struct StackDistributionTests {
    typealias Distribution = Stack.Distribution
    typealias Alignment = Stack.Alignment

    /// (position, length) along the axis for each box, per distribution (step 5 and step 7).
    static let mainFrames: [Distribution: [(Double, Double)]] = [
        // 90 free, every box hugs at 250 and has an intrinsic size: 30 each.
        .fill: [(0, 70), (80, 90), (180, 110)],
        // (290 - 20) / 3 = 90 each.
        .fillEqually: [(0, 90), (100, 90), (200, 90)],
        // 270 shared 40 : 60 : 80 of 180, i.e. × 1.5.
        .fillProportionally: [(0, 60), (70, 90), (170, 120)],
        // Natural sizes; the 90 free points widen the two gaps by 45 each.
        .equalSpacing: [(0, 40), (95, 60), (210, 80)],
        // Centres from 20 to 290 - 40 = 250, 115 apart: 20, 135, 250.
        .equalCentering: [(0, 40), (105, 60), (210, 80)],
    ]

    /// (position, length) across the axis for each box, per alignment (steps 6 and 8).
    ///
    /// Horizontal baselines: first baselines 15, 10, 40 (the lowest, 40, is the line); last
    /// baselines 15, 25, 45 (the line is 45).
    static let horizontalCrossFrames: [Alignment: [(Double, Double)]] = [
        .fill: [(0, 100), (0, 100), (0, 100)],
        .leading: [(0, 20), (0, 30), (0, 50)],
        .center: [(40, 20), (35, 30), (25, 50)],
        .trailing: [(80, 20), (70, 30), (50, 50)],
        .firstBaseline: [(25, 20), (30, 30), (0, 50)],
        .lastBaseline: [(30, 20), (20, 30), (0, 50)],
    ]

    /// In vertical stacks the baseline alignments act as `leading`.
    static let verticalCrossFrames: [Alignment: [(Double, Double)]] = [
        .fill: [(0, 100), (0, 100), (0, 100)],
        .leading: [(0, 20), (0, 30), (0, 50)],
        .center: [(40, 20), (35, 30), (25, 50)],
        .trailing: [(80, 20), (70, 30), (50, 50)],
        .firstBaseline: [(0, 20), (0, 30), (0, 50)],
        .lastBaseline: [(0, 20), (0, 30), (0, 50)],
    ]

    /// Boxes of main × cross sizes 40 × 20, 60 × 30 and 80 × 50 with baselines.
    static func boxes(axis: LayoutAxis) -> [Box] {
        let sizes: [(Double, Double)] = [(40, 20), (60, 30), (80, 50)]
        let baselines: [(Double, Double)] = [(15, 15), (10, 25), (40, 45)]
        return zip(sizes, baselines).map { size, baseline in
            let box = axis == .horizontal ? Box(size.0, size.1) : Box(size.1, size.0)
            box.firstBaselineOffset = baseline.0
            box.lastBaselineOffset = baseline.1
            return box
        }
    }

    static func stack(_ views: [View], axis: LayoutAxis, _ distribution: Distribution, _ alignment: Alignment)
        -> Stack
    {
        Stack(arrangedSubviews: views).with {
            $0.axis = axis
            $0.spacing = 10
            $0.distribution = distribution
            $0.alignment = alignment
        }
    }

    @Test(
        "a horizontal stack places every box per distribution and alignment",
        arguments: Distribution.allCases, Alignment.allCases)
    func horizontalFrames(distribution: Distribution, alignment: Alignment) {
        let boxes = Self.boxes(axis: .horizontal)
        let stack = Self.stack(boxes, axis: .horizontal, distribution, alignment)
        stack.layout(size: Size(width: 290, height: 100))
        let main = Self.mainFrames[distribution]!
        let cross = Self.horizontalCrossFrames[alignment]!
        let expected = (0..<3).map { Rect.r(main[$0].0, cross[$0].0, main[$0].1, cross[$0].1) }
        #expect(frames(boxes) == expected)
    }

    @Test(
        "a vertical stack places every box per distribution and alignment",
        arguments: Distribution.allCases, Alignment.allCases)
    func verticalFrames(distribution: Distribution, alignment: Alignment) {
        let boxes = Self.boxes(axis: .vertical)
        let stack = Self.stack(boxes, axis: .vertical, distribution, alignment)
        stack.layout(size: Size(width: 100, height: 290))
        let main = Self.mainFrames[distribution]!
        let cross = Self.verticalCrossFrames[alignment]!
        let expected = (0..<3).map { Rect.r(cross[$0].0, main[$0].0, cross[$0].1, main[$0].1) }
        #expect(frames(boxes) == expected)
    }

    /// Measuring (infinite proposal): natural sizes, except `fillEqually` gives each the largest.
    @Test("a stack's intrinsic size follows its distribution", arguments: Distribution.allCases)
    func intrinsicSize(distribution: Distribution) {
        let length: Double = distribution == .fillEqually ? 3 * 80 + 20 : 40 + 60 + 80 + 20
        let row = Self.stack(Self.boxes(axis: .horizontal), axis: .horizontal, distribution, .center)
        #expect(row.intrinsicContentSize == Size(width: length, height: 50))
        let column = Self.stack(Self.boxes(axis: .vertical), axis: .vertical, distribution, .center)
        #expect(column.intrinsicContentSize == Size(width: 50, height: length))
    }

    /// Measured at a finite length, spreading distributions fill it; `fill` claims it only when a
    /// view without an intrinsic size (a spacer) takes the extra, otherwise it answers its natural
    /// length (step 9).
    @Test(
        "a stack measured at a finite length reports that length when its views spread or a spacer stretches")
    func fittingLengthWhenStretched() {
        for distribution in Distribution.allCases {
            let row = Self.stack(Self.boxes(axis: .horizontal), axis: .horizontal, distribution, .leading)
            let expected: Double = distribution == .fill ? 200 : 290
            #expect(
                row.sizeThatFits(Size(width: 290, height: Double.infinity))
                    == Size(width: expected, height: 50))
        }
        let spaced = Self.stack(
            Self.boxes(axis: .horizontal) + [View.spacer], axis: .horizontal, .fill, .leading)
        #expect(spaced.sizeThatFits(Size(width: 290, height: Double.infinity)).width == 290)
        let rigid = Self.boxes(axis: .horizontal).map { $0.hugging(.required, .horizontal) }
        let row = Self.stack(rigid, axis: .horizontal, .fill, .leading)
        #expect(row.sizeThatFits(Size(width: 290, height: Double.infinity)) == Size(width: 200, height: 50))
        row.layout(size: Size(width: 290, height: 50))
        #expect(frames(rigid) == [.r(0, 0, 40, 20), .r(50, 0, 60, 30), .r(120, 0, 80, 50)])
    }

    /// equalCentering falls back to equalSpacing when equal centres would need a gap below the
    /// spacing: A 10, B 100, C 200 in 400 would need B→C to be -2.5.
    @Test("equalCentering falls back to equalSpacing when a gap would drop below the spacing")
    func equalCenteringFallback() {
        let boxes = [Box(10, 10), Box(100, 10), Box(200, 10)]
        let stack = Self.stack(boxes, axis: .horizontal, .equalCentering, .leading)
        stack.layout(size: Size(width: 400, height: 10))
        // 400 - 310 - 20 = 70 free: gaps 10 + 35.
        #expect(frames(boxes) == [.r(0, 0, 10, 10), .r(55, 0, 100, 10), .r(200, 0, 200, 10)])
    }

    /// A 10, B 100, C 60 in 240: centres 5, 107.5, 210, gaps 47.5 and 22.5, both above 10.
    @Test("equalCentering spaces centres equally even when the gaps differ")
    func equalCenteringUnequalGaps() {
        let boxes = [Box(10, 10), Box(100, 10), Box(60, 10)]
        let stack = Self.stack(boxes, axis: .horizontal, .equalCentering, .leading)
        stack.layout(size: Size(width: 240, height: 10))
        #expect(frames(boxes) == [.r(0, 0, 10, 10), .r(57.5, 0, 100, 10), .r(180, 0, 60, 10)])
        #expect(boxes.map(\.frame.midX) == [5, 107.5, 210])
    }

    /// Too little room: equalSpacing keeps the minimum gaps and shrinks like `fill`.
    @Test("equalSpacing with too little room keeps the spacing and shrinks the least resistant view")
    func equalSpacingShortfall() {
        let boxes = [Box(40, 10), Box(60, 10).resisting(.defaultLow, .horizontal), Box(80, 10)]
        let stack = Self.stack(boxes, axis: .horizontal, .equalSpacing, .leading)
        stack.layout(size: Size(width: 150, height: 10))
        // 150 - 20 - 180 = -50, all from B.
        #expect(frames(boxes) == [.r(0, 0, 40, 10), .r(50, 0, 10, 10), .r(70, 0, 80, 10)])
    }

    @Test("fillEqually with too little room gives every view the same smaller size")
    func fillEquallyShortfall() {
        let boxes = [Box(40, 10), Box(60, 10), Box(80, 10)]
        let stack = Self.stack(boxes, axis: .horizontal, .fillEqually, .leading)
        stack.layout(size: Size(width: 50, height: 10))
        #expect(frames(boxes) == [.r(0, 0, 10, 10), .r(20, 0, 10, 10), .r(40, 0, 10, 10)])
    }

    @Test("fillProportionally shares the room equally when every natural size is zero")
    func fillProportionallyWithoutSizes() {
        let boxes = [Box(0, 10), Box(0, 10)]
        let stack = Self.stack(boxes, axis: .horizontal, .fillProportionally, .leading)
        stack.layout(size: Size(width: 110, height: 10))
        #expect(frames(boxes) == [.r(0, 0, 50, 10), .r(60, 0, 50, 10)])
    }

    @Test("a single view in an equal-spacing stack sits at the start with its natural size")
    func singleViewEqualSpacing() {
        for distribution in [Distribution.equalSpacing, .equalCentering] {
            let box = Box(40, 10)
            let stack = Self.stack([box], axis: .horizontal, distribution, .leading)
            stack.layout(size: Size(width: 100, height: 10))
            #expect(box.frame == .r(0, 0, 40, 10))
        }
    }
}
