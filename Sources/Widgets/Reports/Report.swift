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
/// pages before any page is drawn. ``writePDF(body:to:durability:)`` draws each page's body into a
/// display list as it counts, kept in a temporary file, and replays them under the header and
/// footer: the body is laid out once. When a page draws what a display list cannot hold (images,
/// gradients, shadows, transparency, text Pango lays out: other scripts, styled runs, long
/// paragraphs), when the header or footer height changes with the count, and for ``pdfData(body:)``
/// and ``writePages(body:format:to:baseName:durability:)``, the body is paginated again to draw, so
/// the body sequence may be iterated twice (pass a re-iterable one, such as a lazily mapped range). Both passes lay views of
/// Vellum's own classes out on two threads (see ``laysOutOnTwoThreads``). Views that outlive the
/// first pass (an array of blocks) are laid out once: the drawing pass finds them measured at the
/// same width. Views a lazy body makes anew are laid out in each pass, the price of bounded memory.
/// Turn counting off when headers and footers do not show the count: one pass, and
/// ``PageInfo/count`` is `nil`. With a lazy body about three pages of views are alive at a time
/// (the page being placed and two batches read ahead).
///
/// While a page is placed and drawn, the helper may be laying out the views of the next batch:
/// header and footer closures, and views' own drawing, must not touch views the body returned
/// for later pages. The body itself is only read while the helper holds none of its views.
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
    /// Contents (``ReportBlock/contents(font:)``) and page references (``PageReferenceLabel``)
    /// need it: without counting they show no rows and placeholders.
    public var countsPages = true
    /// Whether views made only of Vellum's own classes are laid out on a helper thread while
    /// this thread lays out others (on by default; it has effect on a machine with more than one
    /// core, and not on a thread that draws with fonts of its own, as a `RenderBatch` worker
    /// rendering SVG or PNG does, while the helper's are shared). The output is the same either
    /// way; a view of a user subclass, or one with a controller, is always laid out on the
    /// rendering thread, since its overrides may touch state other views share.
    public var laysOutOnTwoThreads = true
    /// The page's background colour (white unless set; `nil` for none).
    public var backgroundColor: Color? = .white
    /// What the last render had to fall back on: views clipped at a page's end.
    public private(set) var warnings: [String] = []
    /// The number of pages the last render produced.
    public private(set) var pageCount = 0
    /// How many times the last render paginated the body before drawing: 1 for a report without
    /// contents or page references, and as many as it took such a report's page numbers to
    /// settle (at most ``maximumReferencePasses``); 0 without counting.
    public private(set) var countingPasses = 0
    /// The most counting passes a report with contents or page references makes; when its page
    /// numbers still move after them, the last pass's are shown and ``warnings`` says so.
    public static let maximumReferencePasses = 5
    /// The most pages a render may produce; past it the render throws
    /// `CanvasError/limitExceeded(what:limit:)` and writes nothing (`nil`: no limit). A server
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

    /// Writes the report as one PDF, atomically (`WriteDurability`), streaming pages; returns the
    /// page count.
    @discardableResult
    public func writePDF<Body: Sequence>(
        body: Body, to url: URL, durability: WriteDurability = .atomic
    ) throws -> Int where Body.Element == ReportBlock {
        let pages = try makePages(body: body, recordsPages: true)
        try Document.writePDF(pages: pages, metadata: metadata, to: url, durability: durability)
        return pageCount
    }

    /// The report as PDF bytes.
    public func pdfData<Body: Sequence>(body: Body) throws -> Data where Body.Element == ReportBlock {
        let pages = try makePages(body: body)
        return try Document(metadata: metadata, pages: Array(pages)).data(format: .pdf)
    }

    /// Writes one file per page in SVG or PNG into a directory, named `<baseName>-<n>.<ext>`,
    /// and returns their URLs. Each file is written atomically (`WriteDurability`).
    @discardableResult
    public func writePages<Body: Sequence>(
        body: Body, format: DocumentFormat, to directory: URL, baseName: String = "page",
        durability: WriteDurability = .atomic
    ) throws -> [URL] where Body.Element == ReportBlock {
        var urls: [URL] = []
        for (index, page) in try makePages(body: body).enumerated() {
            let url = directory.appendingPathComponent("\(baseName)-\(index + 1).\(format.fileExtension)")
            try Document(metadata: metadata, pages: [page]).write(
                to: url, format: format, durability: durability)
            urls.append(url)
        }
        return urls
    }

    // MARK: Pagination

    /// A lazy sequence of pages; counting first when ``countsPages`` is on.
    ///
    /// When `recordsPages` is set (the pages go to a PDF through ``Document``'s pipeline), the
    /// counting pass also draws each page's body into a display list (``RecordedPages``), and the
    /// drawing pass replays them under the header and footer instead of laying the body out
    /// again. A body that draws what a display list cannot hold (images, shadows, gradients,
    /// text Pango draws), a header or footer whose height changes with the count, or a temporary
    /// file that cannot be written falls back to laying the body out again: the same output.
    private func makePages<Body: Sequence>(body: Body, recordsPages: Bool = false) throws -> AnySequence<Page>
    where Body.Element == ReportBlock {
        try RenderLimits.validatePage(pageSize)
        let contentWidth = pageSize.width - margins.horizontal
        guard contentWidth > 0 else {
            throw CanvasError.invalidPageSize(pageSize, reason: "the margins leave no room for content")
        }
        warnings = []
        pageCount = 0
        countingPasses = 0
        let references = ReportReferences()
        let body = body.lazy.map { Self.fillContents($0, from: references) }
        guard countsPages else {
            return try laidOutPages(
                of: body, count: nil, geometry: try pageGeometry(count: nil), references: references)
        }
        // Step 1: count the pages, recording each page's body when asked to. A body with contents
        // or page references is counted again, showing what the pass before found, until a pass
        // finds the pages it showed.
        let countingGeometry = try pageGeometry(count: nil)
        var pass: CountingPass
        var settled: Bool
        repeat {
            references.isUsed = false
            references.hasContents = false
            pass = try ReportReferences.withCurrent(references) {
                try countPages(of: body, geometry: countingGeometry, recordsPages: recordsPages)
            }
            countingPasses += 1
            // Settled: nothing refers to pages, or the pass found the pages it showed.
            settled = !references.resolve(pass.headings) || !references.isUsed
        } while !settled && countingPasses < Self.maximumReferencePasses
        let settleWarnings =
            settled
            ? [] : ["page numbers of contents and references still moved after \(countingPasses) passes"]
        let passWarnings = pass.warnings + settleWarnings
        let count = max(1, pass.labels.count)
        // Step 2: draw the pages, replaying the recorded bodies when the body's place is unchanged.
        let geometry = try pageGeometry(count: count)
        if let recorded = pass.recording, geometry == countingGeometry {
            let labels = pass.labels
            return pageSequence(count: count, geometry: geometry, warnings: { passWarnings }) { index in
                guard index < count else { return nil }
                let label = index < labels.count ? labels[index] : String(index + 1)
                return (
                    label, { context in if index < recorded.count { recorded.replay(index, in: context) } }
                )
            }
        }
        return try laidOutPages(
            of: body, count: count, geometry: geometry, references: references, warnings: settleWarnings)
    }

    /// What one counting pass found: each page's label, the headings and anchors where they
    /// landed, the flow's warnings, and the bodies recorded when asked (`nil` when a page could
    /// not be recorded).
    private struct CountingPass {
        var labels: [String] = []
        var headings: [ReportReferences.Heading] = []
        var warnings: [String] = []
        var recording: RecordedPages?
    }

    /// Paginates the body once, without drawing it except into display lists when
    /// `recordsPages` is set.
    private func countPages<Body: Sequence>(of body: Body, geometry: Geometry, recordsPages: Bool) throws
        -> CountingPass
    where Body.Element == ReportBlock {
        let width = pageSize.width - margins.horizontal
        var counter = ReportPaginator(
            blocks: prefetchedBlocks(of: body, width: width, pageHeight: geometry.bodyHeight),
            width: width, height: geometry.bodyHeight)
        var pass = CountingPass()
        pass.recording = recordsPages ? try? RecordedPages(tagsStructure: metadata.isTagged) : nil
        let structure = ReportStructure()
        var labeler = PageLabels()
        while let content = counter.nextPage() {
            let index = pass.labels.count
            try checkBounds(pages: index + 1)
            let label = labeler.label(forPageAt: index, starting: content.numbering)
            pass.labels.append(label)
            for placement in content.placements where placement.outline != nil || placement.anchor != nil {
                pass.headings.append(
                    ReportReferences.Heading(
                        title: placement.outline?.title, level: placement.outline?.level ?? 0,
                        anchor: placement.anchor, pageIndex: index, pageLabel: label,
                        y: geometry.bodyTop + placement.y))
            }
            if let recorded = pass.recording,
                !recorded.record(
                    pageSize: pageSize,
                    { drawBody(content, geometry: geometry, structure: structure, in: $0) })
            {
                pass.recording = nil
            }
        }
        pass.warnings = counter.warnings
        return pass
    }

    /// A contents block given the rows the last pass found (none before the first pass ends).
    private static func fillContents(_ block: ReportBlock, from references: ReportReferences) -> ReportBlock {
        guard let contents = block.view as? ContentsView else { return block }
        references.isUsed = true
        references.hasContents = true
        contents.rows = references.headings.compactMap { heading in
            heading.title.map {
                ContentsView.Row(
                    title: $0, level: heading.level, pageLabel: heading.pageLabel,
                    page: heading.pageIndex + 1,
                    y: heading.y)
            }
        }
        return block
    }

    /// The pages with their bodies paginated and laid out as they are drawn, page references
    /// resolved from `references`.
    private func laidOutPages<Body: Sequence>(
        of body: Body, count: Int?, geometry: Geometry, references: ReportReferences, warnings: [String] = []
    ) throws -> AnySequence<Page>
    where Body.Element == ReportBlock {
        let width = pageSize.width - margins.horizontal
        var paginator = ReportPaginator(
            blocks: prefetchedBlocks(of: body, width: width, pageHeight: geometry.bodyHeight),
            width: width, height: geometry.bodyHeight)
        var labeler = PageLabels()
        let structure = ReportStructure()
        return pageSequence(count: count, geometry: geometry, warnings: { paginator.warnings + warnings }) {
            index in
            let next = ReportReferences.withCurrent(references) { paginator.nextPage() }
            guard let content = next ?? (index == 0 ? ReportPageContent() : nil) else {
                return nil
            }
            let label = labeler.label(forPageAt: index, starting: content.numbering)
            let destinations = references.hasContents ? index : nil
            return (
                label,
                { [self] context in
                    drawBody(
                        content, geometry: geometry, structure: structure, destinationsOnPage: destinations,
                        in: context)
                }
            )
        }
    }

    /// Pages numbered from 1, each with the label and body `nextBody` gives for its index (`nil`
    /// when the body is done), checked against ``maximumPageCount`` and cancellation before each
    /// is made.
    private func pageSequence(
        count: Int?, geometry: Geometry, warnings: @escaping () -> [String],
        nextBody: @escaping (Int) -> (label: String, draw: (GraphicsContext) -> Void)?
    ) -> AnySequence<Page> {
        var number = 0
        var stopped = false
        return AnySequence(
            AnyIterator { [self] in
                guard !stopped else { return nil }
                guard let (label, drawBody) = nextBody(number) else {
                    self.warnings = warnings()
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
                return page(
                    info: PageInfo(number: number, count: count, label: label), geometry: geometry,
                    body: drawBody)
            })
    }

    /// The body's blocks, read ahead and laid out on two threads when ``laysOutOnTwoThreads`` is
    /// on and the machine has a second core: in the counting pass, and in the drawing pass, whose
    /// thread draws the helper's text as it was laid out when it holds no Pango object (plain
    /// text in one style, placed from shaped words) and lays the rest out again on its own engine.
    private func prefetchedBlocks<Body: Sequence>(
        of body: Body, width: Double, pageHeight: Double
    ) -> AnyIterator<ReportBlock> where Body.Element == ReportBlock {
        // The helper's text is drawn by this thread, so both must draw with one face set's fonts.
        guard laysOutOnTwoThreads, LayoutHelper.isUseful, FaceSet.current == 0 else {
            return AnyIterator(body.makeIterator())
        }
        return AnyIterator(PrefetchedBlocks(body.makeIterator(), width: width, pageHeight: pageHeight))
    }

    /// Throws when the task rendering the report was cancelled, or when `pages` passes
    /// ``maximumPageCount``: checked before each page, so a server can stop a runaway report.
    private func checkBounds(pages: Int) throws {
        try Task.checkCancellation()
        if let limit = maximumPageCount, pages > limit {
            throw CanvasError.limitExceeded(what: "a report of more than \(limit) pages", limit: limit)
        }
    }

    /// The footer's height and the body's top and height.
    private struct Geometry: Equatable {
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
            footerHeight: footerHeight, bodyTop: top, bodyHeight: bodyHeight)
    }

    /// A page with its background, header and footer, and the body `drawBody` draws.
    private func page(info: PageInfo, geometry: Geometry, body drawBody: @escaping (GraphicsContext) -> Void)
        -> Page
    {
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
            // The header and footer (page numbers included) are page furniture: artifacts.
            if let headerView {
                headerView.frame.origin = Point(x: margins.left, y: margins.top)
                context.withStructure(.artifact) { ViewRenderer.draw(headerView, in: context) }
            }
            if let footerView {
                footerView.frame.origin = Point(
                    x: margins.left, y: size.height - margins.bottom - geometry.footerHeight)
                context.withStructure(.artifact) { ViewRenderer.draw(footerView, in: context) }
            }
            drawBody(context)
        }
    }

    /// Draws a page's body: its placements, with their outline entries, the slices of split
    /// blocks, and, in a tagged PDF, the structure `structure` adds around them; with
    /// `destinationsOnPage` (the page's index, in a report with contents), a named destination at
    /// each heading for the contents' links.
    private func drawBody(
        _ content: ReportPageContent, geometry: Geometry, structure: ReportStructure,
        destinationsOnPage pageIndex: Int? = nil, in context: GraphicsContext
    ) {
        let size = pageSize
        for placement in content.placements {
            let top = geometry.bodyTop + placement.y
            if let outline = placement.outline {
                context.addOutlineItem(
                    outline.title, level: outline.level, at: Point(x: margins.left, y: top))
                if let pageIndex {
                    context.addDestination(
                        ReportReferences.destination(page: pageIndex, y: top),
                        at: Point(x: margins.left, y: top))
                }
            }
            context.withSavedState {
                if let slice = placement.slice {
                    context.clip(
                        to: Rect(x: 0, y: top, width: size.width, height: slice.upperBound - slice.lowerBound)
                    )
                }
                placement.view.frame.origin = Point(
                    x: margins.left, y: top - (placement.slice?.lowerBound ?? 0))
                structure.draw(placement.view, in: context) { ViewRenderer.draw(placement.view, in: context) }
            }
        }
    }
}
