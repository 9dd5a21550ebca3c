import Foundation

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
