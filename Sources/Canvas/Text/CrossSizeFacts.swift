internal import CCairo

/// What shaping a font's words and joins showed at one of its sizes that holds at every size of
/// it: which words shape before a space as apart (and where their pieces shape as the whole), and
/// which joins shape as their words apart, with their breaks. Sizes derived from a font's first
/// (``FontSizeDerivation``) then shape each word once instead of three to five times.
///
/// Why it holds: HarfBuzz picks glyphs (GSUB) without regard to size, and positions them by the
/// font's advances and adjustments, each scaled by the same factor at a size. At a size whose
/// scale is at least the font's units per em, every adjustment of one unit or more moves a glyph
/// by at least one Pango unit, so a join or word that shapes as its parts do apart there has no
/// adjustment across the boundary, and shapes as apart at every size. A fact is recorded only from
/// such a size; a font that tracks by size (an AAT `trak` table) records none. Facts that say
/// "shapes differently" are never shared: the word or join is shaped again at each size.
///
/// The one assumption: two adjustments across a boundary that cancel exactly at the recording
/// size cancel at every other size too, except where HarfBuzz's rounding meets exactly half a
/// unit there (a difference of 1/1024 pt). No font known to us adjusts a glyph twice, in opposite
/// directions, across a space; `FontSizeDerivationTests` holds the fonts Vellum ships and tests to
/// Pango's bytes.
final class CrossSizeFacts {
    /// The font's units per em: the smallest scale whose facts are recorded.
    private let unitsPerEm: Int32
    private var words: [WordKey: KnownWord] = [:]
    private var joins: [JoinKey: Bool] = [:]
    /// Words and joins kept before the tables are emptied (a report's vocabulary fits).
    static let capacity = 8_192

    /// The facts of `font`, or `nil` for a font that tracks by size.
    init?(font: UnsafeMutablePointer<PangoFont>) {
        guard let hb = pango_font_get_hb_font(font), let face = hb_font_get_face(hb),
            hb_aat_layout_has_tracking(face) == 0
        else { return nil }
        unitsPerEm = Int32(clamping: hb_face_get_upem(face))
    }

    /// Whether a size of `pixelSize` (1/1024 px, HarfBuzz's scale) shows every adjustment.
    func showsEveryAdjustment(pixelSize: Int32) -> Bool { unitsPerEm > 0 && pixelSize >= unitsPerEm }

    /// A plain word that shapes before a space as apart, with where its pieces shape as the whole.
    struct KnownWord {
        let breaks: [(byte: Int, glyph: Int)]

        /// The word's glyphs at another size with the breaks there (the pieces' widths are the
        /// whole's advances before each break), or `nil` when the glyphs do not fit the breaks.
        func breakGlyphs(in whole: WordGlyphs) -> WordGlyphs? {
            guard !breaks.isEmpty else { return whole }
            var found: [WordBreak] = []
            for point in breaks {
                guard point.glyph < whole.glyphs.count, whole.clusters[point.glyph] == Int32(point.byte)
                else {
                    return nil
                }
                let width = whole.advances[..<point.glyph].reduce(0) { $0 + Int($1) }
                found.append(WordBreak(byte: point.byte, glyph: point.glyph, width: width))
            }
            return whole.with(breaks: found, spaced: nil)
        }
    }

    /// The word's facts, if a size that shows every adjustment recorded them.
    func word(_ key: WordKey) -> KnownWord? { words[key] }

    /// Records a plain word shaped at a size that shows every adjustment, which shapes before a
    /// space as apart.
    func record(_ key: WordKey, breaks: [WordBreak]) {
        if words.count >= Self.capacity { words.removeAll(keepingCapacity: true) }
        words[key] = KnownWord(breaks: breaks.map { ($0.byte, $0.glyph) })
    }

    /// Whether the join may break, if a size that shows every adjustment found it shapes apart.
    func join(_ key: JoinKey) -> Bool? { joins[key] }

    /// Records a join that shapes apart at a size that shows every adjustment.
    func record(_ key: JoinKey, breaks: Bool) {
        if joins.count >= Self.capacity { joins.removeAll(keepingCapacity: true) }
        joins[key] = breaks
    }
}
