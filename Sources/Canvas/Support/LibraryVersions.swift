internal import CCairo

/// The versions of the C libraries Vellum renders with, as loaded at run time.
///
/// Rendering differs slightly between cairo and Pango releases (antialiasing, hinting, glyph
/// positioning), so snapshot tools record these beside their references.
public enum LibraryVersions {
    /// The running cairo's version, such as `1.16.0`.
    public static var cairo: String { String(cString: cairo_version_string()) }

    /// The running Pango's version, such as `1.50.12`.
    public static var pango: String { String(cString: pango_version_string()) }
}
