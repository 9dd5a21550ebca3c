internal import CCairo
import Foundation
import Synchronization

/// Colour glyphs (emoji) as images Vellum paints itself into PDF and SVG, so a document that
/// draws one emoji many times writes its image once whatever else the process draws.
///
/// Why: cairo 1.16 draws a colour glyph into a vector surface as an image (the glyph's cached
/// surface, `composite_color_glyphs` in cairo-surface.c), and the PDF and SVG surfaces write an
/// image once per surface object. That surface lives in cairo's process-wide glyph cache, 512
/// pages of 32 glyphs evicted at random once full: when the cache dropped the glyph between two
/// draws (another thread or another document filled it), the second draw made a new surface
/// and the document wrote the image again. Equal input then gave unequal bytes.
///
/// What Vellum does instead, on a surface that is not an image: each colour glyph is drawn once
/// by cairo into an image surface of its own (the same scaled font, so the pixels of cairo's own
/// surface), cut to the glyph's extents rounded outwards (the size of cairo's surface) and cached
/// here; ``ColorGlyphLine`` (or, for decorated lines, ``BlankedColorGlyphs``) paints it where
/// cairo would have (glyph origins rounded to whole device units, as cairo rounds them). Each
/// image carries a `CAIRO_MIME_TYPE_UNIQUE_ID` derived from the face, matrices and glyph, so the
/// PDF and SVG surfaces write it once per document even when the cache here made it again.
enum ColorGlyphImages {
    /// What identifies a colour glyph's pixels: the FreeType face (faces live as long as the
    /// process, ``FontFaceRegistry``), the scaled font's font matrix and transform (without
    /// translation), and the glyph.
    struct Key: Hashable, Sendable {
        let face: UInt
        let matrix: [Double]
        let glyph: UInt32

        /// The unique id cairo's vector surfaces recognise the glyph's image by.
        var uniqueID: [UInt8] {
            Array("vellum-colour-glyph:\(face):\(matrix.map { $0.bitPattern }):\(glyph)".utf8)
        }
    }

    /// A colour glyph's pixels, cut to its extents (and any ink beyond them) as cairo cuts its
    /// own, and where they go relative to the glyph's origin rounded to whole device units.
    struct Raster: Sendable {
        /// The pixels, one per device unit.
        let image: Image
        /// Offset of the first pixel from the rounded glyph origin, in device units.
        let dx: Int
        let dy: Int
        let uniqueID: [UInt8]
    }

    /// What the cache knows about a glyph: its raster, or that it is not a colour glyph.
    private enum Entry: Sendable {
        case colour(Raster)
        case notColour
    }

    /// The cached rasters and the bytes of their pixels.
    private struct Cache {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        /// How often the cache emptied itself at ``capacity`` glyphs and at ``byteCapacity``
        /// bytes since the process started (kept across emptying), for tests.
        var emptiedAtGlyphs = 0
        var emptiedAtBytes = 0

        /// Drops every raster (the counts of emptyings stay).
        mutating func empty() {
            entries = [:]
            bytes = 0
        }
    }

    /// Rasters by glyph, emptied when it would pass ``capacity`` entries or ``byteCapacity``
    /// bytes of pixels (an evicted glyph is drawn again to the same pixels and the same unique
    /// id, so eviction changes no output).
    private static let cache = Mutex(Cache())
    /// Whether cairo draws colour glyphs itself (neither ``ColorGlyphLine`` nor
    /// ``BlankedColorGlyphs`` paints these images), for tests that compare the two.
    @TaskLocal static var leftToCairo = false

    /// Forgets every cached raster, for tests.
    static func removeAll() { cache.withLock { $0.empty() } }

    /// How many glyphs and bytes of pixels are cached, and how often the cache emptied itself at
    /// each bound, for tests.
    static var cached: (glyphs: Int, bytes: Int, emptiedAtGlyphs: Int, emptiedAtBytes: Int) {
        cache.withLock { ($0.entries.count, $0.bytes, $0.emptiedAtGlyphs, $0.emptiedAtBytes) }
    }

    /// The most glyphs cached.
    static let capacity = 4096
    /// The most bytes of pixels cached (an emoji at ``Font/maximumEmojiSize``, 512 pt, is about
    /// 620 × 620 pixels, 1.5 MB).
    static let byteCapacity = 64 << 20

    /// Whether a Pango font draws colour glyphs (its fontconfig pattern says `color`).
    static func isColourFont(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        guard let pattern = vellum_fc_font_pattern(font) else { return false }
        var colour: FcBool = 0
        return FcPatternGetBool(pattern, FC_COLOR, 0, &colour) == FcResultMatch && colour != 0
    }

    /// The raster of `glyph` drawn with `font` (the scaled font a context draws with), or `nil`
    /// when cairo would not draw it as a colour glyph.
    static func raster(of glyph: UInt32, in font: OpaquePointer) -> Raster? {
        guard let face = vellum_scaled_font_face(font) else { return nil }
        var matrix = cairo_matrix_t()
        var ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(font, &matrix)
        cairo_scaled_font_get_ctm(font, &ctm)
        let key = Key(
            face: UInt(bitPattern: face),
            matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, ctm.xx, ctm.yx, ctm.xy, ctm.yy], glyph: glyph
        )
        if let entry = cache.withLock({ $0.entries[key] }) {
            if case .colour(let raster) = entry { return raster }
            return nil
        }
        let entry = draw(glyph, in: font, ctm: ctm, key: key)
        var bytes = 0
        if case .colour(let raster) = entry { bytes = raster.image.pixelWidth * raster.image.pixelHeight * 4 }
        cache.withLock { cache in
            let full = cache.entries.count >= capacity
            if full || cache.bytes + bytes > byteCapacity {
                cache.empty()
                if full { cache.emptiedAtGlyphs += 1 } else { cache.emptiedAtBytes += 1 }
            }
            if cache.entries.updateValue(entry, forKey: key) == nil { cache.bytes += bytes }
        }
        if case .colour(let raster) = entry { return raster }
        return nil
    }

    /// Draws the glyph into an image surface with a magenta source: an outline glyph comes out
    /// in shades of magenta (red equal to blue, no green), a colour glyph in its own colours.
    /// (A colour glyph drawn in pure magenta alone would be taken for an outline and left to
    /// cairo.)
    private static func draw(_ glyph: UInt32, in font: OpaquePointer, ctm: cairo_matrix_t, key: Key) -> Entry
    {
        guard let canvas = canvas(for: glyph, in: font, ctm: ctm),
            let drawn = image(of: glyph, in: font, ctm: ctm, canvas: canvas),
            let ink = colourInkBox(drawn)
        else { return .notColour }
        let box = union(ink, canvas.extents)
        return .colour(
            Raster(
                image: drawn.cropped(x: box.x, y: box.y, width: box.width, height: box.height),
                dx: box.x - canvas.originX, dy: box.y - canvas.originY, uniqueID: key.uniqueID))
    }

    /// An image to draw one glyph into: the glyph's ink box in device units (its extents through
    /// the transform) with a margin of ``margin`` pixels, and where its origin goes.
    private struct Canvas {
        let width: Int
        let height: Int
        let originX: Int
        let originY: Int
        /// The glyph's extents in canvas pixels, rounded outwards.
        let extents: (x: Int, y: Int, width: Int, height: Int)
    }

    /// The widest and tallest canvas drawn (16 MB); larger glyphs are left to cairo.
    private static let maximumSide = 2048.0

    /// Pixels around a glyph's ink box (cairo rounds a transformed bitmap's box outwards).
    private static let margin = 4.0

    /// The canvas for `glyph`, or `nil` when its extents are unusable or over ``maximumSide``.
    private static func canvas(for glyph: UInt32, in font: OpaquePointer, ctm: cairo_matrix_t) -> Canvas? {
        var placed = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, &placed, 1, &extents)
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS, extents.width > 0, extents.height > 0
        else { return nil }
        var xs: [Double] = []
        var ys: [Double] = []
        for (x, y) in [
            (extents.x_bearing, extents.y_bearing), (extents.x_bearing + extents.width, extents.y_bearing),
            (extents.x_bearing, extents.y_bearing + extents.height),
            (extents.x_bearing + extents.width, extents.y_bearing + extents.height),
        ] {
            xs.append(ctm.xx * x + ctm.xy * y)
            ys.append(ctm.yx * x + ctm.yy * y)
        }
        let left = (xs.min()! - margin).rounded(.down)
        let top = (ys.min()! - margin).rounded(.down)
        let width = (xs.max()! + margin).rounded(.up) - left
        let height = (ys.max()! + margin).rounded(.up) - top
        guard left.isFinite, top.isFinite, width.isFinite, height.isFinite, width <= maximumSide,
            height <= maximumSide
        else {
            return nil
        }
        let extentsLeft = Int(xs.min()!.rounded(.down) - left)
        let extentsTop = Int(ys.min()!.rounded(.down) - top)
        let box = (
            x: extentsLeft, y: extentsTop, width: Int(xs.max()!.rounded(.up) - left) - extentsLeft,
            height: Int(ys.max()!.rounded(.up) - top) - extentsTop
        )
        return Canvas(
            width: Int(width), height: Int(height), originX: Int(-left), originY: Int(-top), extents: box)
    }

    /// The glyph drawn with its origin at the canvas's origin (device units) on a clear canvas,
    /// with a magenta source (nil if cairo failed).
    private static func image(of glyph: UInt32, in font: OpaquePointer, ctm: cairo_matrix_t, canvas: Canvas)
        -> Image?
    {
        guard let surface = try? CairoSurface.image(pixelWidth: canvas.width, pixelHeight: canvas.height),
            let cr = cairo_create(surface.pointer)
        else { return nil }
        var transform = ctm
        cairo_set_matrix(cr, &transform)
        cairo_set_scaled_font(cr, font)
        cairo_set_source_rgb(cr, 1, 0, 1)
        var x = Double(canvas.originX)
        var y = Double(canvas.originY)
        cairo_device_to_user(cr, &x, &y)
        var placed = cairo_glyph_t(index: UInt(glyph), x: x, y: y)
        cairo_show_glyphs(cr, &placed, 1)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else { return nil }
        return try? Image(surface: surface.pointer, scale: 1)
    }

    /// The smallest box holding both boxes.
    private static func union(
        _ a: (x: Int, y: Int, width: Int, height: Int), _ b: (x: Int, y: Int, width: Int, height: Int)
    ) -> (x: Int, y: Int, width: Int, height: Int) {
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return (x, y, max(a.x + a.width, b.x + b.width) - x, max(a.y + a.height, b.y + b.height) - y)
    }

    /// The smallest box holding every pixel with any ink, or `nil` when there is none or every
    /// pixel is a shade of magenta (the glyph took the source's colour: not a colour glyph).
    private static func colourInkBox(_ image: Image) -> (x: Int, y: Int, width: Int, height: Int)? {
        let width = image.pixelWidth
        let height = image.pixelHeight
        let pixels = image.storage.words
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        var coloured = false
        for row in 0..<height {
            for column in 0..<width {
                let pixel = pixels[row * width + column]
                guard pixel != 0 else { continue }
                minX = min(minX, column)
                maxX = max(maxX, column)
                minY = min(minY, row)
                maxY = max(maxY, row)
                let red = (pixel >> 16) & 0xFF
                let green = (pixel >> 8) & 0xFF
                let blue = pixel & 0xFF
                if green != 0 || red != blue { coloured = true }
            }
        }
        guard coloured, maxX >= minX, maxY >= minY else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Paints `raster` with its glyph's origin at device (`x`, `y`) (rounded as cairo rounds colour
    /// glyphs) into `cr`, with the context's clip and operator.
    static func paint(_ raster: Raster, atDevice x: Double, _ y: Double, in cr: OpaquePointer) {
        // The surface is a wrapper over the raster's pixels; cairo's vector surfaces record a
        // snapshot of it (with its mime data), so the pixels may go once the paint returns.
        try? raster.image.withSurface { surface throws(CanvasError) in
            let id = UnsafeMutablePointer<UInt8>.allocate(capacity: raster.uniqueID.count)
            id.initialize(from: raster.uniqueID, count: raster.uniqueID.count)
            let attached = cairo_surface_set_mime_data(
                surface, CAIRO_MIME_TYPE_UNIQUE_ID, id, UInt(raster.uniqueID.count),
                { $0?.assumingMemoryBound(to: UInt8.self).deallocate() }, id)
            if attached != CAIRO_STATUS_SUCCESS { id.deallocate() }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            var left = Double(roundedLikeCairo(x) + raster.dx)
            var top = Double(roundedLikeCairo(y) + raster.dy)
            cairo_device_to_user(cr, &left, &top)
            cairo_set_source_surface(cr, surface, left, top)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// cairo's `_cairo_lround`: the nearest integer, halves rounded up.
    static func roundedLikeCairo(_ value: Double) -> Int {
        Int((value + 0.5).rounded(.down))
    }
}
