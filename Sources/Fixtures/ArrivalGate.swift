import Foundation
import Synchronization

/// Holds each thread that passes until `count` distinct threads have passed, so work spread over
/// a pool of threads (a ``Canvas/RenderBatch``'s workers) reaches every one of them instead of
/// resting on one thread being slower than another.
public final class ArrivalGate: Sendable {
    private let count: Int
    private let arrived = Mutex<Set<UInt>>([])

    /// A gate that opens once `count` distinct threads have passed.
    public init(count: Int) { self.count = count }

    /// Records the calling thread and waits for the others; `false` if they have not all come
    /// within `timeout` seconds. (Threads are told apart by `pthread_self()`, unique among
    /// threads alive at once, which the waiting ones are.)
    @discardableResult
    public func pass(timeout: TimeInterval = 10) -> Bool {
        arrived.withLock { _ = $0.insert(UInt(pthread_self())) }
        let deadline = Date().addingTimeInterval(timeout)
        while arrived.withLock({ $0.count }) < count {
            guard Date() < deadline else { return false }
            usleep(200)
        }
        return true
    }
}
