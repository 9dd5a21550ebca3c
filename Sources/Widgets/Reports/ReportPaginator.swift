import Canvas
import Foundation

/// A view placed on a page: its top within the body and, when split, the part shown.
struct ReportPlacement {
    let view: View
    let y: Double
    let slice: Range<Double>?
    let outline: (title: String, level: Int)?
    var anchor: String? = nil
}

/// One page's placements, and the numbering a section starting on it sets.
struct ReportPageContent {
    var placements: [ReportPlacement] = []
    var numbering: (numbering: PageNumbering, start: Int)?
}

/// The flow algorithm: pulls blocks, lays each out once at the body's width, and fills pages,
/// repeating a table's header where the table starts or continues and splitting a block taller
/// than a page at the offsets it offers (``PageSplittable``).
struct ReportPaginator<Blocks: IteratorProtocol> where Blocks.Element == ReportBlock {
    /// A block with its measured height and the height of its repeated header (0 without one),
    /// measured when the block is fetched: the height travels with the block, so it can never be
    /// read for a different header.
    private struct Measured {
        let block: ReportBlock
        let height: Double
        let headerHeight: Double
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
    /// The last repeated header measured, so that the rows of one table measure it once.
    private var lastHeader: (view: View, height: Double)?
    /// The split offsets of the block being split, kept while it is carried from page to page.
    private var carriedOffsets: (view: View, offsets: [Double])?
    /// A section met at the end of a page, which numbers the next page.
    private var pendingSection: (numbering: PageNumbering, start: Int)?
    private(set) var warnings: [String] = []

    init(blocks: Blocks, width: Double, height: Double) {
        self.blocks = blocks
        self.width = width
        self.height = height
    }

    /// Fetches and measures blocks until the queue holds `count` of them or the body ends.
    private mutating func fill(_ count: Int) {
        while queue.count < count, !exhausted {
            guard let block = blocks.next() else {
                exhausted = true
                return
            }
            let measured = block.view.map { $0.layout(width: width).height } ?? 0
            queue.append(Measured(block: block, height: measured, headerHeight: measureHeader(of: block)))
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
        page.numbering = pendingSection
        pendingSection = nil
        var y = 0.0
        pageHeader = nil

        if let (item, offset) = carry {
            carry = nil
            placeHeader(for: item, page: &page, y: &y)
            if placeSlice(item, from: offset, page: &page, y: &y) { return page }
        }
        while true {
            let length = nextGroupLength()
            if length == 0 { return page.placements.isEmpty ? nil : page }
            let group = Array(queue.prefix(length))
            if group[0].block.isPageBreak {
                queue.removeFirst()
                let section = group[0].block.section
                if !page.placements.isEmpty {
                    pendingSection = section
                    return page
                }
                if let section { page.numbering = section }
                continue
            }
            if y + extent(of: group, after: pageHeader) <= height + layoutTolerance {
                queue.removeFirst(length)
                for item in group { place(item, page: &page, y: &y) }
                continue
            }
            if !page.placements.isEmpty, extent(of: group, after: nil) <= height + layoutTolerance {
                return page  // The group fits on a fresh page.
            }
            // Place the group's blocks one by one, splitting the one that is taller than a page.
            let item = group[0]
            let needed = headerHeight(for: item, after: pageHeader) + item.height
            if y + needed <= height + layoutTolerance {
                queue.removeFirst()
                place(item, page: &page, y: &y)
                continue
            }
            if !page.placements.isEmpty, headerHeight(for: item, after: nil) + item.height <= height {
                return page
            }
            queue.removeFirst()
            placeHeader(for: item, page: &page, y: &y)
            if placeSlice(item, from: 0, page: &page, y: &y) { return page }
        }
    }

    /// The height a group takes when placed after a page whose current header is `header`.
    private mutating func extent(of group: [Measured], after header: View?) -> Double {
        var current = header
        var total = 0.0
        for item in group {
            total += headerHeight(for: item, after: current) + item.height
            if let repeated = item.block.repeatedHeader { current = repeated }
        }
        return total
    }

    /// The height of a block's repeated header, laid out at the body's width (0 without one).
    private mutating func measureHeader(of block: ReportBlock) -> Double {
        guard let header = block.repeatedHeader else { return 0 }
        if let last = lastHeader, last.view === header { return last.height }
        let height: Double = header.layout(width: width).height
        lastHeader = (header, height)
        return height
    }

    /// The height of the item's repeated header when it must be placed (a table starts, or
    /// continues on a new page), else 0.
    private func headerHeight(for item: Measured, after header: View?) -> Double {
        guard let repeated = item.block.repeatedHeader, repeated !== header else { return 0 }
        return item.headerHeight
    }

    /// Puts a block's repeated header on the page when a table starts or continues there.
    private mutating func placeHeader(for item: Measured, page: inout ReportPageContent, y: inout Double) {
        let h = headerHeight(for: item, after: pageHeader)
        guard h > 0, let header = item.block.repeatedHeader else { return }
        page.placements.append(ReportPlacement(view: header, y: y, slice: nil, outline: nil))
        pageHeader = header
        y += h
    }

    private mutating func place(_ item: Measured, page: inout ReportPageContent, y: inout Double) {
        placeHeader(for: item, page: &page, y: &y)
        guard let view = item.block.view else { return }
        page.placements.append(
            ReportPlacement(
                view: view, y: y, slice: nil, outline: item.block.outline, anchor: item.block.anchor))
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
        if item.height <= end + layoutTolerance {
            page.placements.append(
                ReportPlacement(
                    view: view, y: y, slice: offset..<max(offset, item.height),
                    outline: offset == 0 ? item.block.outline : nil,
                    anchor: offset == 0 ? item.block.anchor : nil))
            y += max(0, item.height - offset)
            return false
        }
        let size = Size(width: width, height: item.height)
        // A block split over many pages asks for its offsets once, not once per page.
        if carriedOffsets?.view !== view {
            carriedOffsets = (view, (view as? PageSplittable)?.pageBreakOffsets(in: size) ?? [])
        }
        let offsets = carriedOffsets?.offsets ?? []
        let cut: Double
        if let offset = offsets.last(where: { $0 > offset + layoutTolerance && $0 <= end + layoutTolerance })
        {
            cut = offset
        } else {
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
                view: view, y: y, slice: offset..<cut, outline: offset == 0 ? item.block.outline : nil,
                anchor: offset == 0 ? item.block.anchor : nil))
        y += cut - offset
        carry = (item, cut)
        return true
    }
}
