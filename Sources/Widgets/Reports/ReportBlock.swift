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

    /// Creates a block; see each property.
    public init(
        view: View?, keepWithNext: Bool = false, outline: (title: String, level: Int)? = nil,
        repeatedHeader: View? = nil
    ) {
        self.view = view
        self.keepWithNext = keepWithNext
        self.outline = outline
        self.repeatedHeader = repeatedHeader
    }

    /// Whether the block is a page break.
    public var isPageBreak: Bool { view == nil }

    /// A view that flows with the body: it moves whole to the next page when it does not fit; a
    /// view taller than a page is split at line boundaries when it holds text (``PageSplittable``)
    /// and otherwise clipped, with a warning in ``Report/warnings``.
    public static func view(_ view: View, keepWithNext: Bool = false) -> ReportBlock {
        ReportBlock(view: view, keepWithNext: keepWithNext)
    }

    /// A heading: kept with the next block and, in PDF, an outline entry.
    public static func heading(_ view: View, outline title: String? = nil, level: Int = 0) -> ReportBlock {
        ReportBlock(view: view, keepWithNext: true, outline: title.map { ($0, level) })
    }

    /// Starts a new page (nothing happens at the top of an empty page).
    public static var pageBreak: ReportBlock { ReportBlock(view: nil) }
}
