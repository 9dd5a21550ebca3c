/// The calls one page made on a ``GraphicsContext``, kept to be made again on another: how an SVG
/// page drawn once by its ``Page/draw`` closure is written again with the real fonts when its
/// glyph reuse cannot be kept (see ``Document``'s SVG rendering and ``SVGGlyphReuse``).
///
/// While a context has a tape, each of its calls (drawing, state, appearance, links) appends a
/// step that makes the same call on another context, and is also carried out as usual. A call
/// that takes a closure (a transparency layer's body, a shadow's shape) appends one step that
/// makes the call with a closure playing a tape of its own, filled as the closure runs.
/// ``play(in:)`` makes the calls, in order: the same calls the page made, so the document is the
/// one the page would have drawn there, byte for byte.
///
/// Unlike a display list (``DisplayListRecorder``), a tape holds anything a page draws, Pango's
/// lines included, but only for the life of one render on one thread.
final class DrawingTape {
    /// The recorded calls, in order.
    private var steps: [(GraphicsContext) -> Void] = []

    /// Appends one call.
    func append(_ step: @escaping (GraphicsContext) -> Void) {
        steps.append(step)
    }

    /// Makes the recorded calls on `context`, in order.
    func play(in context: GraphicsContext) {
        for step in steps { step(context) }
    }
}
