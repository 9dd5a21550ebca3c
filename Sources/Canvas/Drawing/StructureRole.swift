/// What a piece of a tagged PDF is to a reader: the standard structure types of PDF 32000-1
/// §14.8.4 that Vellum writes, and artifacts (page furniture left out of the structure tree).
public enum StructureRole: Sendable, Hashable {
    /// The whole document (written once, around every page, by the document writer).
    case document
    /// A heading, `H1`…`H6`; levels outside 1…6 are clamped.
    case heading(level: Int)
    /// A paragraph (`P`).
    case paragraph
    /// A list (`L`).
    case list
    /// An item of a list (`LI`).
    case listItem
    /// A table (`Table`).
    case table
    /// A row of a table (`TR`).
    case tableRow
    /// A header cell (`TH`).
    case tableHeaderCell
    /// A data cell (`TD`).
    case tableCell
    /// A table of contents (`TOC`).
    case tableOfContents
    /// An entry of a table of contents (`TOCI`).
    case tableOfContentsItem
    /// An illustration (`Figure`) with its alternative text, which a screen reader speaks.
    case figure(alternativeText: String?)
    /// Page furniture (a running header, a footer, a page number, a repeated table header):
    /// drawn, but no element of the structure tree, nor are the roles begun inside it.
    case artifact

    /// The structure type's name in the PDF (`nil` for an artifact, which has none).
    var tagName: String? {
        switch self {
        case .document: "Document"
        case .heading(let level): "H\(max(1, min(6, level)))"
        case .paragraph: "P"
        case .list: "L"
        case .listItem: "LI"
        case .table: "Table"
        case .tableRow: "TR"
        case .tableHeaderCell: "TH"
        case .tableCell: "TD"
        case .tableOfContents: "TOC"
        case .tableOfContentsItem: "TOCI"
        case .figure: "Figure"
        case .artifact: nil
        }
    }
}
