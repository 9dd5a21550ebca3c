internal import CCairo

/// How drawing combines with what is already on the page (Core Graphics' `CGBlendMode`).
///
/// PDF and PNG output support every mode. Modes a PDF cannot express as a vector operation
/// (``clear``, ``copy`` and the Porter-Duff modes other than ``normal``) make cairo draw the
/// affected area as an image at the fallback resolution; SVG output does the same.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    /// Paints over what is there (source over).
    case normal
    /// Multiplies the colours.
    case multiply
    /// Inverse multiply: lightens.
    case screen
    /// Multiply or screen, depending on the backdrop.
    case overlay
    /// Keeps the darker colour.
    case darken
    /// Keeps the lighter colour.
    case lighten
    /// Brightens the backdrop.
    case colorDodge
    /// Darkens the backdrop.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference of the colours.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The source's hue.
    case hue
    /// The source's saturation.
    case saturation
    /// The source's hue and saturation.
    case color
    /// The source's luminosity.
    case luminosity
    /// Erases what the shape covers to transparent (a hole in a transparency layer or a PNG).
    case clear
    /// Replaces what the shape covers with the source.
    case copy
    /// Draws the source only where the backdrop is opaque.
    case sourceIn
    /// Draws the source only where the backdrop is transparent.
    case sourceOut
    /// Draws the source over the backdrop, only where the backdrop is opaque.
    case sourceAtop
    /// Draws the source behind the backdrop.
    case destinationOver
    /// Keeps the backdrop where the source is opaque.
    case destinationIn
    /// Keeps the backdrop where the source is transparent.
    case destinationOut
    /// Keeps the backdrop where it overlaps the source, with the source behind.
    case destinationAtop
    /// Source and backdrop where they do not overlap.
    case xor
    /// Adds the colours (saturating).
    case plusLighter
}

extension BlendMode {
    /// Cairo's operator for the mode.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
