/// How a view's ``View/tintColor`` is shown (UIKit's `UIView.TintAdjustmentMode`).
public enum TintAdjustmentMode: Int, Sendable, Hashable {
    /// The superview's mode (`.normal` at the root).
    case automatic
    /// The tint colour as set.
    case normal
    /// The tint colour greyed, as UIKit shows controls behind a modal view.
    case dimmed
}
