import Canvas

/// The stack layout algorithm: frames for a ``Stack``'s arranged views in a size, with no
/// drawing and no state beyond its inputs.
///
/// "Main" is the stack's axis, "cross" the other one. A proposal component may be infinite
/// (measuring); then nothing stretches along it.
///
/// 1. **Visible views.** Hidden arranged views take no space and no gap.
/// 2. **Content box.** The size, less ``View/layoutMargins`` when
///    ``Stack/isLayoutMarginsRelativeArrangement`` is on.
/// 3. **Gaps.** After each visible view but the last: its custom spacing, else ``Stack/spacing``.
/// 4. **Natural main sizes.** Each view is measured with an infinite main proposal and the
///    content's cross size (``View/fittingSize(for:)``).
/// 5. **Main sizes by distribution.**
///    - `fillEqually`: the content's main size less the gaps, shared equally (when infinite: the
///      largest natural size each).
///    - `fillProportionally`: the same total, shared in proportion to natural sizes.
///    - `fill`, `equalSpacing`, `equalCentering`: natural sizes; then, if the content is larger
///      and the distribution is `fill`, the extra space grows the views of the **lowest content
///      hugging priority** (never `required` ones, nor views with a fixed size); among those,
///      views without an intrinsic size on the axis take it all; the rest of the tie is split
///      equally. If the content is smaller, the shortfall shrinks views in order of **lowest
///      compression resistance** (never `required` or fixed ones), equally within one priority,
///      none below zero, moving to the next priority when a group is exhausted.
/// 6. **Cross sizes.** Each view is measured again with its main size: `fill` alignment gives it
///    the content's cross size (or, when measuring, its own; a view with a fixed cross size keeps
///    it); other alignments give it its measured cross size, at most the content's.
/// 7. **Main positions.** Views follow each other with their gaps from the content's start.
///    `equalSpacing` widens every gap equally to fill the content; `equalCentering` spaces the
///    centres equally, falling back to `equalSpacing` if a gap would drop below its minimum.
/// 8. **Cross positions.** `fill`/`leading` at the start, `center` centred, `trailing` at the end;
///    `firstBaseline`/`lastBaseline` (horizontal stacks) put every view's first (last) baseline on
///    the lowest one among them (views without text use their bottom edge); in vertical stacks
///    they act as `leading`.
/// 9. **Fitting size.** The views' extent along the main axis, plus margins; when the content's
///    main size is finite, all of it if a view without an intrinsic size on the axis (a
///    ``Spacer``) took the extra space, or the distribution spreads views (`fillEqually`,
///    `fillProportionally`, `equalSpacing`, `equalCentering`). Across: the largest cross extent.
public struct StackLayout {
    /// The result: each visible arranged view with its frame, and the size the stack needs.
    public struct Arrangement {
        /// The visible arranged views, in order.
        public var views: [View]
        /// Their frames in the stack's coordinates.
        public var frames: [Rect]
        /// The size the stack needs for this arrangement, margins included.
        public var fittingSize: Size
    }

    let stack: Stack

    /// Creates the algorithm for a stack's current settings.
    public init(stack: Stack) { self.stack = stack }

    /// Computes the frames for a stack of a size, in the numbered steps above.
    public func arrange(in size: Size) -> Arrangement {
        let views = visibleViews()  // 1
        let box = contentBox(of: size)  // 2
        guard !views.isEmpty else {
            return Arrangement(
                views: [], frames: [], fittingSize: make(box.mainMargins, box.crossMargins, axis))
        }
        let gaps = gaps(after: views)  // 3
        let gapTotal = gaps.reduce(0, +)
        let naturals = naturalMainSizes(of: views, in: box)  // 4
        let distributed = mainSizes(of: views, naturals: naturals, gapTotal: gapTotal, in: box)  // 5
        let sizes = distributed.sizes
        let crossSizes = crossSizes(of: views, mainSizes: sizes, in: box)  // 6
        let spacing = spacedGaps(gaps, sizes: sizes, in: box)  // 7
        let (positions, mainExtent) = mainPositions(sizes: sizes, gaps: spacing.gaps, from: box.mainStart)
        let crossPositions = crossPositions(
            of: views, mainSizes: sizes, crossSizes: crossSizes.sizes, in: box)  // 8
        let frames = views.indices.map { i in
            make(
                origin: positions[i], crossPositions.positions[i], size: sizes[i], crossSizes.sizes[i])
        }
        let fitting = fittingSize(  // 9
            naturals: naturals, sizes: sizes, gapTotal: gapTotal, mainExtent: mainExtent,
            stretched: distributed.stretched || spacing.stretched, crossFits: crossSizes.fits,
            crossPositions: crossPositions, crossSizes: crossSizes.sizes, in: box)
        return Arrangement(views: views, frames: frames, fittingSize: fitting)
    }

    /// The stack's axis, and the axis across it.
    private var axis: LayoutAxis { stack.axis }
    private var cross: LayoutAxis { stack.axis == .horizontal ? .vertical : .horizontal }

    /// Step 1: the arranged views that are not hidden.
    private func visibleViews() -> [View] { stack.arrangedSubviews.filter { !$0.isHidden } }

    /// The box views are arranged in: where it starts, the margins around it, and the room it
    /// offers along and across the axis (infinite when the size is).
    private struct ContentBox {
        var mainStart: Double
        var crossStart: Double
        var mainMargins: Double
        var crossMargins: Double
        var availableMain: Double
        var availableCross: Double
    }

    /// Step 2: the content box of a stack of `size`: the size less the layout margins when the
    /// arrangement is relative to them.
    private func contentBox(of size: Size) -> ContentBox {
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        let horizontal = axis == .horizontal
        let mainMargins = horizontal ? margins.horizontal : margins.vertical
        let crossMargins = horizontal ? margins.vertical : margins.horizontal
        let mainSize = main(size, axis)
        let crossSize = main(size, cross)
        return ContentBox(
            mainStart: horizontal ? margins.left : margins.top,
            crossStart: horizontal ? margins.top : margins.left,
            mainMargins: mainMargins, crossMargins: crossMargins,
            availableMain: mainSize.isFinite ? max(0, mainSize - mainMargins) : .infinity,
            availableCross: crossSize.isFinite ? max(0, crossSize - crossMargins) : .infinity)
    }

    /// Step 3: the gap after each view but the last.
    private func gaps(after views: [View]) -> [Double] {
        views.dropLast().map { stack.customSpacing(after: $0) }
    }

    /// Step 4: each view's main size when offered unlimited room along the axis.
    private func naturalMainSizes(of views: [View], in box: ContentBox) -> [Double] {
        views.map { main(measure($0, main: .infinity, cross: box.availableCross), axis) }
    }

    /// A view's size for a main length and the cross room. A view laid out by constraints
    /// inside is measured at exactly the cross room when `fill` alignment will give it that
    /// (UIStackView's required cross constraint), as a self-sizing cell is; others within it.
    private func measure(_ view: View, main m: Double, cross: Double) -> Size {
        guard stack.alignment == .fill, cross.isFinite, view.isConstraintRegionTop,
            view.fixedSize(self.cross) == nil
        else { return view.fittingSize(for: make(m, cross, axis)) }
        let exact = ProposedDimension.exactly(cross)
        let along = ProposedDimension(limit: m)
        return view.fittingSize(
            for: axis == .horizontal
                ? SizeProposal(width: along, height: exact) : SizeProposal(width: exact, height: along))
    }

    /// Step 5: the main sizes the distribution gives, and whether they were stretched to the
    /// room (the stack then claims all of it).
    private func mainSizes(of views: [View], naturals: [Double], gapTotal: Double, in box: ContentBox)
        -> (sizes: [Double], stretched: Bool)
    {
        let availableMain = box.availableMain
        var sizes = naturals
        var stretched = false
        switch stack.distribution {
        case .fillEqually:
            let each =
                availableMain.isFinite
                ? max(0, availableMain - gapTotal) / Double(views.count) : (naturals.max() ?? 0)
            sizes = Array(repeating: each, count: views.count)
            stretched = availableMain.isFinite
        case .fillProportionally:
            let total = naturals.reduce(0, +)
            if availableMain.isFinite {
                let room = max(0, availableMain - gapTotal)
                sizes =
                    total > 0
                    ? naturals.map { $0 * room / total } : naturals.map { _ in room / Double(views.count) }
                stretched = true
            }
        case .fill, .equalSpacing, .equalCentering:
            if availableMain.isFinite {
                let free = availableMain - gapTotal - naturals.reduce(0, +)
                if free > 0, stack.distribution == .fill {
                    stretched = grow(&sizes, by: free, views: views, axis: axis)
                } else if free < 0 {
                    shrink(&sizes, by: -free, views: views, axis: axis)
                }
            }
        }
        return (sizes, stretched)
    }

    /// Step 6: each view's cross size, measured with its main size (`fill` alignment stretches
    /// views without a fixed cross size), and the size each would fit in.
    private func crossSizes(of views: [View], mainSizes sizes: [Double], in box: ContentBox)
        -> (sizes: [Double], fits: [Double])
    {
        let availableCross = box.availableCross
        var crossSizes: [Double] = []
        var crossFits: [Double] = []
        for (view, m) in zip(views, sizes) {
            let fit = main(measure(view, main: m, cross: availableCross), cross)
            crossFits.append(min(fit, availableCross))
            if stack.alignment == .fill {
                crossSizes.append(
                    availableCross.isFinite && view.fixedSize(cross) == nil ? availableCross : fit)
            } else {
                crossSizes.append(min(fit, availableCross))
            }
        }
        return (crossSizes, crossFits)
    }

    /// Step 7, first half: the gaps `equalSpacing` and `equalCentering` widen to fill the room
    /// (unchanged for other distributions or when the views overflow), and whether they did.
    private func spacedGaps(_ gaps: [Double], sizes: [Double], in box: ContentBox)
        -> (gaps: [Double], stretched: Bool)
    {
        let availableMain = box.availableMain
        let count = sizes.count
        let used = sizes.reduce(0, +) + gaps.reduce(0, +)
        guard availableMain.isFinite, count > 1, used < availableMain,
            stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        else { return (gaps, false) }
        let extra = (availableMain - used) / Double(count - 1)
        let spaced = gaps.map { $0 + extra }
        guard stack.distribution == .equalCentering else { return (spaced, true) }
        let first = sizes[0] / 2
        let step = (availableMain - first - sizes[count - 1] / 2) / Double(count - 1)
        var centred: [Double] = []
        var fits = true
        for i in 0..<(count - 1) {
            let gap = step - sizes[i] / 2 - sizes[i + 1] / 2
            if gap < gaps[i] { fits = false }
            centred.append(gap)
        }
        return (fits ? centred : spaced, true)
    }

    /// Step 7, second half: each view's position along the axis, following each other with their
    /// gaps from `start`, and the extent they cover.
    private func mainPositions(sizes: [Double], gaps: [Double], from start: Double)
        -> (positions: [Double], extent: Double)
    {
        var positions: [Double] = []
        var cursor = start
        for i in sizes.indices {
            positions.append(cursor)
            cursor += sizes[i] + (i < gaps.count ? gaps[i] : 0)
        }
        return (positions, cursor - start)
    }

    /// Step 8: each view's position across the axis by the alignment, and whether views were
    /// aligned on their baselines.
    private func crossPositions(
        of views: [View], mainSizes sizes: [Double], crossSizes: [Double], in box: ContentBox
    ) -> (positions: [Double], baselineAligned: Bool) {
        let crossStart = box.crossStart
        let crossExtent = box.availableCross.isFinite ? box.availableCross : (crossSizes.max() ?? 0)
        switch stack.alignment {
        case .fill, .leading:
            return (crossSizes.map { _ in crossStart }, false)
        case .center:
            return (crossSizes.map { crossStart + (crossExtent - $0) / 2 }, false)
        case .trailing:
            return (crossSizes.map { crossStart + crossExtent - $0 }, false)
        case .firstBaseline, .lastBaseline:
            guard axis == .horizontal else { return (crossSizes.map { _ in crossStart }, false) }
            let baselines = views.indices.map { i -> Double in
                let size = Size(width: sizes[i], height: crossSizes[i])
                let b =
                    stack.alignment == .firstBaseline
                    ? views[i].firstBaseline(in: size) : views[i].lastBaseline(in: size)
                return b ?? crossSizes[i]
            }
            let line = baselines.max() ?? 0
            return (baselines.map { crossStart + line - $0 }, true)
        }
    }

    /// Step 9: the size the stack needs: along the axis all the room when views were stretched
    /// to it, else the views' extent (views that grew without being flexible count at their
    /// natural size); across it the largest fit (or the baseline-aligned extent); plus margins.
    private func fittingSize(
        naturals: [Double], sizes: [Double], gapTotal: Double, mainExtent: Double, stretched: Bool,
        crossFits: [Double], crossPositions: (positions: [Double], baselineAligned: Bool),
        crossSizes: [Double], in box: ContentBox
    ) -> Size {
        let naturalExtent = zip(naturals, sizes).map { min($0, $1) }.reduce(0, +) + gapTotal
        let fittedMain =
            stretched && box.availableMain.isFinite
            ? box.availableMain : (stack.distribution == .fill ? naturalExtent : mainExtent)
        var fittedCross = crossFits.max() ?? 0
        if crossPositions.baselineAligned {
            fittedCross =
                zip(crossPositions.positions, crossSizes).map { $0 - box.crossStart + $1 }.max() ?? 0
        }
        return make(fittedMain + box.mainMargins, fittedCross + box.crossMargins, axis)
    }

    /// A frame from its position and size along and across the axis.
    private func make(origin main: Double, _ cross: Double, size mainSize: Double, _ crossSize: Double)
        -> Rect
    {
        axis == .horizontal
            ? Rect(x: main, y: cross, width: mainSize, height: crossSize)
            : Rect(x: cross, y: main, width: crossSize, height: mainSize)
    }

    /// Grows the views that hug least; returns whether a flexible one (no intrinsic size on the
    /// axis, such as a ``Spacer``) took the space, which makes the stack claim all of it.
    private func grow(_ sizes: inout [Double], by extra: Double, views: [View], axis: LayoutAxis) -> Bool {
        let candidates = views.indices.filter {
            views[$0].contentHuggingPriority(for: axis) < .required && views[$0].fixedSize(axis) == nil
        }
        guard let lowest = candidates.map({ views[$0].contentHuggingPriority(for: axis) }).min() else {
            return false
        }
        var group = candidates.filter { views[$0].contentHuggingPriority(for: axis) == lowest }
        let flexible = group.filter { main(views[$0].intrinsicContentSize, axis) == View.noIntrinsicMetric }
        if !flexible.isEmpty { group = flexible }
        for i in group { sizes[i] += extra / Double(group.count) }
        return !flexible.isEmpty
    }

    /// Shrinks views in order of lowest compression resistance, none below zero.
    private func shrink(_ sizes: inout [Double], by deficit: Double, views: [View], axis: LayoutAxis) {
        var remaining = deficit
        let candidates = views.indices.filter {
            views[$0].contentCompressionResistancePriority(for: axis) < .required
                && views[$0].fixedSize(axis) == nil
        }
        let priorities = Set(candidates.map { views[$0].contentCompressionResistancePriority(for: axis) })
            .sorted()
        for priority in priorities where remaining > layoutTolerance {
            var group = candidates.filter {
                views[$0].contentCompressionResistancePriority(for: axis) == priority && sizes[$0] > 0
            }
            while remaining > layoutTolerance, !group.isEmpty {
                let share = remaining / Double(group.count)
                let smallest = group.map { sizes[$0] }.min()!
                let cut = min(share, smallest)
                for i in group { sizes[i] -= cut }
                remaining -= cut * Double(group.count)
                group = group.filter { sizes[$0] > layoutTolerance }
            }
        }
    }

    private func main(_ size: Size, _ axis: LayoutAxis) -> Double {
        axis == .horizontal ? size.width : size.height
    }

    private func make(_ main: Double, _ cross: Double, _ axis: LayoutAxis) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension View {
    /// The fixed size on an axis, if any.
    func fixedSize(_ axis: LayoutAxis) -> Double? {
        axis == .horizontal ? fixedWidth : fixedHeight
    }
}
