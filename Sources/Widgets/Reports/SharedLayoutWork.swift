import Canvas
import Foundation
import Synchronization

/// Views to lay out at one width, shared between the thread that made them and the layout
/// helper: each thread claims the next view with an atomic counter, so every view is laid out
/// by exactly one thread, and whoever finishes the last view signals ``finished``.
///
/// A helper that reaches the work late finds every index claimed and touches no view; it drops
/// its reference (and, if last, the views, which hold no Pango object) on its own thread.
final class SharedLayoutWork: @unchecked Sendable {
    // `@unchecked Sendable`: `views` are not Sendable, but each is touched only by the one thread
    // that claimed its index with `next`, and the owner reads them again only after `finished`
    // (the `done` counter's acquire-release and the semaphore order the helper's writes before
    // the owner's reads). `width` is immutable; `joined` is the owner's alone.
    /// The views, each a root laid out at `width`; the owner reads them only after ``join()``.
    let views: [View]
    private let width: Double
    private let next = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    /// Whether the owner has waited for ``finished`` (read and written by the owner alone).
    private var joined = false
    /// Signalled once, when the last view is laid out.
    let finished = DispatchSemaphore(value: 0)

    /// Work for `views`, each a root laid out at `width` (see ``View/laysOutOnAnyThread``).
    init(views: [View], width: Double) {
        self.views = views
        self.width = width
    }

    /// Lays out views until none is left to claim (the helper counts its own in
    /// ``LayoutHelper/viewsLaidOut`` before it reports each one done).
    func run(onHelper: Bool = false) {
        let count = views.count
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            views[index].layout(width: width)
            if onHelper { LayoutHelper.viewsLaidOut.add(1, ordering: .relaxed) }
            complete(1)
        }
    }

    /// The owner's side: lays out views alongside the helper until none is left, then waits for
    /// the helper's last one; afterwards the views are the owner's again. Joining twice (or after
    /// ``cancel()``) returns at once.
    func join() {
        run()
        waitOnce()
    }

    /// The owner's side when it no longer needs the views laid out: claims every view no thread
    /// has started on, leaving it as it is, and waits for the views already claimed; afterwards
    /// no other thread touches any view of the work.
    func cancel() {
        let count = views.count
        let claimed = min(count, next.exchange(count, ordering: .relaxed))
        if claimed < count { complete(count - claimed) }
        waitOnce()
    }

    /// Waits for ``finished`` unless the owner already has (or there is nothing to wait for).
    private func waitOnce() {
        guard !joined, !views.isEmpty else { return }
        finished.wait()
        joined = true
    }

    /// Counts `views` more views done, and signals ``finished`` when they are all done.
    private func complete(_ views: Int) {
        if done.wrappingAdd(views, ordering: .acquiringAndReleasing).newValue == self.views.count {
            finished.signal()
        }
    }
}

/// One thread, started on first use and kept for the process, that lays out views for callers
/// on other threads (``SharedLayoutWork``), with its own text engine as every thread has.
///
/// A caller never waits for the helper to be free: it offers the work and lays views out itself
/// meanwhile, so a busy helper (another report's work) costs nothing but the offer.
enum LayoutHelper {
    private static let queue = Mutex<[SharedLayoutWork]>([])
    private static let waiting = DispatchSemaphore(value: 0)
    /// How many views the helper has laid out, for tests.
    static let viewsLaidOut = Atomic<Int>(0)
    /// Whether the machine has a second core to give the helper (read once).
    static let isUseful = ProcessInfo.processInfo.activeProcessorCount > 1
    private static let started: Void = {
        let thread = Thread {
            while true {
                waiting.wait()
                let work = queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
                work?.run(onHelper: true)
            }
        }
        thread.name = "Vellum layout helper"
        thread.stackSize = 8 << 20
        thread.start()
    }()

    /// Hands work to the helper (which may start it at once, later, or find it done).
    static func offer(_ work: SharedLayoutWork) {
        _ = started
        queue.withLock { $0.append(work) }
        waiting.signal()
    }
}
