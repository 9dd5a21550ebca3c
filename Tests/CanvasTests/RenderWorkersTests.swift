import Foundation
import Synchronization
import Testing

@testable import Canvas

/// A ``RenderBatch`` keeps its workers, and their text engines, between calls; releases them
/// with the batch; and runs nested or concurrent calls on threads of their own.
@Suite("Render batch workers")
struct RenderWorkersTests {
    /// What a worker reports: its text engine's serial (never reused, one per engine, so one per
    /// thread here), how many layouts that engine has built, and its face set.
    struct Report: Hashable, Sendable {
        let engine: UInt64
        let builds: Int
        let faceSet: Int
    }

    /// Lays out the same text on whichever worker runs it, and reports that worker's engine.
    static func layOut(_ index: Int) throws -> Report {
        let layout = TextLayout(
            plain: "kept worker", font: Font(family: "DejaVu Sans", size: 12), options: .init(width: 100))
        guard layout.size.width > 0 else { throw CanvasError.invalidGeometry("no text laid out") }
        usleep(2_000)  // long enough that every worker takes some of the inputs
        let engine = TextEngine.current
        return Report(engine: engine.serial, builds: engine.layoutBuilds, faceSet: FaceSet.current)
    }

    @Test(.timeLimit(.minutes(1)))
    func laterCallsRunOnTheFirstCallsWarmWorkers() throws {
        let batch = RenderBatch(workerCount: 2)
        for facesPerWorker in [false, true] {
            let first = try batch.map(Array(0..<16), facesPerWorker: facesPerWorker, Self.layOut).map {
                try $0.get()
            }
            let second = try batch.map(Array(0..<16), facesPerWorker: facesPerWorker, Self.layOut).map {
                try $0.get()
            }
            let firstEngines = Set(first.map(\.engine))
            #expect(firstEngines.count == 2, "both workers took inputs")
            // The same engines, so the same threads, and the text laid out once per engine: the
            // second call found it in each worker's cache.
            #expect(Set(second.map(\.engine)) == firstEngines)
            for engine in firstEngines {
                let builds = Set((first + second).filter { $0.engine == engine }.map(\.builds))
                #expect(builds == [1], "engine \(engine) built \(builds) layouts")
            }
            // Shared-font workers draw in set 0; the others in a set each.
            let sets = Set((first + second).map(\.faceSet))
            #expect(sets == (facesPerWorker ? [0, 1] : [0]))
        }
        // A new batch starts workers of its own.
        let other = try RenderBatch(workerCount: 2).map(Array(0..<4), Self.layOut).map { try $0.get() }
        let kept = try batch.map(Array(0..<8), Self.layOut).map { try $0.get() }
        #expect(Set(other.map(\.engine)).isDisjoint(with: Set(kept.map(\.engine))))
    }

    /// A sentinel each worker keeps in a thread-local slot; it is released when the thread exits.
    final class Sentinel: Sendable {
        let exited: DispatchSemaphore
        init(exited: DispatchSemaphore) { self.exited = exited }
        deinit { exited.signal() }
    }

    @Test(.timeLimit(.minutes(1)))
    func releasingTheBatchEndsItsWorkers() throws {
        let slot = ThreadLocalReference<Sentinel>()
        let exited = DispatchSemaphore(value: 0)
        do {
            let batch = RenderBatch(workerCount: 3)
            let copy = batch
            withExtendedLifetime(batch) {
                for call in 0..<2 {
                    let placed = copy.map(Array(0..<30)) { _ -> Bool in
                        usleep(1_000)
                        guard slot.value == nil else { return false }
                        slot.value = Sentinel(exited: exited)
                        return true
                    }
                    let newSentinels = placed.filter { (try? $0.get()) == true }.count
                    // Three workers, each placing its sentinel in the first call only.
                    #expect(newSentinels == (call == 0 ? 3 : 0))
                }
                // Still held by `batch`: no worker has exited.
                #expect(exited.wait(timeout: .now() + .milliseconds(200)) == .timedOut)
            }
        }
        for worker in 0..<3 {
            #expect(exited.wait(timeout: .now() + .seconds(10)) == .success, "worker \(worker) exited")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aCallFromInsideWorkRunsOnThreadsOfItsOwn() throws {
        let batch = RenderBatch(workerCount: 2)
        let results = batch.map(Array(0..<4)) { outer -> [Int] in
            try batch.map(Array(0..<3)) { inner in outer * 10 + inner }.map { try $0.get() }
        }
        #expect(try results.map { try $0.get() } == (0..<4).map { outer in (0..<3).map { outer * 10 + $0 } })
    }

    @Test(.timeLimit(.minutes(1)))
    func concurrentCallsOnOneBatchBothComplete() throws {
        let batch = RenderBatch(workerCount: 2)
        let outcomes = Mutex<[Int: [Int]]>([:])
        let done = DispatchSemaphore(value: 0)
        for caller in 0..<4 {
            Thread {
                let results = batch.map(Array(0..<50)) { index -> Int in
                    usleep(200)
                    return caller * 1_000 + index
                }
                outcomes.withLock { $0[caller] = results.compactMap { try? $0.get() } }
                done.signal()
            }.start()
        }
        for _ in 0..<4 { done.wait() }
        let seen = outcomes.withLock { $0 }
        for caller in 0..<4 {
            #expect(seen[caller] == (0..<50).map { caller * 1_000 + $0 })
        }
    }
}
