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
        let drawer = TextLineDrawer(for: context)
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
                drawer.drawPangoLine(
                    pangoLine, x: x, baseline: baseline, clip: clip, originals: texts, in: cr)
            case .glyphs(let runs):
                drawer.drawGlyphLine(runs, x: x, baseline: baseline, clip: clip, in: cr)
            }
        }
        drawAttachments(at: origin, in: context, clipTop: y1, clipBottom: y2)
        for link in metrics.links {
            let r = link.rect.offsetBy(dx: origin.x, dy: origin.y)
            guard r.maxY >= y1, r.minY <= y2 else { continue }
            context.addLink(to: link.url, in: r)
        }
        context.checkStatus("drawing text")
    }

    /// Draws each visible attachment's image scaled into its box (clipped horizontally on a
    /// clipped line); boxes outside the clip's vertical extent are skipped.
    private func drawAttachments(
        at origin: Point, in context: GraphicsContext, clipTop: Double, clipBottom: Double
    ) {
        for shown in metrics.attachments {
            guard let image = shown.attachment.image else { continue }
            let r = shown.rect.offsetBy(dx: origin.x, dy: origin.y)
            guard r.maxY >= clipTop, r.minY <= clipBottom else { continue }
            guard let clip = shown.clip else {
                context.draw(image, in: r)
                continue
            }
            context.withSavedState {
                context.clip(
                    to: Rect(
                        x: origin.x + clip.lowerBound, y: r.minY, width: clip.upperBound - clip.lowerBound,
                        height: r.height))
                context.draw(image, in: r)
            }
        }
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
}
