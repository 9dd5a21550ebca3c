internal import CCairo
import Foundation
import Synchronization

/// A stand-in for one of Vellum's scaled fonts in SVG documents, and the SVG outlines of that
/// font's glyphs, written by cairo once per process instead of once per document.
///
/// Why: cairo's SVG surface writes each glyph a document uses as an outline path (a `<symbol>`),
/// every coordinate printed with `printf("%f")`, anew in every document. In a W1 card that is 83%
/// of the numbers in the file and about three quarters of its time, in C as in Vellum. The
/// proxy's glyphs are marks that name the proxy and the glyph (see `vellum_svg_proxy_render`):
/// cairo prints four small numbers per glyph, and ``SVGGlyphReuse`` puts the outline kept here in
/// place of each mark, as cairo itself would have written it.
///
/// The outlines are cairo's own bytes: the first time a glyph is needed, it is drawn in the real
/// font on a throwaway SVG surface and the content of its `<symbol>` is kept. Glyphs whose
/// content is not a plain outline path (bitmap glyphs, which cairo writes as images with ids of
/// their own) make the proxy unusable: its documents are drawn with the real font.
///
/// `@unchecked Sendable`: `serial`, `font` and `real` never change; `outlines` is read and
/// written under its lock; cairo's scaled fonts may be used from any thread.
final class SVGGlyphProxy: @unchecked Sendable {
    /// The number the proxy's marks carry (unique in the process, below 2²⁴).
    let serial: UInt32
    /// The proxy font (the real one's face replaced, its matrices and options kept).
    let font: CairoScaledFont
    /// The font the proxy stands for.
    private let real: CairoScaledFont
    /// Each glyph's content inside its `<symbol>` element, as cairo writes it.
    private let outlines = Mutex<[UInt: [UInt8]]>([:])

    /// How many bytes of outlines all proxies keep at most; past it, outlines are written for
    /// the document that needs them and not kept.
    static let byteBudget = 16 << 20
    private static let keptBytes = Atomic<Int>(0)
    private static let lastSerial = Atomic<UInt32>(0)

    /// Where glyphs are drawn on the throwaway page that writes their outlines (its middle).
    private static let glyphOrigin = 1_000_000.0

    /// The largest serial a mark can carry (two 12-bit halves).
    static let maximumSerial: UInt32 = (1 << 24) - 1

    private init(serial: UInt32, font: CairoScaledFont, real: CairoScaledFont) {
        self.serial = serial
        self.font = font
        self.real = real
    }

    /// Whether the proxy may still be drawn with: false once one of its glyphs turned out not to
    /// be a plain outline.
    private let usable = Atomic<Bool>(true)
    var isUsable: Bool { usable.load(ordering: .relaxed) }

    /// The proxy of `real`, made on first use and kept with the font (in its cairo user data,
    /// so it lives and dies with the font); `nil` when the font cannot have one.
    static func of(_ real: OpaquePointer) -> SVGGlyphProxy? {
        made.withLock { _ in
            if let raw = cairo_scaled_font_get_user_data(real, key) {
                let proxy = Unmanaged<SVGGlyphProxy>.fromOpaque(raw).takeUnretainedValue()
                return proxy.isUsable ? proxy : nil
            }
            guard let proxy = make(for: real) else { return nil }
            let retained = Unmanaged.passRetained(proxy).toOpaque()
            let status = cairo_scaled_font_set_user_data(real, key, retained) { raw in
                if let raw { Unmanaged<SVGGlyphProxy>.fromOpaque(raw).release() }
            }
            guard status == CAIRO_STATUS_SUCCESS else {
                Unmanaged<SVGGlyphProxy>.fromOpaque(retained).release()
                return nil
            }
            return proxy
        }
    }

    /// Serialises making proxies (cairo's user data has no lock of its own).
    private static let made = Mutex<Void>(())
    /// The user-data key proxies are kept under (allocated once, so its address is the same
    /// everywhere; never written, so unsafe in name only).
    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(
        capacity: 1)

    /// A proxy for `real`, or `nil` when it cannot have one: not a FreeType font, a transform
    /// other than the identity (outlines would depend on it), a slanted or rotated font matrix
    /// (the extents the proxy reports are the real ones mapped back through the matrix, which
    /// widens a slanted glyph's box), or no serial left.
    private static func make(for real: OpaquePointer) -> SVGGlyphProxy? {
        guard cairo_scaled_font_get_type(real) == CAIRO_FONT_TYPE_FT else { return nil }
        var ctm = cairo_matrix_t()
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_ctm(real, &ctm)
        cairo_scaled_font_get_font_matrix(real, &matrix)
        guard ctm.xx == 1, ctm.yx == 0, ctm.xy == 0, ctm.yy == 1, matrix.yx == 0, matrix.xy == 0 else {
            return nil
        }
        let serial = lastSerial.wrappingAdd(1, ordering: .relaxed).newValue
        guard serial <= maximumSerial,
            let proxy = try? CairoScaledFont(
                vellum_svg_proxy_font_create(serial, real), operation: "making an SVG proxy font"),
            let held = try? CairoScaledFont(cairo_scaled_font_reference(real), operation: "using a font")
        else { return nil }
        return SVGGlyphProxy(serial: serial, font: proxy, real: held)
    }

    /// The content of each glyph's `<symbol>` (glyph 0, `.notdef`, included when asked for), or
    /// `nil` when one of them is not a plain outline path.
    func symbolContents(of glyphs: Set<UInt>) -> [UInt: [UInt8]]? {
        var found: [UInt: [UInt8]] = [:]
        let missing: [UInt] = outlines.withLock { kept in
            var missing: [UInt] = []
            for glyph in glyphs {
                if let content = kept[glyph] { found[glyph] = content } else { missing.append(glyph) }
            }
            return missing
        }
        guard !missing.isEmpty else { return found }
        guard let written = Self.writeSymbols(of: missing.sorted(), in: real.pointer) else {
            usable.store(false, ordering: .relaxed)
            return nil
        }
        let size = written.values.reduce(0) { $0 + $1.count }
        let keeps = Self.keptBytes.add(size, ordering: .relaxed).newValue <= Self.byteBudget
        if keeps {
            outlines.withLock { kept in kept.merge(written) { old, _ in old } }
        } else {
            Self.keptBytes.subtract(size, ordering: .relaxed)
        }
        found.merge(written) { old, _ in old }
        return found
    }

    /// Draws `glyphs` in `font` on a throwaway SVG surface and reads back each glyph's
    /// `<symbol>` content: `.notdef` is cairo's `glyph0-0`, and the others are found through the
    /// `<use>` elements, which follow the drawing order. Glyph 0 is drawn first (its box has
    /// ink), so that glyphs without ink are never the whole call, which cairo would leave out;
    /// cairo numbers it as any other glyph, after the `.notdef` it keeps at 0. The glyphs are drawn in the middle of a
    /// page far larger than any glyph (cairo leaves out glyphs it finds off the page), which
    /// costs nothing: an SVG page is only its numbers.
    private static func writeSymbols(of glyphs: [UInt], in font: OpaquePointer) -> [UInt: [UInt8]]? {
        let drawn = [0] + glyphs.filter { $0 != 0 }
        let sink = OutputSink()
        let finished: Bool = withExtendedLifetime(sink) {
            guard
                let surface = try? CairoSurface(
                    cairo_svg_surface_create_for_stream(
                        OutputSink.callback, Unmanaged.passUnretained(sink).toOpaque(), 2 * glyphOrigin,
                        2 * glyphOrigin),
                    operation: "writing glyph outlines")
            else { return false }
            defer { cairo_surface_finish(surface.pointer) }
            guard let cr = cairo_create(surface.pointer) else { return false }
            defer { cairo_destroy(cr) }
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_set_scaled_font(cr, font)
            // The font cairo makes from `font` with the SVG surface's options is the one the
            // proxy's glyph callback measures with: held, as every font Vellum draws with.
            ScaledFontPins.hold(drawnIn: cr)
            let placed = drawn.map { cairo_glyph_t(index: $0, x: glyphOrigin, y: glyphOrigin) }
            if !placed.isEmpty { cairo_show_glyphs(cr, placed, Int32(placed.count)) }
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return false }
            cairo_surface_finish(surface.pointer)
            return cairo_surface_status(surface.pointer) == CAIRO_STATUS_SUCCESS
        }
        guard finished, (try? sink.check()) != nil else { return nil }
        let document = SVGGlyphSymbols(Array(sink.data))
        let uses = document.usedIndices(ofFont: 0)
        guard let symbols = document.symbols(ofFont: 0), uses.count == drawn.count, let notdef = symbols[0]
        else { return nil }
        var contents: [UInt: [UInt8]] = [0: notdef]
        for (glyph, index) in zip(drawn, uses).dropFirst() {
            guard let content = symbols[index] else { return nil }
            contents[glyph] = content
        }
        guard contents.values.allSatisfy(SVGGlyphSymbols.isPlainOutline) else { return nil }
        return contents.filter { glyphs.contains($0.key) }
    }
}
