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
        features = HarfBuzzFont.features(of: pangoFont, attributes: base.analysis.extra_attrs)
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
        let harfBuzz = HarfBuzzFont(font, features: features, analysis: base.analysis)
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
}
