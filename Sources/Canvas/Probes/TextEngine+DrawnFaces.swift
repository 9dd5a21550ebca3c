internal import CCairo
import Foundation

extension TextEngine {
    /// The font file of each run of `text` laid out in `font` by this thread's engine, and
    /// whether cairo draws that run with the ``FontFaceRegistry``'s face for the file (the
    /// guarantee issue 10's fix rests on: cairo never opens or closes a face of its own). For tests.
    static func drawnFaces(of text: String, font: Font) -> [(file: String, fromRegistry: Bool)] {
        let engine = current
        guard let layout = pango_layout_new(engine.context) else { return [] }
        defer { vellum_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, engine.description(for: font))
        pango_layout_set_text(layout, text, -1)
        var result: [(file: String, fromRegistry: Bool)] = []
        var runs = pango_layout_get_line_readonly(layout, 0)?.pointee.runs
        while let node = runs {
            defer { runs = node.pointee.next }
            guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let pangoFont = run.pointee.item.pointee.analysis.font,
                let pattern = vellum_fc_font_pattern(pangoFont),
                let file = FontConfigHandle.file(of: pattern),
                let scaled = vellum_scaled_font(pangoFont)
            else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
            let drawn = vellum_scaled_font_face(scaled)
            let registered = FontFaceRegistry.face(path: file, index: Int(index))
            result.append((file, drawn != nil && drawn == registered))
        }
        return result
    }
}
