internal import CCairo

/// A HarfBuzz font and what words are shaped with in it, as Pango shapes an item: the font
/// Pango loaded at a size (its own HarfBuzz font), or one ``FontSizeDerivation`` made at another.
///
/// Shaping here rather than through `pango_shape_with_flags` saves Pango's sub-font, buffer and
/// glyph string per word (about a quarter of a short word's shaping). Pango's sub-font differs
/// from its parent only for characters the font lacks, which the fast path never shapes (both
/// give up on a missing glyph).
///
/// Owns a reference to the font and a buffer (released in `deinit`); used on its engine's
/// thread only.
final class HarfBuzzFont {
    let font: OpaquePointer
    let features: [hb_feature_t]
    let script: hb_script_t
    let language: hb_language_t?

    /// The buffer every word of the font is shaped in, reset before each.
    private let buffer: OpaquePointer

    /// Shapes with `font` (whose reference this takes over) as Pango shapes `analysis`'s items.
    init(_ font: OpaquePointer, features: [hb_feature_t], analysis: PangoAnalysis) {
        self.font = font
        buffer = hb_buffer_create()
        self.features = features
        script = hb_script_t(
            rawValue: UInt32(g_unicode_script_to_iso15924(GUnicodeScript(rawValue: Int32(analysis.script)))))
        language = hb_language_from_string(pango_language_to_string(analysis.language), -1)
    }

    /// Shapes with the HarfBuzz font Pango made for `pangoFont`, with the features Pango applies
    /// to `analysis`'s items; `nil` when Pango has none.
    convenience init?(pangoFont: UnsafeMutablePointer<PangoFont>, analysis: PangoAnalysis) {
        guard let font = pango_font_get_hb_font(pangoFont) else { return nil }
        self.init(
            hb_font_reference(font), features: Self.features(of: pangoFont, attributes: analysis.extra_attrs),
            analysis: analysis)
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
    }

    /// A word shaped as `pango_hb_shape` shapes an item of it alone (left to right, both ends
    /// of the text, characters' clusters kept monotone, Pango's empty glyph for invisible
    /// characters): glyphs, advances, offsets and clusters; `nil` for a missing or empty glyph or
    /// a vertical offset, as for Pango's shaping.
    func shape(_ word: String) -> WordGlyphs? {
        hb_buffer_reset(buffer)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_buffer_set_flags(
            buffer, hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
        hb_buffer_set_invisible_glyph(buffer, vellum_glyph_empty)
        let length = Int32(word.utf8.count)
        word.withCString { hb_buffer_add_utf8(buffer, $0, length, 0, length) }
        features.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return nil }
        var glyphs: [PangoGlyph] = []
        var advances: [Int32] = []
        var xOffsets: [Int32] = []
        var clusters: [Int32] = []
        glyphs.reserveCapacity(Int(count))
        advances.reserveCapacity(Int(count))
        xOffsets.reserveCapacity(Int(count))
        clusters.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let glyph = infos[index].codepoint
            let position = positions[index]
            // Pango's nominal glyph for a character the font lacks is its unknown glyph.
            guard glyph != 0, glyph != vellum_glyph_empty, position.y_offset == 0 else { return nil }
            var width = position.x_advance
            var offset = position.x_offset
            // pango_shape_internal: a negative width is negated and shifts the glyph.
            if width < 0 {
                width = -width
                offset += width
            }
            glyphs.append(glyph)
            advances.append(width)
            xOffsets.append(offset)
            clusters.append(Int32(infos[index].cluster))
        }
        return WordGlyphs(
            glyphs: glyphs, advances: advances, xOffsets: xOffsets, clusters: clusters, length: Int(length))
    }

    /// The OpenType features Pango shapes a font's items with: the font's own (its pattern's) and
    /// the font-features attributes of the analysis (`pango_analysis_collect_features`).
    static func features(
        of font: UnsafeMutablePointer<PangoFont>, attributes: UnsafeMutablePointer<GSList>?
    )
        -> [hb_feature_t]
    {
        var features = [hb_feature_t](repeating: hb_feature_t(), count: 32)
        var count: UInt32 = 0
        pango_font_get_features(font, &features, 32, &count)
        var node = attributes
        while let current = node, count < 32 {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                attribute.pointee.klass.pointee.type == PANGO_ATTR_FONT_FEATURES
            {
                let text =
                    UnsafeRawPointer(attribute).assumingMemoryBound(to: PangoAttrFontFeatures.self)
                    .pointee.features.map { String(cString: $0) } ?? ""
                for feature in text.split(separator: ",", omittingEmptySubsequences: false) where count < 32 {
                    var parsed = hb_feature_t()
                    let ok = String(feature).withCString { hb_feature_from_string($0, -1, &parsed) }
                    guard ok != 0 else { continue }
                    parsed.start = attribute.pointee.start_index
                    parsed.end = attribute.pointee.end_index
                    features[Int(count)] = parsed
                    count += 1
                }
            }
            node = current.pointee.next
        }
        return Array(features.prefix(Int(count)))
    }
}
