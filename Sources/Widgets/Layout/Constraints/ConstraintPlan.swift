import Canvas

/// What a constrained region consists of at one moment: its active constraints, in the order
/// they were activated, and every view and guide they reach, each with what decides its frame.
/// Two equal plans give the same tableau, so the engine rebuilds its solver only when the plan
/// changes; a constant, a priority or a view's intrinsic size changes the solver in place.
struct ConstraintPlan: Equatable {
    /// A view in the region, in its superview's coordinates.
    struct ViewEntry: Equatable {
        /// The view.
        let id: ObjectIdentifier
        /// Its superview (the region's top is never an entry).
        let parent: ObjectIdentifier
        /// Whether the solver places it; otherwise it stays at ``frame``.
        let isSolved: Bool
        /// The frame of a view the solver does not place.
        let frame: Rect?
        /// Its layout margins (margin attributes are measured from them).
        let margins: EdgeInsets
        /// Whether its leading and trailing are its right and left (a right-to-left view).
        let isRightToLeft: Bool
        /// Its fixed width and height (required constant sizes), which the tableau holds as rows:
        /// a new one prepares the region again.
        let fixedSize: [Double?]
    }

    /// A guide in the region.
    struct GuideEntry: Equatable {
        /// The guide.
        let id: ObjectIdentifier
        /// Its owning view.
        let owner: ObjectIdentifier
        /// The insets of a margins, safe-area or readable guide (`nil` for a custom guide).
        let insets: EdgeInsets?
    }

    /// A stack in the region that arranges its views by constraints (``StackArrangement``),
    /// with everything its constraints are made from.
    struct StackEntry: Equatable {
        /// The stack.
        let id: ObjectIdentifier
        /// Its arranged views, in order, and which of them are hidden.
        let arranged: [ObjectIdentifier]
        let hidden: [Bool]
        /// Axis, distribution and alignment, by name.
        let settings: [String]
        /// The gap after each arranged view (custom or the stack's spacing).
        let gaps: [Double]
        /// Whether the box is the layout margins, and the margins.
        let marginsRelative: Bool
        let margins: EdgeInsets
        /// Whether its leading and trailing are its right and left.
        let isRightToLeft: Bool
        /// The arranged views' intrinsic sizes (`fillProportionally` shares the room by them).
        let intrinsicSizes: [Size]

        init(_ stack: Stack) {
            id = ObjectIdentifier(stack)
            arranged = stack.arrangedSubviews.map(ObjectIdentifier.init)
            hidden = stack.arrangedSubviews.map(\.isHidden)
            settings = ["\(stack.axis)", stack.distribution.rawValue, stack.alignment.rawValue]
            gaps = stack.arrangedSubviews.map { stack.customSpacing(after: $0) }
            marginsRelative = stack.isLayoutMarginsRelativeArrangement
            margins = stack.layoutMargins
            isRightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
            intrinsicSizes =
                stack.distribution == .fillProportionally
                ? stack.arrangedSubviews.map(\.intrinsicContentSize) : []
        }
    }

    /// The solved constraints (required constant sizes are fixed sizes, not in the plan).
    var constraints: [ObjectIdentifier] = []
    /// The views the constraints reach, and each one's superviews up to the region's top.
    var views: [ViewEntry] = []
    /// The guides the constraints reach.
    var guides: [GuideEntry] = []
    /// The stacks in the region that arrange their views by constraints.
    var stacks: [StackEntry] = []
    /// The top's layout margins.
    var topMargins = EdgeInsets.zero
    /// Whether the top's leading and trailing are its right and left.
    var topIsRightToLeft = false

    /// The region below `top`: every constraint held by `top` and by the views it lays out by
    /// constraints, recursively; the views their items reach; the stacks among them (or the top)
    /// that arrange by constraints, with all their arranged views. Constraints whose items have
    /// left the region are left out.
    static func gather(top: View) -> (
        plan: ConstraintPlan, constraints: [LayoutConstraint], views: [View], guides: [LayoutGuide],
        stacks: [Stack]
    ) {
        // Step 1: the constraints, from the holders reachable through constrained subviews.
        var constraints: [LayoutConstraint] = []
        var pending: [View] = [top]
        while let holder = pending.popLast() {
            if let storage = holder.constraintRecord {
                constraints += storage.installed.filter { $0.installation?.isFixedSize == false }
            }
            for view in holder.subviews
            where view.isLaidOutByConstraints && !holder.placesSubviewByItself(view) {
                pending.append(view)
            }
        }
        constraints.sort { $0.installation!.sequence < $1.installation!.sequence }
        // Step 2: the views and guides they reach, superviews before subviews.
        var plan = ConstraintPlan()
        plan.topMargins = top.layoutMargins
        plan.topIsRightToLeft = top.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var views: [View] = []
        var guides: [LayoutGuide] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(top)]
        func reach(_ view: View) -> Bool {
            if seen.contains(ObjectIdentifier(view)) { return true }
            guard let parent = view.superview, reach(parent) else { return false }
            seen.insert(ObjectIdentifier(view))
            let solved = view.isLaidOutByConstraints && !parent.placesSubviewByItself(view)
            plan.views.append(
                ViewEntry(
                    id: ObjectIdentifier(view), parent: ObjectIdentifier(parent), isSolved: solved,
                    frame: solved ? nil : view.untransformedFrame, margins: view.layoutMargins,
                    isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                    fixedSize: solved ? [view.fixedWidth, view.fixedHeight] : []))
            views.append(view)
            return true
        }
        func reach(_ item: ItemReference?) -> Bool {
            guard let item else { return true }
            if let view = item.view { return reach(view) }
            guard let guide = item.guide, let owner = guide.owningView, reach(owner) else { return false }
            if seen.insert(ObjectIdentifier(guide)).inserted {
                let insets = guide.kind == .readableContent ? owner.layoutMargins : guide.insets
                plan.guides.append(
                    GuideEntry(id: ObjectIdentifier(guide), owner: ObjectIdentifier(owner), insets: insets))
                guides.append(guide)
            }
            return true
        }
        var kept: [LayoutConstraint] = []
        for constraint in constraints where reach(constraint.first) && reach(constraint.second) {
            kept.append(constraint)
            plan.constraints.append(ObjectIdentifier(constraint))
        }
        // Step 3: stacks arranging by constraints, and all their arranged views (which may
        // hold stacks of their own: the list grows as it is walked).
        var stacks: [Stack] = []
        var index = -1
        while index < views.count {
            let candidate = index < 0 ? top : views[index]
            index += 1
            guard let stack = candidate as? Stack, stack.arrangesSubviewsByConstraints else { continue }
            for view in stack.arrangedSubviews where view.superview === stack { _ = reach(view) }
            plan.stacks.append(StackEntry(stack))
            stacks.append(stack)
        }
        return (plan, kept, views, guides, stacks)
    }
}
