import Canvas

extension View {
    /// The view that contains this one.
    public var superview: View? { unretainedSuperview }

    /// ``insertSubview(_:at:)``'s work: moves a subview to `index`, or adds a view (taking it from
    /// its previous superview), keeping the subtree's measurements when its display scale is
    /// unchanged, and schedules layout.
    ///
    /// UIKit's hooks, in UIKit's order: the view's ``willMove(toSuperview:)``, then (when its
    /// window changes) ``willMove(toWindow:)`` over its subtree; the old superview's
    /// ``willRemoveSubview(_:)``; the move; ``tintColorDidChange()`` where the inherited tint
    /// changes; ``didMoveToWindow()`` over the subtree (when the window changed); the view's
    /// ``didMoveToSuperview()``; this view's ``didAddSubview(_:)``.
    func attach(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        // Only a view with subviews can hold this one (a leaf is the common case: no walk).
        if !view.subviews.isEmpty {
            var ancestor: View? = self
            while let a = ancestor {
                precondition(a !== view, "a view cannot be added inside itself")
                ancestor = a.superview
            }
        }
        // The subtree's measurements depend on its display scale alone: keep them when it is
        // unchanged, so adding a built subtree costs nothing per view below it (and a new leaf,
        // with nothing measured, costs no walk to the root).
        let hasMeasurements = !view.measurement.cache.isEmpty || !view.subviews.isEmpty
        let previousScale = hasMeasurements ? view.displayScale : 0
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow && !(view is Window)
        view.willMove(toSuperview: self)
        if windowChanges { view.subtreeWillMove(toWindow: newWindow) }
        view.leaveSuperview()
        view.windowAttachment.hostingWindow = nil
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.unretainedSuperview = self
        if view.layoutPass.subtreeNeedsConstraintUpdate { markConstraintUpdatePath(from: view) }
        if view.constraintRecord?.autoresizingMask.isEmpty == false {
            constraintStorage.hasAutoresizingSubviews = true
        }
        if hasMeasurements, view.displayScale != previousScale { view.invalidateTreeMeasurements() }
        view.markNeedsLayout()
        invalidateIntrinsicContentSize()
        passTint(to: view)
        if windowChanges { view.subtreeDidMove(toWindow: newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// ``removeFromSuperview()``'s work: leaves the superview (and its pin), tells it, and
    /// schedules its layout. UIKit's hooks, in UIKit's order: the superview's
    /// ``willRemoveSubview(_:)``, ``willMove(toSuperview:)`` with `nil`, ``willMove(toWindow:)``
    /// with `nil` over the subtree when it was in a window, the removal, ``tintColorDidChange()``
    /// where the tint was inherited, ``didMoveToWindow()`` over the subtree, and
    /// ``didMoveToSuperview()``.
    func detachFromSuperview() {
        guard let parent = unretainedSuperview else { return }
        let oldWindow = window
        let windowChanges = oldWindow != nil && !(self is Window)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if windowChanges { subtreeWillMove(toWindow: nil) }
        leaveSuperview(tellingIt: false)
        clearInheritedTint()
        if windowChanges { subtreeDidMove(toWindow: nil) }
        didMoveToSuperview()
    }

    /// Leaves the superview (and its pin) and schedules its layout, telling it through
    /// ``willRemoveSubview(_:)`` unless it was told already; no hooks of this view run.
    private func leaveSuperview(tellingIt: Bool = true) {
        guard let parent = unretainedSuperview else { return }
        removeConstraintsReaching(from: parent)
        if tellingIt { parent.willRemoveSubview(self) }
        parent.subviews.removeAll { $0 === self }
        unretainedSuperview = nil
        pinnedEdges = nil
        parent.invalidateIntrinsicContentSize()
        parent.setNeedsLayout()
    }

    /// The deinit's work: frees the subtree this view alone owns with a loop instead of a deinit
    /// per level, so a deep tree cannot overflow the stack. Subviews held elsewhere are left
    /// whole. Every subview freed here, or held elsewhere and so left whole, stops pointing at its
    /// freed parent (see ``unretainedSuperview``).
    func releaseSubtree() {
        var pending = subviews
        subviews = []
        for view in pending { view.unretainedSuperview = nil }
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                let children = view.subviews
                view.subviews = []
                for child in children { child.unretainedSuperview = nil }
                pending += children
            }
        }
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// The first view in this subtree (this view included, depth first) with a tag.
    public func viewWithTag(_ tag: Int) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending += view.subviews.reversed()
        }
        return nil
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// How many levels of subviews lie below this view (0 for a leaf), counted without recursion.
    public var subtreeDepth: Int {
        var deepest = 0
        var pending: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for subview in view.subviews { pending.append((subview, depth + 1)) }
        }
        return deepest
    }
}
