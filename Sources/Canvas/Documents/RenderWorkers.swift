import Foundation
import Synchronization

/// The worker threads a ``RenderBatch`` keeps between calls, so that every call after the first
/// renders on threads whose Pango state (font map, loaded fonts, layout cache) is already made.
///
/// Why: a thread makes its text engine the first time it lays out text, and lays out every text
/// anew in its own cache. A batch that started new threads for every call paid that in every
/// call: two W1 cards on two new workers took 25.6 ms, where C draws both in 5.0 ms on one warm
/// thread, so about 20 ms of every 200-card batch (0.27 s) went to workers that were not warm.
///
/// Lifetime: a thread starts at the first call that needs it (a call with *n* inputs wakes the
/// first *n* workers, so a small call neither starts nor warms more), waits between calls, and
/// exits shortly after this object is released (the last copy of its batch), freeing its Pango
/// state on its own thread as it goes.
///
/// One call at a time: a call that finds the workers busy (an overlapping call on the same batch
/// from another thread, or one from inside a call's work) gets `false` back and runs on new
/// threads of its own, cold, so nested and concurrent calls neither wait for each other nor
/// deadlock.
final class RenderWorkers: Sendable {
    private let crew: Crew

    /// Workers to be started on first use: `count` threads, thread *k* drawing in ``FaceSet`` *k*
    /// when `facesPerWorker` is set.
    init(count: Int, facesPerWorker: Bool) {
        crew = Crew(count: count, facesPerWorker: facesPerWorker)
    }

    deinit { crew.dismiss() }

    /// Runs `body` once on each of the first `workers` workers (at most ``count``) and returns
    /// when all of them have finished; returns `false` at once, without running `body`, when the
    /// workers are busy with another call.
    func runOnEach(_ body: @escaping @Sendable () -> Void, workers: Int) -> Bool {
        crew.runOnEach(body, workers: min(max(1, workers), crew.count))
    }

    /// Runs `body` once on each of `count` new threads (thread *k* in ``FaceSet`` *k* when
    /// `facesPerWorker` is set) and returns when all have finished; the threads then exit.
    static func runOnNewThreads(count: Int, facesPerWorker: Bool, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        for worker in 0..<count {
            startThread {
                if facesPerWorker { FaceSet.enter(worker) }
                body()
                done.signal()
            }
        }
        for _ in 0..<count { done.wait() }
    }

    /// Starts a thread with a stack deep enough for a view tree at
    /// ``RenderLimits/maximumViewDepth``.
    private static func startThread(_ main: @escaping @Sendable () -> Void) {
        let thread = Thread(block: main)
        thread.stackSize = RenderBatch.workerStackSize
        thread.start()
    }

    /// What the threads share with the handle: the call being run, and the signals that hand it
    /// over. The threads hold the crew, not the handle, so releasing the handle dismisses them.
    private final class Crew: Sendable {
        let count: Int
        let facesPerWorker: Bool
        /// One wake-up signal per worker: each call (or the dismissal) signals every worker once.
        private let wakes: [DispatchSemaphore]
        /// Signalled by each worker when it has run the call's body.
        private let finished = DispatchSemaphore(value: 0)
        private let state = Mutex(State())

        struct State {
            /// The body of the call being run.
            var body: (@Sendable () -> Void)?
            /// Whether a call holds the workers.
            var busy = false
            /// How many of the threads have been started (the first ones).
            var started = 0
            /// Whether the handle was released: the threads exit at their next wake-up.
            var dismissed = false
        }

        init(count: Int, facesPerWorker: Bool) {
            self.count = count
            self.facesPerWorker = facesPerWorker
            wakes = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        }

        func runOnEach(_ body: @escaping @Sendable () -> Void, workers: Int) -> Bool {
            // Step 1: take the workers, or leave them to the call that has them.
            let started: Int? = state.withLock { state in
                guard !state.busy, !state.dismissed else { return nil }
                state.busy = true
                state.body = body
                defer { state.started = max(state.started, workers) }
                return state.started
            }
            guard let started else { return false }
            // Step 2: start the workers this call needs that are not running yet (only the call
            // holding the workers gets here).
            for worker in started..<max(started, workers) {
                RenderWorkers.startThread { [self] in serve(as: worker) }
            }
            // Step 3: wake each of them once and wait until each has run the body.
            for wake in wakes.prefix(workers) { wake.signal() }
            for _ in 0..<workers { finished.wait() }
            state.withLock { state in
                state.body = nil
                state.busy = false
            }
            return true
        }

        /// Lets the threads exit (called once, when no call is running: a call holds the handle).
        func dismiss() {
            let started = state.withLock { state in
                state.dismissed = true
                return state.started
            }
            for wake in wakes.prefix(started) { wake.signal() }
        }

        /// A worker's loop: wait for a call, run its body, report, until dismissed.
        private func serve(as worker: Int) {
            if facesPerWorker { FaceSet.enter(worker) }
            while true {
                wakes[worker].wait()
                let (body, dismissed) = state.withLock { ($0.body, $0.dismissed) }
                if dismissed { return }
                body?()
                finished.signal()
            }
        }
    }
}
