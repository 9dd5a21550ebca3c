import Canvas

/// The solver of one constrained region: the top view whose subtree holds constraints, and the
/// views and guides they reach (see ``ConstraintPlan``). It answers the top's fitting size for a
/// proposal and sets every solved view's frame for the top's bounds, as UIKit's layout engine
/// does for a window, in named steps:
/// 1. `prepare`: gather the plan; rebuild the tableau only when it changed (members, guides,
///    the constraints of stacks arranging by constraints, then the user's constraints), else
///    re-add just the constraints whose constant or priority changed, and the content sizes
///    that changed.
/// 2. `constrainTop`: the top's size as the proposal asks (exact, at most, or as small as the
///    content allows, at UIKit's fitting priority).
/// 3. `solveWithTextHeights`: solve; then views whose height follows their width (wrapping text)
///    are measured at the width they got, and solved again (UIKit's second pass).
/// 4. `applyFrames`: frames and guide frames from the solution.
final class ConstraintEngine {
    /// The region's top (it owns the engine).
    unowned let top: View

    /// A rectangle as expressions: its position in its superview (or owner) and its size, and
    /// its position in the top's coordinates.
    private struct FrameExpressions {
        let x: LinearExpression
        let y: LinearExpression
        let width: LinearExpression
        let height: LinearExpression
        let originX: LinearExpression
        let originY: LinearExpression

        /// The rectangle the last solve gave (sizes never below zero, non-finite values zero).
        var solved: Rect {
            Rect(
                x: x.value.finiteOrZero, y: y.value.finiteOrZero, width: max(0, width.value.finiteOrZero),
                height: max(0, height.value.finiteOrZero))
        }
    }

    /// A view the solver knows: variables when the solver places it, constants when it keeps
    /// its frame.
    private struct Member {
        let view: View
        let isSolved: Bool
        let frame: FrameExpressions
        /// The content size its hugging and compression constraints hold, at which priorities
        /// (hugging and compression, horizontal then vertical), and those constraints.
        var content: Size?
        var contentPriorities: ContentPriorities?
        /// The width the content height was measured at (`nil`: its natural width).
        var heightMeasuredAt: Double?
        var contentConstraints: [LinearConstraint] = []
    }

    /// A view's hugging and compression resistance on both axes.
    private struct ContentPriorities: Equatable {
        let hugging: (LayoutPriority, LayoutPriority)
        let compression: (LayoutPriority, LayoutPriority)

        init(_ view: View) {
            hugging = (
                view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)
            )
            compression = (
                view.contentCompressionResistancePriority(for: .horizontal),
                view.contentCompressionResistancePriority(for: .vertical)
            )
        }

        static func == (a: Self, b: Self) -> Bool { a.hugging == b.hugging && a.compression == b.compression }
    }

    /// A guide's rectangle in its owner's coordinates.
    private struct GuideMember {
        let guide: LayoutGuide
        let frame: FrameExpressions
    }

    /// A user constraint in the solver, with the values it was added with.
    private struct Entry {
        let constraint: LayoutConstraint
        var solverConstraint: LinearConstraint?
        var constant: Double
        var priority: LayoutPriority
    }

    private var solver = SimplexSolver()
    private var plan = ConstraintPlan()
    private var members: [ObjectIdentifier: Member] = [:]
    private var memberOrder: [ObjectIdentifier] = []
    private var guides: [GuideMember] = []
    private var entries: [Entry] = []
    private var topSize: [LinearConstraint] = []
    private let topWidth = SolverVariable("top.width")
    private let topHeight = SolverVariable("top.height")
    /// The conflicts found while adding the region's constraints (see ``View/layoutConflicts``).
    private(set) var conflicts: [LayoutConflict] = []

    init(top: View) {
        self.top = top
    }

    // MARK: Queries

    /// The top's size for a proposal, with its content at the sizes the constraints give it.
    func fittingSize(for proposal: SizeProposal) -> Size {
        prepare()
        constrainTop(proposal)
        solveWithTextHeights()
        return Size(width: max(0, topWidth.value.finiteOrZero), height: max(0, topHeight.value.finiteOrZero))
    }

    /// Solves for the top's bounds and sets the solved views' frames.
    func layout() {
        let size = top.bounds.size
        prepare()
        constrainTop(SizeProposal(width: .exactly(size.width), height: .exactly(size.height)))
        solveWithTextHeights()
        applyFrames()
    }

    /// Whether the solution leaves any of `view`'s frame free: it moves when every solved value
    /// is pulled, ever so weakly, one way and then the other.
    func isAmbiguous(_ view: View) -> Bool {
        prepare()
        constrainTop(SizeProposal(width: .exactly(top.bounds.width), height: .exactly(top.bounds.height)))
        solveWithTextHeights()
        guard let member = members[ObjectIdentifier(view)], member.isSolved else { return false }
        let expressions = [member.frame.x, member.frame.y, member.frame.width, member.frame.height]
        let solved = expressions.map(\.value)
        for direction in [1.0, -1.0] {
            let pulls = zip(expressions, solved).map { expression, value in
                LinearConstraint(
                    expression - LinearExpression(constant: value + direction * 1000), .equal, strength: 1e-4)
            }
            for pull in pulls { try? solver.add(pull) }
            solver.updateVariables()
            let moved = zip(expressions, solved).contains { abs($0.value - $1) > 1e-6 }
            for pull in pulls { try? solver.remove(pull) }
            solver.updateVariables()
            if moved { return true }
        }
        return false
    }

    /// The number of terms in the solver's tableau (tests check it grows linearly with a form).
    var tableauCellCount: Int { solver.cellCount }

    /// The slots the solver's tables hold, empty ones included (tests check they grow linearly too).
    var tableauSlotCount: Int { solver.slotCount }

    // MARK: Step 1: the tableau for the current plan

    /// Whether something the tableau depends on may have changed since the last `prepare`:
    /// set by ``View/invalidateIntrinsicContentSize()`` on every view up to the top, which
    /// constraint, hierarchy, margin and content changes all call.
    var needsPreparation = true
    /// Whether a constraint's constant or priority may have changed, and nothing else since the
    /// last `prepare` (see ``View/constraintConstantChanged()``): the plan is the same, so only
    /// the changed constraints are re-read.
    var needsConstantRefresh = false

    private func prepare() {
        // The top's size from the last query goes first: a new constant must not be measured
        // against the old size.
        for constraint in topSize { try? solver.remove(constraint) }
        topSize = []
        guard needsPreparation else {
            if needsConstantRefresh {
                needsConstantRefresh = false
                refreshChangedConstraints()
            }
            return
        }
        needsPreparation = false
        needsConstantRefresh = false
        let (newPlan, constraints, views, guideList, stacks) = ConstraintPlan.gather(top: top)
        if newPlan != plan || members.isEmpty && !views.isEmpty {
            rebuild(newPlan, constraints, views, guideList, stacks)
        } else {
            refreshChangedConstraints()
        }
        refreshContentSizes()
    }

    /// A fresh tableau: members, guides, stacks' arrangements, then each constraint in
    /// activation order (so a user constraint contradicting an arrangement is the one broken).
    private func rebuild(
        _ newPlan: ConstraintPlan, _ constraints: [LayoutConstraint], _ views: [View],
        _ guideList: [LayoutGuide], _ stacks: [Stack]
    ) {
        plan = newPlan
        solver = SimplexSolver()
        members = [:]
        memberOrder = []
        guides = []
        entries = []
        topSize = []
        conflicts = []
        for (view, entry) in zip(views, newPlan.views) { addMember(view, entry) }
        for guide in guideList { addGuide(guide) }
        for stack in stacks { addArrangement(of: stack) }
        for constraint in constraints {
            var entry = Entry(
                constraint: constraint, constant: constraint.constant, priority: constraint.priority)
            entry.solverConstraint = add(constraint)
            entries.append(entry)
        }
    }

    /// Re-adds the constraints whose constant or priority changed since they were added.
    private func refreshChangedConstraints() {
        for index in entries.indices {
            let constraint = entries[index].constraint
            guard
                constraint.constant != entries[index].constant
                    || constraint.priority != entries[index].priority
            else { continue }
            // A new constant alone shifts the row's constants in place (`lhs - rhs` holds
            // `-constant`); a new priority re-adds the constraint.
            if let linear = entries[index].solverConstraint, constraint.priority == entries[index].priority,
                (try? solver.shiftConstant(
                    of: linear,
                    by: readingSign(of: constraint, rightToLeft: readsRightToLeft(constraint))
                        * (entries[index].constant - constraint.constant)))
                    != nil
            {
                entries[index].constant = constraint.constant
                continue
            }
            if let old = entries[index].solverConstraint { try? solver.remove(old) }
            conflicts.removeAll { $0.brokenConstraint === constraint }
            entries[index].solverConstraint = add(constraint)
            entries[index].constant = constraint.constant
            entries[index].priority = constraint.priority
        }
    }

    /// A view's variables (or constants), its fixed sizes and its position in the top's space.
    private func addMember(_ view: View, _ entry: ConstraintPlan.ViewEntry) {
        let parent = view.superview!
        let parentOrigin =
            parent === top
            ? (LinearExpression(), LinearExpression())
            : (
                members[ObjectIdentifier(parent)]!.frame.originX,
                members[ObjectIdentifier(parent)]!.frame.originY
            )
        let name = "\(type(of: view))"
        let x: LinearExpression
        let y: LinearExpression
        let width: LinearExpression
        let height: LinearExpression
        if entry.isSolved {
            x = LinearExpression(SolverVariable(name + ".x"))
            y = LinearExpression(SolverVariable(name + ".y"))
            width = LinearExpression(SolverVariable(name + ".width"))
            height = LinearExpression(SolverVariable(name + ".height"))
            if let w = view.fixedWidth {
                addInternal(LinearConstraint(width - LinearExpression(constant: w), .equal))
            }
            if let h = view.fixedHeight {
                addInternal(LinearConstraint(height - LinearExpression(constant: h), .equal))
            }
        } else {
            let frame = entry.frame!
            x = LinearExpression(constant: frame.minX)
            y = LinearExpression(constant: frame.minY)
            width = LinearExpression(constant: frame.width)
            height = LinearExpression(constant: frame.height)
        }
        let id = ObjectIdentifier(view)
        members[id] = Member(
            view: view, isSolved: entry.isSolved,
            frame: FrameExpressions(
                x: x, y: y, width: width, height: height, originX: parentOrigin.0 + x,
                originY: parentOrigin.1 + y))
        memberOrder.append(id)
    }

    /// A guide's rectangle: insets of its owner, or variables for a custom guide.
    private func addGuide(_ guide: LayoutGuide) {
        let owner = guide.owningView!
        let ownerSize = size(of: owner)
        let ownerOrigin = origin(of: owner)
        let x: LinearExpression
        let y: LinearExpression
        let width: LinearExpression
        let height: LinearExpression
        switch guide.kind {
        case .layoutMargins, .safeArea:
            let insets = guide.insets ?? .zero
            x = LinearExpression(constant: insets.left)
            y = LinearExpression(constant: insets.top)
            width = ownerSize.width - LinearExpression(constant: insets.horizontal)
            height = ownerSize.height - LinearExpression(constant: insets.vertical)
        case .readableContent:
            // The margins' width, at most `readableWidth`, centred in them.
            let margins = owner.layoutMargins
            let room = ownerSize.width - LinearExpression(constant: margins.horizontal)
            let readable = LinearExpression(SolverVariable("readable.width"))
            addInternal(
                LinearConstraint(
                    readable - LinearExpression(constant: LayoutGuide.readableWidth), .lessThanOrEqual))
            addInternal(LinearConstraint(readable - room, .lessThanOrEqual))
            addInternal(
                LinearConstraint(readable - room, .equal, strength: SolverStrength.strength(forPriority: 999))
            )
            x = LinearExpression(constant: margins.left) + (room - readable) * 0.5
            y = LinearExpression(constant: margins.top)
            width = readable
            height = ownerSize.height - LinearExpression(constant: margins.vertical)
        case .custom:
            x = LinearExpression(SolverVariable("guide.x"))
            y = LinearExpression(SolverVariable("guide.y"))
            width = LinearExpression(SolverVariable("guide.width"))
            height = LinearExpression(SolverVariable("guide.height"))
        }
        guides.append(
            GuideMember(
                guide: guide,
                frame: FrameExpressions(
                    x: x, y: y, width: width, height: height, originX: ownerOrigin.x + x,
                    originY: ownerOrigin.y + y)))
    }

    /// A stack's layout as constraints (``StackArrangement``), over its arranged views' frames.
    private func addArrangement(of stack: Stack) {
        func frame(_ view: View) -> StackArrangement.Frame {
            let (x, y) = origin(of: view)
            let (width, height) = size(of: view)
            return StackArrangement.Frame(minX: x, minY: y, width: width, height: height)
        }
        let arrangement = StackArrangement(
            stack: stack, frame: frame(stack), arranged: stack.arrangedSubviews.map(frame),
            baseline: { view, first in
                self.expression(
                    ItemReference(view), first ? .firstBaseline : .lastBaseline, rightToLeft: false)
                    ?? LinearExpression()
            })
        for constraint in arrangement.constraints() { addInternal(constraint) }
    }

    /// Adds a constraint the engine makes for itself (fixed sizes, guides, stacks); one that
    /// contradicts those before it is left out. It lasts as long as the tableau.
    private func addInternal(_ constraint: LinearConstraint) {
        try? solver.add(constraint, lasting: true)
    }

    // MARK: Expressions

    private func size(of view: View) -> (width: LinearExpression, height: LinearExpression) {
        if view === top { return (LinearExpression(topWidth), LinearExpression(topHeight)) }
        let frame = members[ObjectIdentifier(view)]!.frame
        return (frame.width, frame.height)
    }

    private func origin(of view: View) -> (x: LinearExpression, y: LinearExpression) {
        if view === top { return (LinearExpression(), LinearExpression()) }
        let frame = members[ObjectIdentifier(view)]!.frame
        return (frame.originX, frame.originY)
    }

    /// An item's attribute in the top's coordinates.
    private func expression(
        _ item: ItemReference, _ attribute: LayoutConstraint.Attribute, rightToLeft: Bool
    ) -> LinearExpression? {
        let (edge, isMargin) = attribute.withoutMargins
        var originX: LinearExpression
        var originY: LinearExpression
        var width: LinearExpression
        var height: LinearExpression
        var baselineView: View?
        if let view = item.view {
            guard view === top || members[ObjectIdentifier(view)] != nil else { return nil }
            (originX, originY) = origin(of: view)
            (width, height) = size(of: view)
            baselineView = view
            if isMargin {
                let margins = view.layoutMargins
                originX = originX + LinearExpression(constant: margins.left)
                originY = originY + LinearExpression(constant: margins.top)
                width = width - LinearExpression(constant: margins.horizontal)
                height = height - LinearExpression(constant: margins.vertical)
            }
        } else if let guide = item.guide, let member = guides.first(where: { $0.guide === guide }) {
            let f = member.frame
            (originX, originY, width, height) = (f.originX, f.originY, f.width, f.height)
        } else {
            return nil
        }
        switch edge {
        case .left: return originX
        case .right: return originX + width
        case .leading: return rightToLeft ? originX + width : originX
        case .trailing: return rightToLeft ? originX : originX + width
        case .centerX: return originX + width * 0.5
        case .top: return originY
        case .bottom: return originY + height
        case .centerY: return originY + height * 0.5
        case .width: return width
        case .height: return height
        case .firstBaseline, .lastBaseline:
            // The baseline's distance from the top (first) or bottom (last) at the view's content
            // size; a view without text has its baseline at its bottom.
            guard let view = baselineView else { return originY + height }
            let content = view === top ? top.bounds.size : view.fittingSize(for: SizeProposal.unbounded)
            if edge == .firstBaseline, let b = view.firstBaseline(in: content) {
                return originY + LinearExpression(constant: b)
            }
            if edge == .lastBaseline, let b = view.lastBaseline(in: content) {
                return originY + height - LinearExpression(constant: content.height - b)
            }
            return originY + height
        default: return nil
        }
    }

    /// Adds a user constraint; `nil` when it was broken (a conflict, recorded) or cannot be
    /// expressed in this region.
    private func add(_ constraint: LayoutConstraint) -> LinearConstraint? {
        let rightToLeft = readsRightToLeft(constraint)
        guard let lhs = expression(constraint.first, constraint.firstAttribute, rightToLeft: rightToLeft)
        else { return nil }
        let sign = readingSign(of: constraint, rightToLeft: rightToLeft)
        var rhs = LinearExpression(constant: sign * constraint.constant)
        if let second = constraint.second {
            guard let other = expression(second, constraint.secondAttribute, rightToLeft: rightToLeft) else {
                return nil
            }
            rhs = other * constraint.multiplier + rhs
        }
        let relation: LinearConstraint.Relation =
            switch (constraint.relation, sign < 0) {
            case (.equal, _): .equal
            case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): .lessThanOrEqual
            case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): .greaterThanOrEqual
            }
        let linear = LinearConstraint(
            lhs, relation, rhs,
            strength: SolverStrength.strength(forPriority: Double(constraint.priority.rawValue)))
        do throws(SimplexSolver.Failure) {
            // The user's constraints last: a required equality of one or two variables becomes
            // an alias (a new constant shifts it; removing it, rare, rebuilds the tableau).
            try solver.add(linear, lasting: true)
            return linear
        } catch {
            conflicts.append(LayoutConflict(broken: constraint, involved: involved(with: constraint)))
            return nil
        }
    }

    /// Whether a constraint's leading and trailing are right and left: the view holding it (its
    /// items' nearest common ancestor) lays out right to left.
    private func readsRightToLeft(_ constraint: LayoutConstraint) -> Bool {
        constraint.installation?.host.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// -1 when a constraint between leading and trailing edges reads right to left: its
    /// constant then counts leftwards and its inequality turns, as UIKit's do; 1 otherwise.
    private func readingSign(of constraint: LayoutConstraint, rightToLeft: Bool) -> Double {
        func isLeadingOrTrailing(_ attribute: LayoutConstraint.Attribute) -> Bool {
            switch attribute.withoutMargins.attribute {
            case .leading, .trailing: true
            default: false
            }
        }
        guard rightToLeft, isLeadingOrTrailing(constraint.firstAttribute),
            isLeadingOrTrailing(constraint.secondAttribute)
        else { return 1 }
        return -1
    }

    /// The active required constraints connected to `broken` through shared items.
    private func involved(with broken: LayoutConstraint) -> [LayoutConstraint] {
        func items(_ c: LayoutConstraint) -> [ObjectIdentifier] {
            [c.firstItem, c.secondItem].compactMap { $0.map(ObjectIdentifier.init) }
        }
        var reached = Set(items(broken))
        var result: [LayoutConstraint] = []
        var remaining = entries.filter { $0.solverConstraint != nil && $0.constraint.priority == .required }
            .map(\.constraint)
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { c in
                guard items(c).contains(where: reached.contains) else { return false }
                result.append(c)
                reached.formUnion(items(c))
                grew = true
                return true
            }
        }
        return result.sorted { $0.installation!.sequence < $1.installation!.sequence } + [broken]
    }

    // MARK: Content sizes

    /// Hugging and compression constraints at each solved view's content size, replaced where it
    /// changed.
    private func refreshContentSizes() {
        for id in memberOrder where members[id]!.isSolved {
            let view = members[id]!.view
            setContent(of: id, to: contentSize(of: view), measuredAt: nil)
        }
    }

    /// A view's intrinsic size, per axis, `nil` components as -1 (``View/noIntrinsicMetric``); a
    /// stack arranging by constraints has none, as UIStackView has none: its arrangement sizes it.
    private func contentSize(of view: View) -> Size {
        if view.arrangesSubviewsByConstraints {
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        var size = view.intrinsicContentSize
        if view.fixedWidth != nil { size.width = View.noIntrinsicMetric }
        if view.fixedHeight != nil { size.height = View.noIntrinsicMetric }
        return size
    }

    private func setContent(of id: ObjectIdentifier, to size: Size, measuredAt width: Double?) {
        var member = members[id]!
        let view = member.view
        let priorities = ContentPriorities(view)
        guard
            member.content != size || member.contentPriorities != priorities
                || member.heightMeasuredAt != width
        else { return }
        member.contentPriorities = priorities
        member.heightMeasuredAt = width
        for constraint in member.contentConstraints { try? solver.remove(constraint) }
        member.contentConstraints = []
        for axis in LayoutAxis.allCases {
            let length = axis == .horizontal ? size.width : size.height
            guard length >= 0, length.isFinite else { continue }
            let dimension = axis == .horizontal ? member.frame.width : member.frame.height
            let target = LinearExpression(constant: length)
            let hugging = LinearConstraint(
                dimension, .lessThanOrEqual, target,
                strength: SolverStrength.strength(
                    forPriority: Double(view.contentHuggingPriority(for: axis).rawValue)))
            let compression = LinearConstraint(
                dimension, .greaterThanOrEqual, target,
                strength: SolverStrength.strength(
                    forPriority: Double(view.contentCompressionResistancePriority(for: axis).rawValue)))
            for constraint in [hugging, compression] {
                if (try? solver.add(constraint)) != nil { member.contentConstraints.append(constraint) }
            }
        }
        member.content = size
        members[id] = member
    }

    // MARK: Step 2: the top's size

    private func constrainTop(_ proposal: SizeProposal) {
        for (variable, dimension) in [(topWidth, proposal.width), (topHeight, proposal.height)] {
            let length = LinearExpression(variable)
            switch dimension {
            case .exactly(let value):
                let exact = LinearConstraint(length - LinearExpression(constant: value), .equal)
                if (try? solver.add(exact)) != nil || breakConstraint(toAdd: exact) {
                    topSize.append(exact)
                } else {
                    // The content needs another size with every constraint required: the top
                    // keeps its size as strongly as anything short of required, as UIKit's
                    // window does, and the conflict is reported.
                    let strong = LinearConstraint(
                        length - LinearExpression(constant: value), .equal,
                        strength: SolverStrength.strength(forPriority: 999))
                    try? solver.add(strong)
                    topSize.append(strong)
                    if !conflicts.contains(where: { $0.brokenConstraint == nil }) {
                        conflicts.append(LayoutConflict(broken: nil, involved: entries.map(\.constraint)))
                    }
                }
            case .atMost(let value):
                let limit = LinearConstraint(length - LinearExpression(constant: value), .lessThanOrEqual)
                if (try? solver.add(limit)) != nil { topSize.append(limit) }
                fallthrough
            case .unbounded:
                let small = LinearConstraint(
                    length, .equal,
                    strength: SolverStrength.strength(
                        forPriority: Double(LayoutPriority.fittingSizeLevel.rawValue)))
                try? solver.add(small)
                topSize.append(small)
                let nonNegative = LinearConstraint(length, .greaterThanOrEqual)
                try? solver.add(nonNegative)
                topSize.append(nonNegative)
            }
        }
    }

    /// Makes room for the top's size, as UIKit's window keeps its size: takes the region's
    /// required constraints out, most recent first, until `constraint` can be added; the last one
    /// taken out is broken (a conflict), the others go back in. Whether it was added.
    private func breakConstraint(toAdd constraint: LinearConstraint) -> Bool {
        var removed: [Int] = []
        for index in entries.indices.reversed() {
            guard let linear = entries[index].solverConstraint, entries[index].priority == .required else {
                continue
            }
            try? solver.remove(linear)
            entries[index].solverConstraint = nil
            guard (try? solver.add(constraint)) != nil else {
                removed.append(index)
                continue
            }
            let broken = entries[index].constraint
            conflicts.append(LayoutConflict(broken: broken, involved: involved(with: broken)))
            for other in removed.reversed() {
                entries[other].solverConstraint = add(entries[other].constraint)
            }
            return true
        }
        for other in removed.reversed() { entries[other].solverConstraint = add(entries[other].constraint) }
        return false
    }

    // MARK: Step 3: solving, with heights at the solved widths

    private func solveWithTextHeights() {
        solver.updateVariables()
        for _ in 0..<3 {
            var changed = false
            for id in memberOrder {
                let member = members[id]!
                guard member.isSolved, let content = member.content, content.height >= 0 else { continue }
                // The height was measured at the natural width (or at the one last solved):
                // measure it again at the width the solver gave, if that is another.
                let width = max(0, member.frame.width.value)
                let measuredAt = member.heightMeasuredAt ?? (content.width >= 0 ? content.width : nil)
                if let measuredAt, abs(width - measuredAt) <= 1e-6 { continue }
                let height = member.view.fittingSize(
                    for: SizeProposal(width: .exactly(width), height: .unbounded)
                ).height
                if abs(height - content.height) > 1e-6 {
                    setContent(of: id, to: Size(width: content.width, height: height), measuredAt: width)
                    changed = true
                } else {
                    members[id]!.heightMeasuredAt = width
                }
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }

    // MARK: Step 4: frames

    private func applyFrames() {
        for id in memberOrder where members[id]!.isSolved {
            let member = members[id]!
            member.view.frame = member.frame.solved
        }
        for member in guides { member.guide.layoutFrame = member.frame.solved }
    }
}
