import Canvas

/// The tint a ``View`` has: its own colour and adjustment mode, and what it inherits, kept up to
/// date from the superview so that reading ``View/tintColor`` walks nothing.
struct TintState {
    /// The colour set on this view (``View/tintColor``), or `nil` to inherit.
    var own: Color?
    /// The nearest ancestor's own colour, or `nil` when none has one (then `systemBlue`).
    var inherited: Color?
    /// The mode set on this view (``View/tintAdjustmentMode``).
    var ownMode: TintAdjustmentMode = .automatic
    /// Whether the superview's tint is dimmed.
    var inheritsDimmed = false
}
