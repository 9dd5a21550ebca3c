/// Where a ``View`` stands in the layout pass: whether it needs ``View/layoutSubviews()``, and
/// whether a view below it may, so that ``View/layoutIfNeeded()`` skips subtrees that are laid
/// out. A new view needs both.
struct LayoutPassState {
    /// Whether the view itself needs ``View/layoutSubviews()``.
    var needsLayout = true
    /// Whether this view or a view below it may need layout.
    var subtreeNeedsLayout = true
    /// Whether this view or a view below it scheduled ``View/updateConstraints()``.
    var subtreeNeedsConstraintUpdate = false
}
