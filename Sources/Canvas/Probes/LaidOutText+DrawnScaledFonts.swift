internal import CCairo
import Foundation

/// For tests: the scaled fonts a laid-out text draws with.
extension LaidOutText {
    /// For tests: the scaled fonts of the text's lines, glyph lines' and each run's of Pango's
    /// lines (this thread's engine must have built it).
    var drawnScaledFonts: [OpaquePointer] {
        drawLines.flatMap { line -> [OpaquePointer] in
            switch line.ink {
            case .glyphs(let runs):
                return runs.map(\.scaledFont.pointer)
            case .pango(let pangoLine):
                var fonts: [OpaquePointer] = []
                var runs = pangoLine.pointee.runs
                while let node = runs {
                    defer { runs = node.pointee.next }
                    if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                        let font = run.pointee.item?.pointee.analysis.font,
                        let scaled = vellum_scaled_font(font)
                    {
                        fonts.append(scaled)
                    }
                }
                return fonts
            }
        }
    }
}
