/// The shape of a rounded rectangle's corners (CALayer's `cornerCurve`).
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// Quarter circles of the corner radius (the default).
    case circular
    /// Apple's continuous corners: the curve starts further along each edge and bends more
    /// gradually, with no kink where edge meets arc. Vellum approximates it with one cubic per
    /// corner reaching 1.28 radii along each edge.
    case continuous

    /// How far along each edge a continuous corner's curve starts, in radii.
    static let continuousReach = 1.28195
    /// A circular corner's cubic handles, as a fraction of its reach (the quarter-circle constant).
    static let circularHandle = 0.5522847498307936
    /// A continuous corner's cubic handles, as a fraction of its reach: control points about
    /// 0.17 radii from the corner, so the curvature rises smoothly from the edges.
    static let continuousHandle = 0.8674
}
