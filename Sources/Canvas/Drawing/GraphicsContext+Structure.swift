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
