internal import CCairo

/// Pango 1.50's fontconfig request for a font description at a pixel size
/// (`vellum_pango_font_request`, substituted as Pango substitutes it): what ``FontSizeDerivation``
/// asks fontconfig with. Owns its pattern (`FcPatternDestroy` in `deinit`).
final class FontRequest {
    let pattern: OpaquePointer

    private init(adopting pattern: OpaquePointer) { self.pattern = pattern }

    deinit { FcPatternDestroy(pattern) }

    /// The request for `description` in `language` at `pixelSize` (1/1024 px, 72 dpi) in `config`,
    /// with a context's font options (`nil` for none).
    init?(
        description: OpaquePointer, language: OpaquePointer?, pixelSize: Int32, config: OpaquePointer,
        options: OpaquePointer?
    ) {
        guard let pattern = vellum_pango_font_request(description, language, pixelSize, 72, config, options)
        else { return nil }
        self.pattern = pattern
    }

    /// The request for `font`'s Pango description (as `engine` makes it) in `language`.
    convenience init?(
        font: Font, language: String, pixelSize: Int32, config: FontConfigHandle, engine: TextEngine
    ) {
        self.init(
            description: engine.description(for: font), language: pango_language_from_string(language),
            pixelSize: pixelSize, config: config.config, options: nil)
    }

    /// A copy of the request.
    func copy() -> FontRequest? { FcPatternDuplicate(pattern).map(FontRequest.init(adopting:)) }

    /// Gives the request another pixel size in place (`vellum_pango_font_request_set_size`): only
    /// valid within a class of sizes the configuration's rules treat alike (``SizeRuleThresholds``).
    func setSize(_ pixelSize: Int32) { vellum_pango_font_request_set_size(pattern, pixelSize, 72) }

    /// Whether the two requests are equal (fontconfig's pattern equality).
    func isEqual(to other: FontRequest) -> Bool { FcPatternEqual(pattern, other.pattern) != 0 }

    /// Whether the two requests are equal but for their size.
    func isEqualButSize(to other: FontRequest) -> Bool {
        vellum_patterns_equal_but_size(pattern, other.pattern) != 0
    }

    /// The font pango 1.50 loads first for the request among `fonts` (`vellum_pango_match`).
    func match(in fonts: PangoFontSet, config: OpaquePointer) -> MatchedFont? {
        vellum_pango_match(config, fonts.pointer, pattern).map(MatchedFont.init(adopting:))
    }
}

/// A font fontconfig matched for a request, prepared for rendering. Owns its pattern.
final class MatchedFont {
    let pattern: OpaquePointer

    init(adopting pattern: OpaquePointer) { self.pattern = pattern }

    deinit { FcPatternDestroy(pattern) }

    /// Whether the font's pattern equals `other` (a font's pattern) but for its size.
    func isEqualButSize(to other: OpaquePointer) -> Bool {
        vellum_patterns_equal_but_size(pattern, other) != 0
    }

    /// Whether the two fonts are equal but for their size.
    func isEqualButSize(to other: MatchedFont) -> Bool { isEqualButSize(to: other.pattern) }

    /// The font's file.
    var file: String? { FontConfigHandle.file(of: pattern) }
}

/// Fonts pango 1.50 matches against: a configuration's fonts of the formats it loads
/// (`vellum_pango_config_fonts`), or those that can take a match from a font at another size
/// (`vellum_size_rivals`). Owns the set (`FcFontSetDestroy` in `deinit`).
final class PangoFontSet {
    let pointer: UnsafeMutablePointer<FcFontSet>

    deinit { FcFontSetDestroy(pointer) }

    /// The fonts of `config` Pango matches against.
    init?(config: OpaquePointer) {
        guard let set = vellum_pango_config_fonts(config) else { return nil }
        pointer = set
    }

    /// The fonts of `fonts` that can take the match from `winner` at another size: the winner and
    /// the fonts with sizes of their own, or `nil` when the winner has a size of its own.
    init?(rivalsOf winner: MatchedFont, in fonts: PangoFontSet) {
        guard let set = vellum_size_rivals(fonts.pointer, winner.pattern) else { return nil }
        pointer = set
    }

    /// The fonts' files, in order.
    var files: [String] {
        (0..<Int(pointer.pointee.nfont)).compactMap {
            pointer.pointee.fonts[$0].flatMap(FontConfigHandle.file(of:))
        }
    }

    /// How many of the fonts have a size of their own (a bitmap strike or a design size).
    var sizedCount: Int {
        (0..<Int(pointer.pointee.nfont)).filter { index in
            pointer.pointee.fonts[index].map { vellum_pattern_has_size($0) != 0 } ?? false
        }.count
    }
}
