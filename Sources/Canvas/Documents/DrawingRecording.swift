internal import CCairo

/// Drawing kept as a display list (a cairo recording surface) and played later into a page of
/// any format: how drawing that happens step by step, outside a page's draw closure, becomes
/// pages (UIKit's `UIGraphicsPDFRenderer.beginPage()` and `UIGraphicsBeginImageContext`).
///
/// Draw into ``context``; ``page`` plays what was drawn. Links and outline entries are not kept.
/// Like a ``GraphicsContext``, a recording belongs to the thread that draws into it.
public final class DrawingRecording {
    /// The size of the recorded page.
    public let size: Size
    /// The context that records.
    public let context: GraphicsContext
    private let surface: CairoSurface

    /// An empty recording of a page of `size`.
    ///
    /// - Throws: `CanvasError.invalidPageSize` for a size ``RenderLimits`` refuses.
    public init(size: Size) throws(CanvasError) {
        try RenderLimits.validatePage(size)
        self.size = size
        (surface, context) = try GraphicsContext.recordingPDFPage(size: size)
    }

    /// A page that plays the recording; drawing it throws the first error the recording met.
    public var page: Page {
        Page(size: size) { [self] target in
            if let error = context.firstError { throw error }
            target.play(self)
        }
    }

    /// Paints the recorded drawing into a context at its origin.
    fileprivate func paint(into cairo: OpaquePointer) {
        cairo_save(cairo)
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}

extension GraphicsContext {
    /// Plays a recording into this context at its origin.
    public func play(_ recording: DrawingRecording) {
        recording.paint(into: cairo)
        checkStatus("playing a recording")
    }

    /// Makes this context ``current`` on this thread until ``restoreCurrent(_:)`` is called with
    /// what it returns (for drawing APIs that begin and end a context in separate calls).
    package func makeCurrent() -> GraphicsContext? {
        let previous = Self.threadCurrent.value
        Self.threadCurrent.value = self
        return previous
    }

    /// Restores the context that was current before ``makeCurrent()``.
    package static func restoreCurrent(_ previous: GraphicsContext?) {
        threadCurrent.value = previous
    }
}
