/// Whether a rectangle lies inside the rounded rectangle ``Path/init(roundedRect:cornerRadii:cornerCurve:)``
/// draws, with a margin: the test the renderer uses to skip a clip that would cut nothing.
///
/// Both shapes are convex, so the rectangle is inside when its four corners are. A corner of
/// the rectangle that falls in a rounded corner's square is tested against that corner's
/// curve: for circular corners the circle the curve approximates (the cubic never lies inside
/// it); for continuous ones the curve is not a circle, so the whole square counts as outside.
/// Every answer errs towards "not inside".
package struct RoundedRectContainment {
    /// The rounded rectangle's bounds.
    package let bounds: Rect
    /// How far each corner's curve reaches along its edges (as the path draws it).
    private let extents: CornerRadii
    private let curve: CornerCurve

    /// The rounded rectangle with `radii` (clamped as the path clamps them) and `curve`.
    package init(bounds: Rect, radii: CornerRadii, curve: CornerCurve) {
        self.bounds = bounds
        self.curve = curve
        extents = radii.curveExtents(in: bounds.size, curve: curve)
    }

    /// Whether `rect` lies inside the rounded rectangle with at least `margin` to spare: every
    /// point of it at least `margin` from the outline. A rectangle with a non-finite coordinate
    /// is not inside.
    package func contains(_ rect: Rect, margin: Double) -> Bool {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
            margin.isFinite, margin >= 0,
            rect.minX >= bounds.minX + margin, rect.maxX <= bounds.maxX - margin,
            rect.minY >= bounds.minY + margin, rect.maxY <= bounds.maxY - margin
        else { return false }
        // Each corner of `rect` as its distances from the two edges meeting at the nearest
        // corner of the bounds.
        return clears(
            rect.minX - bounds.minX, rect.minY - bounds.minY, extent: extents.topLeft, margin: margin)
            && clears(
                bounds.maxX - rect.maxX, rect.minY - bounds.minY, extent: extents.topRight, margin: margin)
            && clears(
                bounds.maxX - rect.maxX, bounds.maxY - rect.maxY, extent: extents.bottomRight, margin: margin)
            && clears(
                rect.minX - bounds.minX, bounds.maxY - rect.maxY, extent: extents.bottomLeft, margin: margin)
    }

    /// Whether a point `dx` and `dy` from a corner's two edges is inside that corner's curve
    /// with `margin` to spare.
    private func clears(_ dx: Double, _ dy: Double, extent: Double, margin: Double) -> Bool {
        guard dx < extent, dy < extent else { return true }
        guard curve == .circular else { return false }
        let x = extent - dx
        let y = extent - dy
        let limit = extent - margin
        return limit > 0 && x * x + y * y <= limit * limit
    }
}
