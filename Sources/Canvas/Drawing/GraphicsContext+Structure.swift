internal import CCairo

extension GraphicsContext {
    /// Whether the drawing goes into a tagged PDF (or a page recorded for one), so that drawing
    /// code should say what it draws with ``beginStructure(_:)`` and ``endStructure()``.
    public var tagsStructure: Bool { pdfStructure != nil }

    /// Begins an element of a tagged PDF's structure tree: what is drawn until the matching
    /// ``endStructure()`` belongs to it, and elements begun meanwhile nest inside it. Does
    /// nothing when the output is not a tagged PDF.
    public func beginStructure(_ role: StructureRole) {
        tape?.append { $0.beginStructure(role) }
        if let recorder { return recorder.recordBeginStructure(role) }
        guard let pdfStructure, pdfMarks == nil, let name = pdfStructure.begin(role) else { return }
        // A figure's alternative text reaches the PDF in the update written after cairo
        // (``PDFAccessibilityUpdate``): cairo 1.16 has no attribute for it.
        cairo_tag_begin(cairo, name, nil)
        checkStatus("beginning a structure element")
    }

    /// Ends the element ``beginStructure(_:)`` began last; does nothing when none is open.
    public func endStructure() {
        tape?.append { $0.endStructure() }
        if let recorder { return recorder.record(.endStructure) }
        guard let pdfStructure, pdfMarks == nil, let name = pdfStructure.end() else { return }
        cairo_tag_end(cairo, name)
        checkStatus("ending a structure element")
    }

    /// Draws `body` inside an element of `role` (``beginStructure(_:)``, then
    /// ``endStructure()``).
    public func withStructure<T>(_ role: StructureRole, _ body: () throws -> T) rethrows -> T {
        beginStructure(role)
        defer { endStructure() }
        return try body()
    }

    /// Clips a tagged PDF page to its surface's extents before any tag is written on it, so that
    /// cairo keeps the page's tags.
    ///
    /// cairo 1.16 records a PDF page before writing it, and an unclipped paint that covers what
    /// was recorded before it (an opaque one, or any on a page with no ink yet) makes it throw the
    /// recording away: the tags go with it. A fill of a rectangle covering the whole page is such
    /// a paint (cairo turns it into one), as a report's background is on a page of whole points;
    /// on the first page that lost the `Document` element, and cairo failed with a tag error when
    /// the last page ended it. A clip, even one that cuts nothing, keeps cairo from discarding.
    /// The clip is the surface's extents (whole points, rounded up), which cairo already clips
    /// to, so clip queries answer as before and the output looks the same.
    func clipToPageForStructure() {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, 0, 0, pageSize.width.rounded(.up), pageSize.height.rounded(.up))
        cairo_restore(cairo)
        cairo_clip(cairo)
    }

    /// Ends every element still open (the document's, and any a page left open), so cairo finds
    /// its tags balanced when the PDF ends.
    func endOpenStructure() {
        guard let pdfStructure else { return }
        while !pdfStructure.open.isEmpty {
            if let name = pdfStructure.end() { cairo_tag_end(cairo, name) }
        }
        checkStatus("ending the structure tree")
    }
}
