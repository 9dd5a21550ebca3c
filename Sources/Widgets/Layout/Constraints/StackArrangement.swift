import Canvas

/// UIStackView's layout of one ``Stack`` as solver constraints, for a stack whose arranged views
/// take part in other constraints (the constraints UIKit's stack adds, named as UIKit names
/// them in its logs), in named steps:
/// 1. `contentBox`: the stack's bounds, or its layout margins with
///    ``Stack/isLayoutMarginsRelativeArrangement``.
/// 2. `hide`: a hidden arranged view is removed from the arrangement: no size along the axis,
///    at the box's start (`UISV-hiding`).
/// 3. `chain`: the first visible view's leading edge on the box's, the last one's trailing edge
///    on the box's (`UISV-canvas-connection`), and between neighbours their gap: exactly the
///    spacing (custom after a view where set) for the fill distributions, at least it for
///    `equalSpacing` and `equalCentering` (`UISV-spacing`).
/// 4. `distribute`: `fillEqually` makes every size the first's (`UISV-fill-equally`);
///    `fillProportionally` makes each size its share of the room by intrinsic size, at 999 for
///    the first view, 998 for the second and so on (`UISV-fill-proportionally`); `equalSpacing`
///    makes every gap the first's; `equalCentering` makes every distance between centres the
///    first's, at 149, below hugging and compression resistance, so the gaps give way before the
///    views do (UIKit's `UISV-fill-equally` between the gap guides from centre to centre).
///    `fill` adds nothing: the views' hugging and compression resistance decide who stretches.
/// 5. `align`: across the axis, `fill` ties both edges to the box's (`UISV-alignment`);
///    `leading`/`top`, `trailing`/`bottom` and `center` tie one edge (or the centre) and keep
///    the other inside the box, each view's cross size pulled to zero at 25
///    (`UISV-ambiguity-suppression`) and the box's at 51 (`UISV-spanning-fit`), so the stack is
///    as thick as its thickest view; `firstBaseline`/`lastBaseline` (horizontal stacks;
///    `leading` in vertical ones) put every baseline on the first view's, inside the box, as
///    high as the views allow.
///
/// Leading and trailing are right and left in a right-to-left stack, on both axes.
///
/// UIKit's priorities, as its constraint logs print them (a priority below 1000 follows `@` or
/// `priority:`; none means required):
/// - Required: `UISV-canvas-connection`, `UISV-spacing` (`>=` for the spreading
///   distributions), `UISV-alignment`, `UISV-fill-equally` for `fillEqually` and between
///   `equalSpacing`'s gaps, `UISV-hiding` (the hidden view's size along the axis `== 0`).
/// - 25 for `UISV-ambiguity-suppression` and 51 for `UISV-spanning-fit`; UIKit puts the latter
///   on a spacer guide (`UISV-alignment-spanner`) whose cross edges its canvas connections (and
///   the aligned views' edges) tie to the stack's, so it pulls on the same length as the box's
///   cross size here.
/// - 999, 998, 997 for `UISV-fill-proportionally` on three views; 149 for the gap guides'
///   `UISV-fill-equally` under `equalCentering`.
///
/// Sources: the dumps of UIStackView's constraints in https://kean.blog/post/lets-build-uistackview
/// (priorities 25, 51, 149, 999/998/997, 999.5, 49 and 760), and constraint logs printing UISV
/// constraints `(active)` with no priority (required):
/// https://github.com/mozilla-mobile/prox/issues/242 (`UISV-hiding`) and
/// https://github.com/babylonhealth/Bento/pull/162 (`UISV-spacing`, `UISV-alignment`,
/// `UISV-canvas-connection`). Not made here: `UISV-spanning-boundary` (the views' edges on the
/// spacer, one at 999.5), as the edges are tied to the box instead; `UISV-canvas-fit` (the
/// stack's cross size at 49, for baseline alignments and a lone view); and
/// `UISV-text-width-disambiguation` (each text view's width a share of the stack's at 760, with
/// baseline alignments). Whether `fillProportionally` counts its 999, 998, … over hidden views
/// too, and how low it goes with many views, was not seen in a log: here it counts visible ones.
struct StackArrangement {
    /// A rectangle as expressions in the region top's coordinates.
    struct Frame {
        let minX: LinearExpression
        let minY: LinearExpression
        let width: LinearExpression
        let height: LinearExpression
    }

    /// The stack.
    let stack: Stack
    /// The stack's frame.
    let frame: Frame
    /// The frame of each arranged view, in order.
    let arranged: [Frame]
    /// A view's first (`true`) or last baseline, with its frame's origin.
    let baseline: (View, Bool) -> LinearExpression

    /// The constraints, in the numbered steps above.
    func constraints() -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        let box = contentBox()  // 1
        var visible: [(view: View, frame: Frame)] = []
        for (view, frame) in zip(stack.arrangedSubviews, arranged) {
            if view.isHidden {
                result += hide(frame, in: box)  // 2
            } else {
                visible.append((view, frame))
            }
        }
        guard !visible.isEmpty else { return result }
        result += chain(visible, in: box)  // 3
        result += distribute(visible, in: box)  // 4
        result += align(visible, in: box)  // 5
        return result
    }

    // MARK: Directions

    private var isHorizontal: Bool { stack.axis == .horizontal }
    private var isRightToLeft: Bool { stack.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The leading edge along the axis (right in a right-to-left horizontal stack).
    private func mainStart(_ f: Frame) -> LinearExpression {
        isHorizontal ? (isRightToLeft ? f.minX + f.width : f.minX) : f.minY
    }

    /// The trailing edge along the axis.
    private func mainEnd(_ f: Frame) -> LinearExpression {
        isHorizontal ? (isRightToLeft ? f.minX : f.minX + f.width) : f.minY + f.height
    }

    /// 1 when the axis runs towards larger coordinates, -1 when it runs leftwards.
    private var forward: Double { isHorizontal && isRightToLeft ? -1 : 1 }

    private func mainSize(_ f: Frame) -> LinearExpression { isHorizontal ? f.width : f.height }
    private func crossSize(_ f: Frame) -> LinearExpression { isHorizontal ? f.height : f.width }

    /// The leading edge across the axis (the top, or the leading side of a vertical stack).
    private func crossStart(_ f: Frame) -> LinearExpression {
        isHorizontal ? f.minY : (isRightToLeft ? f.minX + f.width : f.minX)
    }

    /// The trailing edge across the axis.
    private func crossEnd(_ f: Frame) -> LinearExpression {
        isHorizontal ? f.minY + f.height : (isRightToLeft ? f.minX : f.minX + f.width)
    }

    private func crossCenter(_ f: Frame) -> LinearExpression {
        isHorizontal ? f.minY + f.height * 0.5 : f.minX + f.width * 0.5
    }

    private func mainCenter(_ f: Frame) -> LinearExpression {
        isHorizontal ? f.minX + f.width * 0.5 : f.minY + f.height * 0.5
    }

    private func strength(_ priority: Double) -> Double { SolverStrength.strength(forPriority: priority) }

    // MARK: Steps

    /// Step 1: the box the views are arranged in.
    private func contentBox() -> Frame {
        guard stack.isLayoutMarginsRelativeArrangement else { return frame }
        let m = stack.layoutMargins
        let (left, top, right, bottom) = (
            bounded(m.left), bounded(m.top), bounded(m.right), bounded(m.bottom)
        )
        return Frame(
            minX: frame.minX + LinearExpression(constant: left),
            minY: frame.minY + LinearExpression(constant: top),
            width: frame.width - LinearExpression(constant: left + right),
            height: frame.height - LinearExpression(constant: top + bottom))
    }

    /// Step 2: a hidden view, collapsed at the box's start.
    private func hide(_ f: Frame, in box: Frame) -> [LinearConstraint] {
        [
            LinearConstraint(mainSize(f), .equal),
            LinearConstraint(mainStart(f), .equal, mainStart(box)),
            LinearConstraint(crossStart(f), .equal, crossStart(box)),
        ]
    }

    /// The gap after each visible view but the last.
    private func gaps(_ visible: [(view: View, frame: Frame)]) -> [Double] {
        visible.dropLast().map { bounded(stack.customSpacing(after: $0.view)) }
    }

    /// A length the solver can take: within ±``LayoutConstraint/largestMagnitude`` (as a
    /// constraint's constant is), 0 when not finite.
    private func bounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -LayoutConstraint.largestMagnitude), LayoutConstraint.largestMagnitude)
    }

    /// A gap between neighbours, measured along the axis's direction.
    private func gap(_ a: Frame, _ b: Frame) -> LinearExpression {
        (mainStart(b) - mainEnd(a)) * forward
    }

    /// Step 3: the ends on the box, the neighbours spaced.
    private func chain(_ visible: [(view: View, frame: Frame)], in box: Frame) -> [LinearConstraint] {
        var result = [
            LinearConstraint(mainStart(visible[0].frame), .equal, mainStart(box)),
            LinearConstraint(mainEnd(visible[visible.count - 1].frame), .equal, mainEnd(box)),
        ]
        let spreads = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for (i, spacing) in gaps(visible).enumerated() {
            result.append(
                LinearConstraint(
                    gap(visible[i].frame, visible[i + 1].frame), spreads ? .greaterThanOrEqual : .equal,
                    LinearExpression(constant: spacing)))
        }
        return result
    }

    /// Step 4: sizes or gaps by the distribution.
    private func distribute(_ visible: [(view: View, frame: Frame)], in box: Frame) -> [LinearConstraint] {
        let first = visible[0].frame
        var result: [LinearConstraint] = []
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() {
                result.append(LinearConstraint(mainSize(v.frame), .equal, mainSize(first)))
            }
        case .fillProportionally:
            let naturals = visible.map { max(0, main(of: $0.view.intrinsicContentSize)) }
            let total = naturals.reduce(0, +)
            let room = mainSize(box) - LinearExpression(constant: gaps(visible).reduce(0, +))
            for (index, (v, natural)) in zip(visible, naturals).enumerated() {
                let share = total > 0 ? natural / total : 1 / Double(visible.count)
                result.append(
                    LinearConstraint(
                        mainSize(v.frame), .equal, room * share, strength: strength(Double(999 - index))))
            }
        case .equalSpacing:
            guard visible.count > 2 else { break }
            let firstGap = gap(visible[0].frame, visible[1].frame)
            for i in 1..<(visible.count - 1) {
                result.append(LinearConstraint(gap(visible[i].frame, visible[i + 1].frame), .equal, firstGap))
            }
        case .equalCentering:
            guard visible.count > 2 else { break }
            let step = mainCenter(visible[1].frame) - mainCenter(visible[0].frame)
            for i in 1..<(visible.count - 1) {
                result.append(
                    LinearConstraint(
                        mainCenter(visible[i + 1].frame) - mainCenter(visible[i].frame), .equal, step,
                        strength: strength(149)))
            }
        }
        return result
    }

    /// Step 5: each view across the axis.
    private func align(_ visible: [(view: View, frame: Frame)], in box: Frame) -> [LinearConstraint] {
        var alignment = stack.alignment
        if !isHorizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        var result: [LinearConstraint] = []
        // Cross edges compare in the cross direction: right to left in a vertical RTL stack.
        let crossForward: Double = !isHorizontal && isRightToLeft ? -1 : 1
        func inside(_ a: LinearExpression, before b: LinearExpression) -> LinearConstraint {
            LinearConstraint((b - a) * crossForward, .greaterThanOrEqual)
        }
        if alignment != .fill {
            result.append(LinearConstraint(crossSize(box), .equal, strength: strength(51)))
        }
        for (view, f) in visible {
            switch alignment {
            case .fill:
                result.append(LinearConstraint(crossStart(f), .equal, crossStart(box)))
                result.append(LinearConstraint(crossEnd(f), .equal, crossEnd(box)))
            case .leading:
                result.append(LinearConstraint(crossStart(f), .equal, crossStart(box)))
                result.append(inside(crossEnd(f), before: crossEnd(box)))
            case .trailing:
                result.append(LinearConstraint(crossEnd(f), .equal, crossEnd(box)))
                result.append(inside(crossStart(box), before: crossStart(f)))
            case .center:
                result.append(LinearConstraint(crossCenter(f), .equal, crossCenter(box)))
                result.append(inside(crossStart(box), before: crossStart(f)))
            case .firstBaseline, .lastBaseline:
                let first = alignment == .firstBaseline
                result.append(inside(crossStart(box), before: crossStart(f)))
                result.append(inside(crossEnd(f), before: crossEnd(box)))
                if view !== visible[0].view {
                    result.append(
                        LinearConstraint(baseline(view, first), .equal, baseline(visible[0].view, first)))
                }
            }
            if alignment != .fill {
                result.append(LinearConstraint(crossSize(f), .equal, strength: strength(25)))
            }
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            // As high as the views allow: the line as close to the box's top as it can be.
            result.append(
                LinearConstraint(
                    baseline(visible[0].view, alignment == .firstBaseline), .equal, crossStart(box),
                    strength: strength(1)))
        }
        return result
    }

    private func main(of size: Size) -> Double { isHorizontal ? size.width : size.height }
}
