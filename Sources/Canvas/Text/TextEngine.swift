internal import CCairo
import Foundation
import Synchronization

/// The last serial number given to a ``TextEngine``.
private let lastEngineSerial = Atomic<UInt64>(0)

/// One thread's Pango state: a font map, a context with pinned font options, font descriptions and
/// a cache of laid-out text. Reached only through ``current``, so no Pango object it owns is ever
/// touched by another thread.
///
/// Ownership: `fontMap` (transfer full from pango_cairo_font_map_new_for_font_type) and `context`
/// and `rtlContext` (transfer full from pango_font_map_create_context) are unreferenced in deinit;
/// each cached PangoFontDescription is freed in deinit.
final class TextEngine {
    /// Distinct fonts a font map may load before the engine is recycled (about 60 KB each, and
    /// pango keeps about two fonts per description): 5,000 labels of distinct sizes peak at 28 MB
    /// instead of 82 MB.
    static let fontRecycleThreshold = 500
    /// Each thread's engine, released on that thread when it exits.
    private static let threadEngine = ThreadLocalReference<TextEngine>()

    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The context for left-to-right paragraphs.
    let context: OpaquePointer
    /// The context for right-to-left paragraphs.
    let rtlContext: OpaquePointer
    let generation: Int
    /// The fontconfig configuration of the font map (kept alive by the snapshot's handle).
    private let configHandle: FontConfigHandle
    /// The configuration's FcConfig, for ``FontSizeDerivation``.
    var fontConfig: OpaquePointer? { configHandle.config }
    /// The fonts Pango matches against, made on first use.
    @exclusivity(unchecked) private var configFonts: PangoFontSet?
    /// The sizes at which the configuration's pattern rules change, for ``FontSizeDerivation``.
    var sizeRuleThresholds: SizeRuleThresholds? { configHandle.sizeRuleThresholds }
    /// The fonts Pango matches against, for ``FontSizeDerivation``.
    var pangoConfigFonts: PangoFontSet? {
        if configFonts == nil { configFonts = PangoFontSet(config: configHandle.config) }
        return configFonts
    }
    /// A number no other engine in this process has, now or later: a ``TextLayout`` compares it
    /// with ``current``'s to know that it is on the thread (and engine) that measured it.
    let serial: UInt64
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Exclusivity".
    @exclusivity(unchecked) private var descriptions: [FontKey: OpaquePointer] = [:]
    /// Laid-out text keyed by its input (flattened, see ``TextLayoutKey``); drawing reuses what
    /// measuring built.
    let layouts = LRUCache<TextLayoutKey, LaidOutText>(capacity: 512)
    /// Words shaped once per font, for the fast path of plain text (see ``LaidOutText``).
    let words = ShapedWordCache()
    /// Whether plain text takes the fast path of words shaped once (tests turn it off on their
    /// own thread's engine to compare the two paths).
    var shapesWordsOnce = true
    /// Whether the lines Pango lays out are read into glyph runs (``PangoLineRuns``); tests turn
    /// it off to compare them with Pango's own drawing.
    var readsPangoLines = true
    /// Whether a long paragraph under a line limit is laid out from prefixes of it (tests turn
    /// it off to compare with the whole paragraph laid out).
    var laysOutByPrefix = true
    /// Texts longer than this many UTF-8 bytes are cached only in ``largeLayout``.
    static let largeTextThreshold = 20_000
    /// The most recent layout of a long text, kept apart so that a few huge texts (each with
    /// thousands of Pango lines) cannot fill the cache and memory.
    @exclusivity(unchecked) var largeLayout: (key: TextLayoutKey, value: LaidOutText)?
    /// How many texts this engine has laid out (cache misses), for tests.
    @exclusivity(unchecked) var layoutBuilds = 0
    /// How many layouts came from the cache, for tests.
    @exclusivity(unchecked) var cacheHits = 0
    /// How many Pango paragraph layouts this engine has built, for tests.
    @exclusivity(unchecked) var paragraphLayoutBuilds = 0
    /// How many bytes of text those layouts held, for tests.
    @exclusivity(unchecked) var paragraphLayoutBytes = 0
    /// The thread the engine (and its font map) belongs to.
    private let owner = pthread_self()
    /// Engines freed so far, and how many of them on a thread other than their own (which must
    /// never happen: Pango objects belong to their font map's thread), for tests.
    static let releases = Atomic<Int>(0)
    static let foreignReleases = Atomic<Int>(0)

    private init?(snapshot: FontConfigurationState.Snapshot) {
        guard let config = snapshot.config,
            let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        else { return nil }
        // Each of the map's setters below makes pango 1.50 clear its caches and list every font
        // family of its configuration again (pango_fc_font_map_cache_clear: about 1.2 M
        // instructions for the system's fonts, three times per engine). Made while the map reads
        // an empty configuration, the first two list nothing; the real configuration, set last,
        // is listed once.
        pango_fc_font_map_set_config(vellum_fc_font_map(map), FontConfigHandle.empty.config)
        // Pango's metrics code makes its own context at the map's resolution (96 dpi unless set):
        // at 72, like Vellum's contexts, it reuses their fontsets instead of matching a second
        // set of fonts for every size.
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        vellum_install_size_salt(map)
        pango_fc_font_map_set_config(vellum_fc_font_map(map), config.config)
        let ltr = Self.makeContext(map, direction: PANGO_DIRECTION_LTR)
        let rtl = Self.makeContext(map, direction: PANGO_DIRECTION_RTL)
        guard let ltr, let rtl else {
            if let ltr { vellum_object_unref(UnsafeMutableRawPointer(ltr)) }
            if let rtl { vellum_object_unref(UnsafeMutableRawPointer(rtl)) }
            Self.release(map)
            return nil
        }
        self.fontMap = map
        self.context = ltr
        self.rtlContext = rtl
        self.generation = snapshot.generation
        self.configHandle = config
        self.serial = lastEngineSerial.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// A context with pinned font options, so text measures the same on image, PDF and SVG
    /// surfaces. Contexts are never changed after this, so layouts made from them never re-lay
    /// themselves out (which would free the lines a `LaidOutText` borrows).
    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection)
        -> OpaquePointer?
    {
        guard let context = pango_font_map_create_context(map) else { return nil }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, direction)
        return context
    }

    deinit {
        if pthread_equal(owner, pthread_self()) == 0 { Self.foreignReleases.add(1, ordering: .relaxed) }
        Self.releases.add(1, ordering: .relaxed)
        for description in descriptions.values { pango_font_description_free(description) }
        layouts.removeAll()
        largeLayout = nil
        words.removeAll()
        vellum_object_unref(UnsafeMutableRawPointer(context))
        vellum_object_unref(UnsafeMutableRawPointer(rtlContext))
        Self.release(fontMap)
    }

    /// Drops a font map: first its reference to the fontconfig configuration, which pango 1.50's
    /// finalizer never releases (each font-source switch leaked the whole configuration, about
    /// 58 KB, found with valgrind), then the map itself.
    private static func release(_ map: UnsafeMutablePointer<PangoFontMap>) {
        pango_fc_font_map_set_config(vellum_fc_font_map(map), nil)
        vellum_object_unref(map)
    }

    /// This thread's engine, created on first use and recreated when the font configuration
    /// changes or the font map has loaded too many distinct fonts.
    static var current: TextEngine {
        // The fast path: this thread's engine, of the current configuration (an atomic read).
        if let engine = threadEngine.value, engine.generation == FontConfigurationState.shared.generation,
            engine.descriptions.count < fontRecycleThreshold
        {
            return engine
        }
        let snapshot = FontConfigurationState.shared.resolved()
        guard let engine = TextEngine(snapshot: snapshot) else {
            fatalError("Vellum could not create a Pango font map: is fontconfig installed?")
        }
        threadEngine.value = engine  // the previous engine, if any, is released here, on its thread
        return engine
    }

    /// The Pango description of `font` (owned by this engine; do not free).
    func description(for font: Font) -> OpaquePointer {
        let key = FontKey(font)
        if let existing = descriptions[key] { return existing }
        let description = pango_font_description_new()!
        let family = ([font.family] + Font.fallbackFamilies.filter { $0 != font.family }).joined(
            separator: ",")
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(key.pixelSize))
        descriptions[key] = description
        return description
    }
}

/// A font quantised to 1/64 pt, so a server fed arbitrary sizes loads a bounded set of faces.
struct FontKey: Hashable {
    let family: String
    let size: Int
    let weight: Int
    let italic: Bool
    /// The OpenType features (Pango's font-features string), which change the glyphs shaped.
    let features: String?

    /// The size in Pango units (1/1024 px at Vellum's 72 dpi): the description's absolute size,
    /// and the pixel size Pango's fonts and HarfBuzz scales are made at.
    var pixelSize: Int32 { Int32(clamping: size * Int(vellum_pango_scale) / 64) }

    init(_ font: Font) {
        family = font.family
        size = Int((font.effectiveSize * 64).rounded())
        weight = font.weight.rawValue
        italic = font.isItalic
        features = font.featureSettings
    }
}
