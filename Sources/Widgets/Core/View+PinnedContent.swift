import Canvas

/// A view sized by its pinned subviews (``pin(to:insets:)``, layout anchors): the default
/// ``layoutSubviews()`` places them at their edges, ``sizeThatFits(_:)`` and
/// ``intrinsicContentSize`` answer their size plus their insets, and the baselines are theirs.
/// Hidden pinned subviews count in no size (see ``intrinsicContentSize``).
extension View {
    /// Insets from the superview's bounds that this view is pinned to on all four edges (see
    /// ``pin(to:insets:)``); `nil` when it is not pinned, or pinned on fewer edges by anchors.
    public internal(set) var pinnedInsets: EdgeInsets? {
        get {
            guard let e = pinnedEdges, let top = e.top, let left = e.left, let bottom = e.bottom,
                let right = e.right
            else { return nil }
            return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        set {
            pinnedEdges = newValue.map {
                PinnedEdges(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
            }
        }
    }

    /// Whether a visible subview is pinned inside this view.
    var hasVisiblePinnedSubviews: Bool {
        subviews.contains { $0.pinnedEdges != nil && !$0.isHidden }
    }

    /// The size of the visible pinned subviews plus their insets within a proposal, or `nil`
    /// when no visible subview is pinned.
    func pinnedContentSize(fitting size: Size) -> Size? {
        var result = Size.zero
        var pinned = false
        for view in subviews where !view.isHidden {
            guard let edges = view.pinnedEdges else { continue }
            pinned = true
            let insets = edges.insets
            let inner = Size(
                width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            let fit = view.fittingSize(for: inner)
            result.width = max(result.width, fit.width + insets.horizontal)
            result.height = max(result.height, fit.height + insets.vertical)
        }
        return pinned ? result : nil
    }

    /// Places the pinned subviews (hidden ones too) at their edges inside ``bounds``.
    func layoutPinnedSubviews() {
        for view in subviews {
            guard let edges = view.pinnedEdges else { continue }
            view.frame = edges.frame(for: view, in: bounds)
        }
    }

    /// The first baseline of the first visible pinned subview that has one, in this view's
    /// coordinates at `size`.
    func pinnedFirstBaseline(in size: Size) -> Double? {
        for view in subviews where view.pinnedEdges != nil && !view.isHidden {
            let frame = view.pinnedEdges!.frame(for: view, in: Rect(size: size))
            if let b = view.firstBaseline(in: frame.size) { return b + frame.minY }
        }
        return nil
    }

    /// The last baseline of the last visible pinned subview that has one, in this view's
    /// coordinates at `size`.
    func pinnedLastBaseline(in size: Size) -> Double? {
        for view in subviews.reversed() where view.pinnedEdges != nil && !view.isHidden {
            let frame = view.pinnedEdges!.frame(for: view, in: Rect(size: size))
            if let b = view.lastBaseline(in: frame.size) { return b + frame.minY }
        }
        return nil
    }
}
