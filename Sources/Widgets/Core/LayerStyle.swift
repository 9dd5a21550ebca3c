import Canvas

/// What a view's layer draws besides the view's own content: the rounded corners, the border and
/// the shadow, stored together on each ``View`` and reached as `layer.cornerRadius` and so on
/// (``ViewLayer``). The defaults are CALayer's.
struct LayerStyle {
    /// The radius of the background's, border's, clip's and shadow's corners.
    var cornerRadius: Double = 0
    /// Which corners ``cornerRadius`` rounds.
    var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners.
    var cornerCurve: CornerCurve = .circular
    /// The border's width, drawn inside the bounds above the content
    /// (``View/hairlineBorderWidth``: one device pixel).
    var borderWidth: Double = 0
    /// The border's colour.
    var borderColor: Color = .label
    /// The shadow's colour (`nil`: no shadow).
    var shadowColor: Color? = .black
    /// The shadow's opacity, 0…1 (0: no shadow).
    var shadowOpacity: Double = 0
    /// How far the shadow is moved, in points (UIKit's default: 0 across, 3 up).
    var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's blur radius in points.
    var shadowRadius: Double = 3
    /// The shape that casts the shadow, or `nil` for what the view draws.
    var shadowPath: Path?
    /// Layers added to the view's layer, drawn after the view's own drawing, before its subviews.
    var sublayers: [Layer] = []
    /// The layer whose alpha masks the view (`layer.mask`), or `nil`.
    var mask: Layer?
}
