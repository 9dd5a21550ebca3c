internal import CCairo
import Foundation

/// Drawing a laid-out text: its visible lines, through Pango or from shaped words, and the box
/// its glyphs ink.
extension LaidOutText {
    /// Draws every visible line with the text's top-left corner at `origin`; lines outside the
    /// clip are skipped, so coordinates far beyond the page never reach cairo.
    func draw(at origin: Point, in context: GraphicsContext) {
        let cr = context.cairo
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        for line in drawLines {
            // Glyphs may reach past their line's logical extent (accents, marks, a capped line
            // height): keep a line's height of slack on either side.
            let slack = line.bottom - line.top
            let top = origin.y + line.top - slack
            let bottom = origin.y + line.bottom + slack
            guard bottom >= y1, top <= y2 else { continue }
            let clip = line.clip.map {
                LineClip(
                    x: origin.x + $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound,
                    height: bottom - top)
            }
            let x = origin.x + line.x
            let baseline = origin.y + line.baseline
            switch line.ink {
            case .pango(let pangoLine):
                // Pango's lines hold Pango objects: a display list cannot keep them.
                context.recorder?.fail()
                GlyphLine.withClip(clip, in: cr) {
                    ScaledFontPins.hold(runsOf: pangoLine, in: cr)
                    cairo_move_to(cr, x, baseline)
                    // Emoji on vector surfaces are Vellum's images (ColorGlyphImages): drawn run by
                    // run, or (decorated lines) taken out while Pango draws and painted after.
                    // So are lines of an SVG document whose glyph outlines Vellum writes once
                    // (SVGGlyphReuse): drawn run by run, each run in its font's proxy.
                    let ownImages = ColorGlyphLine.paintsOwnImages(pangoLine, in: cr)
                    let reuse = SVGGlyphReuse.of(cr)
                    if ownImages || reuse != nil, ColorGlyphLine.draw(pangoLine, in: cr) { return }
                    let colourGlyphs = ownImages ? BlankedColorGlyphs(line: pangoLine, in: cr) : nil
                    reuse?.notePangoLine(pangoLine)
                    pango_cairo_show_layout_line(cr, pangoLine)
                    colourGlyphs?.restore()
                    repairText(of: pangoLine)
                    colourGlyphs?.paint(in: cr)
                }
            case .glyphs(let runs):
                if let recorder = context.recorder {
                    recorder.recordGlyphLine(runs, x: x, baseline: baseline, clip: clip)
                } else {
                    GlyphLine.draw(runs, x: x, baseline: baseline, clip: clip, in: cr)
                }
            }
        }
        for link in metrics.links {
            let r = link.rect.offsetBy(dx: origin.x, dy: origin.y)
            guard r.maxY >= y1, r.minY <= y2 else { continue }
            context.addLink(to: link.url, in: r)
        }
        context.checkStatus("drawing text")
    }

    /// The box the text's glyphs ink when drawn with its top-left corner at `origin`, or `nil`
    /// when a line is drawn by Pango (its ink is not known without asking Pango). Text that
    /// inks nothing (spaces, no lines) gives an empty box at `origin`.
    func inkBounds(at origin: Point) -> Rect? {
        var ink: Rect?
        for line in drawLines {
            guard case .glyphs(let runs) = line.ink else { return nil }
            for run in runs {
                guard let box = run.inkBounds() else { continue }
                let placed = box.offsetBy(dx: origin.x + line.x, dy: origin.y + line.baseline)
                ink = ink.map { $0.union(placed) } ?? placed
            }
        }
        return ink ?? Rect(origin: origin, size: .zero)
    }

    /// Puts back the bytes of a drawn line that cairo changed in the layout's text.
    ///
    /// cairo 1.16 (Debian 12's) compacts the UTF-8 text it is handed in place when a run's font
    /// has colour glyphs (`composite_color_glyphs` in cairo-surface.c; fixed upstream in
    /// aa263f881, after 1.16.0), and pangocairo hands it the layout's own text on PDF surfaces.
    /// Pango reads that text again whenever the line is drawn: a stray emoji modifier after a
    /// non-emoji character (`"\u{FFFD}🏻 "`) left the text invalid and the next draw aborted the
    /// process in `pango_glyph_item_iter_next_cluster` (`pango-glyph-item.c:327`).
    private func repairText(of line: UnsafeMutablePointer<PangoLayoutLine>) {
        guard let layout = line.pointee.layout, let original = texts[layout],
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
}
