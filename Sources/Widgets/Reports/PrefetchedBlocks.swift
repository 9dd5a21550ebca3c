import Canvas

/// A report body read ahead in batches whose views are laid out on two threads at once: this
/// one and the ``LayoutHelper``. The paginator then finds each block's view laid out at the
/// body's width, and its own `layout(width:)` returns the cached size.
///
/// Only views that may be laid out on any thread (``View/laysOutOnAnyThread``) are shared, and
/// a view that appears twice in a batch, or as a repeated header, is left to the paginator on
/// this thread. Blocks come out in the body's order, whatever thread laid them out.
struct PrefetchedBlocks<Base: IteratorProtocol>: IteratorProtocol where Base.Element == ReportBlock {
    /// The most blocks read ahead at a time: enough to amortise handing work over, few enough
    /// that the views waiting for the paginator stay a fraction of a page's worth of memory.
    static var batchSize: Int { 32 }

    private var base: Base
    private let width: Double
    /// The page body's height, which sizes the batches.
    private let pageHeight: Double
    private var buffer: [ReportBlock] = []
    private var position = 0
    private var exhausted = false
    /// How many blocks the next batch reads: two at first, then about a page's worth by the
    /// heights laid out so far (see ``nextBatchSize(after:)``).
    private var nextBatch = 2

    /// Reads `base` ahead, laying views out at `width`; batches hold about a page of `pageHeight`.
    init(_ base: Base, width: Double, pageHeight: Double) {
        self.base = base
        self.width = width
        self.pageHeight = pageHeight
    }

    mutating func next() -> ReportBlock? {
        if position == buffer.count {
            refill()
        }
        guard position < buffer.count else { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    /// Reads the next batch and lays out its shareable views on both threads.
    private mutating func refill() {
        buffer.removeAll(keepingCapacity: true)
        position = 0
        while !exhausted, buffer.count < nextBatch {
            guard let block = base.next() else {
                exhausted = true
                break
            }
            buffer.append(block)
        }
        let views = Self.shareableViews(in: buffer)
        guard views.count > 1 else {
            // Nothing laid out ahead: reading ahead costs nothing, so the next batch may be full.
            nextBatch = Self.batchSize
            return
        }
        let work = SharedLayoutWork(views: views, width: width)
        LayoutHelper.offer(work)
        work.run()
        work.finished.wait()
        nextBatch = nextBatchSize(after: views)
    }

    /// About one page of blocks at the average height of `views` (laid out), from 1 to
    /// ``batchSize``: a report that stops early (at a page limit, an error, a cancellation) has
    /// laid out at most about a page it never places, and blocks taller than a page are read one
    /// at a time (and then laid out by the paginator alone).
    private func nextBatchSize(after views: [View]) -> Int {
        let average = views.reduce(0) { $0 + $1.frame.height } / Double(views.count)
        guard average.isFinite, average > 0 else { return average == 0 ? Self.batchSize : 1 }
        let pageful = (pageHeight / average).rounded(.up)
        return pageful >= Double(Self.batchSize) ? Self.batchSize : max(1, Int(pageful))
    }

    /// The batch's views that may be laid out on either thread: distinct roots of Vellum's own
    /// classes that no block of the batch also repeats as a header.
    private static func shareableViews(in blocks: [ReportBlock]) -> [View] {
        var headers = Set<ObjectIdentifier>()
        for block in blocks {
            if let header = block.repeatedHeader { headers.insert(ObjectIdentifier(header)) }
        }
        var seen = Set<ObjectIdentifier>()
        var repeated = Set<ObjectIdentifier>()
        for block in blocks {
            guard let view = block.view else { continue }
            if !seen.insert(ObjectIdentifier(view)).inserted { repeated.insert(ObjectIdentifier(view)) }
        }
        return blocks.compactMap { block in
            guard let view = block.view else { return nil }
            let id = ObjectIdentifier(view)
            guard !headers.contains(id), !repeated.contains(id), view.laysOutOnAnyThread else { return nil }
            return view
        }
    }
}
