import Canvas

/// What a ``View`` keeps for its measurements: the fixed sizes set on it; the sizes it answered,
/// per proposal, until ``View/invalidateIntrinsicContentSize()``; the layout priorities set on
/// it; and whether it is inside its own ``View/intrinsicContentSize`` (see
/// ``View/sizeThatFits(_:)``).
struct MeasurementState {
    /// ``View/fixedWidth``, normalised.
    var fixedWidth: Double?
    /// ``View/fixedHeight``, normalised.
    var fixedHeight: Double?
    /// The fitting sizes answered so far, per proposal (see ``View/fittingSize(for:)``).
    var cache = InlineCache<SizeProposal, Size>(capacity: 64)
    /// The content hugging priorities set, per axis (the rest are the view's defaults).
    var hugging: [LayoutAxis: LayoutPriority] = [:]
    /// The compression resistance priorities set, per axis (the rest are the view's defaults).
    var compression: [LayoutAxis: LayoutPriority] = [:]
    /// Whether ``View/sizeThatFits(_:)`` is asking ``View/intrinsicContentSize``, so that an
    /// intrinsic size which asks `sizeThatFits` in turn (a UIKit habit) ends there.
    var isAskingIntrinsicSize = false
}
