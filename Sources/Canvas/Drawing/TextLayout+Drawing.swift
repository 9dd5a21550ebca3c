/// Drawing a text layout into a graphics context.
extension TextLayout {
    /// Draws the text with its top-left corner at `origin` (on this thread's engine, rebuilding
    /// the Pango layouts if another thread measured the text).
    public func draw(at origin: Point, in context: GraphicsContext) {
        let engine = TextEngine.current
        // Text that holds no Pango object draws as it was laid out, on any thread.
        if let laidOut = measured.threadIndependent {
            engine.cacheHits += 1
            laidOut.draw(at: origin, in: context)
            return
        }
        // The serial check comes first: only the measuring engine's thread may load the weak
        // reference (a strong reference taken elsewhere could free Pango objects there).
        if engine.serial == measured.serial, let laidOut = measured.paragraphs {
            engine.cacheHits += 1
            laidOut.draw(at: origin, in: context)
            return
        }
        LaidOutText.cached(for: key, engine: engine).draw(at: origin, in: context)
    }
}
