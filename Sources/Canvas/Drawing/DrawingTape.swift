internal import CCairo
import Foundation

/// A page's drawing calls kept in memory, to be played into more than one context: how an SVG
/// page is drawn once by its ``Page/draw`` closure and still written a second way when its glyph
/// reuse cannot be kept (see ``Document``'s SVG rendering and ``SVGGlyphReuse``).
///
/// How a page is taped:
/// 1. `record(_:)` (in Documents, where pages are) makes a context over a cairo recording surface of the page's size, at
///    ``GraphicsContext/vectorDisplayScale``, and sets this tape on it.
/// 2. The page draws. Every drawing call of ``GraphicsContext`` (fill, stroke, image, text,
///    shadow, transparency layer, blend mode, link, outline entry) appends a step that makes the
///    same call on another context, and draws nothing. State calls (save, restore, transforms,
///    clips, the appearance) append a step and are also applied, so what the drawing reads back
///    (``GraphicsContext/alignedToPixels(_:)``, ``GraphicsContext/drawsVectorDocument``) answers
///    as it would on the SVG page. Calls that take a closure (a shadow's shape, a transparency
///    layer's body) run it at once into a tape of their own, which their step plays.
/// 3. ``play(in:)`` makes the calls, in order, on a context: the same calls the page would have
///    made there, so the document is the same byte for byte.
///
/// Unlike a display list (``DisplayListRecorder``), a tape holds anything a page draws, including
/// Pango's lines, but only for the life of one render on one thread.
final class DrawingTape {
    /// The recorded calls, in order.
    private var steps: [(GraphicsContext) -> Void] = []
    /// Whether the page set a blend mode other than normal.
    private(set) var usesBlendMode = false

    /// Appends one call.
    func append(_ step: @escaping (GraphicsContext) -> Void) {
        steps.append(step)
    }

    /// Notes that the page set a blend mode other than normal.
    func noteBlendMode() {
        usesBlendMode = true
    }

    /// Makes the recorded calls on `context`, in order.
    func play(in context: GraphicsContext) {
        for step in steps { step(context) }
    }
}

extension GraphicsContext {
    /// Runs `body` with drawing calls going to a new tape, the state saved around it; returns the
    /// tape. For calls that take a closure while a page is taped.
    func taping(_ body: () throws -> Void) rethrows -> DrawingTape {
        let outer = tape
        let inner = DrawingTape()
        tape = inner
        cairo_save(cairo)
        let state = coreGraphicsState
        let depth = coreGraphicsStack.count
        defer {
            coreGraphicsStack.removeSubrange(min(depth, coreGraphicsStack.count)...)
            coreGraphicsState = state
            cairo_restore(cairo)
            tape = outer
            if inner.usesBlendMode { outer?.noteBlendMode() }
        }
        try body()
        return inner
    }
}
