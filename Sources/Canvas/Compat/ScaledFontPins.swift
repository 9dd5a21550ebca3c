internal import CCairo
import Synchronization

/// Every cairo scaled font Vellum draws with, held for the life of the process (up to
/// ``capacity`` fonts): Vellum's guard against a race in cairo 1.16.
///
/// The race: cairo 1.16.0 (Debian 12's) drops a scaled font's last reference before it takes the
/// lock of its process-wide font map (`cairo_scaled_font_destroy`; fixed upstream in 1.17.4,
/// commit a67735010). In that window another thread's `cairo_scaled_font_create` for the same key
/// finds the font in the map, revives it and freezes its glyph cache to draw, and the first
/// thread's `assert (! scaled_font->cache_frozen)` aborts the process. Vellum met it in long
/// reports, about once in 30 runs of 100,000 rows: the PDF writer thread, replaying a recorded
/// page into the PDF, makes a font for each glyph run (the recorded font with the PDF surface's
/// options merged in) and releases it, leaving cairo's most-recently-used slot as its only owner;
/// the drawing thread's next font then takes that slot and drops the writer's font to zero just
/// as the writer makes it again for the next run. Any two threads drawing text in the same fonts
/// can meet it the same way.
///
/// A font held here never reaches zero, so the window never opens. What is held:
/// - each font Pango makes for text Vellum draws (``hold(_:)``, from ``PinnedScaledFont`` and
///   for each run of a Pango line, ``hold(runsOf:in:)``);
/// - the font a context draws it with, made for the surface's font options and transform
///   (``hold(drawnIn:)``, before each line is drawn), and on a recording surface (a page of the
///   two-thread PDF pipeline) the font the PDF writer will make from that one when it replays it;
/// - the font cairo's PDF font subsetting makes for each face on every PDF's writing thread (the
///   face at identity matrices).
///
/// Fonts are few (a report uses a handful; sizes are quantised to 1/64 pt) and small (glyph
/// caches are cairo's, bounded process-wide), so they are never released. Past ``capacity``
/// distinct fonts new ones are no longer held (``overflow`` counts them): memory stays bounded,
/// and only those fonts are left to cairo's race. The exception is a font drawn in an SVG
/// document through its ``SVGGlyphProxy``: the proxy, kept in the font's user data, holds a
/// reference to the font, so such a font is never freed, past ``capacity`` too (known, left: a
/// server that draws more than 16,384 distinct fonts into SVG keeps each of them, with its proxy
/// font, a few KB apiece; the proxies' outlines stay within ``SVGGlyphProxy/byteBudget``).
enum ScaledFontPins {
    /// The most fonts held (about 2 KB each).
    static let capacity = 16_384

    /// Whether the running cairo has the race: releases before 1.17.4. With a fixed cairo
    /// nothing is held, and every `hold` returns at once.
    static let isNeeded = LibraryVersions.cairoNumber < LibraryVersions.encoded(1, 17, 4)

    /// The addresses of the held fonts (a reference to each is taken once and never dropped),
    /// and of the faces whose subsetting font is held.
    private struct Held {
        var fonts: Set<UInt> = []
        var faces: Set<UInt> = []
        var overflow = 0
    }

    private static let held = Mutex<Held>(Held())

    /// The font options of PDF (and SVG) surfaces, which the PDF writer merges into a recorded
    /// font's when it replays a page (`_cairo_surface_wrapper_show_text_glyphs`).
    /// (Read once from a throwaway PDF surface: cairo has no public way to set
    /// `round_glyph_positions`, which PDF and SVG surfaces turn off. Never freed; only copied,
    /// under the lock, which no caller holds for longer than the copy.)
    private static let vectorSurfaceOptions = Mutex<OpaquePointer>(readVectorSurfaceOptions())

    /// How many fonts are held, for tests.
    static var count: Int { held.withLock { $0.fonts.count } }

    /// How many fonts were not held because ``capacity`` was reached.
    static var overflow: Int { held.withLock { $0.overflow } }

    /// Whether `font` is held, for tests.
    static func holds(_ font: OpaquePointer) -> Bool {
        held.withLock { $0.fonts.contains(UInt(bitPattern: font)) }
    }

    /// Holds `font` (a font Pango made) and its face's subsetting font.
    static func hold(_ font: OpaquePointer) {
        guard isNeeded else { return }
        take(font)
        holdSubsettingFont(of: font)
    }

    /// Holds the scaled font the context `cr` will draw with (its current one, made now if need
    /// be) and, when `cr` draws into a recording surface, the font the PDF writer will make from
    /// it.
    static func hold(drawnIn cr: OpaquePointer) {
        guard isNeeded, let drawn = cairo_get_scaled_font(cr),
            cairo_scaled_font_status(drawn) == CAIRO_STATUS_SUCCESS
        else { return }
        take(drawn)
        if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_RECORDING {
            holdReplayFont(of: drawn)
        }
    }

    /// Holds, for each run of a Pango line about to be drawn into `cr` by
    /// `pango_cairo_show_layout_line`, the run's font and the font `cr` draws it with, before
    /// any of them is drawn (a context keeps only the last two fonts it used).
    static func hold(runsOf line: UnsafeMutablePointer<PangoLayoutLine>, in cr: OpaquePointer) {
        guard isNeeded else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var runs = line.pointee.runs
        while let node = runs {
            defer { runs = node.pointee.next }
            guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let font = run.pointee.item?.pointee.analysis.font, let scaled = vellum_scaled_font(font)
            else { continue }
            hold(scaled)
            setAndHold(scaled, in: cr)
        }
    }

    /// Holds the font `cr` draws `font` with (made now if need be), leaving `cr`'s font as it
    /// was.
    static func hold(drawing font: OpaquePointer, in cr: OpaquePointer) {
        guard isNeeded else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        setAndHold(font, in: cr)
    }

    /// Makes `font` the font of `cr` and holds the one `cr` draws it with.
    private static func setAndHold(_ font: OpaquePointer, in cr: OpaquePointer) {
        cairo_set_scaled_font(cr, font)
        hold(drawnIn: cr)
    }

    /// Takes a reference to `font` unless one is held already (or ``capacity`` is reached).
    private static func take(_ font: OpaquePointer) {
        held.withLock { held in
            let key = UInt(bitPattern: font)
            guard !held.fonts.contains(key) else { return }
            guard held.fonts.count < capacity else {
                held.overflow += 1
                return
            }
            held.fonts.insert(key)
            _ = cairo_scaled_font_reference(font)
        }
    }

    /// Holds the font cairo's PDF writer makes when it replays a glyph run recorded in `font`:
    /// the same face, matrix and transform with the PDF surface's options merged in (none is
    /// made when that changes nothing).
    private static func holdReplayFont(of font: OpaquePointer) {
        let options = vectorSurfaceOptions.withLock { cairo_font_options_copy($0) }
        defer { cairo_font_options_destroy(options) }
        let recorded = cairo_font_options_create()
        defer { cairo_font_options_destroy(recorded) }
        cairo_scaled_font_get_font_options(font, recorded)
        cairo_font_options_merge(options, recorded)
        guard cairo_font_options_equal(options, recorded) == 0 else { return }
        var matrix = cairo_matrix_t()
        var ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(font, &matrix)
        cairo_scaled_font_get_ctm(font, &ctm)
        guard
            let replayed = cairo_scaled_font_create(
                cairo_scaled_font_get_font_face(font), &matrix, &ctm, options)
        else { return }
        if cairo_scaled_font_status(replayed) == CAIRO_STATUS_SUCCESS { take(replayed) }
        cairo_scaled_font_destroy(replayed)
    }

    /// Holds the font cairo's PDF font subsetting makes for the face of `font` on every PDF's
    /// writing thread (`_cairo_scaled_font_subsets_map_glyph`: the face at identity matrices,
    /// default options without hinting).
    private static func holdSubsettingFont(of font: OpaquePointer) {
        guard let face = cairo_scaled_font_get_font_face(font) else { return }
        guard held.withLock({ $0.faces.insert(UInt(bitPattern: face)).inserted }) else { return }
        guard let subsetting = subsettingFont(of: face) else { return }
        if cairo_scaled_font_status(subsetting) == CAIRO_STATUS_SUCCESS { take(subsetting) }
        cairo_scaled_font_destroy(subsetting)
    }

    /// The font cairo's PDF font subsetting makes for `face` (a new reference the caller
    /// destroys).
    static func subsettingFont(of face: OpaquePointer) -> OpaquePointer? {
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return cairo_scaled_font_create(face, &identity, &identity, options)
    }
}

/// The font options of a PDF surface, read from a throwaway one (a new object the caller owns).
private func readVectorSurfaceOptions() -> OpaquePointer {
    let surface = cairo_pdf_surface_create_for_stream(nil, nil, 1, 1)
    let options: OpaquePointer = cairo_font_options_create()
    cairo_surface_get_font_options(surface, options)
    cairo_surface_destroy(surface)
    return options
}
