internal import CCairo
import Foundation

/// A font at a new size made from the font Pango loaded at another size, without Pango's font
/// loading: pango 1.50 matches and sorts fonts for every new size in two new threads (0.6 ms a
/// size here), which made 5,000 labels of distinct sizes cost seconds.
///
/// For the fast path a font at a size is: the font fontconfig matches (which decides the
/// characters it draws), the HarfBuzz font words are shaped with, the line's ascent and descent,
/// and the cairo scaled font it is drawn with. Pango makes each from the font's fontconfig
/// pattern by formulas (`pango_fc_font_create_hb_font`, pangocairo's glyph extents from
/// `hb_font_get_h_extents`, `_pango_cairo_fc_font_new`'s font matrix) that this type repeats.
///
/// Steps, per new size of a font whose first size Pango loaded (the base):
/// 1. **Ask fontconfig** which font Pango would load at the size: the request Pango makes
///    (`vellum_pango_font_request`) matched against Pango's fonts (only those that can score
///    differently by size, `vellum_size_rivals`, when the request differs from the base's only
///    in size). Only when the match equals the base's font pattern but for its size (no rule of
///    the configuration depends on the size, no other font wins there) is the size derived;
///    otherwise Pango loads it.
///    The request is substituted once per class of sizes the configuration's pattern rules treat
///    alike (``SizeRuleThresholds``) and given each size.
/// 2. **Make the HarfBuzz font** of the base's face at the size's scale, point size, slant and
///    variation coordinates, and shape with the base's features.
/// 3. **Measure** the line's extent from the HarfBuzz font, as pangocairo does.
/// 4. **Make the scaled font** from the base's cairo face and options at the size.
///
/// The formulas are checked on the base when it is made (``init(base:description:language:engine:)``):
/// the port of Pango's request must give Pango's own font, and the base's HarfBuzz scale, point
/// size, extent and cairo matrix must be what the formulas give. A base that fails a check is
/// never derived from. `FontSizeDerivationTests` holds derived sizes to Pango's output byte for
/// byte.
///
/// Ownership: the base pattern is referenced and the description copied (both released in
/// `deinit`); the HarfBuzz face and cairo face are referenced by the fonts made from them. All
/// belong to the engine's thread, like the cache that owns this.
final class FontSizeDerivation {
    private let basePattern: OpaquePointer
    /// The request Pango made for the base, and the fonts that could take its match at another
    /// size (``vellum_size_rivals``; `nil` when the base's font has a size of its own).
    private let baseRequest: FontRequest
    private let rivals: PangoFontSet?
    /// The base's pixel size (px).
    private let basePixels: Double
    /// One substituted request per class of sizes (``SizeRuleThresholds``).
    private var substitutedRequests: [[Int8]: FontRequest] = [:]
    private let description: OpaquePointer
    private let language: OpaquePointer?
    private let options: OpaquePointer
    private let fontFace: OpaquePointer
    private let face: OpaquePointer
    private let slant: Float
    private let coordinates: [Float]
    private let features: [hb_feature_t]
    private let script: hb_script_t
    private let hbLanguage: hb_language_t?
    /// The base's shaping, whose analysis and character fonts every derived size shares.
    let base: ShapedWordCache.FontShaping

    /// The derivation from a base font shaped by Pango, or `nil` when one of its checks fails.
    init?(
        base: ShapedWordCache.FontShaping, pangoFont: UnsafeMutablePointer<PangoFont>,
        description: OpaquePointer,
        engine: TextEngine
    ) {
        guard let fonts = engine.pangoConfigFonts, let config = engine.fontConfig,
            let pattern = vellum_fc_font_pattern(pangoFont),
            let baseHB = pango_font_get_hb_font(pangoFont),
            let scaled = cairo_scaled_font_reference(base.font.scaledFont.pointer)
        else { return nil }
        defer { cairo_scaled_font_destroy(scaled) }
        // Step 1's check: the port of Pango's request gives Pango's own font at the base's size.
        var pixels = 0.0
        var points = 0.0
        guard FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixels) == FcResultMatch,
            FcPatternGetDouble(pattern, FC_SIZE, 0, &points) == FcResultMatch,
            let options = cairo_font_options_create()
        else { return nil }
        cairo_scaled_font_get_font_options(scaled, options)
        guard cairo_font_options_status(options) == CAIRO_STATUS_SUCCESS,
            let request = FontRequest(
                description: description, language: base.analysis.language, pixelSize: Int32(pixels * 1024),
                config: config, options: options),
            let match = request.match(in: fonts, config: config)
        else {
            cairo_font_options_destroy(options)
            return nil
        }
        // Steps 2 to 4's checks: Pango's HarfBuzz font, extent and cairo matrix are the formulas'.
        var xScale: Int32 = 0
        var yScale: Int32 = 0
        hb_font_get_scale(baseHB, &xScale, &yScale)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(baseHB, &extents)
        var matrix = cairo_matrix_t()
        var ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &matrix)
        cairo_scaled_font_get_ctm(scaled, &ctm)
        guard FcPatternEqual(match.pattern, pattern) != 0, xScale == Int32(pixels * 1024), yScale == xScale,
            hb_font_get_ptem(baseHB) == Float(points), extents.ascender == base.ascent,
            -extents.descender == base.descent,
            matrix.xx == pixels, matrix.yy == pixels, matrix.xy == 0, matrix.yx == 0, matrix.x0 == 0,
            matrix.y0 == 0, ctm.xx == 1, ctm.yy == 1, ctm.xy == 0, ctm.yx == 0,
            let fontFace = cairo_scaled_font_get_font_face(scaled), let face = hb_font_get_face(baseHB),
            let copy = pango_font_description_copy(description)
        else {
            cairo_font_options_destroy(options)
            return nil
        }
        FcPatternReference(pattern)
        baseRequest = request
        rivals = PangoFontSet(rivalsOf: match, in: fonts)
        basePixels = pixels
        basePattern = pattern
        self.description = copy
        self.language = base.analysis.language
        self.options = options
        self.fontFace = cairo_font_face_reference(fontFace)
        self.face = hb_face_reference(face)
        slant = hb_font_get_synthetic_slant(baseHB)
        var count: UInt32 = 0
        let design = hb_font_get_var_coords_design(baseHB, &count)
        coordinates = design.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
        features = Self.features(of: pangoFont, attributes: base.analysis.extra_attrs)
        script = hb_script_t(
            rawValue: UInt32(
                g_unicode_script_to_iso15924(GUnicodeScript(rawValue: Int32(base.analysis.script)))))
        hbLanguage = hb_language_from_string(pango_language_to_string(base.analysis.language), -1)
        self.base = base
    }

    deinit {
        FcPatternDestroy(basePattern)
        pango_font_description_free(description)
        cairo_font_options_destroy(options)
        cairo_font_face_destroy(fontFace)
        hb_face_destroy(face)
    }

    /// The shaping of the font at `pixelSize` (1/1024 px), or `nil` when Pango would load another
    /// font there (or cairo fails).
    func shaping(pixelSize: Int32, engine: TextEngine) -> ShapedWordCache.FontShaping? {
        // Step 1: the font Pango would load at the size is the base's.
        guard let fonts = engine.pangoConfigFonts, let config = engine.fontConfig,
            let request = self.request(pixelSize: pixelSize, engine: engine, config: config),
            // A request that differs from the base's only in size is matched among the base's
            // font and the fonts with sizes: every other font scores at this size as at the base's.
            let match = request.request.match(in: request.likeBase ? rivals ?? fonts : fonts, config: config)
        else { return nil }
        var pixels = 0.0
        var points = 0.0
        guard match.isEqualButSize(to: basePattern),
            FcPatternGetDouble(match.pattern, FC_PIXEL_SIZE, 0, &pixels) == FcResultMatch,
            FcPatternGetDouble(match.pattern, FC_SIZE, 0, &points) == FcResultMatch
        else { return nil }
        // Step 2: the HarfBuzz font, as pango_fc_font_create_hb_font makes it.
        guard let font = hb_font_create(face) else { return nil }
        let harfBuzz = HarfBuzzFont(font, features: features, script: script, language: hbLanguage)
        hb_font_set_scale(font, Int32(pixels * 1024), Int32(pixels * 1024))
        hb_font_set_ptem(font, Float(points))
        hb_font_set_synthetic_slant(font, slant)
        if !coordinates.isEmpty {
            hb_font_set_var_coords_design(font, coordinates, UInt32(coordinates.count))
        }
        hb_font_make_immutable(font)
        // Step 3: the line's extent, as pangocairo's glyph extents give it.
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        // Step 4: the scaled font, as _pango_cairo_fc_font_new makes it.
        var matrix = cairo_matrix_t()
        var identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, pixels, pixels)
        cairo_matrix_init_identity(&identity)
        guard let scaled = cairo_scaled_font_create(fontFace, &matrix, &identity, options),
            let owner = try? CairoScaledFont(scaled, operation: "making a font at a new size")
        else { return nil }
        var analysis = base.analysis
        analysis.extra_attrs = nil  // the base's, which it frees; HarfBuzz shaping reads `features`
        var shaping = ShapedWordCache.FontShaping(
            analysis: analysis, font: GlyphFont(scaled: owner), ascent: extents.ascender,
            descent: -extents.descender, fonts: base.fonts, harfBuzz: harfBuzz)
        shaping.crossSize = base.crossSize
        shaping.showsEveryAdjustment =
            base.crossSize?.showsEveryAdjustment(pixelSize: Int32(pixels * 1024)) ?? false
        return shaping
    }

    /// Pango's substituted request at `pixelSize`, and whether it differs from the base's only in
    /// size: substituted once per class of sizes the configuration's pattern rules treat alike
    /// (``SizeRuleThresholds``) and given the size in place, or substituted in full where the
    /// rules cannot be read so.
    private func request(pixelSize: Int32, engine: TextEngine, config: OpaquePointer)
        -> (request: FontRequest, likeBase: Bool)?
    {
        guard let thresholds = engine.sizeRuleThresholds else {
            return FontRequest(
                description: description, language: language, pixelSize: pixelSize, config: config,
                options: options
            ).map { ($0, $0.isEqualButSize(to: baseRequest)) }
        }
        let size = Double(pixelSize) / 1024
        let sizeClass = thresholds.sizeClass(points: size, pixels: size)
        let likeBase = sizeClass == thresholds.sizeClass(points: basePixels, pixels: basePixels)
        if let substituted = substitutedRequests[sizeClass] {
            substituted.setSize(pixelSize)
            return (substituted, likeBase)
        }
        guard
            let request = FontRequest(
                description: description, language: language, pixelSize: pixelSize, config: config,
                options: options)
        else { return nil }
        substitutedRequests[sizeClass] = request
        return (request, likeBase)
    }

    /// The OpenType features Pango shapes a font's items with: the font's own (its pattern's) and
    /// the font-features attributes of the analysis (`pango_analysis_collect_features`).
    private static func features(
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

/// A HarfBuzz font of a derived size and what words are shaped with in it (``FontSizeDerivation``).
/// Owns the font and a buffer (destroyed in `deinit`); used on its engine's thread only.
final class HarfBuzzFont {
    let font: OpaquePointer
    let features: [hb_feature_t]
    let script: hb_script_t
    let language: hb_language_t?

    /// The buffer every word of the font is shaped in, reset before each.
    private let buffer: OpaquePointer

    init(_ font: OpaquePointer, features: [hb_feature_t], script: hb_script_t, language: hb_language_t?) {
        self.font = font
        buffer = hb_buffer_create()
        self.features = features
        self.script = script
        self.language = language
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
}
