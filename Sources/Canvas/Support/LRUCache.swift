/// A small least-recently-used cache for one thread's use.
final class LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, stamp: UInt64)] = [:]
    private var clock: UInt64 = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { entries.count }

    subscript(key: Key) -> Value? {
        get {
            guard let entry = entries[key] else { return nil }
            clock &+= 1
            entries[key] = (entry.value, clock)
            return entry.value
        }
        set {
            guard let newValue else {
                entries[key] = nil
                return
            }
            clock &+= 1
            entries[key] = (newValue, clock)
            if entries.count > capacity { evictOldestHalf() }
        }
    }

    func removeAll() { entries.removeAll() }

    private func evictOldestHalf() {
        let stamps = entries.values.map(\.stamp).sorted()
        let cutoff = stamps[stamps.count / 2]
        entries = entries.filter { $0.value.stamp > cutoff }
    }
}
