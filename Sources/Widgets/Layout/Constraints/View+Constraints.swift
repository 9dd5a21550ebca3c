import Canvas

/// Auto Layout on a view: the constraints it holds, whether the solver places it, and what the
/// solver found (conflicts, ambiguity). See ``LayoutConstraint``.
extension View {
    /// The view's Auto Layout record, made when first needed.
    var constraintStorage: ConstraintStorage {
        if let storage = constraintRecord { return storage }
        let storage = ConstraintStorage()
        constraintRecord = storage
        return storage
    }

    /// The active constraints this view holds: those whose items' nearest common ancestor it is
    /// (a constant width or height is held by its view).
    public var constraints: [LayoutConstraint] { constraintRecord?.installed ?? [] }

    /// Activates a constraint (UIKit's older spelling of ``LayoutConstraint/isActive``).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

    /// Activates constraints (UIKit's older spelling of ``LayoutConstraint/activate(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

    /// Deactivates a constraint this view holds; one it does not hold is left as it is.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installation?.host === self { constraint.isActive = false }
    }

    /// Deactivates the constraints among `constraints` that this view holds.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the view keeps its frame (`true`, UIKit's default) or is placed by the solver
    /// (`false`, what UIKit code sets on every view it constrains).
    ///
    /// A view that never set it is placed by the solver once an active constraint positions it:
    /// as the first item, or tied to one of its ancestors. So Vellum code may leave it alone; a
    /// view that only other views are constrained to keeps its frame, as in UIKit. Reading it
    /// answers `true` until it is set.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { constraintRecord?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != constraintRecord?.translatesAutoresizingMask else { return }
            constraintStorage.translatesAutoresizingMask = newValue
            superview?.constraintsChanged()
        }
    }

    /// Whether the solver places the view (see ``translatesAutoresizingMaskIntoConstraints``); an
    /// arranged view of a stack that arranges by constraints always is, as UIStackView turns
    /// translation off on its arranged views.
    var isLaidOutByConstraints: Bool {
        if let parent = superview, parent.arrangesSubviewByConstraints(self) { return true }
        guard let record = constraintRecord else { return false }
        if let translates = record.translatesAutoresizingMask { return !translates }
        return record.impliedLayoutCount > 0
    }

    /// The engine when this view is the top of a constrained region: it holds solved constraints
    /// and no ancestor's region lays it out.
    var regionEngine: ConstraintEngine? {
        guard holdsRegionConstraints else { return nil }
        var view = self
        while view.isLaidOutByConstraints, let parent = view.superview, !parent.placesSubviewByItself(view) {
            if parent.holdsRegionConstraints { return nil }
            view = parent
        }
        let record = constraintStorage
        if let engine = record.engine { return engine }
        let engine = ConstraintEngine(top: self)
        record.engine = engine
        return engine
    }

    /// Whether the view holds constraints the solver solves: its own active constraints, or a
    /// stack's arrangement expressed as constraints.
    var holdsRegionConstraints: Bool {
        constraintRecord?.holdsSolvedConstraints == true || arrangesSubviewsByConstraints
    }

    /// Whether this view is the top of a constrained region (its size comes from a solver).
    var isConstraintRegionTop: Bool {
        (constraintRecord != nil || arrangesSubviewsByConstraints) && regionEngine != nil
    }

    /// Counts a constraint tying this view's own frame into the solver in or out; when the first
    /// comes or the last goes, a stack arranging the view switches between its own algorithm and
    /// constraints, so its measurements and layout are redone.
    func changeArrangementReferences(by delta: Int) {
        let record = constraintStorage
        let before = record.arrangementReferences
        record.arrangementReferences = max(0, before + delta)
        if (before == 0) != (record.arrangementReferences == 0) { superview?.constraintsChanged() }
    }

    /// The size the view takes when a parent gives it `width` and leaves the height to it: a
    /// constrained region's top is measured at exactly the width (UIKit's
    /// `systemLayoutSizeFitting` with a required horizontal priority, the self-sizing-cell
    /// recipe); any other view within it, as a parent measures it.
    final func fittingSize(takingWidth width: Double) -> Size {
        isConstraintRegionTop
            ? fittingSize(for: SizeProposal(width: .exactly(max(0, width)), height: .unbounded))
            : fittingSize(for: Size(width: width, height: .infinity))
    }

    /// Sets the frames of the subviews (and deeper views) the solver places, when this view is
    /// the top of a constrained region.
    func layoutConstrainedSubviews() {
        regionEngine?.layout()
    }

    /// Called when constraints, or what they depend on, changed below this view: measurements
    /// are forgotten and layout is scheduled up to the root.
    func constraintsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Called when a constraint this view holds changed its constant or priority only: as
    /// ``constraintsChanged()``, but the engines re-read constants without gathering their
    /// regions again (the region is the same).
    func constraintConstantChanged() {
        invalidateMeasurements(planChanged: false)
        setNeedsLayout()
    }

    /// The nearest view that is both this view or an ancestor of it, and `other` or an ancestor of it.
    func nearestCommonAncestor(with other: View) -> View? {
        if other === self { return self }
        var ancestors = Set<ObjectIdentifier>()
        var view: View? = self
        while let v = view {
            ancestors.insert(ObjectIdentifier(v))
            view = v.superview
        }
        view = other
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    /// Deactivates the constraints held by this view's ancestors that reach into its subtree,
    /// as UIKit does when a view leaves its superview.
    func removeConstraintsReaching(from parent: View) {
        var holder: View? = parent
        while let h = holder {
            if let record = h.constraintRecord, !record.installed.isEmpty {
                for constraint in record.installed
                where [constraint.first.owningView, constraint.second?.owningView].contains(where: {
                    $0?.isDescendant(of: self) == true
                }) {
                    constraint.isActive = false
                }
            }
            holder = h.superview
        }
    }

    // MARK: What the solver found

    /// The conflicts the solvers of this view's subtree found at their last layout (see
    /// ``LayoutConflict``); empty when every required constraint held.
    public var layoutConflicts: [LayoutConflict] {
        var result: [LayoutConflict] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if let engine = view.constraintRecord?.engine { result += engine.conflicts }
            pending += view.subviews.reversed()
        }
        return result
    }

    /// Whether the constraints leave this view's frame free (it could move or resize without
    /// breaking any of them); `false` for a view the solver does not place.
    public var hasAmbiguousLayout: Bool {
        var view: View? = self
        while let v = view {
            if let engine = v.regionEngine { return engine.isAmbiguous(self) }
            view = v.superview
        }
        return false
    }

    /// Kept for UIKit code: Vellum's solution is deterministic, so there is nothing to exercise.
    public func exerciseAmbiguityInLayout() {}

    /// The constraints held by this view and its ancestors that involve it on an axis.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var holder: View? = self
        while let h = holder {
            for constraint in h.constraints
            where constraint.firstItem === self || constraint.secondItem === self {
                let kind = constraint.firstAttribute.kind
                let horizontal = kind == .horizontal || constraint.firstAttribute == .width
                if horizontal == (axis == .horizontal) { result.append(constraint) }
            }
            holder = h.superview
        }
        return result
    }

    // MARK: Updating constraints

    /// Schedules ``updateConstraints()`` before the next layout, marking the way down to this
    /// view so that the constraint pass visits only the subtrees that scheduled it.
    public func setNeedsUpdateConstraints() {
        constraintStorage.needsUpdateConstraints = true
        markConstraintUpdatePath(from: self)
        setNeedsLayout()
    }

    /// Marks `view` and its ancestors (up to one already marked) as leading to a scheduled
    /// ``updateConstraints()``; a subtree added with a mark extends it to its new ancestors.
    func markConstraintUpdatePath(from view: View) {
        var current: View? = view
        while let v = current, v === view || !v.layoutPass.subtreeNeedsConstraintUpdate {
            v.layoutPass.subtreeNeedsConstraintUpdate = true
            current = v.superview
        }
    }

    /// Whether ``updateConstraints()`` is scheduled.
    public func needsUpdateConstraints() -> Bool { constraintRecord?.needsUpdateConstraints ?? false }

    /// Calls ``updateConstraints()`` now on this view and the views below it that scheduled it,
    /// subviews first, as UIKit's constraint pass does (``layoutIfNeeded()`` runs it first);
    /// subtrees where nothing was scheduled are not visited.
    public func updateConstraintsIfNeeded() {
        guard layoutPass.subtreeNeedsConstraintUpdate else { return }
        layoutPass.subtreeNeedsConstraintUpdate = false
        for view in subviews { view.updateConstraintsIfNeeded() }
        if let record = constraintRecord, record.needsUpdateConstraints {
            record.needsUpdateConstraints = false
            updateConstraints()
        }
    }
}
