internal import CCairo

extension CairoHandle where Kind == CairoSurfaceKind {
    /// Finishes a PDF surface whose document failed part-way, unless cairo has failed the surface
    /// itself: such a surface is abandoned instead, never finished, and its memory is lost.
    ///
    /// When cairo 1.16 fails to end a page (a tag error, a write error), the page stays counted
    /// in the PDF without the height cairo keeps for each ended page. Finishing the surface,
    /// which destroying it also does, then writes the document's named destinations and asserts,
    /// aborting the process, on a destination on that page. An extra reference that is never
    /// released keeps the surface from being finished or destroyed, so cairo never writes to the
    /// output again either.
    func finishUnlessFailed() {
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS else {
            _ = cairo_surface_reference(pointer)
            return
        }
        cairo_surface_finish(pointer)
    }
}
