import Canvas
import Synchronization

/// A report body read ahead in batches whose views are laid out on two threads at once: this
/// one and the ``LayoutHelper``. The paginator then finds each block's view laid out at the
/// body's width, and its own `layout(width:)` returns the cached size.
///
/// The helper works one batch ahead: while the paginator places (and the page draws) one batch,
/// the helper lays out the next. So the helper is not idle while this thread places blocks,
/// draws pages and releases views; the body's own code runs only between batches, while the
/// helper has none of its views.
///
/// Only views that may be laid out on any thread (``View/laysOutOnAnyThread``) are shared, and
/// only when nothing in them appeared in the body before: a view the body returns again, returns
/// as a repeated header, or returns inside another view is left to the paginator on this thread
/// (the paginator may hold its earlier appearance while the helper works). Blocks come out in
/// the body's order, whatever thread laid them out.
struct PrefetchedBlocks<Base: IteratorProtocol>: IteratorProtocol where Base.Element == ReportBlock {
    /// The most blocks read ahead at a time: enough to amortise handing work over, few enough
    /// that the views waiting for the paginator stay a fraction of a page's worth of memory.
    static var batchSize: Int { 32 }

    /// A batch read from the body, with the work its shareable views were offered as (`nil`
    /// when fewer than two are shareable: nothing to split between threads).
    private struct Batch {
        var blocks: [ReportBlock]
        var work: SharedLayoutWork?
    }

    private var base: Base
    private let width: Double
    /// The page body's height, which sizes the batches.
    private let pageHeight: Double
    /// This read-ahead's mark on the views it has read.
    private let mark: Int
    /// The batch the paginator is taking blocks from.
    private var buffer: [ReportBlock] = []
    private var position = 0
    /// The next batch, offered to the helper (`nil` before the first read and at the body's end).
    private var ahead: Batch?
    /// The work offered to the helper and not yet joined, cancelled when the read-ahead is
    /// released before the body's end (see ``OfferedLayout``).
    private let offered = OfferedLayout()
    private var exhausted = false
    /// How many blocks the next batch reads: two at first, then about a page's worth by the
    /// heights laid out so far (see ``nextBatchSize(after:)``).
    private var nextBatch = 2

    /// Reads `base` ahead, laying views out at `width`; batches hold about a page of `pageHeight`.
    init(_ base: Base, width: Double, pageHeight: Double) {
        self.base = base
        self.width = width
        self.pageHeight = pageHeight
        mark = readAheadMarks.wrappingAdd(1, ordering: .relaxed).newValue
    }

    mutating func next() -> ReportBlock? {
        if position == buffer.count {
            advance()
        }
        guard position < buffer.count else { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    /// Moves to the batch the helper has been laying out, in three steps: finish it with the
    /// helper (this thread lays out what the helper has not claimed, then waits for it), read the
    /// batch after it from the body, and offer that one to the helper, which lays it out while
    /// this thread places (and draws) the current one. The body's own code never runs while the
    /// helper works on views it returned.
    private mutating func advance() {
        // Nothing ahead and the body not ended: the first call, which reads the first batch.
        if ahead == nil, !exhausted {
            ahead = readBatch()
            offer(ahead)
        }
        guard let current = ahead else {
            buffer.removeAll()
            position = 0
            return
        }
        if let work = current.work {
            work.join()
            nextBatch = nextBatchSize(after: work.views)
        } else {
            // Nothing laid out ahead: reading ahead costs nothing, so the next batch may be full.
            nextBatch = Self.batchSize
        }
        buffer = current.blocks
        position = 0
        ahead = readBatch()
        offer(ahead)
    }

    /// Hands a batch's work to the helper, and keeps it to cancel if the read-ahead is released
    /// before joining it.
    private func offer(_ batch: Batch?) {
        offered.work = batch?.work
        if let work = batch?.work { LayoutHelper.offer(work) }
    }

    /// Reads the next batch (`nil` at the body's end) and makes work of its shareable views,
    /// not yet offered.
    private mutating func readBatch() -> Batch? {
        var blocks: [ReportBlock] = []
        while !exhausted, blocks.count < nextBatch {
            guard let block = base.next() else {
                exhausted = true
                break
            }
            blocks.append(block)
        }
        guard !blocks.isEmpty else { return nil }
        let views = shareableViews(in: blocks)
        return Batch(
            blocks: blocks, work: views.count > 1 ? SharedLayoutWork(views: views, width: width) : nil)
    }

    /// About one page of blocks at the average height of `views` (laid out), from 1 to
    /// ``batchSize``: a report that stops early (at a page limit, an error, a cancellation) has
    /// laid out at most about two pages it never places, and blocks taller than a page are read
    /// one at a time (and then laid out by the paginator alone).
    private func nextBatchSize(after views: [View]) -> Int {
        let average = views.reduce(0) { $0 + $1.frame.height } / Double(views.count)
        guard average.isFinite, average > 0 else { return average == 0 ? Self.batchSize : 1 }
        let pageful = (pageHeight / average).rounded(.up)
        return pageful >= Double(Self.batchSize) ? Self.batchSize : max(1, Int(pageful))
    }

    /// The batch's views that may be laid out on either thread: roots of Vellum's own classes
    /// whose subtrees hold no view the body returned before (as a block's view, a repeated
    /// header, or a view inside either), so the helper never lays out a view the paginator may
    /// hold. Marks every view of the batch's subtrees as read.
    private func shareableViews(in blocks: [ReportBlock]) -> [View] {
        for block in blocks { _ = block.repeatedHeader?.markReadAhead(mark) }
        var shareable: [View] = []
        var repeated = Set<ObjectIdentifier>()
        for block in blocks {
            guard let view = block.view else { continue }
            let read = view.markReadAhead(mark)
            if !read.isFirstRead {
                repeated.insert(ObjectIdentifier(view))
            } else if read.laysOutOnAnyThread {
                shareable.append(view)
            }
        }
        // A view read twice in this batch is not shared at its first appearance either.
        return repeated.isEmpty ? shareable : shareable.filter { !repeated.contains(ObjectIdentifier($0)) }
    }
}

/// The layout work a read-ahead has offered to the helper and not joined yet. A report stopped
/// early (its page limit, an error, a cancellation) releases its read-ahead with a batch still
/// offered; releasing this cancels that work and waits for the views the helper has started, so
/// when the render returns no other thread touches the body's views (a caller may render them
/// again at once).
private final class OfferedLayout {
    var work: SharedLayoutWork?

    deinit { work?.cancel() }
}

/// The last mark given to a read-ahead (``ReadAheadRecord``), so each has its own.
private let readAheadMarks = Atomic<Int>(0)
