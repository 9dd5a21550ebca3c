internal import CCairo

/// How the lines of a laid-out text reach the surface a context draws into: one drawer, chosen
/// once per text drawn, for each kind of surface.
///
/// A line is either glyph runs Vellum placed itself (``GlyphLine``) or a Pango line. What
/// drawing a Pango line needs beyond `pango_cairo_show_layout_line` is behind
/// ``PangoLineDrawing``; see `Sources/Canvas/Compat/README.md`.
enum TextLineDrawer {
    /// A page recorded as a display list (the PDF pipeline): glyph runs are recorded; a Pango
    /// line, which holds Pango objects a display list cannot keep, fails the recording and is
    /// drawn by cairo.
    case recording(DisplayListRecorder)
    /// An SVG document that writes each glyph outline once (``SVGGlyphReuse``): runs are drawn
    /// in their fonts' proxies where they may be.
    case svgProxy(SVGGlyphReuse)
    /// Any other surface: plain cairo.
    case cairo

    /// The drawer for the surface `context` draws into.
    init(for context: GraphicsContext) {
        if let recorder = context.recorder {
            self = .recording(recorder)
        } else if let reuse = SVGGlyphReuse.of(context.cairo) {
            self = .svgProxy(reuse)
        } else {
            self = .cairo
        }
    }

    /// Draws a Pango line with its origin at (`x`, `baseline`), clipped to `clip` when set;
    /// `originals` are the laid-out texts of its layouts.
    func drawPangoLine(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, clip: LineClip?,
        originals: [OpaquePointer: [UInt8]], in cr: OpaquePointer
    ) {
        var reuse: SVGGlyphReuse?
        switch self {
        case .recording(let recorder): recorder.fail()
        case .svgProxy(let documentReuse): reuse = documentReuse
        case .cairo: break
        }
        GlyphLine.withClip(clip, in: cr) {
            PangoLineDrawing.draw(line, x: x, baseline: baseline, reuse: reuse, originals: originals, in: cr)
        }
    }

    /// Draws (or records) a line of glyph runs with its origin at (`x`, `baseline`), clipped to
    /// `clip` when set.
    func drawGlyphLine(
        _ runs: [GlyphLine], x: Double, baseline: Double, clip: LineClip?, in cr: OpaquePointer
    ) {
        if case .recording(let recorder) = self {
            recorder.recordGlyphLine(runs, x: x, baseline: baseline, clip: clip)
        } else {
            GlyphLine.draw(runs, x: x, baseline: baseline, clip: clip, in: cr)
        }
    }
}
