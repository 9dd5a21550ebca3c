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

    /// Computes the frames for a stack of a size.
    public func arrange(in size: Size) -> Arrangement {
        let axis = stack.axis
        let cross: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
        // 1. Visible views.
        let views = stack.arrangedSubviews.filter { !$0.isHidden }
        // 2. Content box.
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        let mainStart = axis == .horizontal ? margins.left : margins.top
        let crossStart = axis == .horizontal ? margins.top : margins.left
        let mainMargins = axis == .horizontal ? margins.horizontal : margins.vertical
        let crossMargins = axis == .horizontal ? margins.vertical : margins.horizontal
        let mainSize = main(size, axis)
        let crossSize = main(size, cross)
        let availableMain = mainSize.isFinite ? max(0, mainSize - mainMargins) : .infinity
        let availableCross = crossSize.isFinite ? max(0, crossSize - crossMargins) : .infinity
        guard !views.isEmpty else {
            return Arrangement(views: [], frames: [], fittingSize: make(mainMargins, crossMargins, axis))
        }
        // 3. Gaps.
        var gaps = views.dropLast().map { stack.customSpacing(after: $0) }
        let gapTotal = gaps.reduce(0, +)
        // 4. Natural main sizes.
        let naturals = views.map {
            main($0.fittingSize(for: make(.infinity, availableCross, axis)), axis)
        }
        // 5. Main sizes by distribution.
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
        // 6. Cross sizes.
        var crossSizes: [Double] = []
        var crossFits: [Double] = []
        for (view, m) in zip(views, sizes) {
            let fit = main(view.fittingSize(for: make(m, availableCross, axis)), cross)
            crossFits.append(min(fit, availableCross))
            if stack.alignment == .fill {
                crossSizes.append(
                    availableCross.isFinite && view.fixedSize(cross) == nil ? availableCross : fit)
            } else {
                crossSizes.append(min(fit, availableCross))
            }
        }
        // 7. Main positions.
        let used = sizes.reduce(0, +) + gapTotal
        if availableMain.isFinite, views.count > 1, used < availableMain,
            stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        {
            let extra = (availableMain - used) / Double(views.count - 1)
            let spaced = gaps.map { $0 + extra }
            if stack.distribution == .equalCentering {
                let first = sizes[0] / 2
                let step = (availableMain - first - sizes[sizes.count - 1] / 2) / Double(views.count - 1)
                var centred: [Double] = []
                var fits = true
                for i in 0..<(views.count - 1) {
                    let gap = step - sizes[i] / 2 - sizes[i + 1] / 2
                    if gap < gaps[i] { fits = false }
                    centred.append(gap)
                }
                gaps = fits ? centred : spaced
            } else {
                gaps = spaced
            }
            stretched = true
        }
        var positions: [Double] = []
        var cursor = mainStart
        for i in views.indices {
            positions.append(cursor)
            cursor += sizes[i] + (i < gaps.count ? gaps[i] : 0)
        }
        let mainExtent = cursor - mainStart
        // 8. Cross positions.
        let crossExtent = availableCross.isFinite ? availableCross : (crossSizes.max() ?? 0)
        var crossPositions: [Double] = []
        var baselineAligned = false
        switch stack.alignment {
        case .fill, .leading:
            crossPositions = crossSizes.map { _ in crossStart }
        case .center:
            crossPositions = crossSizes.map { crossStart + (crossExtent - $0) / 2 }
        case .trailing:
            crossPositions = crossSizes.map { crossStart + crossExtent - $0 }
        case .firstBaseline, .lastBaseline:
            if axis == .vertical {
                crossPositions = crossSizes.map { _ in crossStart }
            } else {
                baselineAligned = true
                let baselines = views.indices.map { i -> Double in
                    let size = Size(width: sizes[i], height: crossSizes[i])
                    let b =
                        stack.alignment == .firstBaseline
                        ? views[i].firstBaseline(in: size) : views[i].lastBaseline(in: size)
                    return b ?? crossSizes[i]
                }
                let line = baselines.max() ?? 0
                crossPositions = baselines.map { crossStart + line - $0 }
            }
        }
        var frames: [Rect] = []
        for i in views.indices {
            frames.append(
                axis == .horizontal
                    ? Rect(x: positions[i], y: crossPositions[i], width: sizes[i], height: crossSizes[i])
                    : Rect(x: crossPositions[i], y: positions[i], width: crossSizes[i], height: sizes[i]))
        }
        // 9. Fitting size.
        // Views that grew without being flexible count at their natural size.
        let naturalExtent = zip(naturals, sizes).map { min($0, $1) }.reduce(0, +) + gapTotal
        let fittedMain =
            stretched && availableMain.isFinite
            ? availableMain : (stack.distribution == .fill ? naturalExtent : mainExtent)
        var fittedCross = crossFits.max() ?? 0
        if baselineAligned {
            fittedCross = zip(crossPositions, crossSizes).map { $0 - crossStart + $1 }.max() ?? 0
        }
        return Arrangement(
            views: views, frames: frames,
            fittingSize: make(fittedMain + mainMargins, fittedCross + crossMargins, axis))
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
        for priority in priorities where remaining > 1e-9 {
            var group = candidates.filter {
                views[$0].contentCompressionResistancePriority(for: axis) == priority && sizes[$0] > 0
            }
            while remaining > 1e-9, !group.isEmpty {
                let share = remaining / Double(group.count)
                let smallest = group.map { sizes[$0] }.min()!
                let cut = min(share, smallest)
                for i in group { sizes[i] -= cut }
                remaining -= cut * Double(group.count)
                group = group.filter { sizes[$0] > 1e-9 }
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
