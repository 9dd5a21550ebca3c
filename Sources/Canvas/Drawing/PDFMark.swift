/// What a page asks of the PDF beyond its drawing: links and outline entries, recorded while the
/// page is drawn into a recording surface and applied by the writer on the PDF page itself (a
/// recording surface has no PDF features).
enum PDFMark: Sendable {
    /// A link tag with cairo's attributes (`uri='…' rect=[…]`, device coordinates).
    case link(attributes: String)
    /// An outline entry pointing at a point of the page (device coordinates).
    case outline(title: String, level: Int, x: Double, y: Double)
    /// A named destination at a point of the page (device coordinates).
    case destination(name: String, x: Double, y: Double)
}
