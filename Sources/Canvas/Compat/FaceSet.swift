import Foundation

/// Which copy of the FreeType faces a thread draws with. Threads in different face sets share no
/// cairo font object, so they never wait for each other's font locks.
///
/// Why: cairo 1.16 guards each unscaled font (one per FreeType face) and each scaled font with a
/// mutex, and holds the scaled font's mutex for as long as it writes a whole font subset's glyph
/// outlines into an SVG (`_cairo_svg_document_emit_font_subset`, most of an SVG's bytes). Two
/// threads drawing in the same font therefore take turns: two ``RenderBatch`` workers writing
/// SVG cards kept 1.44 of 2 cores busy, and 84% of their waits were inside `cairo_show_glyphs`.
/// A face set has its own face per font file (``FontFaceRegistry``), so cairo gives it its own
/// unscaled fonts, font faces and scaled fonts.
///
/// Rules:
/// - A thread starts in set 0, and changes set only before it first draws text (its text engine's
///   fonts keep the faces they were made with).
/// - A document is drawn in one set: cairo embeds a font once per face, so text from two sets
///   would embed its font twice. ``RenderBatch`` puts worker *k* in set *k* mod ``count`` when it
///   renders views to SVG or PNG (each worker draws whole documents; see
///   ``RenderBatch/facesPerWorker(for:)`` for why not PDF); the report layout helper, whose text
///   the report's thread draws, serves only threads of set 0.
/// - Each set costs one FreeType face per font file it draws with (about 210 KB); there are at
///   most ``count`` sets.
///
/// Faces are only chosen per set where Vellum opens them as fonts are drawn (Pango 1.50, see
/// ``FontFaceRegistry/opensFacesLazily``); with another Pango every thread uses set 0's faces.
package enum FaceSet {
    /// How many face sets there are.
    package static let count = 8

    /// The set of the calling thread (0 unless ``enter(_:)`` chose another).
    package static var current: Int { slot.value?.index ?? 0 }

    /// Moves the calling thread to set `index` mod ``count``; call it before the thread draws
    /// any text.
    package static func enter(_ index: Int) {
        let set = ((index % count) + count) % count
        slot.value = set == 0 ? nil : Box(index: set)
    }

    /// The thread's set, boxed for a thread-specific slot.
    private final class Box {
        let index: Int
        init(index: Int) { self.index = index }
    }

    private static let slot = ThreadLocalReference<Box>()
}
