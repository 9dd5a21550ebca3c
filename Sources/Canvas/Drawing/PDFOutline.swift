internal import CCairo

/// The outline (bookmarks) of one PDF being written: the ids of the latest entry at each level,
/// so a new entry nests under the last entry one level up. Lives as long as the PDF surface.
final class PDFOutline {
    private let surface: OpaquePointer
    private var parents: [Int32] = []
    private var count = 0

    /// `surface` is borrowed: the document renderer owns it and outlives this object.
    init(surface: OpaquePointer) { self.surface = surface }

    /// Adds an entry pointing at a named destination; returns the destination's name.
    func add(title: String, level: Int) -> String {
        count += 1
        let name = "vellum-outline-\(count)"
        let depth = max(0, min(level, parents.count))
        let parent = depth == 0 ? Int32(CAIRO_PDF_OUTLINE_ROOT) : parents[depth - 1]
        let id = cairo_pdf_surface_add_outline(
            surface, parent, title, "dest='\(name)'", cairo_pdf_outline_flags_t(rawValue: 0))
        parents = Array(parents.prefix(depth)) + [id]
        return name
    }
}
