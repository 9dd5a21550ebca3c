internal import CCairo

/// Pango 1.50's font interface patched, once and process wide, so that a font's FreeType face
/// comes from Vellum's registry when the font is first drawn (the C side is
/// `Sources/CCairo/pango-1.50-lazy-faces.h`, Vellum's only patch of a library's internals).
///
/// Why: every fontconfig pattern must carry its face before cairo reads it (see
/// ``FontFaceRegistry``: cairo 1.16 closes faces it opened itself while other threads use them).
/// Without the patch the faces are attached to every font of a configuration when it is made,
/// opening every installed font file (72 here: 15 MB and 17 M instructions at start-up); with it,
/// only the files a process draws with are opened.
///
/// The patch relies on Pango 1.50's private `PangoCairoFontIface` layout, so it is applied only
/// under Pango 1.50.x (the C side checks again); elsewhere ``install(_:)`` changes nothing and
/// returns `false`.
enum PangoLazyFaces {
    /// Whether the running Pango is the release whose private layout the patch knows.
    static var isApplicable: Bool {
        LibraryVersions.pangoNumber >= LibraryVersions.encoded(1, 50, 0)
            && LibraryVersions.pangoNumber < LibraryVersions.encoded(1, 51, 0)
    }

    /// Replaces the fonts' `create_font_face` so that it stores the face `provider` gives for the
    /// font's file and face index in a copy of the font's pattern first; returns whether the
    /// replacement is in place. Call it before any font of a pangocairo font map is drawn.
    static func install(_ provider: vellum_face_provider) -> Bool {
        isApplicable && vellum_install_lazy_faces(provider) != 0
    }
}
