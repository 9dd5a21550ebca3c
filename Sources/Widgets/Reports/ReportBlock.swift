import Canvas

/// One element of a report's body: a view that flows onto pages, or a page break.
public struct ReportBlock {
    /// The view, or `nil` for a page break.
    public var view: View?
    /// Whether the block stays on the same page as the next one (a heading never ends a page).
    public var keepWithNext: Bool
    /// A PDF outline (bookmark) entry for the block: its title and level (0 is top level).
    public var outline: (title: String, level: Int)?
    /// A view drawn at the top of every page this block starts on, unless it was the last block
    /// placed there (a table's header row, repeated on each page the table continues on).
    public var repeatedHeader: View?
    /// A name other blocks refer to (``PageReferenceLabel``): the page the block starts on.
    public var anchor: String?
    /// A section start: a page break after which pages are numbered anew.
    var section: (numbering: PageNumbering, start: Int)?

    /// Creates a block; see each property.
    public init(
        view: View?, keepWithNext: Bool = false, outline: (title: String, level: Int)? = nil,
        repeatedHeader: View? = nil, anchor: String? = nil
    ) {
        self.view = view
        self.keepWithNext = keepWithNext
        self.outline = outline
        self.repeatedHeader = repeatedHeader
        self.anchor = anchor
    }

    /// Whether the block is a page break.
    public var isPageBreak: Bool { view == nil }

    /// A view that flows with the body: it moves whole to the next page when it does not fit; a
    /// view taller than a page is split at line boundaries when it holds text (``PageSplittable``)
    /// and otherwise clipped, with a warning in ``Report/warnings``.
    public static func view(_ view: View, keepWithNext: Bool = false) -> ReportBlock {
        ReportBlock(view: view, keepWithNext: keepWithNext)
    }

    /// A heading: kept with the next block and, in PDF, an outline entry; a heading with an
    /// outline title is listed by a ``contents(font:)`` block. `anchor` names it for page
    /// references (``PageReferenceLabel``). In a tagged PDF a label heading is `H1` at level 0,
    /// `H2` at level 1 and so on, unless it has its own ``View/structureRole``.
    public static func heading(
        _ view: View, outline title: String? = nil, level: Int = 0, anchor: String? = nil
    ) -> ReportBlock {
        if view is Label, view.structureRole == nil {
            view.structureRole = .heading(level: max(0, level) + 1)
        }
        return ReportBlock(view: view, keepWithNext: true, outline: title.map { ($0, level) }, anchor: anchor)
    }

    /// A table of contents: a line for each heading with an outline title, wherever it is in the
    /// body (before or after this block), indented by level, with dot leaders to its page's
    /// label, right-aligned, and, in PDF, a link to the heading. A report with contents or page
    /// references is paginated until every page number it shows is the one its heading lands on.
    public static func contents(font: Font = .preferredFont(forTextStyle: .body)) -> ReportBlock {
        ReportBlock(view: ContentsView(font: font))
    }

    /// Starts a new page and numbers pages from it on in `numbering`, from `start` (front matter
    /// in lower-case roman numerals, then the body restarting at 1). Headers, footers
    /// (``PageInfo/label``), contents and page references show these labels.
    public static func section(numbering: PageNumbering, startingAt start: Int = 1) -> ReportBlock {
        var block = ReportBlock(view: nil)
        block.section = (numbering, start)
        return block
    }

    /// Starts a new page (nothing happens at the top of an empty page).
    public static var pageBreak: ReportBlock { ReportBlock(view: nil) }
}
