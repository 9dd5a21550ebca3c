/// The structure tree of one tagged PDF as it is written: the elements open now (a page's
/// elements, and the document and tables that span pages), how deep inside artifacts and cairo
/// groups the drawing is, and each figure's alternative text in the order the figures began. Shared by the pages of
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

    /// How many cairo groups (transparency layers, masked drawing) are open: cairo 1.16 cannot
    /// write tags recorded inside a group (it crashes ending the page), so roles begun in one
    /// write no tag, and what the group draws belongs to the element around it.
    private var groupDepth = 0
    /// For each entry of ``open`` without a tag, whether it counts in ``artifactDepth``.
    private var countsAsArtifact: [Bool] = []

    /// Opens `role`; returns the tag to begin in the PDF, or `nil` when none is written.
    func begin(_ role: StructureRole) -> String? {
        guard artifactDepth == 0, groupDepth == 0, let name = role.tagName else {
            let counts = role == .artifact || artifactDepth > 0
            if counts { artifactDepth += 1 }
            countsAsArtifact.append(counts)
            open.append(nil)
            return nil
        }
        if case .figure(let text) = role { figureAlternatives.append(text) }
        open.append(name)
        return name
    }

    /// Notes that a cairo group begins: until it ends, roles write no tags.
    func beginGroup() { groupDepth += 1 }

    /// Notes that the group ``beginGroup()`` began last ends.
    func endGroup() { groupDepth = max(0, groupDepth - 1) }

    /// Closes the innermost open role; returns the tag to end in the PDF, or `nil` when none is
    /// (the role wrote no tag, or nothing is open).
    func end() -> String? {
        guard let last = open.popLast() else { return nil }
        if last == nil, countsAsArtifact.popLast() == true { artifactDepth -= 1 }
        return last
    }
}
