internal import CCairo
import Foundation

/// Masking drawing by the alpha of other drawing (Core Animation's `mask` layer).
extension GraphicsContext {
    /// Draws what `body` draws through the alpha of what `mask` draws: where the mask is opaque
    /// the content shows, where it is transparent nothing does, and partial alpha fades it. Only
    /// the mask's coverage counts, not its colours. Both draw in the current coordinates and
    /// state; the masked result is then combined with the page by the current blend mode. In
    /// PNG, PDF and SVG alike.
    public func withMask(_ mask: (GraphicsContext) -> Void, _ body: () -> Void) {
        recorder?.fail()
        // Kept as one call that plays the content's and the mask's own tapes.
        let outer = tape
        let contentTape = outer.map { _ in DrawingTape() }
        let maskTape = outer.map { _ in DrawingTape() }
        if let outer, let contentTape, let maskTape {
            outer.append { context in
                context.withMask({ maskTape.play(in: $0) }) { contentTape.play(in: context) }
            }
        }
        defer { tape = outer }
        // What both groups draw writes no structure tags (``PDFStructure/beginGroup()``).
        pdfStructure?.beginGroup()
        defer { pdfStructure?.endGroup() }
        cairo_push_group(cairo)
        tape = contentTape
        withSavedState { body() }
        let content = cairo_pop_group(cairo)
        cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
        tape = maskTape
        withSavedState { mask(self) }
        let alpha = cairo_pop_group(cairo)
        defer {
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(alpha)
        }
        cairo_set_source(cairo, content)
        cairo_mask(cairo, alpha)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        checkStatus("drawing through a mask")
    }
}
