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

    /// The running cairo's version as one number (``encoded(_:_:_:)``), which the workarounds in
    /// `Compat` compare with the release that fixed their bug.
    static let cairoNumber = Int(cairo_version())

    /// The running Pango's version as one number (``encoded(_:_:_:)``).
    static let pangoNumber = Int(pango_version())

    /// A version as one number, as `CAIRO_VERSION_ENCODE` and `PANGO_VERSION_ENCODE` make it:
    /// major × 10,000 + minor × 100 + micro.
    static func encoded(_ major: Int, _ minor: Int, _ micro: Int) -> Int {
        major * 10_000 + minor * 100 + micro
    }
}
