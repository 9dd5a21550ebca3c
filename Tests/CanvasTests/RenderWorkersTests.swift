import Fixtures
import Foundation
import Synchronization
import Testing

@testable import Canvas

/// A ``RenderBatch`` keeps its workers, and their text engines, between calls; lets them go with
/// the last copy of the batch; and runs overlapping or nested calls on threads of their own.
///
/// Every test that needs several workers to take part holds its inputs at an ``ArrivalGate``
/// until that many threads have arrived, so no test rests on one worker being slower than another.
@Suite("Render batch workers")
struct RenderWorkersTests {
    /// A process-unique number for the calling thread, kept in a thread-local slot for the
    /// thread's life (pthread identifiers may be reused once a thread exits).
    final class ThreadToken: Sendable {
        static let slot = ThreadLocalReference<ThreadToken>()
        private static let last = Atomic<Int>(0)
        let number = last.wrappingAdd(1, ordering: .relaxed).newValue

        static var current: Int {
            if let token = slot.value { return token.number }
            let token = ThreadToken()
            slot.value = token
            return token.number
        }
    }

    /// What a worker reports: its thread, its text engine and how many layouts that engine has
    /// built, and its face set.
    struct Report: Hashable, Sendable {
        let thread: Int
        let engine: UInt64
        let builds: Int
        let faceSet: Int
    }

    /// Lays out the same text on whichever worker runs it, once past `gate`, and reports.
    static func layOut(passing gate: ArrivalGate) throws -> Report {
        guard gate.pass() else { throw CanvasError.invalidGeometry("the other workers never came") }
        let layout = TextLayout(
            plain: "kept worker", font: Font(family: "DejaVu Sans", size: 12), options: .init(width: 100))
        guard layout.size.width > 0 else { throw CanvasError.invalidGeometry("no text laid out") }
        let engine = TextEngine.current
        return Report(
            thread: ThreadToken.current, engine: engine.serial, builds: engine.layoutBuilds,
            faceSet: FaceSet.current)
    }

    @Test func laterCallsRunOnTheFirstCallsWarmWorkers() throws {
        let batch = RenderBatch(workerCount: 2)
        var threadsOfKind: [Bool: Set<Int>] = [:]
        for facesPerWorker in [false, true] {
            let calls = try (0..<2).map { _ in
                let gate = ArrivalGate(count: 2)
                return try batch.map(Array(0..<8), facesPerWorker: facesPerWorker) { _ in
                    try Self.layOut(passing: gate)
                }.map { try $0.get() }
            }
            let threads = Set(calls[0].map(\.thread))
            #expect(threads.count == 2, "both workers took inputs")
            // The same two threads in the second call: the workers were kept.
            #expect(Set(calls[1].map(\.thread)) == threads)
            // Each engine laid the text out once: the second call found it in the cache. (An
            // engine remade meanwhile, when another test switches the font source, has a new
            // serial and is not compared.)
            for first in calls[0] {
                for second in calls[1] where second.engine == first.engine {
                    #expect(second.builds == first.builds, "engine \(first.engine) built again")
                }
            }
            // Shared-font workers draw in set 0; the others in a set each.
            #expect(Set(calls.joined().map(\.faceSet)) == (facesPerWorker ? [0, 1] : [0]))
            threadsOfKind[facesPerWorker] = threads
        }
        // The two kinds of workers are different threads.
        #expect(threadsOfKind[false]!.isDisjoint(with: threadsOfKind[true]!))
        // A new batch starts workers of its own.
        let gate = ArrivalGate(count: 2)
        let other = try RenderBatch(workerCount: 2).map(Array(0..<4)) { _ in try Self.layOut(passing: gate) }
            .map { try $0.get() }
        #expect(Set(other.map(\.thread)).isDisjoint(with: threadsOfKind[false]!))
    }

    /// A call wakes only as many workers as it has inputs, so a batch of small calls does not
    /// open a face set's fonts on every worker: worker *k* draws in set *k*.
    @Test func aCallWakesNoMoreWorkersThanItHasInputs() throws {
        let batch = RenderBatch(workerCount: 4)
        for _ in 0..<20 {
            let sets = try batch.map([0], facesPerWorker: true) { _ in FaceSet.current }.map { try $0.get() }
            #expect(sets == [0])
        }
        for _ in 0..<10 {
            let sets = try batch.map([0, 1], facesPerWorker: true) { _ -> Int in
                usleep(500)
                return FaceSet.current
            }.map { try $0.get() }
            #expect(Set(sets).isSubset(of: [0, 1]))
        }
        let gate = ArrivalGate(count: 4)
        let all = try batch.map(Array(0..<4), facesPerWorker: true) { _ -> Int in
            gate.pass()
            return FaceSet.current
        }.map { try $0.get() }
        #expect(Set(all) == [0, 1, 2, 3])
    }

    /// A sentinel each worker keeps in a thread-local slot; it is released when the thread exits.
    final class Sentinel: Sendable {
        let exited: DispatchSemaphore
        init(exited: DispatchSemaphore) { self.exited = exited }
        deinit { exited.signal() }
    }

    @Test func theLastCopyOfTheBatchEndsItsWorkers() throws {
        let slot = ThreadLocalReference<Sentinel>()
        let exited = DispatchSemaphore(value: 0)
        var batch: RenderBatch? = RenderBatch(workerCount: 3)
        var copy = batch
        for call in 0..<2 {
            let gate = ArrivalGate(count: 3)
            let placed = try copy!.map(Array(0..<30)) { _ -> Bool in
                guard gate.pass() else { throw CanvasError.invalidGeometry("the other workers never came") }
                guard slot.value == nil else { return false }
                slot.value = Sentinel(exited: exited)
                return true
            }.map { try $0.get() }
            // Three workers, each placing its sentinel in the first call only.
            #expect(placed.filter { $0 }.count == (call == 0 ? 3 : 0))
        }
        batch = nil
        // Still held by `copy`: no worker has exited.
        #expect(exited.wait(timeout: .now() + .milliseconds(300)) == .timedOut)
        copy = nil
        for worker in 0..<3 {
            #expect(exited.wait(timeout: .now() + .seconds(10)) == .success, "worker \(worker) exited")
        }
        _ = (batch, copy)
    }

    @Test func aCallFromInsideWorkRunsOnThreadsOfItsOwn() throws {
        let batch = RenderBatch(workerCount: 2)
        let gate = ArrivalGate(count: 2)
        let results = try batch.map(Array(0..<2)) { outer -> (outer: Int, inner: [Int]) in
            gate.pass()  // both workers are busy in this call while the inner calls run
            let inner = try batch.map(Array(0..<3)) { _ in ThreadToken.current }.map { try $0.get() }
            return (ThreadToken.current, inner)
        }.map { try $0.get() }
        let outerThreads = Set(results.map(\.outer))
        #expect(outerThreads.count == 2)
        for result in results {
            #expect(result.inner.count == 3)
            #expect(Set(result.inner).isDisjoint(with: outerThreads), "an inner call ran on a busy worker")
        }
    }

    @Test func anOverlappingCallFromAnotherThreadDoesNotWait() throws {
        let batch = RenderBatch(workerCount: 2)
        let overlapping = DispatchSemaphore(value: 0)
        let otherThreads = Mutex<Set<Int>>([])
        // The first call holds both workers until a second call, made from another thread while
        // it runs, has finished: waiting for the first call's workers would never finish.
        let gate = ArrivalGate(count: 2)
        let first = try batch.map(Array(0..<2)) { index -> Int in
            gate.pass()
            if index == 0 {
                Thread {
                    let results = batch.map(Array(0..<4)) { _ in ThreadToken.current }
                    otherThreads.withLock { $0 = Set(results.compactMap { try? $0.get() }) }
                    overlapping.signal()
                }.start()
                guard overlapping.wait(timeout: .now() + .seconds(10)) == .success else {
                    throw CanvasError.invalidGeometry("the overlapping call waited")
                }
            }
            return ThreadToken.current
        }.map { try $0.get() }
        let others = otherThreads.withLock { $0 }
        #expect(!others.isEmpty)
        #expect(others.isDisjoint(with: Set(first)))
    }
}
