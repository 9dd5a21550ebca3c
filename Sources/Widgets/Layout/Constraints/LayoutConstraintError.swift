/// Why a ``LayoutConstraint`` could not be activated.
///
/// UIKit stops the program for each of these; Vellum leaves the constraint inactive and says why,
/// in ``LayoutConstraint/activationError`` and from ``LayoutConstraint/activateChecked(_:)``.
public enum LayoutConstraintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two items have no common ancestor (neither is in the other's tree).
    case noCommonAncestor(String)
    /// An item is neither a ``View`` nor a ``LayoutGuide`` added to a view, or was freed.
    case invalidItem(String)
    /// The constant or the multiplier is NaN or infinite.
    case nonFiniteValue(String)
    /// The constant or the multiplier is beyond ``LayoutConstraint/largestMagnitude``.
    case outOfRange(String)
    /// The attributes cannot be related: across axes, a position to a size, a position to a
    /// constant, or a position with a zero multiplier.
    case invalidAttributes(String)

    /// What went wrong, with the constraint.
    public var description: String {
        switch self {
        case .noCommonAncestor(let c): "no common ancestor: \(c)"
        case .invalidItem(let c): "invalid item: \(c)"
        case .nonFiniteValue(let c): "non-finite constant or multiplier: \(c)"
        case .outOfRange(let c): "constant or multiplier out of range: \(c)"
        case .invalidAttributes(let c): "attributes that cannot be related: \(c)"
        }
    }
}
