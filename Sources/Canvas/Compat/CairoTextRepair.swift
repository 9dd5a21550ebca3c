internal import CCairo
import Foundation

/// Puts back the bytes of a drawn Pango line that cairo changed in its layout's text.
///
/// cairo 1.16 (Debian 12's) compacts the UTF-8 text it is handed in place when a run's font
/// has colour glyphs (`composite_color_glyphs` in cairo-surface.c; fixed upstream in
/// aa263f881, released in 1.17.4), and pangocairo hands it the layout's own text on PDF
/// surfaces. Pango reads that text again whenever the line is drawn: a stray emoji modifier
/// after a non-emoji character (`"\u{FFFD}🏻 "`) left the text invalid and the next draw aborted
/// the process in `pango_glyph_item_iter_next_cluster` (`pango-glyph-item.c:327`).
enum CairoTextRepair {
    /// Whether the running cairo compacts the text it is handed: releases before 1.17.4.
    static let isNeeded = LibraryVersions.cairoNumber < LibraryVersions.encoded(1, 17, 4)

    /// Puts back the bytes of `line` that differ from its layout's text as it was laid out
    /// (`originals`, by layout).
    static func repair(_ line: UnsafeMutablePointer<PangoLayoutLine>, originals: [OpaquePointer: [UInt8]]) {
        guard isNeeded, let layout = line.pointee.layout, let original = originals[layout],
            let text = pango_layout_get_text(layout)
        else { return }
        let start = Int(line.pointee.start_index)
        let length = Int(line.pointee.length)
        guard start >= 0, length > 0, start + length <= original.count else { return }
        original.withUnsafeBufferPointer { bytes in
            let source = bytes.baseAddress! + start
            if memcmp(text + start, source, length) != 0 {
                memcpy(UnsafeMutablePointer(mutating: text + start), source, length)
            }
        }
    }

    /// Runs `body` with a copy of `text` on the stack, for a cairo call that may compact the
    /// text it is handed when the bytes must not change (shared by every thread that draws them).
    static func withCopy(of text: [UInt8], _ body: (UnsafeMutableBufferPointer<CChar>) -> Void) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count) { chars in
            text.withUnsafeBytes { UnsafeMutableRawBufferPointer(chars).copyMemory(from: $0) }
            body(chars)
        }
    }
}
