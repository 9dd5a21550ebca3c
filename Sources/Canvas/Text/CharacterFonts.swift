internal import CCairo

/// Which characters Pango draws in one font: the font its itemizer picks for a character is the
/// first of the fontset (the paragraph's font description in its script's language) that has
/// it. A word of the fast path is shaped in the font Pango picked for its script's probe, so
/// every character of it must be one Pango draws in that font, or the paragraph has another
/// item. Asked once per character and remembered.
///
/// Ownership: the fontset is transfer full from `pango_context_load_fontset` and unreferenced in
/// `deinit`; the font is borrowed from the ``GlyphFont`` its ``ShapedWordCache`` keeps. Both
/// belong to the engine's thread, like the cache that owns this.
final class CharacterFonts {
    private let font: UnsafeMutablePointer<PangoFont>
    private let fontset: UnsafeMutablePointer<PangoFontset>
    /// Each character asked, and whether Pango draws it in `font`.
    private var known: [UInt32: Bool] = [:]

    init?(
        font: UnsafeMutablePointer<PangoFont>, description: OpaquePointer, language: OpaquePointer?,
        context: OpaquePointer
    ) {
        guard let fontset = pango_context_load_fontset(context, description, language) else { return nil }
        self.font = font
        self.fontset = fontset
    }

    deinit { vellum_object_unref(UnsafeMutableRawPointer(fontset)) }

    /// Whether Pango draws `scalar` in the font. The space is always drawn in the font around
    /// it (Pango never picks a font for a space).
    func draws(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x20 { return true }
        if let answer = known[value] { return answer }
        let picked = pango_fontset_get_font(fontset, value)
        let answer = picked == font
        if let picked { vellum_object_unref(UnsafeMutableRawPointer(picked)) }
        known[value] = answer
        return answer
    }
}
