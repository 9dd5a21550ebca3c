import Canvas

/// What a ``View`` keeps for Auto Layout, made the first time the view takes part in it, so that
/// a view laid out by stacks, pins and sizes pays one empty reference.
final class ConstraintStorage {
    /// The active constraints the view holds: those whose items' nearest common ancestor it is.
    var installed: [LayoutConstraint] = []
    /// The guides added with ``View/addLayoutGuide(_:)``.
    var guides: [LayoutGuide] = []
    /// How many active constraints lay this view out although it did not set
    /// ``View/translatesAutoresizingMaskIntoConstraints`` (see ``LayoutConstraint/Installation``).
    var impliedLayoutCount = 0
    /// How many active solved constraints name this view as an item beside something outside
    /// its subtree (a sibling, an ancestor, itself, or nothing): such constraints tie the view's
    /// own frame into the solver, so a stack arranging it expresses its layout as constraints.
    var arrangementReferences = 0
    /// The value set for ``View/translatesAutoresizingMaskIntoConstraints``, `nil` until set.
    var translatesAutoresizingMask: Bool?
    /// The solver, when this view is the top of a constrained region.
    var engine: ConstraintEngine?
    /// The built-in guides, made when first asked for.
    var layoutMarginsGuide: LayoutGuide?
    var safeAreaLayoutGuide: LayoutGuide?
    var readableContentGuide: LayoutGuide?
    /// ``View/safeAreaInsets``.
    var safeAreaInsets = EdgeInsets.zero
    /// ``View/autoresizingMask`` and ``View/autoresizesSubviews``.
    var autoresizingMask: View.AutoresizingMask = []
    var autoresizesSubviews = true
    /// Whether a subview has had a non-empty autoresizing mask (so size changes resize subviews).
    var hasAutoresizingSubviews = false
    /// Whether ``View/updateConstraints()`` is due before the next layout.
    var needsUpdateConstraints = false

    /// Whether the view holds a constraint the solver solves (a required constant size is a fixed
    /// size instead).
    var holdsSolvedConstraints: Bool {
        installed.contains { $0.installation?.isFixedSize == false }
    }
}
