/// The structure tree of one tagged PDF as it is written: the elements open now (a page's
/// elements, and the document and tables that span pages), how deep inside artifacts the drawing
/// is, and each figure's alternative text in the order the figures began. Shared by the pages of
/// one PDF, as ``PDFOutline`` is; a recording context has one too, so that views know to tag.
final class PDFStructure {
    /// The tag names of the elements begun and not yet ended, outermost first, with `nil` for
    /// a role that wrote no tag (an artifact, or any role inside one).
    private(set) var open: [String?] = []
    /// How many artifacts are open.
    private var artifactDepth = 0
    /// Each figure's alternative text, in the order the figures began (cairo numbers their
    /// structure elements in that order).
    private(set) var figureAlternatives: [String?] = []

    /// Opens `role`; returns the tag to begin in the PDF, or `nil` when none is written.
    func begin(_ role: StructureRole) -> String? {
        guard artifactDepth == 0, let name = role.tagName else {
            if role == .artifact || artifactDepth > 0 { artifactDepth += 1 }
            open.append(nil)
            return nil
        }
        if case .figure(let text) = role { figureAlternatives.append(text) }
        open.append(name)
        return name
    }

    /// Closes the innermost open role; returns the tag to end in the PDF, or `nil` when none is
    /// (the role wrote no tag, or nothing is open).
    func end() -> String? {
        guard let last = open.popLast() else { return nil }
        if last == nil { artifactDepth = max(0, artifactDepth - 1) }
        return last
    }
}
