import Canvas

extension View {
    /// Marks the view as needing ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() { markNeedsLayout() }

    /// Marks the view as needing layout and tells the ancestors that a view below them does.
    func markNeedsLayout() {
        layoutPass.needsLayout = true
        layoutPass.subtreeNeedsLayout = true
        var ancestor = superview
        while let a = ancestor, !a.layoutPass.subtreeNeedsLayout {
            a.layoutPass.subtreeNeedsLayout = true
            ancestor = a.superview
        }
    }

    /// Lays out this view if it needs it, then its subviews that need it, recursively; subtrees
    /// where nothing changed are not visited.
    ///
    /// A subtree deeper than `RenderLimits/maximumViewDepth` is not laid out (rendering it
    /// throws): layout recurses once per level and would overflow the stack.
    public func layoutIfNeeded() {
        guard layoutPass.needsLayout || layoutPass.subtreeNeedsLayout,
            subtreeDepth <= RenderLimits.maximumViewDepth
        else { return }
        if layoutPass.subtreeNeedsConstraintUpdate { updateConstraintsIfNeeded() }
        layoutSubtreeIfNeeded()
    }

    /// ``layoutIfNeeded()`` without the depth check, for the subviews of a checked root.
    private func layoutSubtreeIfNeeded() {
        guard layoutPass.needsLayout || layoutPass.subtreeNeedsLayout else { return }
        layoutPass.subtreeNeedsLayout = false
        // A controller's view tells it before its own layout and after its whole subtree's, when
        // every frame below it is final (UIKit's Auto Layout has solved them all by then too).
        let controller = layoutPass.needsLayout ? owningController : nil
        controller?.viewWillLayoutSubviews()
        if layoutPass.needsLayout {
            layoutPass.needsLayout = false
            layoutSublayers(of: layer)
        }
        for view in subviews { view.layoutSubtreeIfNeeded() }
        controller?.viewDidLayoutSubviews()
    }
}
