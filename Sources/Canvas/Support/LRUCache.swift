/// A small least-recently-used cache for one thread's use.
///
/// Entries sit in a doubly linked list, most recently used first, threaded through an array by
/// index; the dictionary maps a key to its entry's index. Lookups, insertions and removals are
/// O(1): a hit moves its entry to the front, and inserting beyond ``capacity`` reuses the least
/// recently used entry's slot for the new one (one entry is evicted, never a batch).
final class LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key?
        var value: Value?
        /// The next more recently used entry's index, or -1.
        var newer: Int
        /// The next less recently used entry's index, or -1.
        var older: Int
    }

    private var indices: [Key: Int] = [:]
    private var entries: [Entry] = []
    /// Indices of removed entries, for reuse.
    private var unused: [Int] = []
    /// The most recently used entry's index, or -1 when empty.
    private var newest = -1
    /// The least recently used entry's index, or -1 when empty.
    private var oldest = -1
    /// The most entries kept (at least 1).
    let capacity: Int

    /// Creates an empty cache that keeps at most `capacity` entries.
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The number of entries.
    var count: Int { indices.count }

    /// The value for `key`, marking it most recently used; setting `nil` removes the entry, and
    /// setting a value beyond ``capacity`` evicts the least recently used entry.
    subscript(key: Key) -> Value? {
        get {
            guard let index = indices[key] else { return nil }
            moveToFront(index)
            return entries[index].value
        }
        set {
            if let index = indices[key] {
                guard let newValue else {
                    indices[key] = nil
                    unlink(index)
                    entries[index].key = nil
                    entries[index].value = nil
                    unused.append(index)
                    return
                }
                entries[index].value = newValue
                moveToFront(index)
                return
            }
            guard let newValue else { return }
            let index: Int
            if indices.count >= capacity, oldest >= 0 {
                // Reuse the least recently used entry's slot.
                index = oldest
                unlink(index)
                if let old = entries[index].key { indices[old] = nil }
                entries[index].key = key
                entries[index].value = newValue
            } else if let reused = unused.popLast() {
                index = reused
                entries[index].key = key
                entries[index].value = newValue
            } else {
                index = entries.count
                entries.append(Entry(key: key, value: newValue, newer: -1, older: -1))
            }
            indices[key] = index
            linkAtFront(index)
        }
    }

    /// Removes every entry.
    func removeAll() {
        indices.removeAll()
        entries.removeAll()
        unused.removeAll()
        newest = -1
        oldest = -1
    }

    private func moveToFront(_ index: Int) {
        guard index != newest else { return }
        unlink(index)
        linkAtFront(index)
    }

    private func unlink(_ index: Int) {
        let newer = entries[index].newer
        let older = entries[index].older
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        entries[index].newer = -1
        entries[index].older = -1
    }

    private func linkAtFront(_ index: Int) {
        entries[index].newer = -1
        entries[index].older = newest
        if newest >= 0 { entries[newest].newer = index } else { oldest = index }
        newest = index
    }
}
