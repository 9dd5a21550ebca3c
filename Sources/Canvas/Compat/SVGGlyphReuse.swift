internal import CCairo
import Foundation
import Synchronization

/// One SVG document's use of ``SVGGlyphProxy`` fonts: which proxies its lines of text were drawn
/// with, and whether the page's drawing must be played again with the real fonts instead.
///
/// How a document is written with it (``Document``'s SVG rendering), the page's calls also kept
/// on a tape (``DrawingTape``):
/// 1. The reuse is attached to the SVG surface. ``GlyphLine`` draws in a proxy font wherever it
///    may (``proxyFont(for:drawing:in:)``), so cairo writes a mark instead of each glyph's outline.
/// 2. After cairo has finished the document, ``substitute(in:)`` replaces each mark with the
///    glyph's outline and renumbers the proxy fonts' glyphs as cairo numbers a real font's
///    (cairo keeps index 0 of a real font for `.notdef`, and writes its outline, but not of a
///    proxy, a user font): the result is the document cairo would have written with the real
///    fonts, byte for byte.
/// 3. Where that cannot be promised, the tape is played again without proxies: a font also drawn
///    as itself in the same document, by Pango or near a clip's edge (cairo would number the
///    font and its proxy as two fonts where it numbers one), a blend mode (cairo draws such parts
///    of an SVG 1.1 page as images, proxy marks included), a font with more glyphs than one cairo
///    subset holds, or a mark left anywhere but in a glyph symbol. The page's own drawing
///    closure runs once either way.
///
/// A document is drawn on one thread; the reuse is not shared.
final class SVGGlyphReuse {
    /// What became of a document's reuse.
    enum Outcome: Equatable {
        /// The document was drawn without proxies.
        case notAsked
        /// No text was drawn in a proxy.
        case noProxies
        /// The marks of proxies of `fonts` fonts were replaced.
        case substituted(fonts: Int)
        /// The page's tape was played again with the real fonts (step 3).
        case playedAgain
    }

    /// The proxies drawn with, by serial.
    private(set) var proxies: [UInt32: SVGGlyphProxy] = [:]
    /// The real fonts the proxies stand for, and the fonts drawn as themselves, untransformed
    /// (by Pango, or near a clip's edge).
    private var proxiedFonts: Set<UInt> = []
    private var realFonts: Set<UInt> = []
    /// Whether something on the page makes cairo draw part of it as an image.
    private var drawsImages = false

    /// The user-data key the reuse is attached to its surface under (allocated once, so its
    /// address is the same everywhere; never written, so unsafe in name only).
    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(
        capacity: 1)

    /// Attaches the reuse to `surface` (unretained: the caller keeps it alive while drawing, and
    /// detaches it before letting it go: a page may keep its context, and so the surface).
    func attach(to surface: OpaquePointer) {
        cairo_surface_set_user_data(surface, Self.key, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Takes the reuse off `surface`.
    func detach(from surface: OpaquePointer) {
        cairo_surface_set_user_data(surface, Self.key, nil, nil)
    }

    /// The reuse of the document `cr` draws into, if any.
    static func of(_ cr: OpaquePointer) -> SVGGlyphReuse? {
        guard let target = cairo_get_target(cr), let raw = cairo_surface_get_user_data(target, key) else {
            return nil
        }
        return Unmanaged<SVGGlyphReuse>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The font to draw `glyphs` of `font` with in `cr`: its proxy when `cr` draws into an SVG
    /// document with a reuse, untransformed (outlines depend on the transform), away from the
    /// clip's edges (``isClearOfClipEdges(_:of:in:)``), and the font has one; otherwise `nil`
    /// (draw with the font itself).
    static func proxyFont(for font: OpaquePointer, drawing glyphs: [cairo_glyph_t], in cr: OpaquePointer)
        -> OpaquePointer?
    {
        guard let reuse = of(cr), !reuse.drawsImages else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // Transformed, the font cairo draws is another one (made for the transform), which has a
        // number of its own with or without proxies.
        guard matrix.xx == 1, matrix.yx == 0, matrix.xy == 0, matrix.yy == 1 else { return nil }
        guard isClearOfClipEdges(glyphs, of: font, in: cr), let proxy = SVGGlyphProxy.of(font) else {
            reuse.realFonts.insert(UInt(bitPattern: font))
            return nil
        }
        // The font cairo makes from the real one for this surface is what the proxy's glyph
        // callback measures with; held once per document, as every font Vellum draws with
        // (``ScaledFontPins``: cairo 1.16's destroy race).
        if reuse.proxiedFonts.insert(UInt(bitPattern: font)).inserted {
            ScaledFontPins.hold(drawing: font, in: cr)
        }
        reuse.proxies[proxy.serial] = proxy
        return proxy.font.pointer
    }

    /// How far (in points) glyphs must stay from the clip's edges to take a proxy.
    static let clipMargin = 2.0

    /// Whether the glyphs' extent (their ink and their origins) lies inside the clip, or outside
    /// it, by ``clipMargin`` at least.
    ///
    /// Why: cairo keeps a clip in the SVG (a `<clipPath>`) unless the glyphs' device extents lie
    /// within it, and drops glyphs wholly outside it. A proxy reports the real glyphs' extents
    /// from the real font's (after a division and a multiplication by the font's scale, exact
    /// but for the last bit), so near an edge the two could round to different pixels and
    /// cairo decide differently. Away from the edges both decide alike.
    static func isClearOfClipEdges(_ glyphs: [cairo_glyph_t], of font: OpaquePointer, in cr: OpaquePointer)
        -> Bool
    {
        guard let first = glyphs.first else { return true }
        var ink = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, glyphs, Int32(glyphs.count), &ink)
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for glyph in glyphs {
            minX = min(minX, glyph.x)
            maxX = max(maxX, glyph.x)
            minY = min(minY, glyph.y)
            maxY = max(maxY, glyph.y)
        }
        if ink.width > 0, ink.height > 0 {
            minX = min(minX, first.x + ink.x_bearing)
            maxX = max(maxX, first.x + ink.x_bearing + ink.width)
            minY = min(minY, first.y + ink.y_bearing)
            maxY = max(maxY, first.y + ink.y_bearing + ink.height)
        }
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let m = clipMargin
        let inside = minX - m >= x1 && maxX + m <= x2 && minY - m >= y1 && maxY + m <= y2
        let outside = maxX + m < x1 || minX - m > x2 || maxY + m < y1 || minY - m > y2
        return inside || outside
    }

    /// Notes the fonts of the runs of a line Pango draws into the document.
    func notePangoLine(_ line: UnsafeMutablePointer<PangoLayoutLine>) {
        var runs = line.pointee.runs
        while let node = runs {
            runs = node.pointee.next
            guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let font = run.pointee.item?.pointee.analysis.font, let scaled = vellum_scaled_font(font)
            else { continue }
            realFonts.insert(UInt(bitPattern: scaled))
        }
    }

    /// Notes that the page sets a blend mode other than normal (cairo draws such operations on
    /// an SVG 1.1 page as images).
    func noteBlendMode() { drawsImages = true }

    /// Whether the tape must be played again with the real fonts (step 3), known before its
    /// bytes are read.
    var mustDrawAgain: Bool { !proxies.isEmpty && (drawsImages || !proxiedFonts.isDisjoint(with: realFonts)) }

    // MARK: Substitution

    /// The mark a proxy writes for a glyph, up to its four numbers.
    static let markOpeningText: StaticString = "<path style=\"stroke:none;\" d=\"M -8191.5 -8191.5 L "
    /// The start of a proxy's mark anywhere in a document.
    static let markAnywhere = Array("-8191.5 -8191.5".utf8)
    /// The most glyphs of one proxy font a document may use: a real font's glyphs and its
    /// `.notdef` must fit one of cairo's subsets (256 glyphs), or cairo would number them in
    /// ways this does not follow.
    static let maximumGlyphsPerFont = 250

    /// `document` (cairo's finished SVG) with every proxy mark replaced by its glyph's outline
    /// and the proxy fonts' glyphs renumbered (step 2); `nil` when the document must be drawn
    /// again with the real fonts. A document without proxies is returned as it is.
    func substitute(in document: [UInt8]) -> [UInt8]? {
        guard !proxies.isEmpty else { return document }
        guard !mustDrawAgain else { return nil }
        let parsed = SVGGlyphSymbols(document)
        guard let plan = plan(for: parsed) else { return nil }
        // The symbols stand together, one after the other: cairo writes all real fonts' glyphs,
        // then all user fonts' (the proxies'), each font's in order; with the real fonts it
        // writes every font in the order of its number.
        guard let first = parsed.symbols.first, let last = parsed.symbols.last,
            zip(parsed.symbols, parsed.symbols.dropFirst()).allSatisfy({
                $0.element.upperBound == $1.element.lowerBound
            })
        else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(document.count + plan.addedBytes)
        var copied = 0
        // Step 1: the symbols, in the order of their fonts' numbers, a proxy's renumbered from 1
        // after `.notdef`.
        output.append(contentsOf: document[..<first.element.lowerBound])
        let byFont = Dictionary(grouping: parsed.symbols, by: \.font)
        for font in byFont.keys.sorted() {
            guard let symbols = byFont[font] else { continue }
            guard let glyphs = plan.fonts[font], let contents = plan.contents[font] else {
                for symbol in symbols { output.append(contentsOf: document[symbol.element]) }
                continue
            }
            guard let notdef = contents[0] else { return nil }
            Self.appendSymbol(font: font, index: 0, content: notdef, to: &output)
            for symbol in symbols {
                guard let content = contents[glyphs[symbol.index]] else { return nil }
                Self.appendSymbol(font: font, index: symbol.index + 1, content: content, to: &output)
            }
        }
        copied = last.element.upperBound
        // Step 2: every reference to a proxy's glyph, renumbered alike.
        for reference in parsed.references where plan.fonts[reference.font] != nil {
            guard reference.digits.lowerBound >= copied else { return nil }
            output.append(contentsOf: document[copied..<reference.digits.lowerBound])
            output.append(contentsOf: String(reference.index + 1).utf8)
            copied = reference.digits.upperBound
        }
        output.append(contentsOf: document[copied...])
        // A mark anywhere else (cairo drew a proxy's glyphs as a path) cannot be replaced.
        guard SVGGlyphSymbols.firstOccurrence(of: Self.markAnywhere, in: output, from: 0) == nil else {
            return nil
        }
        return output
    }

    /// What substitution needs: for each proxy font of the document (by cairo's font number),
    /// its glyphs by symbol index, and the symbol content of each glyph (with `.notdef`).
    private struct Plan {
        var fonts: [Int: [UInt]] = [:]
        var contents: [Int: [UInt: [UInt8]]] = [:]
        var addedBytes = 0
    }

    /// The plan for `parsed`, or `nil` when a font mixes marks with outlines, names a proxy this
    /// document did not draw with, skips an index, draws `.notdef` itself, or has too many glyphs.
    private func plan(for parsed: SVGGlyphSymbols) -> Plan? {
        // Each font's symbols in order: a proxy's mark (serial, glyph), or `nil` for an outline.
        var fonts: [Int: [(serial: UInt32, glyph: UInt)?]] = [:]
        for symbol in parsed.symbols {
            var entries = fonts[symbol.font] ?? []
            guard symbol.index == entries.count else { return nil }
            entries.append(Self.mark(in: parsed.bytes, content: symbol.content))
            fonts[symbol.font] = entries
        }
        var plan = Plan()
        var serials: Set<UInt32> = []
        for (font, entries) in fonts {
            guard let serial = entries.first??.serial else {
                // A real font's: outlines only.
                guard entries.allSatisfy({ $0 == nil }) else { return nil }
                continue
            }
            // A proxy's (every glyph of a proxy writes its mark; one that cairo drew nowhere,
            // all of its glyphs off the page, wrote none and has no font number).
            let marks = entries.compactMap { $0 }
            guard marks.count == entries.count, marks.allSatisfy({ $0.serial == serial && $0.glyph != 0 }),
                serials.insert(serial).inserted, entries.count <= Self.maximumGlyphsPerFont,
                let proxy = proxies[serial],
                let contents = proxy.symbolContents(of: Set(marks.map(\.glyph)).union([0]))
            else { return nil }
            plan.fonts[font] = marks.map(\.glyph)
            plan.contents[font] = contents
            plan.addedBytes += contents.values.reduce(0) { $0 + $1.count + 64 }
        }
        return plan
    }

    /// The serial and glyph a symbol's content names, if it is a proxy's mark.
    private static func mark(in bytes: [UInt8], content: Range<Int>) -> (serial: UInt32, glyph: UInt)? {
        var cursor = content.lowerBound
        guard SVGGlyphSymbols.skip(markOpeningText, in: bytes, at: &cursor) else { return nil }
        guard let s0 = SVGGlyphSymbols.number(in: bytes, at: &cursor),
            SVGGlyphSymbols.skip(" ", in: bytes, at: &cursor),
            let s1 = SVGGlyphSymbols.number(in: bytes, at: &cursor),
            SVGGlyphSymbols.skip(" L ", in: bytes, at: &cursor),
            let g0 = SVGGlyphSymbols.number(in: bytes, at: &cursor),
            SVGGlyphSymbols.skip(" ", in: bytes, at: &cursor),
            let g1 = SVGGlyphSymbols.number(in: bytes, at: &cursor),
            SVGGlyphSymbols.skip(" \"/>\n", in: bytes, at: &cursor), cursor == content.upperBound,
            s0 < 4096, s1 < 4096, g0 < 4096, (8192..<12288).contains(g1)
        else { return nil }
        return (UInt32(s0 | s1 << 12), UInt(g0 | (g1 - 8192) << 12))
    }

    /// Appends a glyph symbol element as cairo writes it.
    private static func appendSymbol(font: Int, index: Int, content: [UInt8], to output: inout [UInt8]) {
        output.append(contentsOf: SVGGlyphSymbols.symbolOpening)
        output.append(contentsOf: "\(font)-\(index)\">\n".utf8)
        output.append(contentsOf: content)
        output.append(contentsOf: SVGGlyphSymbols.symbolClosing)
    }
}
