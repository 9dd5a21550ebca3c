import Canvas

/// A report body read ahead in batches whose views are laid out on two threads at once: this
/// one and the ``LayoutHelper``. The paginator then finds each block's view laid out at the
/// body's width, and its own `layout(width:)` returns the cached size.
///
/// Only views that may be laid out on any thread (``View/laysOutOnAnyThread``) are shared, and
/// a view that appears twice in a batch, or as a repeated header, is left to the paginator on
/// this thread. Blocks come out in the body's order, whatever thread laid them out.
struct PrefetchedBlocks<Base: IteratorProtocol>: IteratorProtocol where Base.Element == ReportBlock {
    /// Blocks read ahead at a time: enough to amortise handing work over, few enough that the
    /// views waiting for the paginator stay a fraction of a page's worth of memory.
    static var batchSize: Int { 32 }

    private var base: Base
    private let width: Double
    private var buffer: [ReportBlock] = []
    private var position = 0
    private var exhausted = false

    /// Reads `base` ahead, laying views out at `width`.
    init(_ base: Base, width: Double) {
        self.base = base
        self.width = width
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
        while !exhausted, buffer.count < Self.batchSize {
            guard let block = base.next() else {
                exhausted = true
                break
            }
            buffer.append(block)
        }
        let views = Self.shareableViews(in: buffer)
        guard views.count > 1 else { return }
        let work = SharedLayoutWork(views: views, width: width)
        LayoutHelper.offer(work)
        work.run()
        work.finished.wait()
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
