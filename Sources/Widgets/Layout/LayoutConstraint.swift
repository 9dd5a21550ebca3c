import Canvas

/// UIKit's `NSLayoutConstraint`, for the constraints Vellum's layout can express: a view's edges
/// or centre tied to its superview's, and a constant width or height. UIKit code that pins views
/// with anchors ports with `NSLayoutConstraint` renamed:
///
/// ```swift
/// LayoutConstraint.activate([
///     label.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 32),
///     label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
///     label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
///     label.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -32),
/// ])
/// ```
///
/// Edges pinned on both sides of an axis stretch the view between them; one edge or a centre
/// places it at its fitting size; the superview sizes itself around it, as with
/// ``View/pin(to:insets:)``. Leading is left and trailing is right. A constraint Vellum cannot
/// express (between siblings, across axes, with a multiplier, or between views not in a
/// superview–subview pair when activated) is not applied, and its ``isActive`` stays `false`.
public final class LayoutConstraint {
    /// The anchor the constraint positions.
    public let firstAnchor: LayoutAnchor
    /// The anchor it is measured from (`nil` for a constant width or height).
    public let secondAnchor: LayoutAnchor?
    /// The distance from the second anchor, or the width or height.
    public let constant: Double

    init(_ first: LayoutAnchor, _ second: LayoutAnchor?, constant: Double) {
        firstAnchor = first
        secondAnchor = second
        self.constant = constant
    }

    /// Whether the constraint is applied; setting `true` applies it (setting `false` after that
    /// has no effect: Vellum keeps no constraint system to remove it from).
    public var isActive = false {
        didSet {
            if isActive, !oldValue { isActive = apply() }
        }
    }

    /// Applies every constraint that Vellum can express (UIKit's `activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Applies the constraint to its view; `false` when Vellum cannot express it.
    private func apply() -> Bool {
        let a = firstAnchor
        guard let b = secondAnchor else {
            guard constant.isFinite, constant >= 0 else { return false }
            switch a.attribute {
            case .width: a.view.fixedWidth = constant
            case .height: a.view.fixedHeight = constant
            default: return false
            }
            a.view.invalidateIntrinsicContentSize()
            return true
        }
        guard a.attribute.edge == b.attribute.edge, a.attribute.edge != nil, constant.isFinite else {
            return false
        }
        // child.edge = parent.edge + offset, whichever of the two the constraint names first.
        let child: View
        let offset: Double
        if a.view.superview === b.view {
            child = a.view
            offset = constant
        } else if b.view.superview === a.view {
            child = b.view
            offset = -constant
        } else {
            return false
        }
        var edges = child.pinnedEdges ?? PinnedEdges()
        switch a.attribute.edge! {
        case .top: edges.top = offset
        case .left: edges.left = offset
        case .bottom: edges.bottom = -offset
        case .right: edges.right = -offset
        case .centerX: edges.centerX = offset
        case .centerY: edges.centerY = offset
        }
        child.pinnedEdges = edges
        child.superview?.invalidateIntrinsicContentSize()
        child.superview?.setNeedsLayout()
        return true
    }
}
