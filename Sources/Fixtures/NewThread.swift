import Foundation
import Synchronization

/// Runs `body` on a new thread with `stackSize` bytes of stack and waits for its result.
///
/// Vellum's text engine (font map and layout cache) belongs to its thread, so a new thread
/// starts with a fresh engine, as a new process does; a small stack proves a deep tree renders
/// within it.
public func onNewThread<T>(stackSize: Int = 8 << 20, _ body: @escaping () throws -> T) -> Result<T, any Error>
{
    let box = ThreadResult(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = Result { try box.body() }
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.result!
}

/// Carries a closure to a thread and its result back.
///
/// `@unchecked Sendable`: the thread reads `body` and writes `result` before it signals, and the
/// caller reads `result` only after the wait.
private final class ThreadResult<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
    let body: () throws -> T

    init(_ body: @escaping () throws -> T) { self.body = body }
}

/// Runs `body(index)` on `count` new threads, each with `stackSize` bytes of stack, that start
/// together (each waits until every thread exists); returns the results in index order.
///
/// Tests of concurrency use it so that the threads' first renders overlap, loading fonts and
/// building text engines at the same time.
public func onThreads<T: Sendable>(
    _ count: Int, stackSize: Int = 8 << 20, _ body: @escaping @Sendable (Int) -> T
) -> [T] {
    let results = ThreadResults<T>(count)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
        done.enter()
        let thread = Thread {
            start.wait()
            let value = body(index)
            results.slots.withLock { $0[index] = value }
            done.leave()
        }
        thread.stackSize = stackSize
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    done.wait()
    return results.slots.withLock { $0.map { $0! } }
}

/// One result slot per thread of ``onThreads(_:stackSize:_:)``, behind a lock.
private final class ThreadResults<T: Sendable>: Sendable {
    let slots: Mutex<[T?]>
    init(_ count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }
}
