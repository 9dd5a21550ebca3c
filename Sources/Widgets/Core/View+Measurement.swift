import Canvas

extension View {
    /// The value of an intrinsic size component that the view does not have.
    public static let noIntrinsicMetric: Double = -1

    /// The smallest size UIKit's fitting asks for: a zero component means "as small as the
    /// content allows" (measured without a limit on that axis).
    public static let layoutFittingCompressedSize = Size.zero
    /// The largest size UIKit's fitting asks for: unbounded on both axes.
    public static let layoutFittingExpandedSize = Size(width: Double.infinity, height: Double.infinity)

    /// A width the view always has when a parent lays it out, or `nil`: what
    /// ``sized(width:height:)`` and `widthAnchor.constraint(equalToConstant:)` set. A negative
    /// width is 0; a non-finite one is ignored (`nil`). Internal, so a subclass may use the name.
    var fixedWidth: Double? {
        get { measurement.fixedWidth }
        set { setFixedLength(newValue, at: \.fixedWidth) }
    }

    /// A height the view always has when a parent lays it out, or `nil`: what
    /// ``sized(width:height:)`` and `heightAnchor.constraint(equalToConstant:)` set, read as
    /// ``fixedWidth`` is. Internal, so a subclass may use the name.
    var fixedHeight: Double? {
        get { measurement.fixedHeight }
        set { setFixedLength(newValue, at: \.fixedHeight) }
    }

    /// Sets a fixed length (0 for a negative one, `nil` for a non-finite one) and forgets the
    /// measurements when it changed.
    private func setFixedLength(_ length: Double?, at keyPath: WritableKeyPath<MeasurementState, Double?>) {
        let value = length.flatMap { $0.isFinite ? max(0, $0) : nil }
        guard value != measurement[keyPath: keyPath] else { return }
        measurement[keyPath: keyPath] = value
        invalidateIntrinsicContentSize()
    }

    /// ``sizeThatFits(_:)``'s answer for a view with nothing pinned inside it: the intrinsic
    /// size, with 0 on an axis without one. A subclass whose intrinsicContentSize asks
    /// sizeThatFits (a UIKit habit) gets UIKit's default answer, the current size, instead of
    /// endless recursion.
    func intrinsicSizeOrBounds() -> Size {
        guard !measurement.isAskingIntrinsicSize else { return bounds.size }
        measurement.isAskingIntrinsicSize = true
        defer { measurement.isAskingIntrinsicSize = false }
        let intrinsic = intrinsicContentSize
        return Size(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// The size the view needs to hold its content near a target size, as UIKit's
    /// `systemLayoutSizeFitting(_:)` answers it: a zero component (as in
    /// ``layoutFittingCompressedSize``) or an infinite one leaves that axis unbounded, any other
    /// value limits it. `Size(width: 300, height: 0)` gives the height the content needs at
    /// 300 pt, the self-sizing-cell recipe.
    public final func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        fittingSize(for: SizeProposal(fittingTarget: targetSize))
    }

    /// The size the view needs at a target size, with UIKit's fitting priorities: an axis at
    /// ``LayoutPriority/required`` takes the target's value exactly; any other priority leaves it
    /// to the content (measured without a limit on that axis).
    ///
    /// ```swift
    /// let height = cell.systemLayoutSizeFitting(
    ///     Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
    ///     verticalFittingPriority: .fittingSizeLevel
    /// ).height
    /// ```
    public final func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        func dimension(_ value: Double, _ priority: LayoutPriority) -> ProposedDimension {
            priority >= .required && value.isFinite ? .exactly(max(0, value)) : .unbounded
        }
        return fittingSize(
            for: SizeProposal(
                width: dimension(targetSize.width, horizontal), height: dimension(targetSize.height, vertical)
            ))
    }

    /// The size a parent gives this view for a proposal (components may be infinite, and a zero
    /// component is a limit of zero): ``sizeThatFits(_:)`` with the fixed sizes
    /// (``sized(width:height:)``) applied, cached until the view is invalidated. Layout code calls this.
    public final func fittingSize(for proposal: Size) -> Size {
        fittingSize(for: SizeProposal(limits: proposal))
    }

    /// The size for a proposal with named modes: fixed sizes (``sized(width:height:)``) make an axis
    /// exact; an exact axis answers its length whatever the content measures.
    final func fittingSize(for proposal: SizeProposal) -> Size {
        var proposal = proposal
        if let w = fixedWidth { proposal.width = .exactly(w) }
        if let h = fixedHeight { proposal.height = .exactly(h) }
        if let cached = measurement.cache[proposal] { return cached }
        var size =
            constraintRecord == nil && !arrangesSubviewsByConstraints
            ? measure(proposal) : (regionEngine?.fittingSize(for: proposal) ?? measure(proposal))
        if case .exactly(let w) = proposal.width { size.width = w }
        if case .exactly(let h) = proposal.height { size.height = h }
        size.width = size.width.isFinite ? max(0, size.width) : 0
        size.height = size.height.isFinite ? max(0, size.height) : 0
        measurement.cache.insert(size, for: proposal)
        return size
    }

    /// Resizes the view to the size that fits its current size's width (or unbounded when zero).
    public func sizeToFit() {
        let width = bounds.width > 0 ? Double(bounds.width) : .infinity
        bounds.size = fittingSize(for: Size(width: width, height: .infinity))
    }

    /// Forgets cached measurements of this view and its ancestors and schedules layout:
    /// call it when something that affects the intrinsic size changes.
    public func invalidateIntrinsicContentSize() {
        invalidateMeasurements(planChanged: true)
    }

    /// Forgets cached measurements up the ancestors and schedules layout; the constraint engines
    /// on the way gather their regions again (`planChanged`), or, when only constraints'
    /// constants or priorities changed, re-read those.
    func invalidateMeasurements(planChanged: Bool) {
        var view: View? = self
        while let v = view {
            // An ancestor with nothing cached that already waits for layout was invalidated since
            // it was last measured, and so were its ancestors: stop there, so building a tree
            // costs time linear in its views, whatever its depth.
            if v !== self, v.measurement.cache.isEmpty, v.layoutPass.needsLayout { return }
            v.measurement.cache.removeAll()
            if let engine = v.constraintRecord?.engine {
                if planChanged { engine.needsPreparation = true } else { engine.needsConstantRefresh = true }
            }
            v.markNeedsLayout()
            view = v.superview
        }
    }

    /// Forgets the measurements of every view in this subtree (its display scale changed); a
    /// loop over the subtree, not recursion, so depth costs no stack.
    func invalidateTreeMeasurements() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.measurement.cache.removeAll()
            view.constraintRecord?.engine?.needsPreparation = true
            view.layoutPass.needsLayout = true
            view.layoutPass.subtreeNeedsLayout = true
            pending += view.subviews
        }
        markNeedsLayout()
        superview?.invalidateIntrinsicContentSize()
    }

    /// Called when a subview is hidden or shown: the view's size around its content may change.
    func arrangedSubviewVisibilityChanged() {
        invalidateIntrinsicContentSize()
    }

    /// The priority with which the view resists growing beyond its intrinsic size on an axis.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        measurement.hugging[axis] ?? defaultContentHuggingPriority(for: axis)
    }

    /// Sets the priority with which the view resists growing on an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        measurement.hugging[axis] = priority
        superview?.invalidateIntrinsicContentSize()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an axis.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        measurement.compression[axis] ?? defaultCompressionResistancePriority(for: axis)
    }

    /// Sets the priority with which the view resists shrinking on an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        measurement.compression[axis] = priority
        superview?.invalidateIntrinsicContentSize()
    }
}
