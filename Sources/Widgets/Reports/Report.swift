import Canvas
import Foundation

/// A paged document whose body flows across pages: headers and footers built per page, a body
/// produced on demand, tables whose header row repeats, PDF outlines, in bounded memory.
///
/// ```swift
/// let report = Report(pageSize: Page.a4, metadata: DocumentMetadata(title: "Statement"))
/// report.footer = { page in Label(text: page.pageOfCount) }
/// let rows = (1...10_000).lazy.map { ReportBlock.view(Label(text: "Row \($0)")) }
/// try report.writePDF(body: rows, to: URL(fileURLWithPath: "statement.pdf"))
/// ```
///
/// Flow rules: a block moves whole to the next page when it does not fit; a block taller than a
/// page is split at ``PageSplittable`` offsets (text at line boundaries), and otherwise clipped
/// at the page's end with a warning in ``warnings``; a page-break block starts a new page; a
/// keep-with-next block (a heading) moves with the block after it.
///
/// Page count: when ``countsPages`` is on (the default), the body is paginated once to count the
/// pages before any page is drawn, then again to draw, so the body sequence is iterated twice
/// (pass a re-iterable one, such as a lazily mapped range). Views that outlive the first pass
/// (an array of blocks) are laid out once: the drawing pass finds them measured at the same
/// width. Views a lazy body makes anew are laid out in each pass, the price of bounded memory.
/// Turn counting off when headers and footers do not show the count: one pass, and
/// ``PageInfo/count`` is `nil`. With a lazy body only one page of views is alive at a time.
public final class Report {
    /// The page size in points (A4 unless set).
    public var pageSize: Size
    /// The margins around the header, body and footer.
    public var margins: EdgeInsets
    /// The PDF's metadata.
    public var metadata: DocumentMetadata
    /// Builds the header of a page; its height on page 1 is reserved on every page.
    public var header: ((PageInfo) -> View)?
    /// Builds the footer of a page; its height on page 1 is reserved on every page.
    public var footer: ((PageInfo) -> View)?
    /// The gap between the header and the body, and between the body and the footer.
    public var headerSpacing: Double = 12
    /// Whether pages are counted before drawing, so ``PageInfo/count`` is known (two passes).
    public var countsPages = true
    /// The page's background colour (white unless set; `nil` for none).
    public var backgroundColor: Color? = .white
    /// What the last render had to fall back on: views clipped at a page's end.
    public private(set) var warnings: [String] = []
    /// The number of pages the last render produced.
    public private(set) var pageCount = 0
    /// The most pages a render may produce; past it the render throws
    /// ``CanvasError/limitExceeded(what:limit:)`` and writes nothing (`nil`: no limit). A server
    /// sets it to stop a runaway document.
    public var maximumPageCount: Int?

    /// Creates a report with a page size, margins and metadata.
    public init(
        pageSize: Size = Page.a4, margins: EdgeInsets = EdgeInsets(all: 36),
        metadata: DocumentMetadata = DocumentMetadata()
    ) {
        self.pageSize = pageSize
        self.margins = margins
        self.metadata = metadata
    }

    /// Writes the report as one PDF, atomically, streaming pages; returns the page count.
    @discardableResult
    public func writePDF<Body: Sequence>(body: Body, to url: URL) throws -> Int
    where Body.Element == ReportBlock {
        let pages = try makePages(body: body)
        try Document.writePDF(pages: pages, metadata: metadata, to: url)
        return pageCount
    }

    /// The report as PDF bytes.
    public func pdfData<Body: Sequence>(body: Body) throws -> Data where Body.Element == ReportBlock {
        let pages = try makePages(body: body)
        return try Document(metadata: metadata, pages: Array(pages)).data(format: .pdf)
    }

    /// Writes one file per page in SVG or PNG into a directory, named `<baseName>-<n>.<ext>`,
    /// and returns their URLs.
    @discardableResult
    public func writePages<Body: Sequence>(
        body: Body, format: DocumentFormat, to directory: URL, baseName: String = "page"
    ) throws -> [URL] where Body.Element == ReportBlock {
        var urls: [URL] = []
        for (index, page) in try makePages(body: body).enumerated() {
            let url = directory.appendingPathComponent("\(baseName)-\(index + 1).\(format.fileExtension)")
            try Document(metadata: metadata, pages: [page]).write(to: url, format: format)
            urls.append(url)
        }
        return urls
    }

    // MARK: Pagination

    /// A lazy sequence of pages; counting first when ``countsPages`` is on.
    private func makePages<Body: Sequence>(body: Body) throws -> AnySequence<Page>
    where Body.Element == ReportBlock {
        try RenderLimits.validatePage(pageSize)
        let contentWidth = pageSize.width - margins.horizontal
        guard contentWidth > 0 else {
            throw CanvasError.invalidPageSize(pageSize, reason: "the margins leave no room for content")
        }
        warnings = []
        var count: Int?
        if countsPages {
            let geometry = try pageGeometry(count: nil)
            var counter = ReportPaginator(
                blocks: body.makeIterator(), width: contentWidth, height: geometry.bodyHeight)
            var pages = 0
            while counter.nextPage() != nil {
                pages += 1
                try checkBounds(pages: pages)
            }
            count = max(1, pages)
        }
        let geometry = try pageGeometry(count: count)
        var paginator = ReportPaginator(
            blocks: body.makeIterator(), width: contentWidth, height: geometry.bodyHeight)
        var number = 0
        var stopped = false
        pageCount = 0
        return AnySequence(
            AnyIterator { [self] in
                guard !stopped else { return nil }
                let next = paginator.nextPage() ?? (number == 0 ? ReportPageContent() : nil)
                guard let content = next else {
                    warnings = paginator.warnings
                    return nil
                }
                number += 1
                pageCount = number
                do {
                    try checkBounds(pages: number)
                } catch {
                    // A page whose drawing throws stops the output before anything is written, and
                    // it is the last page: nothing lays out the rest of a runaway body.
                    stopped = true
                    return Page(size: pageSize) { _ in throw error }
                }
                let info = PageInfo(number: number, count: count)
                return page(content, info: info, geometry: geometry)
            })
    }

    /// Throws when the task rendering the report was cancelled, or when `pages` passes
    /// ``maximumPageCount``: checked before each page, so a server can stop a runaway report.
    private func checkBounds(pages: Int) throws {
        try Task.checkCancellation()
        if let limit = maximumPageCount, pages > limit {
            throw CanvasError.limitExceeded(what: "a report of more than \(limit) pages", limit: limit)
        }
    }

    /// Header and footer heights and the body's height.
    private struct Geometry {
        var headerHeight: Double
        var footerHeight: Double
        var bodyTop: Double
        var bodyHeight: Double
    }

    private func pageGeometry(count: Int?) throws -> Geometry {
        let width = pageSize.width - margins.horizontal
        let info = PageInfo(number: 1, count: count)
        let headerHeight = header.map { $0(info).layout(width: width).height } ?? 0
        let footerHeight = footer.map { $0(info).layout(width: width).height } ?? 0
        let top = margins.top + (headerHeight > 0 ? headerHeight + headerSpacing : 0)
        let bottom = margins.bottom + (footerHeight > 0 ? footerHeight + headerSpacing : 0)
        let bodyHeight = pageSize.height - top - bottom
        guard bodyHeight > 1 else {
            throw CanvasError.invalidPageSize(
                pageSize, reason: "the header, footer and margins leave no room for the body")
        }
        return Geometry(
            headerHeight: headerHeight, footerHeight: footerHeight, bodyTop: top, bodyHeight: bodyHeight)
    }

    private func page(_ content: ReportPageContent, info: PageInfo, geometry: Geometry) -> Page {
        let width = pageSize.width - margins.horizontal
        let headerView = header?(info)
        let footerView = footer?(info)
        headerView?.layout(width: width)
        footerView?.layout(width: width)
        let margins = self.margins
        let size = pageSize
        let background = backgroundColor
        return Page(size: size) { context in
            if let background { context.fill(Rect(size: size), with: background) }
            if let headerView {
                headerView.frame.origin = Point(x: margins.left, y: margins.top)
                ViewRenderer.draw(headerView, in: context)
            }
            if let footerView {
                footerView.frame.origin = Point(
                    x: margins.left, y: size.height - margins.bottom - geometry.footerHeight)
                ViewRenderer.draw(footerView, in: context)
            }
            for placement in content.placements {
                let top = geometry.bodyTop + placement.y
                if let outline = placement.outline {
                    context.addOutlineItem(
                        outline.title, level: outline.level, at: Point(x: margins.left, y: top))
                }
                context.withSavedState {
                    if let slice = placement.slice {
                        context.clip(
                            to: Rect(
                                x: 0, y: top, width: size.width, height: slice.upperBound - slice.lowerBound))
                    }
                    placement.view.frame.origin = Point(
                        x: margins.left, y: top - (placement.slice?.lowerBound ?? 0))
                    ViewRenderer.draw(placement.view, in: context)
                }
            }
        }
    }
}

/// The flow algorithm: pulls blocks, lays each out once at the body's width, and fills pages.
/// A view placed on a page: its top within the body and, when split, the part shown.
struct ReportPlacement {
    let view: View
    let y: Double
    let slice: Range<Double>?
    let outline: (title: String, level: Int)?
}

/// One page's placements.
struct ReportPageContent {
    var placements: [ReportPlacement] = []
}

struct ReportPaginator<Blocks: IteratorProtocol> where Blocks.Element == ReportBlock {
    /// A block with its measured height.
    private struct Measured {
        let block: ReportBlock
        let height: Double
    }

    private var blocks: Blocks
    private let width: Double
    private let height: Double
    private var queue: [Measured] = []
    private var exhausted = false
    /// A tall block being split: the part from `offset` on is still to place.
    private var carry: (item: Measured, offset: Double)?
    /// The table header placed last on the current page.
    private var pageHeader: View?
    private var headerHeights: [ObjectIdentifier: Double] = [:]
    /// The split offsets of the block being split, kept while it is carried from page to page.
    private var carriedOffsets: (view: View, offsets: [Double])?
    private(set) var warnings: [String] = []

    init(blocks: Blocks, width: Double, height: Double) {
        self.blocks = blocks
        self.width = width
        self.height = height
    }

    /// Fetches the next block (measuring it) unless the queue has one.
    private mutating func fill(_ count: Int) {
        while queue.count < count, !exhausted {
            guard let block = blocks.next() else {
                exhausted = true
                return
            }
            let measured = block.view.map { $0.layout(width: width).height } ?? 0
            queue.append(Measured(block: block, height: measured))
        }
    }

    /// The next group: keep-with-next blocks and the one after them (or a lone page break).
    private mutating func nextGroupLength() -> Int {
        var length = 0
        while true {
            fill(length + 1)
            guard length < queue.count else { return length }
            let item = queue[length]
            length += 1
            if item.block.isPageBreak || !item.block.keepWithNext { return length }
        }
    }

    /// Lays out the next page, or returns `nil` when the body is done.
    mutating func nextPage() -> ReportPageContent? {
        var page = ReportPageContent()
        var y = 0.0
        pageHeader = nil

        if let (item, offset) = carry {
            carry = nil
            placeHeader(for: item.block, page: &page, y: &y)
            if placeSlice(item, from: offset, page: &page, y: &y) { return page }
        }
        while true {
            let length = nextGroupLength()
            if length == 0 { return page.placements.isEmpty ? nil : page }
            let group = Array(queue.prefix(length))
            if group[0].block.isPageBreak {
                queue.removeFirst()
                if !page.placements.isEmpty { return page }
                continue
            }
            if y + extent(of: group, after: pageHeader) <= height + 1e-9 {
                queue.removeFirst(length)
                for item in group { place(item, page: &page, y: &y) }
                continue
            }
            if !page.placements.isEmpty, extent(of: group, after: nil) <= height + 1e-9 {
                return page  // The group fits on a fresh page.
            }
            // Place the group's blocks one by one, splitting the one that is taller than a page.
            let item = group[0]
            let needed = headerHeight(for: item.block, after: pageHeader) + item.height
            if y + needed <= height + 1e-9 {
                queue.removeFirst()
                place(item, page: &page, y: &y)
                continue
            }
            if !page.placements.isEmpty, headerHeight(for: item.block, after: nil) + item.height <= height {
                return page
            }
            queue.removeFirst()
            placeHeader(for: item.block, page: &page, y: &y)
            if placeSlice(item, from: 0, page: &page, y: &y) { return page }
        }
    }

    /// The height a group takes when placed after a page whose current header is `header`.
    private mutating func extent(of group: [Measured], after header: View?) -> Double {
        var current = header
        var total = 0.0
        for item in group {
            total += headerHeight(for: item.block, after: current) + item.height
            if let repeated = item.block.repeatedHeader { current = repeated }
        }
        return total
    }

    /// The height of the block's repeated header when it must be placed (a table starts, or
    /// continues on a new page), else 0.
    private mutating func headerHeight(for block: ReportBlock, after header: View?) -> Double {
        guard let repeated = block.repeatedHeader, repeated !== header else { return 0 }
        let key = ObjectIdentifier(repeated)
        if let known = headerHeights[key] { return known }
        let h = repeated.layout(width: width).height
        headerHeights[key] = h
        return h
    }

    /// Puts a block's repeated header on the page when a table starts or continues there.
    private mutating func placeHeader(for block: ReportBlock, page: inout ReportPageContent, y: inout Double)
    {
        let h = headerHeight(for: block, after: pageHeader)
        guard h > 0, let header = block.repeatedHeader else { return }
        page.placements.append(ReportPlacement(view: header, y: y, slice: nil, outline: nil))
        pageHeader = header
        y += h
    }

    private mutating func place(_ item: Measured, page: inout ReportPageContent, y: inout Double) {
        placeHeader(for: item.block, page: &page, y: &y)
        guard let view = item.block.view else { return }
        page.placements.append(ReportPlacement(view: view, y: y, slice: nil, outline: item.block.outline))
        y += item.height
    }

    /// Places as much of a tall block as fits from `offset`; returns true when the page is full
    /// (the rest is carried to the next page).
    private mutating func placeSlice(
        _ item: Measured, from offset: Double, page: inout ReportPageContent, y: inout Double
    )
        -> Bool
    {
        guard let view = item.block.view else { return false }
        let room = height - y
        let end = offset + room
        if item.height <= end + 1e-9 {
            page.placements.append(
                ReportPlacement(
                    view: view, y: y, slice: offset..<max(offset, item.height),
                    outline: offset == 0 ? item.block.outline : nil))
            y += max(0, item.height - offset)
            return false
        }
        let size = Size(width: width, height: item.height)
        // A block split over many pages asks for its offsets once, not once per page.
        if carriedOffsets?.view !== view {
            carriedOffsets = (view, (view as? PageSplittable)?.pageBreakOffsets(in: size) ?? [])
        }
        let offsets = carriedOffsets?.offsets ?? []
        var cut = offsets.last { $0 > offset + 1e-9 && $0 <= end + 1e-9 }
        if cut == nil {
            // Carry the rest to a fresh page, unless this page is already as fresh as pages get
            // (nothing on it but the block's own repeated header): carrying then never ends.
            if page.placements.contains(where: { $0.view !== item.block.repeatedHeader }) {
                carry = (item, offset)
                return true
            }
            // Clip at the page's end; when a header leaves no room at all, still move on.
            cut = min(item.height, max(end, offset + 1))
            let kind = offsets.isEmpty ? "cannot be split" : "has a line taller than the page"
            warnings.append(
                "\(type(of: view)) of height \(Point.formatted(item.height)) pt \(kind): clipped at "
                    + "\(Point.formatted(end)) pt")
        }
        page.placements.append(
            ReportPlacement(
                view: view, y: y, slice: offset..<cut!, outline: offset == 0 ? item.block.outline : nil))
        y += cut! - offset
        carry = (item, cut!)
        return true
    }
}
