/// How a path's interior is decided where its subpaths overlap or it crosses itself (Core
/// Graphics' `CGPathFillRule`).
public enum FillRule: Sendable, Hashable, CaseIterable {
    /// Non-zero winding: a point is inside when the path winds around it at all (the default).
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times, so
    /// a shape inside another cuts a hole whichever way it winds.
    case evenOdd
}
